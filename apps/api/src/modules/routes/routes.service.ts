import { fieldLabel, valueLabel } from '@recolecta/shared/labels';
import {
  formatRouteNumber,
  planRoute,
  type Route,
  type routeCreateSchema,
  routeLifecycle,
  type routeListQuerySchema,
  type routeUpdateSchema,
} from '@recolecta/shared/routes';
import type { z } from 'zod';
import { routes } from '../../db/schema/routes.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOf, getting, recordChange, rowOr404, type ServiceContext } from '../../lib/context.ts';
import { nextNumber } from '../../lib/counters.ts';
import { type ExportColumn, inBatches } from '../../lib/export.ts';
import { invalidFields, uniqueViolation } from '../../lib/field-errors.ts';
import { withRecordMeta } from '../../lib/record-meta.ts';
import type { ResourceService } from '../../lib/resource-routes.ts';
import { hhmm } from '../../lib/time-of-day.ts';
import { lifecycleService, withoutStatus } from '../../lib/transitions.ts';
import { updateVersioned } from '../../lib/versioned.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import { liveRoutesOf, lockOrders, setOrderFacts, takeOrderStep } from '../orders/orders.repository.ts';
import { mailScheduled } from '../orders/orders.service.ts';
import {
  busyWith,
  driverFacts,
  findRoute,
  insertRoute,
  listRoutes,
  ROUTE_CONSTRAINTS,
  type RouteFilter,
  type RouteRow,
  routeBatch,
  type StopFacts,
  setRouteStops,
  stopFacts,
  stopsOf,
  storesByIds,
  vehicleFacts,
} from './routes.repository.ts';

type ListQuery = z.output<typeof routeListQuerySchema>;
type CreateInput = z.output<typeof routeCreateSchema>;
type UpdateInput = z.output<typeof routeUpdateSchema>;
type Draft = Omit<CreateInput, 'notes'>;

/** An order's visit has ended: the route may complete. */
const VISIT_ENDED = new Set(['collected', 'received', 'closed', 'failed', 'cancelled']);

async function storesOf(ctx: ServiceContext, ids: string[]) {
  const rows = await storesByIds(ctx.db, [...new Set(ids)]);
  return new Map(rows.map((s) => [s.id, s]));
}

/** The route's plan: its stops' times from the depot, the totals, and which stops come late. */
function plan(draft: Pick<Draft, 'startTime'>, start: Point, end: Point, facts: StopFacts[]) {
  const points = facts.map((f) => ({
    latitude: f.latitude,
    longitude: f.longitude,
    windowStart: hhmm(f.windowStart),
    windowEnd: hhmm(f.windowEnd),
  }));
  const planned = planRoute(draft.startTime, start, points, end);
  return {
    ...planned,
    loadKg: Math.round(facts.reduce((sum, f) => sum + f.estimatedKg, 0) * 10) / 10,
    loadL: Math.round(facts.reduce((sum, f) => sum + f.litres, 0) * 10) / 10,
  };
}
type Point = { latitude: number; longitude: number };

/**
 * Every rule a route keeps (docs/product.md §3 "Route"), checked before anything is written: the
 * references exist, each stop is a requested order (or already this route's), the driver and the
 * vehicle are free that day, active and with valid documents, the load fits the vehicle (kg and
 * litres), refrigerated waste rides a refrigerated vehicle, and no stop is reached after its window.
 */
