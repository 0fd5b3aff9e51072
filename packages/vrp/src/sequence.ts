import type { Instance } from './instance.ts';
import { earliestStart, routeDuration } from './schedule.ts';

/**
 * Full check of a candidate route for vehicle v visiting jobs seq[0..len): skills, capacity, windows,
 * shift end and maximum duration. Returns its distance, or NaN when infeasible. O(len); the local search calls it
 * only for moves that already shorten the routes, so the linear cost is rarely paid.
 */
export function sequenceDistance(inst: Instance, v: number, seq: Int32Array, len: number): number {
  const N = inst.nodes;
  const dims = inst.dims;
  for (let d = 0; d < dims; d++) {
    let load = 0;
    for (let i = 0; i < len; i++) load += inst.demand[seq[i]! * dims + d]!;
    if (load > inst.capacity[v * dims + d]!) return Number.NaN;
  }
  let prev = inst.vStart[v]!;
  let clock = inst.shiftStart[v]!;
  let dist = 0;
  let firstStart = 0;
  for (let i = 0; i < len; i++) {
    const j = seq[i]!;
    if (inst.compatible[j * inst.m + v] === 0) return Number.NaN;
    const s = earliestStart(inst, j, clock + inst.service[prev]! + inst.time[prev * N + j]!);
    if (s === Number.POSITIVE_INFINITY) return Number.NaN;
    if (i === 0) firstStart = s;
    dist += inst.dist[prev * N + j]!;
    clock = s;
    prev = j;
  }
  const end = inst.vEnd[v]!;
  const arrival = clock + inst.service[prev]! + inst.time[prev * N + end]!;
  if (arrival > inst.shiftEnd[v]!) return Number.NaN;
  if (len > 0 && routeDuration(inst, v, seq[0]!, firstStart, arrival) > inst.maxDuration[v]!)
    return Number.NaN;
  return dist + inst.dist[prev * N + end]!;
}
