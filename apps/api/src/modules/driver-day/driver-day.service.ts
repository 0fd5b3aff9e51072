import { todayIn } from '@recolecta/shared/documents';
import type { DriverActionResult, DriverDay, driverActionSchema } from '@recolecta/shared/driver';
import { valueLabel } from '@recolecta/shared/labels';
import { orderLifecycle } from '@recolecta/shared/orders';
import { routeLifecycle } from '@recolecta/shared/routes';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { assets } from '../../db/schema/assets.ts';
import { driverActions, stopVisits } from '../../db/schema/driver-day.ts';
import { drivers } from '../../db/schema/drivers.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { routeStops, routes } from '../../db/schema/routes.ts';
import { wastes } from '../../db/schema/wastes.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { actorOf, inTransaction, type ServiceContext } from '../../lib/context.ts';
import { type AcceptedImage, acceptImage } from '../../lib/images.ts';
import { systemTransition } from '../../lib/transitions.ts';
import { loadScanned, saveImage } from '../field-records/field-records.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import { manifestsOfOrders } from '../manifests/manifests.repository.ts';
import { signAtStop } from '../manifests/manifests.service.ts';
import { findOrder, itemsOf } from '../orders/orders.repository.ts';
import { noticeCollected, recordCollection, recordFailure } from '../orders/orders.service.ts';
import { findRoute, type RouteRow } from '../routes/routes.repository.ts';
import { routesService, startRouteOrders } from '../routes/routes.service.ts';

/** The site of the route's next open stop hears the truck is on its way, after the commit (notifications.on-way). */
const noticeOnWay = (ctx: ServiceContext, routeId: string, from: 'depot' | string) =>
  enqueueJob(ctx.db, { kind: 'notifications.on-way', payload: { routeId, from } });

type Action = z.output<typeof driverActionSchema>;

/** The driver the signed-in user is (a user is linked to at most one driver). */
async function driverOf(ctx: ServiceContext) {
  const [driver] = await ctx.db
    .select({ id: drivers.id, name: sql<string>`${drivers.firstName} || ' ' || ${drivers.lastName}` })
    .from(drivers)
    .where(and(eq(drivers.userId, ctx.auth.userId), isNull(drivers.archivedAt)))
    .limit(1);
  return driver;
}

/** The driver's live route of a day (one at most: the database keeps one per driver and day). */
async function routeOfDay(ctx: ServiceContext, driverId: string, date: string) {
  const [row] = await ctx.db
    .select({ id: routes.id })
    .from(routes)
    .where(and(eq(routes.driverId, driverId), eq(routes.date, date), ne(routes.status, 'cancelled')))
    .limit(1);
  return row;
}

