import { compile, type Instance } from '../src/instance.ts';
import type { IndexedProblem } from '../src/locations.ts';
import { euclideanMatrix } from '../src/matrix/euclidean.ts';
import { SolutionState } from '../src/state.ts';
import type { Job, TimeWindow, Vehicle } from '../src/types.ts';

export interface PlaneJob {
  at: readonly [number, number];
  demand?: number;
  service?: number;
  window?: TimeWindow;
}

/**
 * A problem on the plane with the depot at location 0 and job k (id "k+1") at location k + 1, so that
 * travel time equals distance as in the Solomon benchmark.
 */
export function planeProblem(
  depot: readonly [number, number],
  jobs: readonly PlaneJob[],
  vehicles: number,
  capacity = 1000,
  extra: Partial<Vehicle> = {},
): IndexedProblem {
  const matrix = euclideanMatrix([depot, ...jobs.map((j) => j.at)]);
  return {
    matrix,
    jobs: jobs.map(
      (j, k): Job => ({
        id: String(k + 1),
        location: k + 1,
        demand: [j.demand ?? 1],
        service: j.service ?? 0,
        ...(j.window ? { timeWindows: [j.window] } : {}),
      }),
    ),
    vehicles: Array.from({ length: vehicles }, (_, v) => ({
      id: `v${v + 1}`,
      start: 0,
      end: 0,
      capacity: [capacity],
      ...extra,
    })),
  };
}

/** Internal state with the given routes (lists of job indices, 0-based) on vehicles 0, 1, ... */
export function stateWith(inst: Instance, routes: readonly (readonly number[])[]): SolutionState {
  const sol = new SolutionState(inst);
  routes.forEach((jobs, r) => {
    sol.setRoute(r, Int32Array.from(jobs));
  });
  sol.syncAbsent();
  sol.clearDirty();
  return sol;
}

export function routesOf(sol: SolutionState): number[][] {
  return sol.routes.filter((r) => r.len > 0).map((r) => Array.from(r.nodes.subarray(1, r.len + 1)));
}

export function compilePlane(...args: Parameters<typeof planeProblem>): Instance {
  return compile(planeProblem(...args));
}
