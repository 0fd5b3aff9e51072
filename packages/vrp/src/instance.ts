import type { IndexedProblem } from './locations.ts';

/**
 * The problem compiled into flat typed arrays for the search. Nodes 0..n-1 are jobs; the rest are the
 * vehicles' start and end places (one node per distinct location, plus a "nowhere" node at zero distance
 * from everything for vehicles without a start or an end).
 */
export interface Instance {
  n: number;
  m: number;
  dims: number;
  /** Number of nodes (jobs and depots); matrices are nodes x nodes. */
  nodes: number;
  dist: Float64Array;
  time: Float64Array;
  service: Float64Array;
  demand: Float64Array;
  /** Windows of job j are twStart/twEnd[twOffset[j] .. twOffset[j + 1]), sorted by start. */
  twOffset: Int32Array;
  twStart: Float64Array;
  twEnd: Float64Array;
  /** End of the last window of each job: nothing can start later. */
  lastEnd: Float64Array;
  vStart: Int32Array;
  vEnd: Int32Array;
  shiftStart: Float64Array;
  shiftEnd: Float64Array;
  capacity: Float64Array;
  maxDuration: Float64Array;
  costPerDistance: Float64Array;
  fixedCost: Float64Array;
  /** Vehicles with the same type are interchangeable; only one empty vehicle per type is worth trying. */
  vType: Int32Array;
  types: number;
  /** compatible[j * m + v] = 1 when vehicle v has every skill job j needs. */
  compatible: Uint8Array;
  /** Cost charged for leaving job j unserved: far above any routing cost, scaled by priority. */
  penalty: Float64Array;
  /** For each job, the other jobs by increasing distance (first `neighbourCount`). */
  neighbours: Int32Array;
  neighbourCount: number;
  jobIds: readonly string[];
  vehicleIds: readonly string[];
}

const MAX_NEIGHBOURS = 100;

export function compile(problem: IndexedProblem): Instance {
  const { jobs, vehicles, matrix } = problem;
  const n = jobs.length;
  const m = vehicles.length;
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

  // Node locations: jobs first, then distinct depot locations; -1 is the "nowhere" node.
  const nodeLocation: number[] = jobs.map((j) => location(j.location, `job ${j.id}`));
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
  const time = new Float64Array(nodes * nodes);
  for (let a = 0; a < nodes; a++) {
    const la = nodeLocation[a]!;
    if (la < 0) continue;
    for (let b = 0; b < nodes; b++) {
      const lb = nodeLocation[b]!;
      if (lb < 0) continue;
      dist[a * nodes + b] = matrix.distances[la * matrix.size + lb]!;
      time[a * nodes + b] = matrix.durations[la * matrix.size + lb]!;
    }
  }

  const service = new Float64Array(nodes);
  const demand = new Float64Array(n * dims);
  const twOffset = new Int32Array(n + 1);
  const starts: number[] = [];
  const ends: number[] = [];
  const lastEnd = new Float64Array(n);
  const priority = new Float64Array(n);
  jobs.forEach((job, j) => {
    service[j] = job.service ?? 0;
    job.demand?.forEach((d, k) => {
      demand[j * dims + k] = d;
    });
    const windows = mergeWindows(job.timeWindows ?? [[Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY]]);
    twOffset[j] = starts.length;
    for (const [a, b] of windows) {
      starts.push(a);
      ends.push(b);
    }
    // A job whose windows are all empty can never be served; an impossible window says so.
    if (windows.length === 0) {
      starts.push(Number.POSITIVE_INFINITY);
      ends.push(Number.NEGATIVE_INFINITY);
    }
    lastEnd[j] = ends[ends.length - 1]!;
    priority[j] = Math.min(100, Math.max(0, job.priority ?? 0));
  });
  twOffset[n] = starts.length;

  const capacity = new Float64Array(m * dims).fill(Number.POSITIVE_INFINITY);
  const shiftStart = new Float64Array(m);
  const shiftEnd = new Float64Array(m);
  const maxDuration = new Float64Array(m);
  const costPerDistance = new Float64Array(m);
  const fixedCost = new Float64Array(m);
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
    fixedCost[i] = v.fixedCost ?? 0;
    const key = JSON.stringify([
      vStart[i],
      vEnd[i],
      Array.from(capacity.subarray(i * dims, (i + 1) * dims)),
      shiftStart[i],
      shiftEnd[i],
      maxDuration[i],
      costPerDistance[i],
      fixedCost[i],
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
  // possible trip cost; priority multiplies it so that important jobs are dropped last.
  let maxTrip = 1;
  for (let i = 0; i < dist.length; i++) if (dist[i]! > maxTrip && dist[i]! < 1e11) maxTrip = dist[i]!;
  const maxCost = Math.max(1, ...Array.from(costPerDistance));
  const maxFixed = Math.max(0, ...Array.from(fixedCost));
  const base = 1000 * (maxTrip * maxCost * 2 + maxFixed);
  const penalty = priority.map((p) => base * (1 + p));

  const neighbourCount = Math.min(Math.max(n - 1, 0), MAX_NEIGHBOURS);
  const neighbours = new Int32Array(n * neighbourCount);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let j = 0; j < n; j++) {
    const d = (k: number) => dist[j * nodes + k]! + dist[k * nodes + j]!;
    const sorted = order.filter((k) => k !== j).sort((a, b) => d(a) - d(b) || a - b);
    for (let k = 0; k < neighbourCount; k++) neighbours[j * neighbourCount + k] = sorted[k]!;
  }

  return {
    n,
    m,
    dims,
    nodes,
    dist,
    time,
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
    fixedCost,
    vType,
    types: typeKeys.size,
    compatible,
    penalty,
    neighbours,
    neighbourCount,
    jobIds: jobs.map((j) => j.id),
    vehicleIds: vehicles.map((v) => v.id),
  };
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