async function check(ctx: ServiceContext, draft: Draft, routeId: string | null, ownStops: string[]) {
  const [driver, vehicle, places] = await Promise.all([
    driverFacts(ctx.db, draft.driverId),
    vehicleFacts(ctx.db, draft.vehicleId),
    storesOf(ctx, [draft.startStoreId, draft.endStoreId]),
  ]);
  const missing = [
    !driver || driver.archivedAt ? { path: 'driverId', message: 'validation.unknownReference' } : null,
    !vehicle || vehicle.archivedAt ? { path: 'vehicleId', message: 'validation.unknownReference' } : null,
    ...(['startStoreId', 'endStoreId'] as const).map((key) => {
      const store = places.get(draft[key]);
      return !store || store.archivedAt ? { path: key, message: 'validation.unknownReference' } : null;
    }),
  ].filter((d) => d !== null);
  if (new Set(draft.stops).size !== draft.stops.length) {
    missing.push({ path: 'stops', message: 'validation.orderNotRequested' });
  }
  await lockOrders(ctx.db, null, draft.stops);
  const [facts, onRoutes] = await Promise.all([
    stopFacts(ctx.db, null, draft.stops),
    liveRoutesOf(ctx.db, draft.stops),
  ]);
  draft.stops.forEach((id, n) => {
    const fact = facts.find((f) => f.orderId === id);
    const free =
      fact &&
      (fact.orderStatus === 'requested' ||
        (fact.orderStatus === 'scheduled' && !onRoutes.has(id)) ||
        ownStops.includes(id));
    if (!free) missing.push({ path: `stops.${n}`, message: 'validation.orderNotRequested' });
  });
  if (missing.length > 0) throw invalidFields(missing as never);

  const expired = [
    driver!.status !== 'active' ? { path: 'driverId', message: 'validation.driverInactive' } : null,
    driver!.licenceExpiry < draft.date ? { path: 'driverId', message: 'validation.licenceExpired' } : null,
    !driver!.hazmatPermitExpiry || driver!.hazmatPermitExpiry < draft.date
      ? { path: 'driverId', message: 'validation.hazmatExpired' }
      : null,
    ['maintenance', 'retired'].includes(vehicle!.status)
      ? { path: 'vehicleId', message: 'validation.vehicleUnavailable' }
      : null,
    !vehicle!.insuranceExpiry || vehicle!.insuranceExpiry < draft.date
      ? { path: 'vehicleId', message: 'validation.insuranceExpired' }
      : null,
    vehicle!.transportPermitExpiry && vehicle!.transportPermitExpiry < draft.date
      ? { path: 'vehicleId', message: 'validation.permitExpired' }
      : null,
  ].filter((d) => d !== null);
  if (expired.length > 0) throw new AppError('DOCUMENT_EXPIRED', { details: expired });

  const driverBusy = await busyWith(ctx.db, 'driverId', draft.driverId, draft.date, routeId);
  if (driverBusy) throw new AppError('DRIVER_BUSY', { params: { route: driverBusy } });
  const vehicleBusy = await busyWith(ctx.db, 'vehicleId', draft.vehicleId, draft.date, routeId);
  if (vehicleBusy) throw new AppError('VEHICLE_BUSY', { params: { route: vehicleBusy } });

  const ordered = draft.stops.map((id) => facts.find((f) => f.orderId === id)!);
  const planned = plan(draft, places.get(draft.startStoreId)!, places.get(draft.endStoreId)!, ordered);
  const over = [
    planned.loadKg > vehicle!.capacityKg
      ? { path: 'vehicleId', message: `${planned.loadKg} kg > ${vehicle!.capacityKg} kg` }
      : null,
    vehicle!.capacityL !== null && planned.loadL > vehicle!.capacityL
      ? { path: 'vehicleId', message: `${planned.loadL} L > ${vehicle!.capacityL} L` }
      : null,
  ].filter((d) => d !== null);
  if (over.length > 0) throw new AppError('OVER_CAPACITY', { details: over });
  const cold = ordered.flatMap((f, n) => (f.cold ? [n] : []));
  if (cold.length > 0 && !vehicle!.refrigerated) {
    throw new AppError('REFRIGERATION_REQUIRED', {
      details: cold.map((n) => ({ path: `stops.${n}`, message: ordered[n]!.orderNumber })),
    });
  }
  const late = planned.stops.flatMap((s, n) => (s.late ? [n] : []));
  if (late.length > 0) {
    throw new AppError('STOP_OUTSIDE_WINDOW', {
      details: late.map((n) => ({
        path: `stops.${n}`,
        message: `${ordered[n]!.orderNumber}: ${planned.stops[n]!.arrival} > ${hhmm(ordered[n]!.windowEnd)}`,
      })),
    });
  }
}

