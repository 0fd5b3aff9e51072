import { Inserter } from './insertion.ts';
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
 * Each job goes at the end of the route's last trip, with an unloading before it when the trip is full.
 */
export function seedRoutes(inst: Instance, routes: readonly InitialRoute[], keepOrder: boolean): Seeded {
  const sol = new SolutionState(inst);
  const locked = new Uint8Array(inst.n);
  const jobIndex = new Map(inst.jobIds.map((id, j) => [id, j]));
  const vehicleIndex = new Map(inst.vehicleIds.map((id, v) => [id, v]));
  const inserter = new Inserter(inst);
  for (const initial of routes) {
    const v = vehicleIndex.get(initial.vehicleId);
    if (v === undefined) throw new Error(`Unknown vehicle in initial routes: ${initial.vehicleId}`);
    const route = sol.routes[v]!;
    for (const id of initial.jobIds) {
      const j = jobIndex.get(id);
      if (j === undefined) throw new Error(`Unknown job in initial routes: ${id}`);
      if (sol.jobRoute[j] !== -1) throw new Error(`Job ${id} appears twice in the initial routes`);
      if (inst.compatible[j * inst.m + v] === 0) continue;
      // Before the final unloading, if the route already ends with one.
      const finalUnload =
        route.len > 0 && route.isStore(route.nodes[route.len]!) && inst.returnEmpty[v] === 1;
      if (!inserter.best(sol, j, null, 0, v, finalUnload ? route.len : route.len + 1)) continue;
      inserter.apply(sol, j);
      if (keepOrder) locked[j] = 1;
    }
  }
  sol.clearDirty();
  return { sol, locked };
}
