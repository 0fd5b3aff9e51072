import type { IndexedProblem } from './locations.ts';

/**
 * The problem compiled into flat typed arrays for the search. Nodes 0..n-1 are jobs, n..n+stores-1 the
 * stores; the rest are the vehicles' start and end places (one node per distinct location, plus a
 * "nowhere" node at zero distance from everything for vehicles without a start or an end).
 */
export interface Instance {
  n: number;
  m: number;
  dims: number;
  /** Number of stores; store s is node n + s. */
  stores: number;
  /** Jobs and stores (nodes below this) have time windows; depots do not. */
  windowed: number;
  /** Number of nodes (jobs, stores and depots); matrices are nodes x nodes. */
  nodes: number;
  dist: Float64Array;
  /** Travel times; the same array as `dist` when the matrix says travel time equals distance. */
  time: Float64Array;
  /**
   * The matrices read by destination: the distance from a to j is `distIn[j * inRow + a * inCol]` (and
   * likewise `timeIn`). For a symmetric matrix these are `dist` and `time` themselves with inRow = nodes,
   * inCol = 1; for an asymmetric one, transposed copies (up to `TRANSPOSE_MAX` nodes), so that the
   * insertion of job j reads both of its legs from row j, which stays in cache while every gap of every
   * route is tried; past that size, the matrices themselves with the strides swapped.
   */
  distIn: Float64Array;
  timeIn: Float64Array;
  inRow: number;
  inCol: number;
  service: Float64Array;
  demand: Float64Array;
  /** Windows of node x < windowed are twStart/twEnd[twOffset[x] .. twOffset[x + 1]), sorted by start. */
  twOffset: Int32Array;
  twStart: Float64Array;
  twEnd: Float64Array;
  /** End of the last window of each windowed node: nothing can start later. */
  lastEnd: Float64Array;
  vStart: Int32Array;
  vEnd: Int32Array;
  shiftStart: Float64Array;
  shiftEnd: Float64Array;
  capacity: Float64Array;
  maxDuration: Float64Array;
  costPerDistance: Float64Array;
  costPerTime: Float64Array;
  fixedCost: Float64Array;
  /** 1 when the vehicle must unload at a store after its last collection (only with stores). */
  returnEmpty: Uint8Array;
  /** Break of each vehicle: start window [breakStart, breakEnd] and duration; hasBreak 0 without one. */
  hasBreak: Uint8Array;
  breakStart: Float64Array;
  breakEnd: Float64Array;
  breakDuration: Float64Array;
  anyBreak: boolean;
  /** Vehicles with the same type are interchangeable; only one empty vehicle per type is worth trying. */
  vType: Int32Array;
  types: number;
  /** compatible[j * m + v] = 1 when vehicle v has every skill job j needs. */
  compatible: Uint8Array;
  /** Bit of each job's load class (0 without one); at most 31 classes. */
  jobClass: Int32Array;
  /** Classes that may not share a trip with job j's class, as a bit mask. */
  conflicts: Int32Array;
  /** Same per class bit index, to merge two trips. */
  classConflicts: Int32Array;
  /** Classes each store accepts, as a bit mask (-1: all). */
  accepts: Int32Array;
  /** Whether classes constrain anything (incompatibilities or a store that refuses some class). */
  hasClasses: boolean;
  /** Cost charged for leaving job j unserved: far above any routing cost, scaled by priority. */
  penalty: Float64Array;
  /** For each job, the other jobs by increasing distance (first `neighbourCount`). */
  neighbours: Int32Array;
  neighbourCount: number;
  jobIds: readonly string[];
  storeIds: readonly string[];
  vehicleIds: readonly string[];
}

const MAX_NEIGHBOURS = 100;
const MAX_CLASSES = 31;

