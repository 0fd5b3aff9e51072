import { todayIn } from '@recolecta/shared/documents';
import type { DriverActionResult, DriverDay, driverActionSchema } from '@recolecta/shared/driver';
import { valueLabel } from '@recolecta/shared/labels';
import { HAZARDOUS_CATEGORIES } from '@recolecta/shared/wastes';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.ts';
import { actorOf, inTransaction, type ServiceContext } from '../../lib/context.ts';
import { type AcceptedImage, acceptImage } from '../../lib/images.ts';
import { serialsAtSites } from '../assets/assets.repository.ts';
import { loadScanned, saveImage } from '../field-records/field-records.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import { manifestsOfOrders } from '../manifests/manifests.repository.ts';
import { signAtStop } from '../manifests/manifests.service.ts';
import { findOrder, takeOrderStep } from '../orders/orders.repository.ts';
import { noticeCollected, recordCollection, recordFailure } from '../orders/orders.service.ts';
import {
  findRoute,
  type RouteRow,
  setDriverSignature,
  transitionRoute,
} from '../routes/routes.repository.ts';
import { routesService, startRouteOrders } from '../routes/routes.service.ts';
import {
  claimAction,
  driverOfUser,
  driverSignatureOf,
  findAction,
  openVisit,
  recordVisit,
  routeOfDriver,
  routeOfStop,
  setActionResult,
  stopItems,
  stopNotes,
  visitsOf,
} from './driver-day.repository.ts';

/** The site of the route's next open stop hears the truck is on its way, after the commit (notifications.on-way). */
const noticeOnWay = (ctx: ServiceContext, routeId: string, from: 'depot' | string) =>
  enqueueJob(ctx.db, { kind: 'notifications.on-way', payload: { routeId, from } });

type Action = z.output<typeof driverActionSchema>;

/** The driver the signed-in user is (a user is linked to at most one driver). */
const driverOf = (ctx: ServiceContext) => driverOfUser(ctx.db, ctx.auth.userId);

/** The day as the driver's page shows it: the route with each stop's items, containers and progress. */
export async function driverDay(ctx: ServiceContext, date = ctx.today): Promise<DriverDay> {
  const driver = await driverOf(ctx);
  if (!driver) return { date, driverName: null, route: null };
  const found = await routeOfDriver(ctx.db, driver.id, date);
  if (!found) return { date, driverName: driver.name, route: null };
  const route = await routesService.get(ctx, found.id);
  const orderIds = route.stops.map((s) => s.orderId);
  const [items, visits, expected, notes, manifestRows] = await Promise.all([
    stopItems(ctx.db, orderIds),
    visitsOf(ctx.db, ctx.scope, orderIds),
    serialsAtSites(
      ctx.db,
      ctx.scope,
      route.stops.map((s) => s.siteId),
    ),
    stopNotes(ctx.db, ctx.scope, orderIds),
    manifestsOfOrders(ctx.db, ctx.scope, orderIds),
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
      signed: found.driverSignatureId != null,
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
          hazardous: items.some((i) => i.orderId === stop.orderId && HAZARDOUS_CATEGORIES.has(i.category)),
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
    routeId = await routeOfStop(ctx.db, action.orderId);
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
  await transitionRoute(ctx.db, ctx.scope, route.id, 'start', by(ctx));
  await startRouteOrders(ctx, route.id);
  return true;
}

async function orderOfStop(ctx: ServiceContext, orderId: string) {
  const order = await findOrder(ctx.db, null, orderId);
  if (!order) throw notFound();
  return order;
}

/** Who acts, for the transition and audit rows of what an act changes. */
const by = (ctx: ServiceContext) => ({ actorId: actorOf(ctx), ip: ctx.ip || null });

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
    await setDriverSignature(ctx.db, ctx.scope, route.id, signatureId);
    if (started) await noticeOnWay(ctx, route.id, 'depot');
    return empty(action);
  }

  if (await ensureStarted(ctx, route)) await noticeOnWay(ctx, route.id, 'depot');
  let order = await orderOfStop(ctx, action.orderId);
  await openVisit(ctx.db, ctx.scope, { orderId: order.id, routeId: route.id, companyId: order.companyId });
  const at = new Date(action.at);

  if (action.type === 'arrive') {
    await recordVisit(ctx.db, ctx.scope, order.id, at);
    return empty(action, order.status);
  }

  const move = (name: 'collect' | 'fail') => takeOrderStep(ctx.db, ctx.scope, order, name, by(ctx));
  const owner = { orderId: order.id, companyId: order.companyId };

  if (action.type === 'collect') {
    if (!(await move('collect'))) {
      throw new AppError('INVALID_TRANSITION', { allowed: [] });
    }
    const manifestId = await recordCollection(ctx, order, action.items, 'items');
    const signatureId = await saveImage(ctx, { ...owner, kind: 'generator_signature' }, images.signature!);
    const photoId = images.photo ? await saveImage(ctx, { ...owner, kind: 'photo' }, images.photo) : null;
    const unknownSerials = await loadScanned(ctx, order.id, route.vehicleId, action.serials);
    await recordVisit(ctx.db, ctx.scope, order.id, at, {
      finishedAt: at,
      outcome: 'collected',
      generatorName: action.generatorName,
      signatureFileId: signatureId,
      photoFileId: photoId,
      unknownSerials,
    });
    const [manifest] = manifestId ? await manifestsOfOrders(ctx.db, ctx.scope, [order.id]) : [];
    if (manifestId) {
      await signAtStop(ctx, manifestId, {
        generatorName: action.generatorName,
        generatorSignatureId: signatureId,
        driverSignatureId: await driverSignatureOf(ctx.db, route.id),
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
  await recordVisit(ctx.db, ctx.scope, order.id, at, {
    finishedAt: at,
    outcome: 'failed',
    failureReason: action.reason,
    failureNote: action.note ?? null,
    photoFileId: photoId,
  });
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
    const fresh = await claimAction(tx.db, {
      id: action.id,
      userId: ctx.auth.userId,
      type: action.type,
      orderId: action.type === 'start' ? null : action.orderId,
      routeId: action.type === 'start' ? action.routeId : null,
      happenedAt: new Date(action.at),
    });
    if (!fresh) {
      const stored = await findAction(tx.db, action.id);
      if (!stored || stored.userId !== ctx.auth.userId || !stored.result) throw notFound();
      return { ...(stored.result as DriverActionResult), repeated: true };
    }
    const result = await apply(tx, action, images);
    await setActionResult(tx.db, action.id, { ...result });
    return result;
  });
}
