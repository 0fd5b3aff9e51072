import type { IndexedProblem } from '../locations.ts';
import type { Solution } from '../types.ts';

export interface CheckResult {
  feasible: boolean;
  violations: string[];
  /** Recomputed from the matrix. */
  distance: number;
  /** Recomputed from the matrix and the vehicles' costs. */
  cost: number;
}

const EPS = 1e-6;
const close = (a: number, b: number) => Math.abs(a - b) <= EPS * Math.max(1, Math.abs(a), Math.abs(b));

/**
 * Independent check of a solution to a general problem, replaying every route from the raw model (it
 * shares no code with the solver):
 *  - each job exactly once (served or reported unassigned), each vehicle at most once, known stores;
 *  - skills; capacity per dimension and load classes trip by trip (a trip ends at each unloading), the
 *    stores' accepted classes, and no load left on board at the end when the vehicle must return empty;
 *  - the schedule from the reported departure: travel times, the break (within its window, on arrival
 *    at the stop it is reported at, or at the end; owed unless the day ends before its window opens),
 *    time windows and opening hours with waiting, service and unloading times, the shift and the
 *    maximum duration; every reported time must equal the replayed one;
 *  - reported distances, durations and costs.
 */
export function checkSolution(problem: IndexedProblem, solution: Solution): CheckResult {
  const violations: string[] = [];
  const { matrix } = problem;
  const jobs = new Map(problem.jobs.map((j) => [j.id, j]));
  const stores = new Map((problem.stores ?? []).map((s) => [s.id, s]));
  const vehicles = new Map(problem.vehicles.map((v) => [v.id, v]));
  const conflicts = new Set(
    (problem.incompatibleClasses ?? []).flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]),
  );
  const seen = new Map<string, number>();
  const usedVehicles = new Set<string>();
  let distance = 0;
  let cost = 0;
  const at = (l: unknown) => l as number;
  const travel = (from: number | undefined, to: number | undefined) =>
    from === undefined || to === undefined
      ? { d: 0, t: 0 }
      : { d: matrix.distances[from * matrix.size + to]!, t: matrix.durations[from * matrix.size + to]! };
  const serviceStart = (ready: number, windows: readonly (readonly [number, number])[] | undefined) => {
    const starts = (windows ?? [[Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY]])
      .filter(([a, b]) => a <= b && ready <= b + EPS)
      .map(([a]) => Math.max(a, ready));
    return starts.length === 0 ? undefined : Math.min(...starts);
  };

  for (const route of solution.routes) {
    const vehicle = vehicles.get(route.vehicleId);
    if (!vehicle) {
      violations.push(`unknown vehicle ${route.vehicleId}`);
      continue;
    }
    const name = `vehicle ${vehicle.id}`;
    if (usedVehicles.has(vehicle.id)) violations.push(`${name} has two routes`);
    usedVehicles.add(vehicle.id);
    const [shiftStart, shiftEnd] = vehicle.shift ?? [0, Number.POSITIVE_INFINITY];
    if (route.departure < shiftStart - EPS) violations.push(`${name} leaves before its shift`);
    const skills = new Set(vehicle.skills ?? []);
    // A break whose window lies outside the shift is not owed (and cannot be taken).
    const given = vehicle.break;
    const brk =
      given && given.window[1] >= shiftStart && given.window[0] + given.duration <= shiftEnd
        ? given
        : undefined;
    if (route.break && !brk) violations.push(`${name} takes a break it does not have`);
    if (route.break && (route.break.atStop < 0 || route.break.atStop > route.stops.length))
      violations.push(`${name}: break at stop ${route.break.atStop}, which does not exist`);
    const breakAt = route.break?.atStop ?? -1;
    // The break on arrival: it begins when the vehicle arrives or its window opens, and must begin in it.
    const takeBreak = (arrival: number, where: string) => {
      if (!brk) return arrival;
      const begin = Math.max(arrival, brk.window[0]);
      if (begin > brk.window[1] + EPS)
        violations.push(`${name}: break ${where} would begin at ${begin}, after its window`);
      if (route.break && (!close(route.break.start, begin) || !close(route.break.end, begin + brk.duration)))
        violations.push(
          `${name}: break reported ${route.break.start}-${route.break.end}, replay gives ${begin}`,
        );
      return begin + brk.duration;
    };

    let trip: number[] = [];
    let classes = new Set<string>();
    const overCapacity = (where: string, limit: (k: number) => number | undefined) => {
      trip.forEach((q, k) => {
        const cap = limit(k);
        if (cap !== undefined && q > cap + EPS)
          violations.push(`${name} carries ${q} > ${cap} (${k}) ${where}`);
      });
    };
    let time = route.departure;
    let place = vehicle.start === undefined ? undefined : at(vehicle.start);
    let routeDistance = 0;
    route.stops.forEach((stop, k) => {
      const target = stop.type === 'job' ? jobs.get(stop.jobId) : stores.get(stop.storeId);
      if (!target) {
        violations.push(`${name}: unknown ${stop.type} ${stop.type === 'job' ? stop.jobId : stop.storeId}`);
        return;
      }
      const leg = travel(place ?? at(target.location), at(target.location));
      routeDistance += leg.d;
      const arrival = time + leg.t;
      const ready = k === breakAt ? takeBreak(arrival, `at stop ${k}`) : arrival;
      const begin = serviceStart(ready, target.timeWindows);
      const where = stop.type === 'job' ? `job ${stop.jobId}` : `store ${stop.storeId}`;
      if (begin === undefined) violations.push(`${where}: arrival at ${ready} after its time windows`);
      const start = begin ?? ready;
      const departure = start + (target.service ?? 0);
      if (!close(stop.arrival, arrival) || !close(stop.start, start) || !close(stop.departure, departure))
        violations.push(
          `${where}: reported ${stop.arrival}/${stop.start}/${stop.departure}, replay gives ${arrival}/${start}/${departure}`,
        );
      if (stop.type === 'job') {
        const job = jobs.get(stop.jobId)!;
        seen.set(job.id, (seen.get(job.id) ?? 0) + 1);
        for (const s of job.skills ?? [])
          if (!skills.has(s)) violations.push(`job ${job.id} needs ${s}, ${name} lacks it`);
        (job.demand ?? []).forEach((q, d) => {
          trip[d] = (trip[d] ?? 0) + q;
        });
        if (job.loadClass !== undefined) {
          for (const other of classes)
            if (conflicts.has(`${job.loadClass}|${other}`))
              violations.push(`${name} carries ${job.loadClass} with ${other} (job ${job.id})`);
          classes.add(job.loadClass);
        }
      } else {
        const store = stores.get(stop.storeId)!;
        overCapacity(`into store ${store.id}`, (d) => vehicle.capacity?.[d]);
        for (const c of classes)
          if (store.accepts && !store.accepts.includes(c))
            violations.push(`store ${store.id} refuses ${c} from ${name}`);
        trip = [];
        classes = new Set();
      }
      const dims = Math.max(stop.load.length, trip.length);
      for (let d = 0; d < dims; d++)
        if (!close(stop.load[d] ?? 0, trip[d] ?? 0))
          violations.push(`${where}: reported load ${stop.load} differs from ${trip}`);
      time = departure;
      place = at(target.location);
    });
    const end = vehicle.end === undefined ? undefined : at(vehicle.end);
    const leg = travel(place, end ?? place);
    routeDistance += leg.d;
    const arrival = time + leg.t;
    let dayEnd = arrival;
    if (breakAt === route.stops.length) dayEnd = takeBreak(arrival, 'at the end');
    if (brk && route.stops.length > 0 && !route.break && arrival > brk.window[0] + EPS)
      violations.push(`${name} works past ${brk.window[0]} without its break`);
    if (dayEnd > shiftEnd + EPS) violations.push(`${name} ends at ${dayEnd} after its shift`);
    const duration = dayEnd - route.departure;
    if (vehicle.maxDuration !== undefined && duration > vehicle.maxDuration + EPS)
      violations.push(`${name} route lasts ${duration} > ${vehicle.maxDuration}`);
    if ((problem.stores?.length ?? 0) > 0 && vehicle.returnEmpty !== false)
      overCapacity('at the end, which it must reach empty', () => 0);
    else overCapacity('at the end', (d) => vehicle.capacity?.[d]);
    if (!close(route.arrival, arrival))
      violations.push(`${name}: reported arrival ${route.arrival}, replay gives ${arrival}`);
    if (!close(route.duration, duration))
      violations.push(`${name}: reported duration ${route.duration}, replay gives ${duration}`);
    if (!close(route.distance, routeDistance))
      violations.push(`${name}: reported distance ${route.distance}, replay gives ${routeDistance}`);
    const routeCost =
      routeDistance * (vehicle.costPerDistance ?? 1) +
      duration * (vehicle.costPerTime ?? 0) +
      (vehicle.fixedCost ?? 0);
    if (!close(route.cost, routeCost))
      violations.push(`${name}: reported cost ${route.cost}, replay gives ${routeCost}`);
    distance += routeDistance;
    cost += routeCost;
  }
  for (const u of solution.unassigned) seen.set(u.jobId, (seen.get(u.jobId) ?? 0) + 1);
  for (const job of problem.jobs) {
    const times = seen.get(job.id) ?? 0;
    if (times === 0) violations.push(`job ${job.id} missing`);
    if (times > 1) violations.push(`job ${job.id} appears ${times} times`);
  }
  if (!close(distance, solution.distance)) {
    violations.push(`reported distance ${solution.distance} differs from ${distance}`);
  }
  if (!close(cost, solution.cost)) violations.push(`reported cost ${solution.cost} differs from ${cost}`);
  return { feasible: violations.length === 0, violations, distance, cost };
}
