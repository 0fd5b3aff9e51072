import { ROUTE_SORT_FIELDS, routeLifecycle } from '@recolecta/shared/routes';
import { asc, eq, gte, inArray, lte, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyNames } from '../../db/read-models/companies.ts';
import { driverNames } from '../../db/read-models/drivers.ts';
import { orderFacts } from '../../db/read-models/orders.ts';
import { sitePlaces } from '../../db/read-models/sites.ts';
import { storePlaces } from '../../db/read-models/stores.ts';
import { vehiclePlates } from '../../db/read-models/vehicles.ts';
import { columnsNamed } from '../../db/schema/common.ts';
import { routeStops, routes } from '../../db/schema/routes.ts';
import { allOf, escapeLike, shownColumns } from '../../lib/list.ts';
import type { Scope } from '../../lib/principal.ts';
import { assertOperator } from '../../lib/scope.ts';
import { tableReads } from '../../lib/table-reads.ts';
import { systemTransition } from '../../lib/transitions.ts';
import { loadsOf } from '../orders/orders.repository.ts';

/** What the route reads of other modules' tables: their read models (db/read-models/). */
const driverView = driverNames();
const vehicleView = vehiclePlates();
const storeView = storePlaces();
const orderView = orderFacts();
const siteView = sitePlaces();
const companyView = companyNames();
const driverName = sql<string>`${driverView.firstName} || ' ' || ${driverView.lastName}`;

export interface RouteFilter {
  q?: string;
  status?: string;
  date?: string;
  from?: string;
  to?: string;
  driverId?: string;
  vehicleId?: string;
}

const SORTABLE = columnsNamed(routes, ROUTE_SORT_FIELDS);
const DEFAULT_SORT = 'date:desc';

/** The route with the names of its driver, vehicle and stores (one row each: subqueries). */
const vehicleColumn = <T>(column: SQLWrapper) =>
  sql<T>`(select ${column} from ${vehicleView} where ${vehicleView.id} = "routes"."vehicle_id")`;
const columns = () => ({
  driverName:
    sql<string>`(select ${driverName} from ${driverView} where ${driverView.id} = "routes"."driver_id")`.as(
      'driver_name',
    ),
  vehiclePlate: vehicleColumn<string>(vehicleView.plate).as('vehicle_plate'),
  capacityKg: vehicleColumn<number>(vehicleView.capacityKg).mapWith(Number).as('capacity_kg'),
  capacityL: vehicleColumn<string | null>(vehicleView.capacityL).as('capacity_l'),
  ...shownColumns(routes),
});
export type RouteRow = typeof routes.$inferSelect & {
  driverName: string;
  vehiclePlate: string;
  capacityKg: number;
  capacityL: number | string | null;
};

/** A company's caller sees the routes with a stop at one of its orders, and nothing else. */
function scopeCondition(scope: Scope): SQL | undefined {
  if (scope === null) return undefined;
  return sql`exists (select 1 from ${routeStops} join ${orderView} on ${orderView.id} = ${routeStops.orderId}
    where ${routeStops.routeId} = "routes"."id" and ${orderView.companyId} = ${scope})`;
}

/** The number (or its end), or the driver's or the vehicle's name. */
function textCondition(q: string | undefined): SQL | undefined {
  const text = (q ?? '').trim();
  if (!text) return undefined;
  const like = `%${escapeLike(text)}%`;
  return sql`(${routes.number} ilike ${like}
    or exists (select 1 from ${driverView} where ${driverView.id} = ${routes.driverId} and ${driverName} ilike ${like})
    or exists (select 1 from ${vehicleView} where ${vehicleView.id} = ${routes.vehicleId} and ${vehicleView.plate} ilike ${like}))`;
}

/** The filters, without the scope and the search. */
function filters(filter: RouteFilter) {
  return allOf(
    filter.status ? eq(routes.status, filter.status as RouteRow['status']) : undefined,
    filter.date ? eq(routes.date, filter.date) : undefined,
    filter.from ? gte(routes.date, filter.from) : undefined,
    filter.to ? lte(routes.date, filter.to) : undefined,
    filter.driverId ? eq(routes.driverId, filter.driverId) : undefined,
    filter.vehicleId ? eq(routes.vehicleId, filter.vehicleId) : undefined,
  );
}

const routeReads = tableReads<typeof routes, RouteRow, RouteFilter>({
  table: routes,
  columns,
  sortable: SORTABLE,
  fallback: DEFAULT_SORT,
  scope: scopeCondition,
  filters,
  search: (filter) => textCondition(filter.q),
});

export const { list: listRoutes, batch: routeBatch, find: findRoute } = routeReads;

export async function insertRoute(db: Db, values: typeof routes.$inferInsert) {
  const [row] = await db.insert(routes).values(values).returning();
  return row!;
}

export async function setRouteStops(db: Db, routeId: string, orderIds: string[]) {
  await db.delete(routeStops).where(eq(routeStops.routeId, routeId));
  if (orderIds.length === 0) return;
  await db.insert(routeStops).values(orderIds.map((orderId, position) => ({ routeId, position, orderId })));
}

/** Another live route of the driver or the vehicle on the day, by number. */
export async function busyWith(
  db: Db,
  column: 'driverId' | 'vehicleId',
  id: string,
  date: string,
  exceptRouteId: string | null,
) {
  const [row] = await db
    .select({ number: routes.number })
    .from(routes)
    .where(
      allOf(
        eq(routes[column], id),
        eq(routes.date, date),
        ne(routes.status, 'cancelled'),
        exceptRouteId ? ne(routes.id, exceptRouteId) : undefined,
      ),
    )
    .limit(1);
  return row?.number;
}

