import type { Instance } from './instance.ts';

// Time rules shared by the route caches, the insertion check and the full replay. A vehicle may wait
// for a window to open; service must start inside a window; depots (nodes >= n) have no window.

/** Earliest feasible service start at node `j` for an arrival at `arrival`, or +Infinity if none. */
export function earliestStart(inst: Instance, j: number, arrival: number): number {
  if (j >= inst.n) return arrival;
  const end = inst.twOffset[j + 1]!;
  for (let w = inst.twOffset[j]!; w < end; w++) {
    if (arrival <= inst.twEnd[w]!) return arrival > inst.twStart[w]! ? arrival : inst.twStart[w]!;
  }
  return Number.POSITIVE_INFINITY;
}

/** Latest arrival at job `j` from which service can finish and leave by `leaveBy`, or -Infinity. */
export function latestArrival(inst: Instance, j: number, leaveBy: number): number {
  const limit = leaveBy - inst.service[j]!;
  if (j >= inst.n) return limit;
  for (let w = inst.twOffset[j + 1]! - 1; w >= inst.twOffset[j]!; w--) {
    if (inst.twStart[w]! <= limit) return limit < inst.twEnd[w]! ? limit : inst.twEnd[w]!;
  }
  return Number.NEGATIVE_INFINITY;
}

/** Duration of a route whose first job (or -1 when empty) starts service at `firstStart`. */
export function routeDuration(
  inst: Instance,
  v: number,
  first: number,
  firstStart: number,
  endArrival: number,
): number {
  if (first < 0) return 0;
  const leave = firstStart - inst.time[inst.vStart[v]! * inst.nodes + first]!;
  const departure = leave > inst.shiftStart[v]! ? leave : inst.shiftStart[v]!;
  return endArrival - departure;
}