/**
 * Puts orders on the route's day (scheduled) or takes them off it (requested again). An order whose
 * day this sets or changes (a requested one taken, one scheduled by hand for another day, or a kept
 * stop when the route's day moves) is told to its company, as a schedule by hand is.
 */
async function scheduleOrders(
  ctx: ServiceContext,
  date: string,
  added: string[],
  removed: string[],
  kept: string[],
) {
  const move = (id: string, name: 'schedule' | 'unschedule', companyId: string) =>
    takeOrderStep(ctx.db, null, { id, companyId }, name, { actorId: actorOf(ctx), ip: ctx.ip || null });
  const facts = await stopFacts(ctx.db, null, [...added, ...removed, ...kept]);
  const fact = (id: string) => facts.find((f) => f.orderId === id)!;
  for (const id of [...added, ...kept]) {
    const { orderStatus, scheduledDate, companyId } = fact(id);
    if (orderStatus === 'requested') await move(id, 'schedule', companyId);
    if (scheduledDate === date) continue;
    await setOrderFacts(ctx.db, ctx.scope, id, { scheduledDate: date });
    // A stop cancelled by its company while the route was planned keeps its place, untold.
    if (orderStatus === 'requested' || orderStatus === 'scheduled') await mailScheduled(ctx, id, date);
  }
  for (const id of removed) {
    await move(id, 'unschedule', fact(id).companyId);
    await setOrderFacts(ctx.db, ctx.scope, id, { scheduledDate: null });
  }
}

/** Routes as the caller may see them: a company's caller gets its own stops only, and no totals. */
async function toRoutes(ctx: ServiceContext, rows: RouteRow[]): Promise<Route[]> {
  const stopRows = await stopsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const facts = await stopFacts(ctx.db, null, [...new Set(stopRows.map((s) => s.orderId))]);
  const places = await storesOf(
    ctx,
    rows.flatMap((r) => [r.startStoreId, r.endStoreId]),
  );
  return rows.map((row) => {
    const ordered = stopRows
      .filter((s) => s.routeId === row.id)
      .map((s) => facts.find((f) => f.orderId === s.orderId)!);
    const start = places.get(row.startStoreId)!;
    const end = places.get(row.endStoreId)!;
    const planned = plan({ startTime: hhmm(row.startTime)! }, start, end, ordered);
    const staff = ctx.scope === null;
    const stops = ordered
      .map((f, position) => ({
        position,
        orderId: f.orderId,
        orderNumber: f.orderNumber,
        orderStatus: f.orderStatus,
        companyId: f.companyId,
        companyName: f.companyName,
        siteId: f.siteId,
        siteName: f.siteName,
        address: f.address,
        latitude: f.latitude,
        longitude: f.longitude,
        contactName: f.contactName,
        contactPhone: f.contactPhone,
        windowStart: hhmm(f.windowStart),
        windowEnd: hhmm(f.windowEnd),
        arrival: planned.stops[position]!.arrival,
        departure: planned.stops[position]!.departure,
        estimatedKg: f.estimatedKg,
        litres: f.litres,
        items: f.items,
        notes: f.notes,
      }))
      .filter((s) => staff || s.companyId === ctx.scope)
      .map((s, position) => (staff ? s : { ...s, position }));
    const place = (p: typeof start) => ({
      id: p.id,
      name: p.name,
      latitude: p.latitude,
      longitude: p.longitude,
    });
    return withRecordMeta(row, {
      number: row.number,
      date: row.date,
      status: row.status,
      driverId: row.driverId,
      driverName: row.driverName,
      vehicleId: row.vehicleId,
      vehiclePlate: row.vehiclePlate,
      startStore: place(start),
      endStore: place(end),
      startTime: hhmm(row.startTime)!,
      notes: staff ? row.notes : null,
      stops,
      endTime: staff ? planned.endTime : null,
      distanceKm: staff ? planned.distanceKm : null,
      loadKg: staff ? planned.loadKg : null,
      loadL: staff ? planned.loadL : null,
      capacityKg: staff ? row.capacityKg : null,
      capacityL: staff && row.capacityL !== null ? Number(row.capacityL) : null,
    });
  });
}

