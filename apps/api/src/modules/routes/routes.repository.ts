import { routeLifecycle } from '@recolecta/shared/routes';
import { asc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { drivers } from '../../db/schema/drivers.ts';
import { orders } from '../../db/schema/orders.ts';
import { routeStops, routes } from '../../db/schema/routes.ts';
import { sites } from '../../db/schema/sites.ts';
import { stores } from '../../db/schema/stores.ts';
import { vehicles } from '../../db/schema/vehicles.ts';
import { allOf, escapeLike, shownColumns } from '../../lib/list.ts';
import type { Scope } from '../../lib/principal.ts';
import { assertOperator } from '../../lib/scope.ts';
import { tableReads } from '../../lib/table-reads.ts';
import { systemTransition } from '../../lib/transitions.ts';

export interface RouteFilter {
  q?: string;
  status?: string;
  date?: string;
  from?: string;
  to?: string;
  driverId?: string;
  vehicleId?: string;
}

const SORTABLE = { number: routes.number, date: routes.date, createdAt: routes.createdAt };
const DEFAULT_SORT = 'date:desc';

/** The route with the names of its driver, vehicle and stores (one row each: subqueries). */
const columns = () => ({
  driverName:
    sql<string>`(select d.first_name || ' ' || d.last_name from drivers d where d.id = "routes"."driver_id")`.as(
      'driver_name',
    ),
  vehiclePlate: sql<string>`(select v.plate from vehicles v where v.id = "routes"."vehicle_id")`.as(
    'vehicle_plate',
  ),
  capacityKg: sql<number>`(select v.capacity_kg from vehicles v where v.id = "routes"."vehicle_id")`
    .mapWith(Number)
    .as('capacity_kg'),
  capacityL: sql<string | null>`(select v.capacity_l from vehicles v where v.id = "routes"."vehicle_id")`.as(
    'capacity_l',
  ),
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
  return sql`exists (select 1 from ${routeStops} join ${orders} on ${orders.id} = ${routeStops.orderId}
    where ${routeStops.routeId} = "routes"."id" and ${orders.companyId} = ${scope})`;
}

/** The number (or its end), or the driver's or the vehicle's name. */
function textCondition(q: string | undefined): SQL | undefined {
  const text = (q ?? '').trim();
  if (!text) return undefined;
  const like = `%${escapeLike(text)}%`;
  return sql`(${routes.number} ilike ${like}
    or exists (select 1 from ${drivers} where ${drivers.id} = ${routes.driverId} and (${drivers.firstName} || ' ' || ${drivers.lastName}) ilike ${like})
    or exists (select 1 from ${vehicles} where ${vehicles.id} = ${routes.vehicleId} and ${vehicles.plate} ilike ${like}))`;
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

export async function driverFacts(db: Db, id: string) {
  const [row] = await db
    .select({
      id: drivers.id,
      status: drivers.status,
      archivedAt: drivers.archivedAt,
      licenceExpiry: drivers.licenceExpiry,
      hazmatPermitExpiry: drivers.hazmatPermitExpiry,
    })
    .from(drivers)
    .where(eq(drivers.id, id));
  return row;
}

export async function vehicleFacts(db: Db, id: string) {
  const [row] = await db
    .select({
      id: vehicles.id,
      status: vehicles.status,
      archivedAt: vehicles.archivedAt,
      capacityKg: vehicles.capacityKg,
      capacityL: vehicles.capacityL,
      refrigerated: vehicles.refrigerated,
      insuranceExpiry: vehicles.insuranceExpiry,
      transportPermitExpiry: vehicles.transportPermitExpiry,
    })
    .from(vehicles)
    .where(eq(vehicles.id, id));
  return row;
}

export function storesByIds(db: Db, ids: string[]) {
  return db
    .select({
      id: stores.id,
      name: stores.name,
      latitude: stores.latitude,
      longitude: stores.longitude,
      archivedAt: stores.archivedAt,
    })
    .from(stores)
    .where(inArray(stores.id, ids));
}

/**
 * What planning needs of some orders: status, company, site (place, window, contact), and totals of
 * their items: kg, litres (containers × their capacity), whether any needs refrigeration (the
 * sub-waste or its class), and a short text of the items.
 */
export async function stopFacts(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.number,
      orderStatus: orders.status,
      scheduledDate: orders.scheduledDate,
      companyId: orders.companyId,
      companyName: sql<string>`coalesce(${companies.tradeName}, ${companies.legalName})`,
      siteId: sites.id,
      siteName: sites.name,
      address: sql<string>`${sites.street} || ' ' || ${sites.exteriorNumber} || ', ' || ${sites.neighbourhood} || ', ' || ${sites.city}`,
      latitude: sites.latitude,
      longitude: sites.longitude,
      contactName: sites.contactName,
      contactPhone: sites.contactPhone,
      windowStart: orders.windowStart,
      windowEnd: orders.windowEnd,
      estimatedKg:
        sql<number>`(select coalesce(sum(oi.estimated_kg), 0) from order_items oi where oi.order_id = "orders"."id")`.mapWith(
          Number,
        ),
      litres:
        sql<number>`(select coalesce(sum(oi.container_count * ct.capacity_l), 0) from order_items oi join container_types ct on ct.id = oi.container_type_id where oi.order_id = "orders"."id")`.mapWith(
          Number,
        ),
      cold: sql<boolean>`exists (select 1 from order_items oi join wastes w on w.id = oi.waste_id left join wastes p on p.id = w.parent_id where oi.order_id = "orders"."id" and (w.requires_refrigeration or coalesce(p.requires_refrigeration, false)))`,
      items: sql<string>`(select coalesce(string_agg(w.code || ' × ' || oi.container_count, ', ' order by oi.position), '') from order_items oi join wastes w on w.id = oi.waste_id where oi.order_id = "orders"."id")`,
    })
    .from(orders)
    .innerJoin(sites, eq(sites.id, orders.siteId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(inArray(orders.id, orderIds));
  const byId = new Map(rows.map((r) => [r.orderId, r]));
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

/** Locks the orders a change puts on or takes off a route, so two dispatchers cannot take one order twice. */
export async function lockOrders(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return;
  await db.select({ id: orders.id }).from(orders).where(inArray(orders.id, orderIds)).for('update');
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
