import type { Instance } from './instance.ts';
import { SolutionState } from './state.ts';
import type { InitialRoute } from './types.ts';

export interface Seeded {
  sol: SolutionState;
  /** Jobs whose vehicle and relative order must not change. */
  locked: Uint8Array;
}

/**
 * Places the caller's existing routes. A job that no longer fits where it was (capacity, windows) is
 * left out and treated as new; with `keepOrder` the placed jobs are locked in their route and order.
 */
export function seedRoutes(inst: Instance, routes: readonly InitialRoute[], keepOrder: boolean): Seeded {
  const sol = new SolutionState(inst);
  const locked = new Uint8Array(inst.n);
  const jobIndex = new Map(inst.jobIds.map((id, j) => [id, j]));
  const vehicleIndex = new Map(inst.vehicleIds.map((id, v) => [id, v]));
  for (const initial of routes) {
    const v = vehicleIndex.get(initial.vehicleId);
    if (v === undefined) throw new Error(`Unknown vehicle in initial routes: ${initial.vehicleId}`);
    const route = sol.routes[v]!;
    for (const id of initial.jobIds) {
      const j = jobIndex.get(id);
      if (j === undefined) throw new Error(`Unknown job in initial routes: ${id}`);
      if (sol.jobRoute[j] !== -1) throw new Error(`Job ${id} appears twice in the initial routes`);
      if (inst.compatible[j * inst.m + v] === 0) continue;
      sol.insert(v, route.len + 1, j);
      if (!route.feasible) {
        sol.remove(v, [route.len]);
        continue;
      }
      if (keepOrder) locked[j] = 1;
    }
  }
  sol.clearDirty();
  return { sol, locked };
}
