import {
  CITY_SPEED_KMH,
  type Optimization,
  type RouteReorderResult,
  type routeOptimizeSchema,
  type routeReorderSchema,
  STOP_SERVICE_MINUTES,
  toHhmm,
} from '@recolecta/shared/routes';
import { haversineMatrix, type Problem, solveInWorker } from '@recolecta/vrp';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { OptimizationResult } from '../../db/schema/routes.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { actorOf, inTransaction, recordChange, type ServiceContext } from '../../lib/context.ts';
import { invalidFields } from '../../lib/field-errors.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import { awaitingRouteIds } from '../orders/orders.repository.ts';
import {
  findOptimization,
  insertOptimization,
  type OptimizationStep,
  optimizationStatus,
  type OptimizationRow as Row,
  takeOptimizationStep,
} from './optimizations.repository.ts';
import { driverNamesOf, stopFacts, storesByIds, vehicleFacts, vehiclePlatesOf } from './routes.repository.ts';
import { routesService } from './routes.service.ts';

type Input = z.output<typeof routeOptimizeSchema>;
/** What a run keeps beside the routes' stops: unloadings and the break (absent in older runs). */
type Extras = {
  unloadings?: { afterStops: number; storeId: string; arrival: string }[];
  break?: { start: string; end: string } | null;
};
type Result = Omit<OptimizationResult, 'routes'> & {
  routes: (OptimizationResult['routes'][number] & Extras)[];
};

const seconds = (hhmm: string) => Number(hhmm.slice(0, 2)) * 3600 + Number(hhmm.slice(3, 5)) * 60;
const END_OF_DAY = 24 * 3600 - 60;

/**
 * Queues an optimisation of a day: the job runs the search on a worker thread, so the API keeps
 * answering. Only orders waiting for a route are placed; the day's routes already planned stay as they
 * are. The run is the operator's plan over every company's waiting orders.
 */
export async function startOptimization(ctx: ServiceContext, input: Input): Promise<Optimization> {
  const orderIds = input.orderIds ?? (await awaitingRouteIds(ctx.db, null, input.date));
  const disposal = input.disposalStoreIds ?? [];
  const places = await storesByIds(ctx.db, [input.startStoreId, input.endStoreId, ...disposal]);
  const known = (id: string) => places.some((p) => p.id === id && !p.archivedAt);
  const problems = [
    ...(['startStoreId', 'endStoreId'] as const).filter((key) => !known(input[key])),
    ...disposal.flatMap((id, n) => (known(id) ? [] : [`disposalStoreIds.${n}`])),
  ].map((path) => ({ path, message: 'validation.unknownReference' as const }));
  if (problems.length > 0) throw invalidFields(problems);
  const row = await insertOptimization(ctx.db, {
    date: input.date,
    request: { ...input, orderIds },
    createdBy: actorOf(ctx),
  });
  await recordChange(ctx, {
    action: 'optimization.create',
    entity: 'optimization',
    entityId: row.id,
    after: { status: row.status, date: row.date, request: row.request },
    companyId: null,
  });
  await enqueueJob(ctx.db, { kind: 'routes.optimize', payload: { optimizationId: row.id }, maxAttempts: 1 });
  return toOptimization(ctx.db, row);
}

/** What the page shows of a run: its status, and the proposal with names, times and places. */
async function toOptimization(db: Db, row: Row): Promise<Optimization> {
  const result: Result = row.result ?? { routes: [], unassigned: [] };
  const orderIds = [...result.routes.flatMap((r) => r.orderIds), ...result.unassigned.map((u) => u.orderId)];
  const [facts, places, people, trucks] = await Promise.all([
    stopFacts(db, null, orderIds),
    storesByIds(db, [
      row.request.startStoreId,
      row.request.endStoreId,
      ...(row.request.disposalStoreIds ?? []),
    ]),
    driverNamesOf(db, row.request.driverIds),
    vehiclePlatesOf(db, row.request.vehicleIds),
  ]);
  const fact = (id: string) => facts.find((f) => f.orderId === id);
  const place = (id: string) => {
    const p = places.find((s) => s.id === id)!;
    return { id: p.id, name: p.name, latitude: p.latitude, longitude: p.longitude };
  };
  return {
    id: row.id,
    status: row.status,
    date: row.date,
    timeLimitSeconds: row.request.timeLimitSeconds,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    error: row.error,
    startStore: place(row.request.startStoreId),
    endStore: place(row.request.endStoreId),
    routes: result.routes.map((r) => ({
      vehicleId: r.vehicleId,
      vehiclePlate: trucks.find((v) => v.id === r.vehicleId)?.plate ?? '',
      driverId: r.driverId,
      driverName: people.find((d) => d.id === r.driverId)?.name ?? '',
      stops: r.orderIds.map((id, n) => {
        const f = fact(id);
        return {
          orderId: id,
          orderNumber: f?.orderNumber ?? '',
          siteName: f?.siteName ?? '',
          latitude: f?.latitude ?? 0,
          longitude: f?.longitude ?? 0,
          arrival: r.arrivals[n] ?? '',
        };
      }),
      distanceKm: r.distanceKm,
      loadKg: Math.round(r.orderIds.reduce((sum, id) => sum + (fact(id)?.estimatedKg ?? 0), 0) * 10) / 10,
      unloadings: (r.unloadings ?? []).map((u) => ({ ...u, storeName: place(u.storeId).name })),
      break: r.break ?? null,
    })),
    unassigned: result.unassigned.map((u) => ({
      orderId: u.orderId,
      orderNumber: fact(u.orderId)?.orderNumber ?? '',
      reason: u.reason,
    })),
    acceptedRouteIds: result.acceptedRouteIds ?? [],
  };
}

