import type { Instance } from './instance.ts';
import { unassignedReason } from './reason.ts';
import type { SolutionState } from './state.ts';
import type { Route, Solution, Stop } from './types.ts';

/** Public form of a solution: stops with their schedule, and every unserved job with its reason. */
export function toSolution(inst: Instance, sol: SolutionState, iterations: number, ms: number): Solution {
  const N = inst.nodes;
  const dims = inst.dims;
  const routes: Route[] = [];
  for (const r of sol.routes) {
    if (r.len === 0) continue;
    const first = r.nodes[1]!;
    const startNode = r.nodes[0]!;
    const leave = r.start[1]! - inst.time[startNode * N + first]!;
    const departure = Math.max(inst.shiftStart[r.v]!, leave);
    const stops: Stop[] = [];
    let clock = departure;
    let prev = startNode;
    const load = new Array<number>(dims).fill(0);
    for (let i = 1; i <= r.len; i++) {
      const j = r.nodes[i]!;
      const arrival = clock + inst.time[prev * N + j]!;
      const start = r.start[i]!;
      stops.push({
        jobId: inst.jobIds[j]!,
        arrival,
        start,
        departure: start + inst.service[j]!,
        load: load.map((q, d) => q + inst.demand[j * dims + d]!),
      });
      for (let d = 0; d < dims; d++) load[d] = load[d]! + inst.demand[j * dims + d]!;
      clock = start + inst.service[j]!;
      prev = j;
    }
    const arrival = r.start[r.len + 1]!;
    routes.push({
      vehicleId: inst.vehicleIds[r.v]!,
      departure,
      arrival,
      distance: r.dist,
      duration: arrival - departure,
      cost: r.cost,
      stops,
    });
  }
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
