import type { IndexedProblem } from '../locations.ts';
import type { Solution } from '../types.ts';

export interface CheckResult {
  feasible: boolean;
  violations: string[];
  /** Recomputed from the matrix. */
  distance: number;
}

const EPS = 1e-6;

/**
 * Independent check of a solution to a general problem, replaying every route from the raw model (it
 * shares no code with the solver): each job exactly once (served or reported unassigned), vehicles used
 * once, skills, capacity per dimension, time windows with waiting, service times, shift window and
 * maximum duration.
 */
export function checkSolution(problem: IndexedProblem, solution: Solution): CheckResult {
  const violations: string[] = [];
  const { matrix } = problem;
  const jobs = new Map(problem.jobs.map((j) => [j.id, j]));
  const vehicles = new Map(problem.vehicles.map((v) => [v.id, v]));
  const seen = new Map<string, number>();
  const usedVehicles = new Set<string>();
  let distance = 0;
  const at = (l: unknown) => l as number;
  const travel = (from: number | undefined, to: number | undefined) =>
    from === undefined || to === undefined
      ? { d: 0, t: 0 }
      : { d: matrix.distances[from * matrix.size + to]!, t: matrix.durations[from * matrix.size + to]! };

  for (const route of solution.routes) {
    const vehicle = vehicles.get(route.vehicleId);
    if (!vehicle) {
      violations.push(`unknown vehicle ${route.vehicleId}`);
      continue;
    }
    if (usedVehicles.has(vehicle.id)) violations.push(`vehicle ${vehicle.id} has two routes`);
    usedVehicles.add(vehicle.id);
    const [shiftStart, shiftEnd] = vehicle.shift ?? [0, Number.POSITIVE_INFINITY];
    if (route.departure < shiftStart - EPS) violations.push(`vehicle ${vehicle.id} leaves before its shift`);
    const skills = new Set(vehicle.skills ?? []);
    const load: number[] = [];
    let time = route.departure;
    let place = vehicle.start === undefined ? undefined : at(vehicle.start);
    for (const stop of route.stops) {
      const job = jobs.get(stop.jobId);
      if (!job) {
        violations.push(`unknown job ${stop.jobId}`);
        continue;
      }
      seen.set(job.id, (seen.get(job.id) ?? 0) + 1);
      for (const s of job.skills ?? []) {
        if (!skills.has(s)) violations.push(`job ${job.id} needs ${s}, vehicle ${vehicle.id} lacks it`);
      }
      (job.demand ?? []).forEach((q, k) => {
        load[k] = (load[k] ?? 0) + q;
      });
      const leg = travel(place ?? at(job.location), at(job.location));
      distance += leg.d;
      const arrival = time + leg.t;
      const windows = job.timeWindows ?? [[Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY]];
      const starts = windows.filter(([, b]) => arrival <= b + EPS).map(([a]) => Math.max(a, arrival));
      if (starts.length === 0) {
        violations.push(`job ${job.id}: arrival at ${arrival} after its time windows`);
        time = arrival + (job.service ?? 0);
      } else {
        time = Math.min(...starts) + (job.service ?? 0);
      }
      place = at(job.location);
    }
    const end = vehicle.end === undefined ? undefined : at(vehicle.end);
    const leg = travel(place, end ?? place);
    distance += leg.d;
    const arrival = time + leg.t;
    if (arrival > shiftEnd + EPS) violations.push(`vehicle ${vehicle.id} ends at ${arrival} after its shift`);
    if (vehicle.maxDuration !== undefined && arrival - route.departure > vehicle.maxDuration + EPS) {
      violations.push(
        `vehicle ${vehicle.id} route lasts ${arrival - route.departure} > ${vehicle.maxDuration}`,
      );
    }
    load.forEach((q, k) => {
      const cap = vehicle.capacity?.[k];
      if (cap !== undefined && q > cap + EPS)
        violations.push(`vehicle ${vehicle.id} carries ${q} > ${cap} (${k})`);
    });
  }
  for (const u of solution.unassigned) seen.set(u.jobId, (seen.get(u.jobId) ?? 0) + 1);
  for (const job of problem.jobs) {
    const times = seen.get(job.id) ?? 0;
    if (times === 0) violations.push(`job ${job.id} missing`);
    if (times > 1) violations.push(`job ${job.id} appears ${times} times`);
  }
  if (Math.abs(distance - solution.distance) > 1e-6 * Math.max(1, distance)) {
    violations.push(`reported distance ${solution.distance} differs from ${distance}`);
  }
  return { feasible: violations.length === 0, violations, distance };
}
