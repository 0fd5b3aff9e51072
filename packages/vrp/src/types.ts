import type { SearchOverrides } from './search-params.ts';
/**
 * Public model of the route optimiser. Units are whatever the travel matrix uses: seconds and metres for
 * the geographic providers, plain numbers for Solomon instances (where travel time equals distance).
 */

/** [lon, lat] for geographic providers (GeoJSON and OSRM order); [x, y] for the Euclidean provider. */
export type Coordinates = readonly [number, number];

/** Either coordinates, or an index into `Problem.matrix` when the caller supplies the matrix. */
export type Location = Coordinates | number;

/** Closed interval [start, end]: service must start within it. */
export type TimeWindow = readonly [number, number];

export interface Job {
  id: string;
  location: Location;
  /** One value per capacity dimension (see `Problem.dimensions`); missing values count as 0. */
  demand?: readonly number[];
  /** Time spent at the job. */
  service?: number;
  /** Service may start in any of these windows; none means any time within the vehicle's shift. */
  timeWindows?: readonly TimeWindow[];
  /** The vehicle must have all of them. */
  skills?: readonly string[];
  /** Higher is more important to serve when not every job fits (0 to 100). */
  priority?: number;
  /**
   * Load class (a waste class, say). Classes named together in `Problem.incompatibleClasses` never share a
   * trip, and a store only takes the classes it accepts.
   */
  loadClass?: string;
}

/**
 * A place where vehicles unload (transfer station, treatment plant). A vehicle may unload as often as it
 * needs; its load starts again from zero after each visit. The optimiser chooses when and where.
 */
export interface Store {
  id: string;
  location: Location;
  /** Opening hours: unloading must start within one of them; none means always open. */
  timeWindows?: readonly TimeWindow[];
  /** Time spent unloading. */
  service?: number;
  /** Load classes it takes; none means every class. */
  accepts?: readonly string[];
}

/**
 * A driver's break: it starts within `window` and lasts `duration`. It is taken on arrival at a stop
 * (before serving it, and may overlap the wait for the stop's window) or on arrival at the end. A route
 * that reaches its end no later than the window opens needs no break.
 */
export interface Break {
  window: TimeWindow;
  duration: number;
}

export interface Vehicle {
  id: string;
  /** Omitted start: the route begins at its first job; omitted end: it finishes at its last job. */
  start?: Location;
  end?: Location;
  /** One value per dimension; missing values mean unlimited. */
  capacity?: readonly number[];
  /** The vehicle leaves its start no earlier than shift[0] and reaches its end no later than shift[1]. */
  shift?: TimeWindow;
  skills?: readonly string[];
  /** Limit on arrival at the end minus departure from the start. */
  maxDuration?: number;
  /** Cost per unit of distance (default 1). */
  costPerDistance?: number;
  /** Cost of using the vehicle at all (default 0). */
  fixedCost?: number;
  /** Cost per unit of route duration, e.g. the driver's wage per second (default 0). */
  costPerTime?: number;
  /** The driver's break, if the shift has one. */
  break?: Break;
  /**
   * When the problem has stores: the vehicle must unload at a store after its last collection, so it
   * ends its day empty, at that store (no `end`) or at its end (default true).
   */
  returnEmpty?: boolean;
}

/** Square travel matrix over a list of locations, row-major: entry [i * size + j] is from i to j. */
export interface TravelMatrix {
  size: number;
  distances: Float64Array;
  durations: Float64Array;
}

export interface Problem {
  /** Names of the capacity dimensions, e.g. ['kg', 'l']; defaults to a single unnamed dimension. */
  dimensions?: readonly string[];
  jobs: readonly Job[];
  vehicles: readonly Vehicle[];
  /** Precomputed matrix; numeric locations index into it. Without it a provider builds one. */
  matrix?: TravelMatrix;
  /** Unloading places; without them a vehicle's capacity bounds its whole route. */
  stores?: readonly Store[];
  /** Pairs of load classes that may not be on board together (in one trip between two unloadings). */
  incompatibleClasses?: readonly (readonly [string, string])[];
}

/** Existing plan for a vehicle, used as a warm start or, with `keepOrder`, as a fixed skeleton. */
export interface InitialRoute {
  vehicleId: string;
  jobIds: readonly string[];
}

export interface SolveOptions {
  /** Wall-clock budget for the search (default 2000 ms). */
  timeLimitMs?: number;
  /** Stop after this many search iterations; with it alone the result depends only on the seed. */
  maxIterations?: number;
  seed?: number;
  initialRoutes?: readonly InitialRoute[];
  /** Keep the jobs of `initialRoutes` on their vehicle and in their order; only insert the others. */
  keepOrder?: boolean;
  /**
   * Fewest vehicles first, then cost: up to 60 % of the budget goes to giving up routes (SISR's
   * fleet minimisation with absence counters, 0012 and 0018), and the rest to lowering the cost without
   * using more vehicles than that phase ended with. Off by default: the cost decides how many are used
   * (when every vehicle has a fixed cost the search still begins with that phase, but without the cap).
   */
  minimiseVehicles?: boolean;
  /**
   * Clock in milliseconds for the time limit (default: wall clock). The benchmark passes the process's
   * CPU time to measure "on one core" on a machine shared with other work. Not usable across threads.
   */
  clock?: () => number;
  /**
   * Called with every new best solution's cost (of its routes), distance, number of unassigned jobs and
   * the time since the solve began (by `clock`): to follow how the search converges. Not usable across
   * threads.
   */
  onBest?: (progress: { cost: number; distance: number; unassigned: number; ms: number }) => void;
  /**
   * Changes to the search's settings (`SearchParams` in search-params.ts: ruin sizes, temperatures, rates...),
   * for tuning and benchmarks; the app never sets them. An unknown name throws.
   */
  search?: SearchOverrides;
}

export type UnassignedReason =
  | 'skills'
  | 'capacity'
  | 'store'
  | 'time_window'
  | 'max_duration'
  | 'no_vehicle';

export interface Unassigned {
  jobId: string;
  reason: UnassignedReason;
}

interface StopTimes {
  arrival: number;
  /** Start of service or unloading (arrival plus any break and waiting). */
  start: number;
  departure: number;
  /** Load on board after this stop, per dimension (zero after unloading). */
  load: number[];
}

export interface JobStop extends StopTimes {
  type: 'job';
  jobId: string;
}

export interface StoreStop extends StopTimes {
  type: 'store';
  storeId: string;
}

export type Stop = JobStop | StoreStop;

export interface RouteBreak {
  /** Index in `stops` of the stop it is taken at, on arrival; `stops.length` means at the end. */
  atStop: number;
  start: number;
  end: number;
}

export interface Route {
  vehicleId: string;
  departure: number;
  /** Arrival at the end (or at the last stop of a route without an end). */
  arrival: number;
  distance: number;
  /** From departure to arrival, or to the end of a break taken at the end. */
  duration: number;
  /** distance x costPerDistance + duration x costPerTime + fixedCost. */
  cost: number;
  stops: Stop[];
  break?: RouteBreak;
}

export interface Solution {
  routes: Route[];
  unassigned: Unassigned[];
  cost: number;
  distance: number;
  vehiclesUsed: number;
  iterations: number;
  ms: number;
}
