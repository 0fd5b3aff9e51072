import type { Instance } from './instance.ts';
import { earliestStart, routeDuration } from './schedule.ts';
import type { UnassignedReason } from './types.ts';

/**
 * Why job j is unserved: the first constraint that rules out every vehicle on its own (skills, then
 * capacity, then time windows, then duration); if some vehicle could serve it alone, the fleet is full.
 */
export function unassignedReason(inst: Instance, j: number): UnassignedReason {
  const { m, dims, nodes: N } = inst;
  let reason: UnassignedReason = 'skills';
  const rank: Record<UnassignedReason, number> = {
    skills: 0,
    capacity: 1,
    time_window: 2,
    max_duration: 3,
    no_vehicle: 4,
  };
  const raise = (r: UnassignedReason) => {
    if (rank[r] > rank[reason]) reason = r;
  };
  for (let v = 0; v < m; v++) {
    if (inst.compatible[j * m + v] === 0) continue;
    raise('capacity');
    let fits = true;
    for (let d = 0; d < dims; d++)
      if (inst.demand[j * dims + d]! > inst.capacity[v * dims + d]!) fits = false;
    if (!fits) continue;
    raise('time_window');
    const s0 = inst.vStart[v]!;
    const e0 = inst.vEnd[v]!;
    const start = earliestStart(inst, j, inst.shiftStart[v]! + inst.time[s0 * N + j]!);
    if (start === Number.POSITIVE_INFINITY) continue;
    const back = start + inst.service[j]! + inst.time[j * N + e0]!;
    if (back > inst.shiftEnd[v]!) continue;
    raise('max_duration');
    if (routeDuration(inst, v, j, start, back) > inst.maxDuration[v]!) continue;
    raise('no_vehicle');
  }
  return reason;
}