/** The day as the driver's page shows it: the route with each stop's items, containers and progress. */
export async function driverDay(ctx: ServiceContext, date = ctx.today): Promise<DriverDay> {
  const driver = await driverOf(ctx);
  if (!driver) return { date, driverName: null, route: null };
  const found = await routeOfDay(ctx, driver.id, date);
  if (!found) return { date, driverName: driver.name, route: null };
  const route = await routesService.get(ctx, found.id);
  const [row] = await ctx.db
    .select({ signature: routes.driverSignatureId })
    .from(routes)
    .where(eq(routes.id, found.id));
  const orderIds = route.stops.map((s) => s.orderId);
  const [items, visits, expected, notes, manifestRows, hazard] = await Promise.all([
    itemsOf(ctx.db, orderIds),
    orderIds.length ? ctx.db.select().from(stopVisits).where(inArray(stopVisits.orderId, orderIds)) : [],
    route.stops.length
      ? ctx.db
          .select({ siteId: assets.siteId, serial: assets.serial })
          .from(assets)
          .where(
            and(
              inArray(
                assets.siteId,
                route.stops.map((s) => s.siteId),
              ),
              isNull(assets.archivedAt),
            ),
          )
      : [],
    orderIds.length
      ? ctx.db.select({ id: orders.id, notes: orders.notes }).from(orders).where(inArray(orders.id, orderIds))
      : [],
    manifestsOfOrders(ctx.db, orderIds),
    orderIds.length
      ? ctx.db
          .selectDistinct({ orderId: orderItems.orderId })
          .from(orderItems)
          .innerJoin(wastes, eq(wastes.id, orderItems.wasteId))
          .where(
            and(
              inArray(orderItems.orderId, orderIds),
              sql`coalesce((select p.category from wastes p where p.id = ${wastes.parentId}), ${wastes.category}) in ('rpbi', 'hazardous')`,
            ),
          )
      : [],
  ]);
  return {
    date,
    driverName: driver.name,
    route: {
      id: route.id,
      number: route.number,
      status: route.status,
      vehiclePlate: route.vehiclePlate,
      startTime: route.startTime,
      startStore: route.startStore.name,
      endStore: route.endStore.name,
      signed: row?.signature != null,
      stops: route.stops.map((stop) => {
        const visit = visits.find((v) => v.orderId === stop.orderId);
        return {
          position: stop.position,
          orderId: stop.orderId,
          orderNumber: stop.orderNumber,
          orderStatus: stop.orderStatus,
          companyName: stop.companyName,
          siteName: stop.siteName,
          address: stop.address,
          latitude: stop.latitude,
          longitude: stop.longitude,
          contactName: stop.contactName,
          contactPhone: stop.contactPhone,
          windowStart: stop.windowStart,
          windowEnd: stop.windowEnd,
          arrival: stop.arrival,
          notes: notes.find((n) => n.id === stop.orderId)?.notes ?? null,
          items: items
            .filter((i) => i.orderId === stop.orderId)
            .map((i) => ({
              id: i.id,
              wasteCode: i.wasteCode,
              wasteName: i.wasteName,
              wasteClassName: i.wasteClassName,
              containerTypeName: i.containerTypeName,
              containerCount: i.containerCount,
              estimatedKg: i.estimatedKg,
              actualKg: i.actualKg,
            })),
          expectedSerials: expected.filter((a) => a.siteId === stop.siteId).map((a) => a.serial),
          hazardous: hazard.some((h) => h.orderId === stop.orderId),
          arrivedAt: visit?.arrivedAt?.toISOString() ?? null,
          finishedAt: visit?.finishedAt?.toISOString() ?? null,
          failureReason: visit?.failureReason ?? null,
          manifestFolio: manifestRows.find((m) => m.orderId === stop.orderId)?.folio ?? null,
        };
      }),
    },
  };
}

/**
 * The route an action may touch: the caller's own (through the driver linked to them), or any when
 * the caller may run routes from the office. Another's is not found, as for every foreign row.
 */
async function routeFor(ctx: ServiceContext, action: Action): Promise<RouteRow> {
  let routeId: string | undefined;
  if (action.type === 'start') {
    routeId = action.routeId;
  } else {
    const [stop] = await ctx.db
      .select({ routeId: routeStops.routeId })
      .from(routeStops)
      .innerJoin(routes, eq(routes.id, routeStops.routeId))
      .where(and(eq(routeStops.orderId, action.orderId), ne(routes.status, 'cancelled')))
      .limit(1);
    routeId = stop?.routeId;
  }
  const route = routeId ? await findRoute(ctx.db, null, routeId) : undefined;
  if (!route) throw notFound();
  if (!ctx.auth.permissions.includes('routes:update')) {
    const driver = await driverOf(ctx);
    if (!driver || driver.id !== route.driverId) throw notFound();
  }
  return route;
}

/** The driver's first act of the day starts the route (and its orders) if the office has not. */
async function ensureStarted(ctx: ServiceContext, route: RouteRow) {
  if (route.status === 'in_progress') return false;
  if (route.status !== 'planned') {
    throw new AppError('INVALID_TRANSITION', { allowed: [] });
  }
  await systemTransition(ctx.db, {
    lifecycle: routeLifecycle,
    table: routes,
    id: route.id,
    name: 'start',
    actorId: actorOf(ctx),
    companyId: null,
    ip: ctx.ip || null,
  });
  await startRouteOrders(ctx, route.id);
  return true;
}

async function orderOfStop(ctx: ServiceContext, orderId: string) {
  const order = await findOrder(ctx.db, null, orderId);
  if (!order) throw notFound();
  return order;
}

