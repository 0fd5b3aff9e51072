import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { driverNames } from '../../db/read-models/drivers.ts';
import { orderFacts, orderItemLines } from '../../db/read-models/orders.ts';
import { routeFacts, routeStopOrders } from '../../db/read-models/routes.ts';
import { driverActions, stopVisits } from '../../db/schema/driver-day.ts';
import { allOf } from '../../lib/list.ts';
import type { Scope } from '../../lib/principal.ts';
import { companyCondition } from '../../lib/scope.ts';

/** The owners' read models the driver's day joins (docs/architecture.md, "Every table has one owner"). */
const drivers = driverNames();
const orderHeads = orderFacts('order_heads');
const routeHeads = routeFacts('route_heads');
const routeStopList = routeStopOrders('route_stop_list');

/**
 * The driver's day: its own tables (the stop visits, the phone's actions) and what it reads of the
 * routes, orders and drivers through their read models. What it changes of theirs (a route started
 * and signed, an order collected or failed, a container moved) goes through their owners' functions.
 */

export type StopVisitRow = typeof stopVisits.$inferSelect;
export type DriverActionRow = typeof driverActions.$inferSelect;

/** The driver a user is (a user is linked to at most one driver, not archived). */
export async function driverOfUser(db: Db, userId: string) {
  const [driver] = await db
    .select({ id: drivers.id, name: drivers.name })
    .from(drivers)
    .where(and(eq(drivers.userId, userId), isNull(drivers.archivedAt)))
    .limit(1);
  return driver;
}

/** A driver's live route of a day, with the driver's signature (one at most: the database keeps one per driver and day). */
export async function routeOfDriver(db: Db, driverId: string, date: string) {
  const [row] = await db
    .select({ id: routeHeads.id, driverSignatureId: routeHeads.driverSignatureId })
    .from(routeHeads)
    .where(
      and(eq(routeHeads.driverId, driverId), eq(routeHeads.date, date), ne(routeHeads.status, 'cancelled')),
    )
    .limit(1);
  return row;
}

/** The live route an order is a stop of. */
export async function routeOfStop(db: Db, orderId: string) {
  const [row] = await db
    .select({ id: routeStopList.routeId })
    .from(routeStopList)
    .innerJoin(routeHeads, eq(routeHeads.id, routeStopList.routeId))
    .where(and(eq(routeStopList.orderId, orderId), ne(routeHeads.status, 'cancelled')))
    .limit(1);
  return row?.id;
}

/** The signature the driver gave when the route started, if they did. */
export async function driverSignatureOf(db: Db, routeId: string) {
  const [row] = await db
    .select({ id: routeHeads.driverSignatureId })
    .from(routeHeads)
    .where(eq(routeHeads.id, routeId));
  return row?.id ?? null;
}

/** What the driver reads of each stop's order: its notes for whoever goes there. */
export function stopNotes(db: Db, scope: Scope, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: orderHeads.id, notes: orderHeads.notes })
    .from(orderHeads)
    .where(allOf(inArray(orderHeads.id, orderIds), companyCondition(orderHeads.companyId, scope)));
}

/** The items of the stops' orders, each with its waste, class (and category) and container, in each order's own order. */
export function stopItems(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: orderItemLines.id,
      orderId: orderItemLines.orderId,
      wasteCode: orderItemLines.wasteCode,
      wasteName: orderItemLines.wasteName,
      wasteClassName: orderItemLines.wasteClassName,
      category: orderItemLines.category,
      containerTypeName: orderItemLines.containerTypeName,
      containerCount: orderItemLines.containerCount,
      estimatedKg: orderItemLines.estimatedKg,
      actualKg: orderItemLines.actualKg,
    })
    .from(orderItemLines)
    .where(inArray(orderItemLines.orderId, orderIds))
    .orderBy(asc(orderItemLines.orderId), asc(orderItemLines.position));
}

/** The visits of some stops (orders). */
export function visitsOf(db: Db, scope: Scope, orderIds: string[]): Promise<StopVisitRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(stopVisits)
    .where(allOf(inArray(stopVisits.orderId, orderIds), companyCondition(stopVisits.companyId, scope)));
}

/** The visit of a stop, opened by the first act there (once). */
export async function openVisit(
  db: Db,
  scope: Scope,
  visit: { orderId: string; routeId: string; companyId: string },
) {
  if (scope !== null && visit.companyId !== scope) throw new Error('visit outside the caller scope');
  await db.insert(stopVisits).values(visit).onConflictDoNothing();
}

/**
 * What an act at a stop records on its visit. The arrival is kept from the first act that sets one
 * (the arrival itself, else the collection or the failure).
 */
export async function recordVisit(
  db: Db,
  scope: Scope,
  orderId: string,
  arrivedAt: Date,
  values: Partial<Omit<StopVisitRow, 'orderId' | 'routeId' | 'companyId' | 'arrivedAt'>> = {},
) {
  await db
    .update(stopVisits)
    .set({ ...values, arrivedAt: sql`coalesce(${stopVisits.arrivedAt}, ${arrivedAt})` })
    .where(allOf(eq(stopVisits.orderId, orderId), companyCondition(stopVisits.companyId, scope)));
}

/** Writes an action's id first; answers false when the id was taken (a repeat of an action already made). */
export async function claimAction(db: Db, values: typeof driverActions.$inferInsert) {
  const fresh = await db
    .insert(driverActions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: driverActions.id });
  return fresh.length > 0;
}

export async function findAction(db: Db, id: string): Promise<DriverActionRow | undefined> {
  const [row] = await db.select().from(driverActions).where(eq(driverActions.id, id));
  return row;
}

export async function setActionResult(db: Db, id: string, result: Record<string, unknown>) {
  await db.update(driverActions).set({ result }).where(eq(driverActions.id, id));
}
