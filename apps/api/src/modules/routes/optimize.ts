import {
  CITY_SPEED_KMH,
  type Optimization,
  type routeOptimizeSchema,
  STOP_SERVICE_MINUTES,
  toHhmm,
} from '@recolecta/shared/routes';
import { haversineMatrix, type Problem, solveInWorker } from '@recolecta/vrp';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { drivers, type OptimizationResult, optimizations, orders, vehicles } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { actorOf, inTransaction, type ServiceContext } from '../../lib/context.ts';
import { invalidFields } from '../../lib/field-errors.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import { stopFacts, storesByIds, vehicleFacts } from './routes.repository.ts';
import { routesService } from './routes.service.ts';

type Input = z.output<typeof routeOptimizeSchema>;
type Row = typeof optimizations.$inferSelect;

const seconds = (hhmm: string) => Number(hhmm.slice(0, 2)) * 3600 + Number(hhmm.slice(3, 5)) * 60;
const END_OF_DAY = 24 * 3600 - 60;

/** The day's requested orders, when the caller names none. */
async function requestedOn(db: Db, date: string) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'requested'), eq(orders.requestedDate, date)));
  return rows.map((r) => r.id);
}

/**
 * Queues an optimisation of a day: the job runs the search on a worker thread, so the API keeps
 * answering. Only requested orders are placed; the day's routes already planned stay as they are.
 */
export async function startOptimization(ctx: ServiceContext, input: Input): Promise<Optimization> {
  const orderIds = input.orderIds ?? (await requestedOn(ctx.db, input.date));
  const places = await storesByIds(ctx.db, [input.startStoreId, input.endStoreId]);
  const problems = (['startStoreId', 'endStoreId'] as const)
    .filter((key) => !places.some((p) => p.id === input[key] && !p.archivedAt))
    .map((path) => ({ path, message: 'validation.unknownReference' as const }));
  if (problems.length > 0) throw invalidFields(problems);
  const [row] = await ctx.db
    .insert(optimizations)
    .values({ date: input.date, request: { ...input, orderIds }, createdBy: actorOf(ctx) })
    .returning();
  await enqueueJob(ctx.db, { kind: 'routes.optimize', payload: { optimizationId: row!.id }, maxAttempts: 1 });
  return toOptimization(ctx.db, row!);
}

/** What the page shows of a run: its status, and the proposal with names, times and places. */
async function toOptimization(db: Db, row: Row): Promise<Optimization> {
  const result = row.result ?? { routes: [], unassigned: [] };
  const orderIds = [...result.routes.flatMap((r) => r.orderIds), ...result.unassigned.map((u) => u.orderId)];
  const [facts, places, people, trucks] = await Promise.all([
    stopFacts(db, orderIds),
    storesByIds(db, [row.request.startStoreId, row.request.endStoreId]),
    db
      .select({ id: drivers.id, name: sql<string>`${drivers.firstName} || ' ' || ${drivers.lastName}` })
      .from(drivers)
      .where(inArray(drivers.id, row.request.driverIds)),
    db
      .select({ id: vehicles.id, plate: vehicles.plate })
      .from(vehicles)
      .where(inArray(vehicles.id, row.request.vehicleIds)),
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
  const [row] = await ctx.db.select().from(optimizations).where(eq(optimizations.id, id));
  if (!row) throw notFound();
  return row;
}

export const readOptimization = async (ctx: ServiceContext, id: string) =>
  toOptimization(ctx.db, await getOptimization(ctx, id));

/** Stops a queued or running optimisation (the job sees it and ends the solver thread). */
export async function cancelOptimization(ctx: ServiceContext, id: string) {
  const row = await getOptimization(ctx, id);
  if (!['queued', 'running'].includes(row.status)) throw new AppError('INVALID_TRANSITION', { allowed: [] });
  await ctx.db
    .update(optimizations)
    .set({ status: 'cancelled', finishedAt: new Date() })
    .where(eq(optimizations.id, id));
  return readOptimization(ctx, id);
}

export async function discardOptimization(ctx: ServiceContext, id: string) {
  const row = await getOptimization(ctx, id);
  if (row.status !== 'done') throw new AppError('INVALID_TRANSITION', { allowed: [] });
  await ctx.db.update(optimizations).set({ status: 'discarded' }).where(eq(optimizations.id, id));
  return readOptimization(ctx, id);
}

/**
 * Makes the proposal's routes planned routes, all or none: each goes through the routes' own rules
 * (an order taken meanwhile, a driver booked meanwhile: the answer says which, and nothing is made).
 */
export async function acceptOptimization(ctx: ServiceContext, id: string) {
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.db.select().from(optimizations).where(eq(optimizations.id, id)).for('update');
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
    await tx.db
      .update(optimizations)
      .set({ status: 'accepted', result: { ...row.result, acceptedRouteIds: made } })
      .where(eq(optimizations.id, id));
    return readOptimization(tx, id);
  });
}

