import type { Instance } from './instance.ts';

// Time rules shared by the route caches, the insertion check and the full replay. A vehicle may wait
// for a window to open; service must start inside a window; depots (nodes >= windowed) have no window.
//
// A driver's break is handled without a node of its own: every schedule is kept in two states, "break
// still pending" and "break done" (a vehicle without a break is always "done"). The break is taken on
// arrival at a stop, before its service, and may overlap the wait for the stop's window; taking it on
// arrival is never later than taking it after the previous service, so no other place needs trying.
// Every rule is monotone (arriving earlier never makes anything later), which keeps the O(1) insertion
// checks exact: a route is feasible when its earliest schedule meets its latest one in either state.

/** Earliest feasible service start at node `x` for an arrival at `arrival`, or +Infinity if none. */
export function earliestStart(inst: Instance, x: number, arrival: number): number {
  if (x >= inst.windowed) return arrival;
  const end = inst.twOffset[x + 1]!;
  for (let w = inst.twOffset[x]!; w < end; w++) {
    if (arrival <= inst.twEnd[w]!) return arrival > inst.twStart[w]! ? arrival : inst.twStart[w]!;
  }
  return Number.POSITIVE_INFINITY;
}

/** Latest arrival (ready time) at node `x` from which service can finish and leave by `leaveBy`, or -Infinity. */
export function latestArrival(inst: Instance, x: number, leaveBy: number): number {
  const limit = leaveBy - inst.service[x]!;
  if (x >= inst.windowed) return limit;
  for (let w = inst.twOffset[x + 1]! - 1; w >= inst.twOffset[x]!; w--) {
    if (inst.twStart[w]! <= limit) return limit < inst.twEnd[w]! ? limit : inst.twEnd[w]!;
  }
  return Number.NEGATIVE_INFINITY;
}

/** Ready time after vehicle v's break, begun on arrival (or when its window opens); +Infinity if too late. */
export function afterBreak(inst: Instance, v: number, arrival: number): number {
  const begin = arrival > inst.breakStart[v]! ? arrival : inst.breakStart[v]!;
  return begin <= inst.breakEnd[v]! ? begin + inst.breakDuration[v]! : Number.POSITIVE_INFINITY;
}

/**
 * Latest arrival at a node with the break still pending, given the latest arrival there with the break
 * done (`latestDone`) and without taking it there (`latestNoBreak`): either keep it for later, or take it
 * on arrival so that it ends by `latestDone`.
 */
export function latestPending(inst: Instance, v: number, latestDone: number, latestNoBreak: number): number {
  const limit = Math.min(latestDone - inst.breakDuration[v]!, inst.breakEnd[v]!);
  const withBreak = limit >= inst.breakStart[v]! ? limit : Number.NEGATIVE_INFINITY;
  return latestNoBreak > withBreak ? latestNoBreak : withBreak;
}

/**
 * Latest arrival at the end with the break pending: by the shift end if the day is over before the
 * break window opens (no break owed), or late enough to take it there and still end the shift on time.
 */
export function latestPendingAtEnd(inst: Instance, v: number): number {
  const end = inst.shiftEnd[v]!;
  return latestPending(inst, v, end, Math.min(end, inst.breakStart[v]!));
}
