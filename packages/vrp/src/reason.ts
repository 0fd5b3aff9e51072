import type { Instance } from './instance.ts';
import { Replay } from './sequence.ts';
import type { UnassignedReason } from './types.ts';

const RANK: Record<UnassignedReason, number> = {
  skills: 0,
  capacity: 1,
  store: 2,
  time_window: 3,
  max_duration: 4,
  no_vehicle: 5,
};

/**
 * Why job j is unserved: the first constraint that rules out every vehicle on its own (skills, then
 * capacity, then a store to unload at, then time windows and shift, then duration); if some vehicle could
 * serve it alone, the fleet is full.
 */
export function unassignedReason(inst: Instance, j: number, replay = new Replay(inst)): UnassignedReason {
  const { m, dims, n } = inst;
  let reason: UnassignedReason = 'skills';
  const raise = (r: UnassignedReason) => {
    if (RANK[r] > RANK[reason]) reason = r;
  };
  const seq = new Int32Array(2);
  seq[0] = j;
  for (let v = 0; v < m; v++) {
    if (inst.compatible[j * m + v] === 0) continue;
    raise('capacity');
    let fits = true;
    for (let d = 0; d < dims; d++)
      if (inst.demand[j * dims + d]! > inst.capacity[v * dims + d]!) fits = false;
    if (!fits) continue;
    raise('store');
    // The job alone, or followed by an unloading at a store that takes its load.
    const routes: number[] = [];
    let empty = true;
    for (let d = 0; d < dims; d++) if (inst.demand[j * dims + d]! > 0) empty = false;
    if (inst.returnEmpty[v] === 0 || empty) routes.push(-1);
    for (let s = 0; s < inst.stores; s++) if ((inst.jobClass[j]! & ~inst.accepts[s]!) === 0) routes.push(s);
    if (routes.length === 0) continue;
    raise('time_window');
    const fitsAlone = (ignoreDuration: boolean) =>
      routes.some((s) => {
        seq[1] = n + s;
        return replay.feasible(v, seq, s < 0 ? 1 : 2, ignoreDuration);
      });
    if (!fitsAlone(true)) continue;
    raise('max_duration');
    if (!fitsAlone(false)) continue;
    raise('no_vehicle');
  }
  return reason;
}