/** The optimiser's problem for a run: one job per order, one vehicle per driver–vehicle pair. */
async function problemOf(db: Db, request: Row['request']) {
  const facts = await stopFacts(db, request.orderIds);
  const places = await storesByIds(db, [request.startStoreId, request.endStoreId]);
  const start = places.find((p) => p.id === request.startStoreId)!;
  const end = places.find((p) => p.id === request.endStoreId)!;
  const pairs = request.vehicleIds.slice(0, request.driverIds.length).map((vehicleId, n) => ({
    vehicleId,
    driverId: request.driverIds[n]!,
  }));
  const fleet = await Promise.all(pairs.map((p) => vehicleFacts(db, p.vehicleId)));
  // Locations: 0 the start store, 1 the end store, then the orders' sites.
  const coords = [start, end, ...facts].map((p) => [p.longitude, p.latitude] as const);
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
    vehicles: pairs.map((p, n) => {
      const v = fleet[n];
      return {
        id: p.vehicleId,
        start: 0,
        end: 1,
        capacity: [v?.capacityKg ?? 0, v?.capacityL ?? Number.MAX_SAFE_INTEGER],
        shift: [seconds(request.startTime), END_OF_DAY] as const,
        skills: v?.refrigerated ? ['cold'] : [],
      };
    }),
  };
  return { problem, pairs };
}

/**
 * The job's work: solve on a worker thread within the time limit, watching for a cancel, and keep
 * the proposal. The routes' rules (documents, busy drivers) are checked when it is accepted.
 */
export async function runOptimization(db: Db, id: string) {
  const [row] = await db.select().from(optimizations).where(eq(optimizations.id, id));
  if (!row || row.status !== 'queued') return;
  await db
    .update(optimizations)
    .set({ status: 'running', startedAt: new Date() })
    .where(eq(optimizations.id, id));
  const controller = new AbortController();
  const watch = setInterval(async () => {
    const [now] = await db
      .select({ status: optimizations.status })
      .from(optimizations)
      .where(eq(optimizations.id, id));
    if (now?.status === 'cancelled') controller.abort(new Error('cancelled'));
  }, 500);
  try {
    const { problem, pairs } = await problemOf(db, row.request);
    const solution = await solveInWorker(problem, {
      timeLimitMs: row.request.timeLimitSeconds * 1000,
      seed: 1,
      signal: controller.signal,
    });
    const result: OptimizationResult = {
      routes: solution.routes
        .filter((r) => r.stops.some((s) => s.type === 'job'))
        .map((r) => {
          const jobs = r.stops.flatMap((s) => (s.type === 'job' ? [s] : []));
          return {
            vehicleId: r.vehicleId,
            driverId: pairs.find((p) => p.vehicleId === r.vehicleId)!.driverId,
            orderIds: jobs.map((s) => s.jobId),
            arrivals: jobs.map((s) => toHhmm(s.start / 60)),
            distanceKm: Math.round(r.distance / 100) / 10,
          };
        }),
      unassigned: solution.unassigned.map((u) => ({ orderId: u.jobId, reason: u.reason })),
    };
    await db
      .update(optimizations)
      .set({ status: 'done', result, finishedAt: new Date() })
      .where(and(eq(optimizations.id, id), eq(optimizations.status, 'running')));
  } catch (error) {
    if (controller.signal.aborted) return;
    await db
      .update(optimizations)
      .set({ status: 'failed', error: (error as Error).message.slice(0, 500), finishedAt: new Date() })
      .where(eq(optimizations.id, id));
  } finally {
    clearInterval(watch);
  }
}