async function visitOf(ctx: ServiceContext, orderId: string, routeId: string, companyId: string) {
  await ctx.db.insert(stopVisits).values({ orderId, routeId, companyId }).onConflictDoNothing();
}

const empty = (
  action: Action,
  orderStatus: DriverActionResult['orderStatus'] = null,
): DriverActionResult => ({
  id: action.id,
  type: action.type,
  repeated: false,
  orderStatus,
  manifestId: null,
  manifestFolio: null,
  unknownSerials: [],
});

/** An action's signature and photo, read and re-encoded before its transaction opens. */
interface ActionImages {
  signature: AcceptedImage | null;
  photo: AcceptedImage | null;
}

async function imagesOf(action: Action): Promise<ActionImages> {
  const signature = 'signature' in action ? action.signature : null;
  const photo = 'photo' in action ? action.photo : null;
  const [a, b] = await Promise.all([
    signature ? acceptImage(signature, 'signature') : null,
    photo ? acceptImage(photo, 'photo') : null,
  ]);
  return { signature: a, photo: b };
}

/** How far ahead of the server a phone's clock may run. */
export const ACT_CLOCK_SKEW_MS = 10 * 60_000;
/** How long an act may wait on a phone (offline, signed out over a weekend) and still be taken. */
export const ACT_MAX_AGE_DAYS = 7;

/**
 * An act is taken on its route's day or later, and its time, kept as when it happened, must be
 * possible: not ahead of the server beyond a phone's clock skew, not before the route's day (in the
 * organisation's time zone), and not older than a queue may reasonably wait. An act recorded
 * yesterday offline and sent today is taken.
 */
function checkActTime(ctx: ServiceContext, route: RouteRow, at: string, now = Date.now()) {
  if (route.date > ctx.today) throw new AppError('ROUTE_NOT_YET', { params: { date: route.date } });
  const time = new Date(at).getTime();
  const refuse = (code: 'ACT_TIME_IN_FUTURE' | 'ACT_TIME_BEFORE_ROUTE' | 'ACT_TIME_TOO_OLD') =>
    new AppError(code, {
      details: [{ path: 'at', message: code }],
      params: { date: route.date, days: ACT_MAX_AGE_DAYS },
    });
  if (time > now + ACT_CLOCK_SKEW_MS) throw refuse('ACT_TIME_IN_FUTURE');
  if (time < now - ACT_MAX_AGE_DAYS * 86_400_000) throw refuse('ACT_TIME_TOO_OLD');
  if (todayIn(undefined, new Date(time + ACT_CLOCK_SKEW_MS)) < route.date)
    throw refuse('ACT_TIME_BEFORE_ROUTE');
}