const getRow = rowOr404(findRoute);

const toItem = async (row: RouteRow, ctx: ServiceContext) => {
  const fresh = (await findRoute(ctx.db, null, row.id)) ?? row;
  return (await toRoutes(ctx, [fresh]))[0]!;
};

const filterOf = (query: ListQuery): RouteFilter => ({
  q: query.q,
  status: query.status,
  date: query.date,
  from: query.from,
  to: query.to,
  driverId: query.driverId,
  vehicleId: query.vehicleId,
});

/** A route that starts starts its scheduled orders (by the dispatcher, or the driver's first act). */
export async function startRouteOrders(ctx: ServiceContext, routeId: string) {
  const stopIds = (await stopsOf(ctx.db, [routeId])).map((s) => s.orderId);
  for (const f of (await stopFacts(ctx.db, null, stopIds)).filter((f) => f.orderStatus === 'scheduled')) {
    await takeOrderStep(ctx.db, null, { id: f.orderId, companyId: f.companyId }, 'start', {
      actorId: actorOf(ctx),
    });
  }
}

/** Effects of the lifecycle on the route's orders, in the same transaction. */
async function afterTransition(ctx: ServiceContext, name: string, before: RouteRow) {
  if (name === 'start') {
    // Started from the office rather than the driver's phone: the first stop hears of it all the same.
    await startRouteOrders(ctx, before.id);
    await enqueueJob(ctx.db, {
      kind: 'notifications.on-way',
      payload: { routeId: before.id, from: 'depot' },
    });
    return;
  }
  const stopIds = (await stopsOf(ctx.db, [before.id])).map((s) => s.orderId);
  const facts = await stopFacts(ctx.db, null, stopIds);
  if (name === 'cancel') {
    const open = facts.filter((f) => f.orderStatus === 'scheduled' || f.orderStatus === 'in_progress');
    await scheduleOrders(
      ctx,
      before.date,
      [],
      open.map((f) => f.orderId),
      [],
    );
  } else if (name === 'complete') {
    const open = facts.flatMap((f, n) => (VISIT_ENDED.has(f.orderStatus) ? [] : [n]));
    if (open.length > 0) {
      throw invalidFields(open.map((n) => ({ path: `stops.${n}`, message: 'validation.stopsOpen' })));
    }
  }
}

const lifecycle = lifecycleService({
  lifecycle: routeLifecycle,
  table: routes,
  getRow,
  toItem,
  carry: (updated, before) => ({ ...before, ...updated }),
  labels: 'routes',
  after: (ctx, name, before) => afterTransition(ctx, name, before),
});

/**
 * Collection routes: staff plan and run them; a company's users read the routes that visit their
 * sites, with their own stops only.
 */
