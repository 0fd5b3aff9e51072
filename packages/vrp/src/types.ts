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
   * Clock in milliseconds for the time limit (default: wall clock). The benchmark passes the process's
   * CPU time to measure "on one core" on a machine shared with other work. Not usable across threads.
   */
  clock?: () => number;
}

export type UnassignedReason = 'skills' | 'capacity' | 'time_window' | 'max_duration' | 'no_vehicle';

export interface Unassigned {
  jobId: string;
  reason: UnassignedReason;
}

export interface Stop {
  jobId: string;
  arrival: number;
  /** Start of service (arrival plus any waiting). */
  start: number;
  departure: number;
  /** Load on board after this stop, per dimension. */
  load: number[];
}

export interface Route {
  vehicleId: string;
  departure: number;
  arrival: number;
  distance: number;
  duration: number;
  cost: number;
  stops: Stop[];
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