async function apply(ctx: ServiceContext, action: Action, images: ActionImages): Promise<DriverActionResult> {
  const route = await routeFor(ctx, action);
  checkActTime(ctx, route, action.at);
  if (action.type === 'start') {
    const started = await ensureStarted(ctx, route);
    const signatureId = await saveImage(
      ctx,
      { orderId: null, companyId: null, kind: 'driver_signature' },
      images.signature!,
    );
    await ctx.db.update(routes).set({ driverSignatureId: signatureId }).where(eq(routes.id, route.id));
    if (started) await noticeOnWay(ctx, route.id, 'depot');
    return empty(action);
  }

  if (await ensureStarted(ctx, route)) await noticeOnWay(ctx, route.id, 'depot');
  let order = await orderOfStop(ctx, action.orderId);
  await visitOf(ctx, order.id, route.id, order.companyId);

  if (action.type === 'arrive') {
    await ctx.db
      .update(stopVisits)
      .set({ arrivedAt: sql`coalesce(${stopVisits.arrivedAt}, ${new Date(action.at)})` })
      .where(eq(stopVisits.orderId, order.id));
    return empty(action, order.status);
  }

  const move = (name: 'collect' | 'fail') =>
    systemTransition(ctx.db, {
      lifecycle: orderLifecycle,
      table: orders,
      id: order.id,
      name,
      actorId: actorOf(ctx),
      companyId: order.companyId,
      ip: ctx.ip || null,
    });
  const owner = { orderId: order.id, companyId: order.companyId };

  if (action.type === 'collect') {
    if (!(await move('collect'))) {
      throw new AppError('INVALID_TRANSITION', { allowed: [] });
    }
    const manifestId = await recordCollection(ctx, order, action.items, 'items');
    const signatureId = await saveImage(ctx, { ...owner, kind: 'generator_signature' }, images.signature!);
    const photoId = images.photo ? await saveImage(ctx, { ...owner, kind: 'photo' }, images.photo) : null;
    const unknownSerials = await loadScanned(ctx, order.id, route.vehicleId, action.serials);
    await ctx.db
      .update(stopVisits)
      .set({
        arrivedAt: sql`coalesce(${stopVisits.arrivedAt}, ${new Date(action.at)})`,
        finishedAt: new Date(action.at),
        outcome: 'collected',
        generatorName: action.generatorName,
        signatureFileId: signatureId,
        photoFileId: photoId,
        unknownSerials,
      })
      .where(eq(stopVisits.orderId, order.id));
    const [manifest] = manifestId ? await manifestsOfOrders(ctx.db, [order.id]) : [];
    if (manifestId) {
      const [signed] = await ctx.db
        .select({ driverSignature: routes.driverSignatureId })
        .from(routes)
        .where(eq(routes.id, route.id));
      await signAtStop(ctx, manifestId, {
        generatorName: action.generatorName,
        generatorSignatureId: signatureId,
        driverSignatureId: signed?.driverSignature ?? null,
      });
    }
    const kg = action.items.reduce((sum, i) => sum + i.actualKg, 0);
    await noticeCollected(ctx, order, manifest ?? null, kg);
    await noticeOnWay(ctx, route.id, order.id);
    order = await orderOfStop(ctx, order.id);
    return {
      ...empty(action, order.status),
      manifestId: manifest?.id ?? null,
      manifestFolio: manifest?.folio ?? null,
      unknownSerials,
    };
  }

  if (!(await move('fail'))) throw new AppError('INVALID_TRANSITION', { allowed: [] });
  const reason = [valueLabel('failureReason', action.reason, ctx.locale), action.note]
    .filter(Boolean)
    .join(': ');
  await recordFailure(ctx, order, reason);
  const photoId = images.photo
    ? await saveImage(ctx, { ...owner, kind: 'failure_photo' }, images.photo)
    : null;
  await ctx.db
    .update(stopVisits)
    .set({
      arrivedAt: sql`coalesce(${stopVisits.arrivedAt}, ${new Date(action.at)})`,
      finishedAt: new Date(action.at),
      outcome: 'failed',
      failureReason: action.reason,
      failureNote: action.note ?? null,
      photoFileId: photoId,
    })
    .where(eq(stopVisits.orderId, order.id));
  await noticeOnWay(ctx, route.id, order.id);
  return empty(action, 'failed');
}

/**
 * One action from the phone, in one transaction with everything it causes. Its id is written first:
 * a repeat (the phone never heard the answer) waits for the first to commit, finds its row and
 * answers the first one's result without doing anything again; a refused action leaves no row, so
 * sending it again is refused again. Its images are read first, outside the transaction (decoding
 * holds no connection): one that is not a readable PNG or JPEG within bounds is a 422 on its field,
 * which the phone's queue takes as final, like any 4xx.
 */
export async function performAction(ctx: ServiceContext, action: Action): Promise<DriverActionResult> {
  const images = await imagesOf(action);
  return inTransaction(ctx, async (tx) => {
    const fresh = await tx.db
      .insert(driverActions)
      .values({
        id: action.id,
        userId: ctx.auth.userId,
        type: action.type,
        orderId: action.type === 'start' ? null : action.orderId,
        routeId: action.type === 'start' ? action.routeId : null,
        happenedAt: new Date(action.at),
      })
      .onConflictDoNothing()
      .returning({ id: driverActions.id });
    if (fresh.length === 0) {
      const [stored] = await tx.db.select().from(driverActions).where(eq(driverActions.id, action.id));
      if (!stored || stored.userId !== ctx.auth.userId || !stored.result) throw notFound();
      return { ...(stored.result as DriverActionResult), repeated: true };
    }
    const result = await apply(tx, action, images);
    await tx.db.update(driverActions).set({ result }).where(eq(driverActions.id, action.id));
    return result;
  });
}