export const routesService: ResourceService<Route, ListQuery, CreateInput, UpdateInput, Route> = {
  entity: 'route',

  async list(ctx, query) {
    const { rows, ...page } = await listRoutes(ctx.db, ctx.scope, filterOf(query), query);
    return { data: await toRoutes(ctx, rows), ...page };
  },

  ...getting(getRow, toItem),

  async create(ctx, input) {
    await check(ctx, input, null, []);
    const year = Number(input.date.slice(0, 4));
    const number = formatRouteNumber(year, await nextNumber(ctx.db, 'route', year));
    const row = await insertRoute(ctx.db, {
      number,
      date: input.date,
      driverId: input.driverId,
      vehicleId: input.vehicleId,
      startStoreId: input.startStoreId,
      endStoreId: input.endStoreId,
      startTime: input.startTime,
      notes: input.notes,
      createdBy: actorOf(ctx),
    }).catch(uniqueViolation(ROUTE_CONSTRAINTS));
    await setRouteStops(ctx.db, row.id, input.stops);
    await scheduleOrders(ctx, input.date, input.stops, [], []);
    await recordChange(ctx, {
      action: 'route.create',
      entity: 'route',
      entityId: row.id,
      after: { ...row, stops: input.stops },
      companyId: null,
    });
    return toItem({ ...row, driverName: '', vehiclePlate: '', capacityKg: 0, capacityL: null }, ctx);
  },

  async update(ctx, id, { version, ...input }) {
    const before = await getRow(ctx, id);
    const changes = withoutStatus(before.status, input);
    const { notes, ...plannedFields } = changes;
    const touched = Object.entries(plannedFields).filter(([, v]) => v !== undefined);
    if (before.status !== 'planned' && touched.length > 0) {
      throw invalidFields(touched.map(([k]) => ({ path: k, message: 'validation.routeLocked' })));
    }
    const current = (await stopsOf(ctx.db, [id])).map((s) => s.orderId);
    const draft: Draft = {
      date: changes.date ?? before.date,
      driverId: changes.driverId ?? before.driverId,
      vehicleId: changes.vehicleId ?? before.vehicleId,
      startStoreId: changes.startStoreId ?? before.startStoreId,
      endStoreId: changes.endStoreId ?? before.endStoreId,
      startTime: changes.startTime ?? hhmm(before.startTime)!,
      stops: changes.stops ?? current,
    };
    if (touched.length > 0) await check(ctx, draft, id, current);
    const updated = await updateVersioned(ctx.db, routes, id, version, {
      date: draft.date,
      driverId: draft.driverId,
      vehicleId: draft.vehicleId,
      startStoreId: draft.startStoreId,
      endStoreId: draft.endStoreId,
      startTime: draft.startTime,
      ...(notes !== undefined ? { notes } : {}),
    }).catch(uniqueViolation(ROUTE_CONSTRAINTS));
    if (changes.stops) {
      await setRouteStops(ctx.db, id, draft.stops);
      await scheduleOrders(
        ctx,
        draft.date,
        draft.stops.filter((s) => !current.includes(s)),
        current.filter((s) => !draft.stops.includes(s)),
        draft.stops.filter((s) => current.includes(s)),
      );
    } else if (draft.date !== before.date) {
      await scheduleOrders(ctx, draft.date, [], [], current);
    }
    await recordChange(ctx, {
      action: 'route.update',
      entity: 'route',
      entityId: id,
      before: { ...before, stops: current },
      after: { ...updated, stops: draft.stops },
      companyId: null,
    });
    return toItem({ ...before, ...updated }, ctx);
  },

  ...lifecycle,

  exportRows(ctx, query) {
    const label = (field: string) => fieldLabel('routes', field, ctx.locale);
    const columns: ExportColumn<Route>[] = [
      { header: label('number'), value: (r) => r.number },
      { header: label('date'), value: (r) => r.date },
      { header: label('driverName'), value: (r) => r.driverName },
      { header: label('vehiclePlate'), value: (r) => r.vehiclePlate },
      { header: label('startStoreId'), value: (r) => r.startStore.name },
      { header: label('endStoreId'), value: (r) => r.endStore.name },
      { header: label('startTime'), value: (r) => r.startTime },
      { header: label('endTime'), value: (r) => r.endTime },
      { header: label('stops'), value: (r) => r.stops.map((s) => s.orderNumber).join(', ') },
      { header: label('distanceKm'), value: (r) => r.distanceKm },
      { header: label('loadKg'), value: (r) => r.loadKg },
      { header: label('status'), value: (r) => valueLabel('routeStatus', r.status, ctx.locale) },
    ];
    async function* batches() {
      for await (const rows of inBatches(routeBatch(ctx.db, ctx.scope, filterOf(query), query.sort))) {
        yield await toRoutes(ctx, rows);
      }
    }
    return { columns, batches: batches() };
  },
};