export async function getOptimization(ctx: ServiceContext, id: string) {
  const row = await findOptimization(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

export const readOptimization = async (ctx: ServiceContext, id: string) =>
  toOptimization(ctx.db, await getOptimization(ctx, id));

/**
 * A dispatcher's move of a run (cancel, discard, accept), with its transition and audit rows in the
 * caller's transaction: 404 for a run that does not exist, 409 from a status the move does not leave.
 */
async function takeStep(
  ctx: ServiceContext,
  id: string,
  step: OptimizationStep,
  set?: Parameters<typeof takeOptimizationStep>[4],
) {
  const moved = await takeOptimizationStep(
    ctx.db,
    id,
    step,
    { actorId: actorOf(ctx), ip: ctx.ip || null },
    set,
  );
  if (!moved) throw new AppError('INVALID_TRANSITION', { allowed: [] });
  return readOptimization(ctx, id);
}

/** Stops a queued or running optimisation (the job sees it and ends the solver thread). */
export async function cancelOptimization(ctx: ServiceContext, id: string) {
  await getOptimization(ctx, id);
  return takeStep(ctx, id, 'cancel', { finishedAt: new Date() });
}

/** Drops a finished proposal. */
export async function discardOptimization(ctx: ServiceContext, id: string) {
  await getOptimization(ctx, id);
  return takeStep(ctx, id, 'discard');
}

/**
 * Makes the proposal's routes planned routes, all or none: each goes through the routes' own rules
 * (an order taken meanwhile, a driver booked meanwhile: the answer says which, and nothing is made).
 */
export async function acceptOptimization(ctx: ServiceContext, id: string) {
  return inTransaction(ctx, async (tx) => {
    const row = await findOptimization(tx.db, id, { lock: true });
    if (!row) throw notFound();
    if (row.status !== 'done' || !row.result) throw new AppError('INVALID_TRANSITION', { allowed: [] });
    const made: string[] = [];
    for (const route of row.result.routes) {
      const created = await routesService.create!(tx, {
        date: row.date,
        driverId: route.driverId,
        vehicleId: route.vehicleId,
        startStoreId: row.request.startStoreId,
        endStoreId: row.request.endStoreId,
        startTime: row.request.startTime,
        notes: null,
        stops: route.orderIds,
      });
      made.push(created.id);
    }
    return takeStep(tx, id, 'accept', { result: { ...row.result, acceptedRouteIds: made } });
  });
}

/**
 * The optimiser's problem for a run: one job per order, one vehicle per driver–vehicle pair, the
 * disposal stores where a full vehicle unloads (within their hours), the drivers' longest day and break,
 * and the refrigerated vehicles for the loads that need cold.
 */
async function problemOf(db: Db, request: Row['request']) {
  const facts = await stopFacts(db, null, request.orderIds);
  const places = await storesByIds(db, [request.startStoreId, request.endStoreId]);
  const start = places.find((p) => p.id === request.startStoreId)!;
  const end = places.find((p) => p.id === request.endStoreId)!;
  const disposal = await storesByIds(db, request.disposalStoreIds ?? []);
  const pairs = request.vehicleIds.slice(0, request.driverIds.length).map((vehicleId, n) => ({
    vehicleId,
    driverId: request.driverIds[n]!,
  }));
  const fleet = await Promise.all(pairs.map((p) => vehicleFacts(db, p.vehicleId)));
  // Locations: 0 the start store, 1 the end store, then the orders' sites, then the disposal stores.
  const coords = [start, end, ...facts, ...disposal].map((p) => [p.longitude, p.latitude] as const);
  const brk = request.break;
  const problem: Problem = {
    dimensions: ['kg', 'l'],
    matrix: haversineMatrix(coords, { speedKmh: CITY_SPEED_KMH }),
    jobs: facts.map((f, n) => ({
      id: f.orderId,
      location: n + 2,
      demand: [f.estimatedKg, f.litres],
      service: STOP_SERVICE_MINUTES * 60,
      ...(f.windowStart && f.windowEnd
        ? { timeWindows: [[seconds(f.windowStart), seconds(f.windowEnd)] as const] }
        : {}),
      ...(f.cold ? { skills: ['cold'] } : {}),
    })),
    ...(disposal.length > 0
      ? {
          stores: disposal.map((s, n) => ({
            id: s.id,
            location: 2 + facts.length + n,
            service: request.unloadMinutes * 60,
            ...(s.opensAt && s.closesAt && s.opensAt < s.closesAt
              ? { timeWindows: [[seconds(s.opensAt), seconds(s.closesAt)] as const] }
              : {}),
          })),
        }
      : {}),
    vehicles: pairs.map((p, n) => {
      const v = fleet[n];
      return {
        id: p.vehicleId,
        start: 0,
        end: 1,
        capacity: [v?.capacityKg ?? 0, v?.capacityL ?? Number.MAX_SAFE_INTEGER],
        shift: [seconds(request.startTime), END_OF_DAY] as const,
        skills: v?.refrigerated ? ['cold'] : [],
        // The end store receives the last load, as it does without disposal stores.
        returnEmpty: false,
        ...(request.maxShiftHours ? { maxDuration: Math.round(request.maxShiftHours * 3600) } : {}),
        ...(brk
          ? { break: { window: [seconds(brk.from), seconds(brk.to)] as const, duration: brk.minutes * 60 } }
          : {}),
      };
    }),
  };
  return { problem, pairs };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The optimiser's settings: solver threads per optimisation of a day (`OPTIMIZER_THREADS`). */
    optimizer: { threads: number };
  }
}

/**
 * Looks at the optimisation's row every `everyMs` while it runs, and aborts `controller` once it has
 * been cancelled. A look that fails (the database away for a moment) is tried again at the next one:
 * a timer's rejected promise would reach no one, and an unhandled rejection ends the process.
 */
export function watchForCancel(
  db: Db,
  id: string,
  controller: AbortController,
  options: { everyMs?: number; onError?: (error: unknown) => void } = {},
): () => void {
  const watch = setInterval(() => {
    optimizationStatus(db, id).then(
      (status) => {
        if (status === 'cancelled') controller.abort(new Error('cancelled'));
      },
      options.onError ?? (() => {}),
    );
  }, options.everyMs ?? 500);
  return () => clearInterval(watch);
}

/**
 * The job's work: solve on worker threads (`solver.threads` independent searches, the best answer
 * kept) within the time limit, watching for a cancel, and keep the proposal. The routes' rules
 * (documents, busy drivers) are checked when it is accepted.
 */
export async function runOptimization(
  db: Db,
  id: string,
  solver: FastifyInstance['optimizer'],
  log?: FastifyBaseLogger,
) {
  const row = await findOptimization(db, id);
  if (row?.status !== 'queued') return;
  // The job's moves are the system's (no actor), each with its rows in a transaction of its own.
  const step = (name: OptimizationStep, set: Parameters<typeof takeOptimizationStep>[4]) =>
    db.transaction((tx) => takeOptimizationStep(tx as unknown as Db, id, name, { actorId: null }, set));
  // Cancelled meanwhile: nothing to run.
  if (!(await step('start', { startedAt: new Date() }))) return;
  const controller = new AbortController();
  const stopWatching = watchForCancel(db, id, controller, {
    onError: (error) => log?.warn({ err: error }, 'optimisation: could not look for a cancel'),
  });
  try {
    const { problem, pairs } = await problemOf(db, row.request);
    const solution = await solveInWorker(problem, {
      timeLimitMs: row.request.timeLimitSeconds * 1000,
      seed: 1,
      threads: solver.threads,
      signal: controller.signal,
      ...(row.request.fewestVehicles ? { minimiseVehicles: true } : {}),
    });
    const result: Result = {
      routes: solution.routes
        .filter((r) => r.stops.some((s) => s.type === 'job'))
        .map((r) => {
          const jobs = r.stops.flatMap((s) => (s.type === 'job' ? [s] : []));
          const unloadings: NonNullable<Extras['unloadings']> = [];
          let collected = 0;
          for (const s of r.stops) {
            if (s.type === 'job') collected++;
            else
              unloadings.push({ afterStops: collected, storeId: s.storeId, arrival: toHhmm(s.arrival / 60) });
          }
          return {
            vehicleId: r.vehicleId,
            driverId: pairs.find((p) => p.vehicleId === r.vehicleId)!.driverId,
            orderIds: jobs.map((s) => s.jobId),
            arrivals: jobs.map((s) => toHhmm(s.start / 60)),
            distanceKm: Math.round(r.distance / 100) / 10,
            unloadings,
            break: r.break ? { start: toHhmm(r.break.start / 60), end: toHhmm(r.break.end / 60) } : null,
          };
        }),
      unassigned: solution.unassigned.map((u) => ({ orderId: u.jobId, reason: u.reason })),
    };
    // A run cancelled while the answer was kept stays cancelled (the move leaves `running` only).
    await step('finish', { result, finishedAt: new Date() });
  } catch (error) {
    if (controller.signal.aborted) return;
    await step('fail', { error: (error as Error).message.slice(0, 500), finishedAt: new Date() });
  } finally {
    stopWatching();
  }
}

/**
 * A better order for one planned route's stops, on the same vehicle and from the same time: the
 * locked stops keep their order relative to one another and the others are placed around them. Nothing
 * is saved; the caller saves the order it keeps through the route's own update (with its version).
 */
export async function reorderRoute(
  ctx: ServiceContext,
  id: string,
  input: z.output<typeof routeReorderSchema>,
): Promise<RouteReorderResult> {
  const route = await routesService.get(ctx, id);
  if (route.status !== 'planned') throw new AppError('INVALID_TRANSITION', { allowed: [] });
  const onRoute = new Set(route.stops.map((s) => s.orderId));
  const problems = input.lockedOrderIds.flatMap((orderId, n) =>
    onRoute.has(orderId)
      ? []
      : [{ path: `lockedOrderIds.${n}`, message: 'validation.unknownReference' as const }],
  );
  if (problems.length > 0) throw invalidFields(problems);
  const locked = new Set(input.lockedOrderIds);
  // Locations: 0 the start store, 1 the end store, then the stops in their present order.
  const coords = [route.startStore, route.endStore, ...route.stops].map(
    (p) => [p.longitude, p.latitude] as const,
  );
  const matrix = haversineMatrix(coords, { speedKmh: CITY_SPEED_KMH });
  const unlimited = Number.MAX_SAFE_INTEGER;
  const problem: Problem = {
    dimensions: ['kg', 'l'],
    matrix,
    jobs: route.stops.map((s, n) => ({
      id: s.orderId,
      location: n + 2,
      demand: [s.estimatedKg, s.litres],
      service: STOP_SERVICE_MINUTES * 60,
      ...(s.windowStart && s.windowEnd
        ? { timeWindows: [[seconds(s.windowStart), seconds(s.windowEnd)] as const] }
        : {}),
    })),
    vehicles: [
      {
        id: route.vehicleId,
        start: 0,
        end: 1,
        capacity: [route.capacityKg ?? unlimited, route.capacityL ?? unlimited],
        shift: [seconds(route.startTime), END_OF_DAY] as const,
      },
    ],
  };
  const solution = await solveInWorker(problem, {
    timeLimitMs: input.timeLimitSeconds * 1000,
    seed: 1,
    initialRoutes: [
      {
        vehicleId: route.vehicleId,
        jobIds: route.stops.filter((s) => locked.has(s.orderId)).map((s) => s.orderId),
      },
    ],
    keepOrder: true,
  });
  const jobs = (solution.routes[0]?.stops ?? []).flatMap((s) => (s.type === 'job' ? [s] : []));
  const km = (metres: number) => Math.round(metres / 100) / 10;
  // The present order on the same matrix, so that the two distances compare.
  let previous = 0;
  for (let k = 0; k <= route.stops.length; k++) {
    const from = k === 0 ? 0 : k + 1;
    const to = k === route.stops.length ? 1 : k + 2;
    previous += matrix.distances[from * matrix.size + to]!;
  }
  return {
    stops: jobs.map((s) => s.jobId),
    arrivals: jobs.map((s) => toHhmm(s.start / 60)),
    distanceKm: km(solution.routes[0]?.distance ?? 0),
    previousDistanceKm: km(previous),
    unassigned: solution.unassigned.map((u) => ({ orderId: u.jobId, reason: u.reason })),
  };
}
