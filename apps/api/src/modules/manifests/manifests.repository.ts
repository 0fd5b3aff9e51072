import { MANIFEST_SORT_FIELDS } from '@recolecta/shared/manifests';
import { and, asc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyContacts } from '../../db/read-models/companies.ts';
import { driverNames } from '../../db/read-models/drivers.ts';
import { orderFacts, orderItemLines } from '../../db/read-models/orders.ts';
import { routeFacts, routeStopOrders } from '../../db/read-models/routes.ts';
import { sitePlaces } from '../../db/read-models/sites.ts';
import { storePlaces } from '../../db/read-models/stores.ts';
import { vehiclePlates } from '../../db/read-models/vehicles.ts';
import { columnsNamed } from '../../db/schema/common.ts';
import { manifests } from '../../db/schema/manifests.ts';
import { allOf, escapeLike, shownColumns } from '../../lib/list.ts';
import type { Scope } from '../../lib/principal.ts';
import { companyCondition } from '../../lib/scope.ts';
import { tableReads } from '../../lib/table-reads.ts';
import { readOrganisation } from '../settings/settings.repository.ts';

/** The owners' read models this module joins (docs/architecture.md, "Every table has one owner"). */
const orderHeads = orderFacts('order_heads');
const routeHeads = routeFacts('route_heads');
const routeStopList = routeStopOrders('route_stop_list');
const companies = companyContacts();
const siteAddresses = sitePlaces('site_addresses');
const storeAddresses = storePlaces('store_addresses');
const drivers = driverNames();
const vehicles = vehiclePlates();

export interface ManifestFilter {
  q?: string;
  status?: string;
  companyId?: string;
  storeId?: string;
  from?: string;
  to?: string;
  flagged?: boolean;
}

const SORTABLE = columnsNamed(manifests, MANIFEST_SORT_FIELDS);
const DEFAULT_SORT = 'collectedOn:desc';

const columns = () => ({
  ...shownColumns(manifests),
  orderNumber:
    sql<string>`(select ${orderHeads.number} from ${orderHeads} where ${orderHeads.id} = "manifests"."order_id")`.as(
      'order_number',
    ),
  routeNumber: sql<
    string | null
  >`(select ${routeHeads.number} from ${routeHeads} where ${routeHeads.id} = "manifests"."route_id")`.as(
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

export async function manifestOfOrder(db: Db, scope: Scope, orderId: string) {
  const [row] = await db
    .select(columns())
    .from(manifests)
    .where(and(eq(manifests.orderId, orderId), companyCondition(manifests.companyId, scope)))
    .limit(1);
  return row as ManifestRow | undefined;
}

/** The manifests of some orders (id, order, folio), within the scope. */
export async function manifestsOfOrders(db: Db, scope: Scope, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ id: manifests.id, orderId: manifests.orderId, folio: manifests.folio })
    .from(manifests)
    .where(and(inArray(manifests.orderId, orderIds), companyCondition(manifests.companyId, scope)));
}

/** An order's items with what the manifest needs: the class's code and category, the container. */
export function manifestItems(db: Db, orderId: string) {
  return db
    .select({
      id: orderItemLines.id,
      category: orderItemLines.category,
      classCode: orderItemLines.wasteClassCode,
      containerName: orderItemLines.containerTypeName,
      capacityL: orderItemLines.capacityL,
      containerCount: orderItemLines.containerCount,
      estimatedKg: orderItemLines.estimatedKg,
      actualKg: orderItemLines.actualKg,
      receivedKg: orderItemLines.receivedKg,
    })
    .from(orderItemLines)
    .where(eq(orderItemLines.orderId, orderId))
    .orderBy(asc(orderItemLines.position));
}

/** The facts of the parties as they stand when the manifest is made. */
export async function partyFacts(db: Db, scope: Scope, orderId: string) {
  const [row] = await db
    .select({
      companyId: orderHeads.companyId,
      legalName: companies.legalName,
      nra: companies.nra,
      companyPhone: companies.phone,
      siteName: siteAddresses.name,
      street: siteAddresses.street,
      exteriorNumber: siteAddresses.exteriorNumber,
      interiorNumber: siteAddresses.interiorNumber,
      neighbourhood: siteAddresses.neighbourhood,
      city: siteAddresses.city,
      state: siteAddresses.state,
      postalCode: siteAddresses.postalCode,
      sitePhone: siteAddresses.contactPhone,
      instructions: orderHeads.notes,
    })
    .from(orderHeads)
    .innerJoin(companies, eq(companies.id, orderHeads.companyId))
    .innerJoin(siteAddresses, eq(siteAddresses.id, orderHeads.siteId))
    .where(and(eq(orderHeads.id, orderId), companyCondition(orderHeads.companyId, scope)));
  const [route] = await db
    .select({
      id: routeHeads.id,
      endStoreId: routeHeads.endStoreId,
      driverSignatureId: routeHeads.driverSignatureId,
      driverName: drivers.name,
      vehicleType: vehicles.type,
      vehiclePlate: vehicles.plate,
    })
    .from(routeStopList)
    .innerJoin(routeHeads, eq(routeHeads.id, routeStopList.routeId))
    .innerJoin(drivers, eq(drivers.id, routeHeads.driverId))
    .innerJoin(vehicles, eq(vehicles.id, routeHeads.vehicleId))
    .where(and(eq(routeStopList.orderId, orderId), sql`${routeHeads.status} <> 'cancelled'`))
    .limit(1);
  const organisation = await readOrganisation(db);
  return { order: row, route, organisation };
}

/** The store the waste goes to: the route's end store, else the first treatment plant (or any store). */
export async function destinationStore(db: Db, storeId: string | undefined) {
  const preferred: SQL = sql`case ${storeAddresses.type} when 'treatment_plant' then 0 when 'final_disposal' then 1 when 'transfer_station' then 2 else 3 end`;
  const [store] = await db
    .select({
      id: storeAddresses.id,
      name: storeAddresses.name,
      authorisation: storeAddresses.authorisationNumber,
      address: sql<string>`${storeAddresses.street} || ' ' || ${storeAddresses.exteriorNumber} || ', ' || ${storeAddresses.neighbourhood} || ', ' || ${storeAddresses.city} || ', ' || ${storeAddresses.state} || ', C.P. ' || ${storeAddresses.postalCode}`,
      phone: storeAddresses.phone,
    })
    .from(storeAddresses)
    .where(storeId ? eq(storeAddresses.id, storeId) : isNull(storeAddresses.archivedAt))
    .orderBy(preferred, asc(storeAddresses.createdAt))
    .limit(1);
  return store;
}

export async function insertManifest(db: Db, scope: Scope, values: typeof manifests.$inferInsert) {
  if (scope !== null && values.companyId !== scope) throw new Error('manifest outside the caller scope');
  const [row] = await db.insert(manifests).values(values).returning({ id: manifests.id });
  return row!;
}

export async function setManifestFacts(
  db: Db,
  scope: Scope,
  id: string,
  values: Partial<typeof manifests.$inferInsert>,
) {
  await db
    .update(manifests)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(manifests.id, id), companyCondition(manifests.companyId, scope)));
}
