import { and, asc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { containerTypes } from '../../db/schema/containers.ts';
import { drivers } from '../../db/schema/drivers.ts';
import { manifests } from '../../db/schema/manifests.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { routeStops, routes } from '../../db/schema/routes.ts';
import { sites } from '../../db/schema/sites.ts';
import { stores } from '../../db/schema/stores.ts';
import { vehicles } from '../../db/schema/vehicles.ts';
import { wastes } from '../../db/schema/wastes.ts';
import { allOf, escapeLike, shownColumns } from '../../lib/list.ts';
import { companyCondition } from '../../lib/scope.ts';
import { tableReads } from '../../lib/table-reads.ts';
import { readOrganisation } from '../settings/settings.repository.ts';

export interface ManifestFilter {
  q?: string;
  status?: string;
  companyId?: string;
  storeId?: string;
  from?: string;
  to?: string;
  flagged?: boolean;
}

const SORTABLE = {
  folio: manifests.folio,
  collectedOn: manifests.collectedOn,
  createdAt: manifests.createdAt,
};
const DEFAULT_SORT = 'collectedOn:desc';

const columns = () => ({
  ...shownColumns(manifests),
  orderNumber: sql<string>`(select o.number from orders o where o.id = "manifests"."order_id")`.as(
    'order_number',
  ),
  routeNumber: sql<string | null>`(select r.number from routes r where r.id = "manifests"."route_id")`.as(
    'route_number',
  ),
});
export type ManifestRow = typeof manifests.$inferSelect & { orderNumber: string; routeNumber: string | null };

/** The folio or the generator's name containing the text. */
function textCondition(text: string | undefined): SQL | undefined {
  const q = text?.trim();
  return q
    ? sql`(${manifests.folio} ilike ${`%${escapeLike(q)}%`} or ${manifests.parties}->'generator'->>'name' ilike ${`%${escapeLike(q)}%`})`
    : undefined;
}

/** The filters, without the scope and the search. */
function filters(filter: ManifestFilter) {
  return allOf(
    filter.status ? eq(manifests.status, filter.status as ManifestRow['status']) : undefined,
    filter.companyId ? eq(manifests.companyId, filter.companyId) : undefined,
    filter.storeId ? eq(manifests.storeId, filter.storeId) : undefined,
    filter.from ? gte(manifests.collectedOn, filter.from) : undefined,
    filter.to ? lte(manifests.collectedOn, filter.to) : undefined,
    filter.flagged === undefined ? undefined : eq(manifests.flagged, filter.flagged),
  );
}

const manifestReads = tableReads<typeof manifests, ManifestRow, ManifestFilter>({
  table: manifests,
  columns,
  sortable: SORTABLE,
  fallback: DEFAULT_SORT,
  scope: (scope) => companyCondition(manifests.companyId, scope),
  filters,
  search: (filter) => textCondition(filter.q),
});

export const { list: listManifests, batch: manifestBatch, find: findManifest } = manifestReads;

export async function manifestOfOrder(db: Db, orderId: string) {
  const [row] = await db.select(columns()).from(manifests).where(eq(manifests.orderId, orderId)).limit(1);
  return row as ManifestRow | undefined;
}

export async function manifestsOfOrders(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ id: manifests.id, orderId: manifests.orderId, folio: manifests.folio })
    .from(manifests)
    .where(inArray(manifests.orderId, orderIds));
}

const wasteClass = alias(wastes, 'waste_class');

/** An order's items with what the manifest needs: the class's code and category, the container. */
export function manifestItems(db: Db, orderId: string) {
  return db
    .select({
      id: orderItems.id,
      category: sql<string>`coalesce(${wasteClass.category}, ${wastes.category})`,
      classCode: sql<string>`coalesce(${wasteClass.code}, ${wastes.code})`,
      containerName: containerTypes.name,
      capacityL: containerTypes.capacityL,
      containerCount: orderItems.containerCount,
      estimatedKg: orderItems.estimatedKg,
      actualKg: orderItems.actualKg,
      receivedKg: orderItems.receivedKg,
    })
    .from(orderItems)
    .innerJoin(wastes, eq(wastes.id, orderItems.wasteId))
    .leftJoin(wasteClass, eq(wasteClass.id, wastes.parentId))
    .innerJoin(containerTypes, eq(containerTypes.id, orderItems.containerTypeId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

/** The facts of the parties as they stand when the manifest is made. */
export async function partyFacts(db: Db, orderId: string) {
  const [row] = await db
    .select({
      companyId: orders.companyId,
      legalName: companies.legalName,
      nra: companies.nra,
      companyPhone: companies.phone,
      siteName: sites.name,
      street: sites.street,
      exteriorNumber: sites.exteriorNumber,
      interiorNumber: sites.interiorNumber,
      neighbourhood: sites.neighbourhood,
      city: sites.city,
      state: sites.state,
      postalCode: sites.postalCode,
      sitePhone: sites.contactPhone,
      instructions: orders.notes,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(sites, eq(sites.id, orders.siteId))
    .where(eq(orders.id, orderId));
  const [route] = await db
    .select({
      id: routes.id,
      endStoreId: routes.endStoreId,
      driverSignatureId: routes.driverSignatureId,
      driverName: sql<string>`${drivers.firstName} || ' ' || ${drivers.lastName}`,
      vehicleType: vehicles.type,
      vehiclePlate: vehicles.plate,
    })
    .from(routeStops)
    .innerJoin(routes, eq(routes.id, routeStops.routeId))
    .innerJoin(drivers, eq(drivers.id, routes.driverId))
    .innerJoin(vehicles, eq(vehicles.id, routes.vehicleId))
    .where(and(eq(routeStops.orderId, orderId), sql`${routes.status} <> 'cancelled'`))
    .limit(1);
  const organisation = await readOrganisation(db);
  return { order: row, route, organisation };
}

/** The store the waste goes to: the route's end store, else the first treatment plant (or any store). */
export async function destinationStore(db: Db, storeId: string | undefined) {
  const preferred: SQL = sql`case ${stores.type} when 'treatment_plant' then 0 when 'final_disposal' then 1 when 'transfer_station' then 2 else 3 end`;
  const [store] = await db
    .select({
      id: stores.id,
      name: stores.name,
      authorisation: stores.authorisationNumber,
      address: sql<string>`${stores.street} || ' ' || ${stores.exteriorNumber} || ', ' || ${stores.neighbourhood} || ', ' || ${stores.city} || ', ' || ${stores.state} || ', C.P. ' || ${stores.postalCode}`,
      phone: stores.phone,
    })
    .from(stores)
    .where(storeId ? eq(stores.id, storeId) : isNull(stores.archivedAt))
    .orderBy(preferred, asc(stores.createdAt))
    .limit(1);
  return store;
}

export async function insertManifest(db: Db, values: typeof manifests.$inferInsert) {
  const [row] = await db.insert(manifests).values(values).returning({ id: manifests.id });
  return row!;
}

export async function setManifestFacts(db: Db, id: string, values: Partial<typeof manifests.$inferInsert>) {
  await db
    .update(manifests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(manifests.id, id));
}