/** `transposeMax`: largest asymmetric matrix that gets transposed copies (tests lower it). */
export function compile(problem: IndexedProblem, transposeMax = TRANSPOSE_MAX): Instance {
  const { jobs, vehicles, matrix } = problem;
  const storeList = problem.stores ?? [];
  const n = jobs.length;
  const m = vehicles.length;
  const S = storeList.length;
  const windowed = n + S;
  const dims = Math.max(
    problem.dimensions?.length ?? 1,
    ...jobs.map((j) => j.demand?.length ?? 0),
    ...vehicles.map((v) => v.capacity?.length ?? 0),
  );
  const location = (l: unknown, what: string): number => {
    if (typeof l !== 'number' || !Number.isInteger(l) || l < 0 || l >= matrix.size) {
      throw new Error(`${what}: location must be an index into the matrix`);
    }
    return l;
  };
  const unique = (ids: readonly string[], what: string) => {
    if (new Set(ids).size !== ids.length) throw new Error(`${what} ids must be unique`);
  };
  unique(
    jobs.map((j) => j.id),
    'job',
  );
  unique(
    storeList.map((s) => s.id),
    'store',
  );
  unique(
    vehicles.map((v) => v.id),
    'vehicle',
  );

  // Node locations: jobs, stores, then distinct depot locations; -1 is the "nowhere" node.
  const nodeLocation: number[] = jobs.map((j) => location(j.location, `job ${j.id}`));
  for (const s of storeList) nodeLocation.push(location(s.location, `store ${s.id}`));
  const depotNode = new Map<number, number>();
  const depot = (l: number): number => {
    let node = depotNode.get(l);
    if (node === undefined) {
      node = nodeLocation.length;
      nodeLocation.push(l);
      depotNode.set(l, node);
    }
    return node;
  };
  const vStart = new Int32Array(m);
  const vEnd = new Int32Array(m);
  vehicles.forEach((v, i) => {
    vStart[i] = v.start === undefined ? -1 : depot(location(v.start, `vehicle ${v.id} start`));
    vEnd[i] = v.end === undefined ? -1 : depot(location(v.end, `vehicle ${v.id} end`));
  });
  if (vStart.includes(-1) || vEnd.includes(-1)) {
    const nowhere = nodeLocation.length;
    nodeLocation.push(-1);
    for (let i = 0; i < m; i++) {
      if (vStart[i] === -1) vStart[i] = nowhere;
      if (vEnd[i] === -1) vEnd[i] = nowhere;
    }
  }

  const nodes = nodeLocation.length;
  const dist = new Float64Array(nodes * nodes);
  // Travel time equal to distance (the benchmarks) needs one array, not two: 8 MB less at 1000 jobs.
  const sharedTime = matrix.durations === matrix.distances;
  const time = sharedTime ? dist : new Float64Array(nodes * nodes);
  for (let a = 0; a < nodes; a++) {
    const la = nodeLocation[a]!;
    if (la < 0) continue;
    for (let b = 0; b < nodes; b++) {
      const lb = nodeLocation[b]!;
      if (lb < 0) continue;
      dist[a * nodes + b] = matrix.distances[la * matrix.size + lb]!;
      if (!sharedTime) time[a * nodes + b] = matrix.durations[la * matrix.size + lb]!;
    }
  }

  const symmetric = isSymmetric(dist, nodes) && (sharedTime || isSymmetric(time, nodes));
  const transpose = !symmetric && nodes <= transposeMax;
  const distIn = transpose ? transposed(dist, nodes) : dist;
  const timeIn = transpose ? (sharedTime ? distIn : transposed(time, nodes)) : time;
  const inRow = symmetric || transpose ? nodes : 1;
  const inCol = symmetric || transpose ? 1 : nodes;

  const service = new Float64Array(nodes);
  const demand = new Float64Array(n * dims);
  const twOffset = new Int32Array(windowed + 1);
  const starts: number[] = [];
  const ends: number[] = [];
  const lastEnd = new Float64Array(windowed);
  const priority = new Float64Array(n);
  const addWindows = (x: number, given: readonly (readonly [number, number])[] | undefined) => {
    const windows = mergeWindows(given ?? [[Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY]]);
    twOffset[x] = starts.length;
    for (const [a, b] of windows) {
      starts.push(a);
      ends.push(b);
    }
    // A node whose windows are all empty can never be visited; an impossible window says so.
    if (windows.length === 0) {
      starts.push(Number.POSITIVE_INFINITY);
      ends.push(Number.NEGATIVE_INFINITY);
    }
    lastEnd[x] = ends[ends.length - 1]!;
  };
  jobs.forEach((job, j) => {
    service[j] = job.service ?? 0;
    job.demand?.forEach((d, k) => {
      demand[j * dims + k] = d;
    });
    addWindows(j, job.timeWindows);
    priority[j] = Math.min(100, Math.max(0, job.priority ?? 0));
  });
  storeList.forEach((store, s) => {
    service[n + s] = store.service ?? 0;
    addWindows(n + s, store.timeWindows);
  });
  twOffset[windowed] = starts.length;

  // Load classes: one bit each. Only classes that matter (named by an incompatibility or a store) get one.
  const classBit = new Map<string, number>();
  const bitOf = (name: string): number => {
    let bit = classBit.get(name);
    if (bit === undefined) {
      if (classBit.size >= MAX_CLASSES) throw new Error(`at most ${MAX_CLASSES} load classes`);
      bit = classBit.size;
      classBit.set(name, bit);
    }
    return bit;
  };
  const classConflicts = new Int32Array(32);
  for (const [a, b] of problem.incompatibleClasses ?? []) {
    const ba = bitOf(a);
    const bb = bitOf(b);
    classConflicts[ba] = classConflicts[ba]! | (1 << bb);
    classConflicts[bb] = classConflicts[bb]! | (1 << ba);
  }
  const accepts = new Int32Array(S).fill(-1);
  storeList.forEach((store, s) => {
    if (store.accepts) accepts[s] = store.accepts.reduce((mask, c) => mask | (1 << bitOf(c)), 0);
  });
  // A class no store names and no incompatibility mentions still needs a bit if some store is selective.
  const selective = accepts.some((a) => a !== -1);
  const jobClass = new Int32Array(n);
  const conflicts = new Int32Array(n);
  jobs.forEach((job, j) => {
    if (job.loadClass === undefined) return;
    if (!classBit.has(job.loadClass) && !selective) return;
    const bit = bitOf(job.loadClass);
    jobClass[j] = 1 << bit;
    conflicts[j] = classConflicts[bit]!;
  });
  const hasClasses = classBit.size > 0;

  const capacity = new Float64Array(m * dims).fill(Number.POSITIVE_INFINITY);
  const shiftStart = new Float64Array(m);
  const shiftEnd = new Float64Array(m);
  const maxDuration = new Float64Array(m);
  const costPerDistance = new Float64Array(m);
  const costPerTime = new Float64Array(m);
  const fixedCost = new Float64Array(m);
  const returnEmpty = new Uint8Array(m);
  const hasBreak = new Uint8Array(m);
  const breakStart = new Float64Array(m);
  const breakEnd = new Float64Array(m);
  const breakDuration = new Float64Array(m);
  const vType = new Int32Array(m);
  const typeKeys = new Map<string, number>();
  vehicles.forEach((v, i) => {
    v.capacity?.forEach((c, k) => {
      capacity[i * dims + k] = c;
    });
    shiftStart[i] = v.shift?.[0] ?? 0;
    shiftEnd[i] = v.shift?.[1] ?? Number.POSITIVE_INFINITY;
    maxDuration[i] = v.maxDuration ?? Number.POSITIVE_INFINITY;
    costPerDistance[i] = v.costPerDistance ?? 1;
    costPerTime[i] = v.costPerTime ?? 0;
    fixedCost[i] = v.fixedCost ?? 0;
    returnEmpty[i] = S > 0 && v.returnEmpty !== false ? 1 : 0;
    // A break whose window lies outside the shift can never be owed: the vehicle has none.
    const shiftOpen = shiftStart[i]!;
    const shiftClose = shiftEnd[i]!;
    if (v.break && v.break.window[1] >= shiftOpen && v.break.window[0] + v.break.duration <= shiftClose) {
      hasBreak[i] = 1;
      breakStart[i] = v.break.window[0];
      breakEnd[i] = v.break.window[1];
      breakDuration[i] = v.break.duration;
    }
    const key = JSON.stringify([
      vStart[i],
      vEnd[i],
      Array.from(capacity.subarray(i * dims, (i + 1) * dims)),
      shiftStart[i],
      shiftEnd[i],
      maxDuration[i],
      costPerDistance[i],
      costPerTime[i],
      fixedCost[i],
      returnEmpty[i],
      hasBreak[i] ? [breakStart[i], breakEnd[i], breakDuration[i]] : null,
      [...(v.skills ?? [])].sort(),
    ]);
    let t = typeKeys.get(key);
    if (t === undefined) {
      t = typeKeys.size;
      typeKeys.set(key, t);
    }
    vType[i] = t;
  });

  const compatible = new Uint8Array(n * m);
  const vehicleSkills = vehicles.map((v) => new Set(v.skills ?? []));
  jobs.forEach((job, j) => {
    vehicleSkills.forEach((skills, v) => {
      compatible[j * m + v] = (job.skills ?? []).every((s) => skills.has(s)) ? 1 : 0;
    });
  });

  // The penalty must outweigh any routing saving from dropping a job, so it is scaled from the largest
  // possible trip cost (a detour to a store included); priority multiplies it so that important jobs are
  // dropped last.
  let maxTrip = 1;
  for (let i = 0; i < dist.length; i++) if (dist[i]! > maxTrip && dist[i]! < 1e11) maxTrip = dist[i]!;
  let maxTime = 1;
  for (let i = 0; i < time.length; i++) if (time[i]! > maxTime && time[i]! < 1e11) maxTime = time[i]!;
  const maxService = service.reduce((a, b) => Math.max(a, b), 0);
  const maxCost = Math.max(1, ...Array.from(costPerDistance));
  const maxTimeCost = Math.max(0, ...Array.from(costPerTime));
  const maxFixed = Math.max(0, ...Array.from(fixedCost));
  const base = 1000 * (maxTrip * maxCost * 3 + (3 * maxTime + 2 * maxService) * maxTimeCost + maxFixed);
  const penalty = priority.map((p) => base * (1 + p));

  const neighbourCount = Math.min(Math.max(n - 1, 0), MAX_NEIGHBOURS);
  const neighbours = nearestJobs(n, nodes, dist, neighbourCount);

  return {
    n,
    m,
    dims,
    stores: S,
    windowed,
    nodes,
    dist,
    time,
    distIn,
    timeIn,
    inRow,
    inCol,
    service,
    demand,
    twOffset,
    twStart: Float64Array.from(starts),
    twEnd: Float64Array.from(ends),
    lastEnd,
    vStart,
    vEnd,
    shiftStart,
    shiftEnd,
    capacity,
    maxDuration,
    costPerDistance,
    costPerTime,
    fixedCost,
    returnEmpty,
    hasBreak,
    breakStart,
    breakEnd,
    breakDuration,
    anyBreak: hasBreak.includes(1),
    vType,
    types: typeKeys.size,
    compatible,
    jobClass,
    conflicts,
    classConflicts,
    accepts,
    hasClasses,
    penalty,
    neighbours,
    neighbourCount,
    jobIds: jobs.map((j) => j.id),
    storeIds: storeList.map((s) => s.id),
    vehicleIds: vehicles.map((v) => v.id),
  };
}