/** What a route's rules check of its driver. */
export async function driverFacts(db: Db, id: string) {
  const [row] = await db
    .select({
      id: driverView.id,
      status: driverView.status,
      archivedAt: driverView.archivedAt,
      licenceExpiry: driverView.licenceExpiry,
      hazmatPermitExpiry: driverView.hazmatPermitExpiry,
    })
    .from(driverView)
    .where(eq(driverView.id, id));
  return row;
}

/** What a route's rules and the optimiser check of its vehicle. */
export async function vehicleFacts(db: Db, id: string) {
  const [row] = await db
    .select({
      id: vehicleView.id,
      status: vehicleView.status,
      archivedAt: vehicleView.archivedAt,
      capacityKg: vehicleView.capacityKg,
      capacityL: vehicleView.capacityL,
      refrigerated: vehicleView.refrigerated,
      insuranceExpiry: vehicleView.insuranceExpiry,
      transportPermitExpiry: vehicleView.transportPermitExpiry,
    })
    .from(vehicleView)
    .where(eq(vehicleView.id, id));
  return row;
}

/** Some drivers' full names (an optimisation's proposal names them). */
export function driverNamesOf(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: driverView.id, name: driverName })
    .from(driverView)
    .where(inArray(driverView.id, ids));
}

/** Some vehicles' plates (an optimisation's proposal names them). */
export function vehiclePlatesOf(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: vehicleView.id, plate: vehicleView.plate })
    .from(vehicleView)
    .where(inArray(vehicleView.id, ids));
}

/** Some stores: where they are, whether archived, and their opening hours (none when they keep none). */
export function storesByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: storeView.id,
      name: storeView.name,
      latitude: storeView.latitude,
      longitude: storeView.longitude,
      archivedAt: storeView.archivedAt,
      opensAt: storeView.opensAt,
      closesAt: storeView.closesAt,
    })
    .from(storeView)
    .where(inArray(storeView.id, ids));
}

/**
 * What planning needs of some orders: status, company, site (place, window, contact), the notes for
 * whoever goes there, and what they load (the orders' `loadsOf`): kg, litres, whether any needs refrigeration, and a short text of the
 * items. A route is the operator's plan over every company's orders, so its own reads pass null: even
 * a company's caller gets its stops timed among all the route's stops (`toRoutes` then shows it its own).
 */
export async function stopFacts(db: Db, scope: Scope, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  const [rows, loads] = await Promise.all([
    db
      .select({
        orderId: orderView.id,
        orderNumber: orderView.number,
        orderStatus: orderView.status,
        scheduledDate: orderView.scheduledDate,
        companyId: orderView.companyId,
        companyName: sql<string>`coalesce(${companyView.tradeName}, ${companyView.legalName})`,
        siteId: siteView.id,
        siteName: siteView.name,
        address: sql<string>`${siteView.street} || ' ' || ${siteView.exteriorNumber} || ', ' || ${siteView.neighbourhood} || ', ' || ${siteView.city}`,
        latitude: siteView.latitude,
        longitude: siteView.longitude,
        contactName: siteView.contactName,
        contactPhone: siteView.contactPhone,
        windowStart: orderView.windowStart,
        windowEnd: orderView.windowEnd,
        notes: orderView.notes,
      })
      .from(orderView)
      .innerJoin(siteView, eq(siteView.id, orderView.siteId))
      .innerJoin(companyView, eq(companyView.id, orderView.companyId))
      .where(
        allOf(inArray(orderView.id, orderIds), scope === null ? undefined : eq(orderView.companyId, scope)),
      ),
    loadsOf(db, scope, orderIds),
  ]);
  // An order without items loads nothing.
  const loadOf = new Map(loads.map((l) => [l.orderId, l]));
  const empty = { estimatedKg: 0, litres: 0, cold: false, items: '' };
  const byId = new Map(
    rows.map((r) => {
      const { estimatedKg, litres, cold, items } = loadOf.get(r.orderId) ?? empty;
      return [r.orderId, { ...r, estimatedKg, litres, cold, items }];
    }),
  );
  return orderIds.map((id) => byId.get(id)).filter((r) => r !== undefined);
}
export type StopFacts = Awaited<ReturnType<typeof stopFacts>>[number];

/** The stops of some routes, in order, as order ids. */
export function stopsOf(db: Db, routeIds: string[]) {
  if (routeIds.length === 0) return Promise.resolve([]);
  return db
    .select({ routeId: routeStops.routeId, orderId: routeStops.orderId })
    .from(routeStops)
    .where(inArray(routeStops.routeId, routeIds))
    .orderBy(asc(routeStops.routeId), asc(routeStops.position));
}

export const ROUTE_CONSTRAINTS = {
  routes_driver_day_key: 'driverId',
  routes_vehicle_day_key: 'vehicleId',
};

// ── For other modules (issue 34, table ownership): the driver's day starts and signs its route ──

/**
 * A transition the system takes on a route (the driver's first act starts it): the route's
 * lifecycle decides, with its transition and audit rows, in the caller's transaction. Routes are the
 * operator's. Answers false when the route was not in a status the transition leaves.
 */
export function transitionRoute(
  db: Db,
  scope: Scope,
  id: string,
  name: 'start',
  by: { actorId: string | null; ip: string | null },
) {
  assertOperator(scope);
  return systemTransition(db, {
    lifecycle: routeLifecycle,
    table: routes,
    id,
    name,
    actorId: by.actorId,
    companyId: null,
    ip: by.ip,
  });
}

/** The driver's signature at the start of the day, kept on the route (the manifests' transporter signs with it). */
export async function setDriverSignature(db: Db, scope: Scope, id: string, fileId: string) {
  assertOperator(scope);
  await db.update(routes).set({ driverSignatureId: fileId }).where(eq(routes.id, id));
}
