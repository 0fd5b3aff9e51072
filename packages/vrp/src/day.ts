import type { Instance } from './instance.ts';
import { afterBreak, earliestStart } from './schedule.ts';

/** Result of one forward step: earliest service starts at the next node in both break states. */
export interface Step {
  done: number;
  pending: number;
  /** 1 when `done` comes from taking the break on arrival at this node. */
  brk: number;
}

/**
 * One forward step for vehicle v from node a to node x: `io` holds the service starts at a on the way
 * in and those at x on the way out. Without a break only `done` is meaningful. The times travel in the
 * object rather than as arguments: V8 boxes a fraction passed to a call it does not inline, and the
 * insertion checks take this step for every candidate gap of a vehicle with a break.
 */
export function step(inst: Instance, v: number, a: number, x: number, io: Step): void {
  const done = io.done;
  const pending = io.pending;
  const travel = inst.service[a]! + inst.time[a * inst.nodes + x]!;
  const arrival = done + travel;
  if (inst.hasBreak[v] === 0) {
    io.done = earliestStart(inst, x, arrival);
    io.pending = Number.POSITIVE_INFINITY;
    io.brk = 0;
    return;
  }
  const arrivalPending = pending + travel;
  const viaBreak = afterBreak(inst, v, arrivalPending);
  const taken = viaBreak < arrival;
  io.done = earliestStart(inst, x, taken ? viaBreak : arrival);
  io.pending = earliestStart(inst, x, arrivalPending);
  io.brk = taken ? 1 : 0;
}

/** When a route's day begins and ends, and where its break is taken. */
export interface Day {
  departure: number;
  /** Arrival at the end, or the end of a break taken there. */
  end: number;
  /** Position of the stop (len + 1: the end) where the break is taken on arrival; -1 for none. */
  breakAt: number;
}

/**
 * The day of a route from its earliest schedule (positions 0..len+1 of `nodes`, service starts `start`
 * with the break done and `start0` with it pending, `brk` as in Step). The vehicle leaves just in time
 * for its first stop (not before its shift), so that the duration does not count an early wait; a break
 * taken at the first stop moves the departure earlier by its length, within the break's window.
 * Used by the route caches, the full replay and the output alike, so the three agree on durations.
 */
export function dayOf(
  inst: Instance,
  v: number,
  nodes: Int32Array,
  len: number,
  start: Float64Array,
  start0: Float64Array,
  brk: Uint8Array,
  out: Day,
): void {
  const shiftStart = inst.shiftStart[v]!;
  if (len === 0) {
    out.departure = shiftStart;
    out.end = shiftStart;
    out.breakAt = -1;
    return;
  }
  const toFirst = inst.time[nodes[0]! * inst.nodes + nodes[1]!]!;
  if (inst.hasBreak[v] === 0) {
    out.end = start[len + 1]!;
    out.departure = Math.max(shiftStart, start[1]! - toFirst);
    out.breakAt = -1;
    return;
  }
  const pendingEnd = start0[len + 1]!;
  if (pendingEnd <= inst.breakStart[v]!) {
    // The day is over before the break window opens: no break is owed.
    out.end = pendingEnd;
    out.departure = Math.max(shiftStart, start0[1]! - toFirst);
    out.breakAt = -1;
    return;
  }
  out.end = start[len + 1]!;
  let p = len + 1;
  while (p > 1 && brk[p] === 0) p--;
  out.breakAt = p;
  out.departure =
    p === 1
      ? Math.max(shiftStart, Math.min(start[1]! - inst.breakDuration[v]!, inst.breakEnd[v]!) - toFirst)
      : Math.max(shiftStart, start0[1]! - toFirst);
}
