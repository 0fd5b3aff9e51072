import { z } from 'zod';
import { defineLifecycle } from './lifecycle.ts';
import { ORDER_STATUSES, timeOfDay } from './orders.ts';
import { listQuerySchema, listResponseSchema } from './pagination.ts';
import { isoDate, lifecyclePatchSchema, optionalText, recordMetaSchema } from './resource.ts';

/**
 * Collection routes (docs/product.md §3 "Route" and §4): one driver and one vehicle on one day, from a
 * start store (the depot) through ordered stops (orders) to an end store, where the waste is received.
 */
export const ROUTE_STATUSES = ['planned', 'in_progress', 'completed', 'cancelled'] as const;
export type RouteStatus = (typeof ROUTE_STATUSES)[number];

/** `RUT-2026-000042`: the year of the route's day and a per-year sequence never reused. */
export const formatRouteNumber = (year: number, n: number) => `RUT-${year}-${String(n).padStart(6, '0')}`;

/** The most stops one route holds. */
export const MAX_ROUTE_STOPS = 200;

/** Planning assumptions until a road router answers: city speed, and the time spent at each stop. */
export const CITY_SPEED_KMH = 30;
export const STOP_SERVICE_MINUTES = 15;
export const DEFAULT_ROUTE_START = '07:00';

export const routeFields = {
  date: isoDate,
  driverId: z.uuid(),
  vehicleId: z.uuid(),
  startStoreId: z.uuid(),
  endStoreId: z.uuid(),
  /** When the vehicle leaves the depot. */
  startTime: timeOfDay,
  notes: optionalText(1000),
  /** The orders visited, in order. */
  stops: z.array(z.uuid()).max(MAX_ROUTE_STOPS),
};

export const routeCreateSchema = z.object({
  ...routeFields,
  startTime: routeFields.startTime.default(DEFAULT_ROUTE_START),
  stops: routeFields.stops.default([]),
});
export type RouteCreate = z.input<typeof routeCreateSchema>;

export const routeUpdateSchema = lifecyclePatchSchema(routeFields, ROUTE_STATUSES);
export type RouteUpdate = z.input<typeof routeUpdateSchema>;

/**
 * The lifecycle: starting a route starts its orders; cancelling it gives them back to `requested`;
 * completing it needs every stop's order to have ended its visit (collected or failed, or later).
 */
export const routeLifecycle = defineLifecycle({
  entity: 'route',
  statuses: ROUTE_STATUSES,
  transitions: {
    start: { from: ['planned'], to: 'in_progress', permission: 'routes:update' },
    complete: { from: ['in_progress'], to: 'completed', permission: 'routes:update' },
    cancel: {
      from: ['planned', 'in_progress'],
      to: 'cancelled',
      permission: 'routes:update',
      reason: 'required',
    },
  },
});