/**
 * The `count` nearest other jobs of every job (by distance both ways), as one flat array. Partial
 * selection with a bounded insertion list instead of a full sort: O(n^2 k) worst case but close to
 * O(n^2) in practice, and no per-job array of n closures (which dominated compile time at 1000 jobs).
 */
/** Largest asymmetric matrix that gets a transposed copy (8 bytes per entry per matrix). */
const TRANSPOSE_MAX = 2000;

function isSymmetric(a: Float64Array, nodes: number): boolean {
  for (let i = 0; i < nodes; i++)
    for (let k = i + 1; k < nodes; k++) if (a[i * nodes + k] !== a[k * nodes + i]) return false;
  return true;
}

function transposed(a: Float64Array, nodes: number): Float64Array {
  const t = new Float64Array(nodes * nodes);
  for (let i = 0; i < nodes; i++) for (let k = 0; k < nodes; k++) t[k * nodes + i] = a[i * nodes + k]!;
  return t;
}

function nearestJobs(n: number, nodes: number, dist: Float64Array, count: number): Int32Array {
  return closestJobs(n, count, (j, k) => dist[j * nodes + k]! + dist[k * nodes + j]!);
}

/**
 * For each of the n jobs, the `count` other jobs with the smallest `key(j, k)`, in increasing order
 * (ties by index, so the result does not depend on the scan order): one pass over the others per job.
 */
export function closestJobs(n: number, count: number, key: (j: number, k: number) => number): Int32Array {
  const out = new Int32Array(n * count);
  if (count === 0) return out;
  const keys = new Float64Array(count);
  const ids = new Int32Array(count);
  for (let j = 0; j < n; j++) {
    let size = 0;
    for (let k = 0; k < n; k++) {
      if (k === j) continue;
      const d = key(j, k);
      // k grows: an equal key goes after the ones already kept.
      if (size === count && !(d < keys[size - 1]!)) continue;
      let p = size < count ? size++ : size - 1;
      while (p > 0 && keys[p - 1]! > d) {
        keys[p] = keys[p - 1]!;
        ids[p] = ids[p - 1]!;
        p--;
      }
      keys[p] = d;
      ids[p] = k;
    }
    out.set(ids.subarray(0, count), j * count);
  }
  return out;
}

/** Sorted, disjoint windows: the latest-arrival scan relies on it. */
function mergeWindows(windows: readonly (readonly [number, number])[]): [number, number][] {
  const sorted = windows.filter(([a, b]) => a <= b).sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged;
}
