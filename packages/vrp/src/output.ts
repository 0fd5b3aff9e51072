import type { Instance } from './instance.ts';
import { unassignedReason } from './reason.ts';
import type { RouteState } from './route.ts';
import type { SolutionState } from './state.ts';
import type { Route, RouteBreak, Solution, Stop } from './types.ts';

/** Public form of a solution: stops with their schedule, and every unserved job with its reason. */
export function toSolution(inst: Instance, sol: SolutionState, iterations: number, ms: number): Solution {
  const routes: Route[] = [];
  for (const r of sol.routes) if (r.len > 0) routes.push(toRoute(inst, r));
  const unassigned = [...sol.absent]
    .sort((a, b) => a - b)
    .map((j) => ({ jobId: inst.jobIds[j]!, reason: unassignedReason(inst, j) }));
  return {
    routes,
    unassigned,
    cost: routes.reduce((s, r) => s + r.cost, 0),
    distance: routes.reduce((s, r) => s + r.distance, 0),
    vehiclesUsed: routes.length,
    iterations,
    ms,
  };
}

/**
 * The schedule of one route from its caches: the earliest schedule, with the departure delayed as
 * `dayOf` says, the break where `dayOf` found it (stops before it use the "pending" starts, the others
 * the "done" ones), and the load on board reset at every unloading.
 */
function toRoute(inst: Instance, r: RouteState): Route {
  const N = inst.nodes;
  const dims = inst.dims;
  const v = r.v;
  const { departure, breakAt } = r.day;
  const stops: Stop[] = [];
  let brk: RouteBreak | undefined;
  let clock = departure;
  let prev = r.nodes[0]!;
  const load = new Array<number>(dims).fill(0);
  const last = r.len + 1;
  for (let i = 1; i <= last; i++) {
    const x = r.nodes[i]!;
    const arrival = clock + inst.time[prev * N + x]!;
    const pending = breakAt >= 0 && i < breakAt;
    const start = inst.hasBreak[v] === 1 && (pending || breakAt < 0) ? r.start0[i]! : r.start[i]!;
    if (i === breakAt) {
      const begin = Math.max(arrival, inst.breakStart[v]!);
      brk = { atStop: i - 1, start: begin, end: begin + inst.breakDuration[v]! };
    }
    if (i === last) {
      // The end: `start` is the arrival, or the end of a break taken there.
      return {
        vehicleId: inst.vehicleIds[v]!,
        departure,
        arrival,
        distance: r.dist,
        duration: r.duration,
        cost: r.cost,
        stops,
        ...(brk ? { break: brk } : {}),
      };
    }
    if (x < inst.n) {
      for (let d = 0; d < dims; d++) load[d] = load[d]! + inst.demand[x * dims + d]!;
      stops.push({
        type: 'job',
        jobId: inst.jobIds[x]!,
        arrival,
        start,
        departure: start + inst.service[x]!,
        load: [...load],
      });
    } else {
      load.fill(0);
      stops.push({
        type: 'store',
        storeId: inst.storeIds[x - inst.n]!,
        arrival,
        start,
        departure: start + inst.service[x]!,
        load: [...load],
      });
    }
    clock = start + inst.service[x]!;
    prev = x;
  }
  throw new Error('unreachable: the loop returns at the end of the route');
}

/** Ids of the jobs a route serves, in order (its store visits left out). */
export function routeJobIds(route: Route): string[] {
  return route.stops.flatMap((s) => (s.type === 'job' ? [s.jobId] : []));
}