export const routeStopSchema = z.object({
  position: z.number().int(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  companyId: z.uuid(),
  companyName: z.string(),
  siteId: z.uuid(),
  siteName: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
  /** Planned arrival and departure, `HH:MM`. */
  arrival: z.string(),
  departure: z.string(),
  estimatedKg: z.number(),
  litres: z.number(),
  items: z.string(),
  /** The order's notes, for whoever goes there (the driver's sheet prints them). */
  notes: z.string().nullable(),
});
export type RouteStop = z.infer<typeof routeStopSchema>;

const placeSchema = z.object({ id: z.uuid(), name: z.string(), latitude: z.number(), longitude: z.number() });

export const routeSchema = z.object({
  ...recordMetaSchema,
  number: z.string(),
  date: z.string(),
  status: z.enum(ROUTE_STATUSES),
  driverId: z.uuid(),
  driverName: z.string(),
  vehicleId: z.uuid(),
  vehiclePlate: z.string(),
  startStore: placeSchema,
  endStore: placeSchema,
  startTime: z.string(),
  notes: z.string().nullable(),
  /** The stops the caller may see: all for staff, their own company's for a client. */
  stops: z.array(routeStopSchema),
  /** The route's totals: staff only (a client sees only its own stops). */
  endTime: z.string().nullable(),
  distanceKm: z.number().nullable(),
  loadKg: z.number().nullable(),
  loadL: z.number().nullable(),
  capacityKg: z.number().nullable(),
  capacityL: z.number().nullable(),
});
export type Route = z.infer<typeof routeSchema>;

export const ROUTE_SORT_FIELDS = ['number', 'date', 'createdAt'] as const;
export const routeListQuerySchema = listQuerySchema(ROUTE_SORT_FIELDS).extend({
  status: z.enum(ROUTE_STATUSES).optional(),
  date: isoDate.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  driverId: z.uuid().optional(),
  vehicleId: z.uuid().optional(),
});
export type RouteListQuery = z.input<typeof routeListQuerySchema>;
export const routeListResponseSchema = listResponseSchema(routeSchema);

// --- The plan of a day's route, shared by the server's checks and the page's instant recompute ---

export interface PlanPoint {
  latitude: number;
  longitude: number;
  windowStart?: string | null;
  windowEnd?: string | null;
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const toHhmm = (minutes: number) => {
  const m = Math.round(minutes);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** Great-circle distance in kilometres. */
export function distanceKm(a: PlanPoint, b: PlanPoint) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * Arrival and departure at each stop from the depot at `startTime`: straight-line distance at city
 * speed, a wait when arriving before a window opens, and the service time at each stop. A stop whose
 * arrival comes after its window closes is `late`.
 */
export function planRoute(startTime: string, depot: PlanPoint, stops: readonly PlanPoint[], end: PlanPoint) {
  let clock = toMinutes(startTime);
  let km = 0;
  let at = depot;
  const planned = stops.map((stop) => {
    const leg = distanceKm(at, stop);
    km += leg;
    clock += (leg / CITY_SPEED_KMH) * 60;
    const opens = stop.windowStart ? toMinutes(stop.windowStart) : null;
    if (opens !== null && clock < opens) clock = opens;
    const arrival = clock;
    const late = stop.windowEnd ? arrival > toMinutes(stop.windowEnd) : false;
    clock += STOP_SERVICE_MINUTES;
    at = stop;
    return { arrival: toHhmm(arrival), departure: toHhmm(clock), late };
  });
  const last = distanceKm(at, end);
  km += last;
  clock += (last / CITY_SPEED_KMH) * 60;
  return { stops: planned, distanceKm: Math.round(km * 10) / 10, endTime: toHhmm(clock) };
}

// --- Optimising a day (`POST /routes/optimize`) ---

export const OPTIMIZATION_STATUSES = [
  'queued',
  'running',
  'done',
  'failed',
  'cancelled',
  'accepted',
  'discarded',
] as const;
export type OptimizationStatus = (typeof OPTIMIZATION_STATUSES)[number];

/**
 * The run of an optimisation: queued by a dispatcher, started, finished or failed by its job (the
 * system), cancelled while queued or running, and its proposal accepted or discarded once done. Each
 * move keeps a transition row (who, when) and an audit row in the change's transaction. The API takes
 * the dispatcher's moves through their own endpoints (`POST /routes/optimize/:id/cancel`, …).
 */
export const optimizationLifecycle = defineLifecycle({
  entity: 'optimization',
  statuses: OPTIMIZATION_STATUSES,
  transitions: {
    start: { from: ['queued'], to: 'running', permission: 'routes:create', system: true },
    finish: { from: ['running'], to: 'done', permission: 'routes:create', system: true },
    fail: { from: ['running'], to: 'failed', permission: 'routes:create', system: true },
    cancel: { from: ['queued', 'running'], to: 'cancelled', permission: 'routes:create' },
    accept: { from: ['done'], to: 'accepted', permission: 'routes:create' },
    discard: { from: ['done'], to: 'discarded', permission: 'routes:create' },
  },
});

/** Why the optimiser left an order out (packages/vrp's reasons). */
export const UNASSIGNED_REASONS = [
  'skills',
  'capacity',
  'store',
  'time_window',
  'max_duration',
  'no_vehicle',
] as const;

export const routeOptimizeSchema = z.object({
  date: isoDate,
  /** The orders to place; left out, every requested order of the day. */
  orderIds: z.array(z.uuid()).max(1000).optional(),
  /** Paired in order with the vehicles: the first driver drives the first vehicle. */
  driverIds: z.array(z.uuid()).min(1).max(50),
  vehicleIds: z.array(z.uuid()).min(1).max(50),
  startStoreId: z.uuid(),
  endStoreId: z.uuid(),
  startTime: timeOfDay.default(DEFAULT_ROUTE_START),
  /** How long the search may run. */
  timeLimitSeconds: z.number().int().min(1).max(120).default(5),
  /**
   * Stores where a full vehicle may unload during the day (within their opening hours) and go on
   * collecting; the optimiser chooses when and where. Without them each vehicle carries one load.
   */
  disposalStoreIds: z.array(z.uuid()).max(20).optional(),
  /** Time spent unloading at a disposal store. */
  unloadMinutes: z.number().int().min(0).max(240).default(20),
  /** Longest a driver's day may last, from leaving the start store to reaching the end store. */
  maxShiftHours: z.number().min(1).max(24).optional(),
  /** Each driver's break: `minutes` long, beginning between `from` and `to`. */
  break: z
    .object({ from: timeOfDay, to: timeOfDay, minutes: z.number().int().min(5).max(180) })
    .refine((b) => b.from <= b.to, { path: ['to'], error: 'validation.orderWindow' })
    .optional(),
  /** Fewest vehicles first, then the shortest routes (otherwise distance and time alone decide). */
  fewestVehicles: z.boolean().default(false),
});
export type RouteOptimize = z.input<typeof routeOptimizeSchema>;

/** `POST /routes/:id/optimize-order`: a better order for one planned route's stops. */
export const routeReorderSchema = z.object({
  /** Stops that keep their order relative to one another; the others are placed around them. */
  lockedOrderIds: z.array(z.uuid()).max(MAX_ROUTE_STOPS).default([]),
  timeLimitSeconds: z.number().int().min(1).max(30).default(2),
});
export type RouteReorder = z.input<typeof routeReorderSchema>;

export const routeReorderResultSchema = z.object({
  /** All the route's stops in the proposed order (an order the vehicle cannot take is left out). */
  stops: z.array(z.uuid()),
  /** Arrival at each stop, `HH:MM`, as the optimiser planned it. */
  arrivals: z.array(z.string()),
  distanceKm: z.number(),
  /** The same figure for the route's present order. */
  previousDistanceKm: z.number(),
  unassigned: z.array(z.object({ orderId: z.uuid(), reason: z.enum(UNASSIGNED_REASONS) })),
});
export type RouteReorderResult = z.infer<typeof routeReorderResultSchema>;

export const proposedRouteSchema = z.object({
  vehicleId: z.uuid(),
  vehiclePlate: z.string(),
  driverId: z.uuid(),
  driverName: z.string(),
  stops: z.array(
    z.object({
      orderId: z.uuid(),
      orderNumber: z.string(),
      siteName: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      arrival: z.string(),
    }),
  ),
  distanceKm: z.number(),
  loadKg: z.number(),
  /** Unloadings at disposal stores: after how many of the stops, where, and the arrival `HH:MM`. */
  unloadings: z.array(
    z.object({ afterStops: z.number().int(), storeId: z.uuid(), storeName: z.string(), arrival: z.string() }),
  ),
  /** The driver's break, `HH:MM`, when one is owed. */
  break: z.object({ start: z.string(), end: z.string() }).nullable(),
});
export type ProposedRoute = z.infer<typeof proposedRouteSchema>;

export const optimizationSchema = z.object({
  id: z.uuid(),
  status: z.enum(OPTIMIZATION_STATUSES),
  date: z.string(),
  timeLimitSeconds: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
  startStore: z.object({ id: z.uuid(), name: z.string(), latitude: z.number(), longitude: z.number() }),
  endStore: z.object({ id: z.uuid(), name: z.string(), latitude: z.number(), longitude: z.number() }),
  routes: z.array(proposedRouteSchema),
  unassigned: z.array(
    z.object({ orderId: z.uuid(), orderNumber: z.string(), reason: z.enum(UNASSIGNED_REASONS) }),
  ),
  /** The routes made when the proposal was accepted. */
  acceptedRouteIds: z.array(z.uuid()),
});
export type Optimization = z.infer<typeof optimizationSchema>;

/** `GET /routes/:id/geometry`: the line to draw, by road when a router answers, else straight legs. */
export const routeGeometrySchema = z.object({
  source: z.enum(['road', 'straight']),
  /** [latitude, longitude] points from the start store through the stops to the end store. */
  line: z.array(z.tuple([z.number(), z.number()])),
});
export type RouteGeometry = z.infer<typeof routeGeometrySchema>;
