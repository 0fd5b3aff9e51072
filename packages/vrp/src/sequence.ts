import { type Day, dayOf, type Step, step } from './day.ts';
import type { Instance } from './instance.ts';

/**
 * Full check of a candidate route for vehicle v visiting seq[0..len) (jobs and store visits): skills,
 * each trip's capacity and load classes, the stores' acceptance, unloading before the end when the
 * vehicle must return empty, time windows, the break, shift end and maximum duration. O(len); the local
 * search calls it only for moves that already look cheaper, so the linear cost is rarely paid.
 */
export class Replay {
  /** Of the last feasible evaluation. */
  dist = 0;
  duration = 0;
  private readonly nodes: Int32Array;
  private readonly start: Float64Array;
  private readonly start0: Float64Array;
  private readonly brk: Uint8Array;
  private readonly acc: Float64Array;
  private readonly out: Step = { done: 0, pending: 0, brk: 0 };
  private readonly day: Day = { departure: 0, end: 0, breakAt: -1 };

  constructor(private readonly inst: Instance) {
    const size = inst.n + 2 + (inst.stores > 0 ? inst.n + 1 : 0);
    this.nodes = new Int32Array(size);
    this.start = new Float64Array(size);
    this.start0 = new Float64Array(size);
    this.brk = new Uint8Array(size);
    this.acc = new Float64Array(inst.dims);
  }

  /** Of the last feasible `feasible` call: the route's cost. */
  cost = 0;

  /** Cost of the route, or NaN when it is infeasible; `ignoreDuration` skips the maximum duration. */
  evaluate(v: number, seq: ArrayLike<number>, len: number, ignoreDuration = false): number {
    return this.feasible(v, seq, len, ignoreDuration) ? this.cost : Number.NaN;
  }

  /**
   * Whether the route is feasible, its cost then in `cost`: `evaluate` without returning a fraction,
   * which V8 boxes (the local search replays dozens of candidate routes per iteration on long routes).
   */
  feasible(v: number, seq: ArrayLike<number>, len: number, ignoreDuration = false): boolean {
    const inst = this.inst;
    const { nodes, start, start0, brk, acc, out } = this;
    const N = inst.nodes;
    const dims = inst.dims;
    const n = inst.n;
    const m = inst.m;
    const last = len + 1;
    nodes[0] = inst.vStart[v]!;
    for (let i = 0; i < len; i++) nodes[i + 1] = seq[i]!;
    nodes[last] = inst.vEnd[v]!;

    // Loads and classes, trip by trip.
    acc.fill(0);
    let mask = 0;
    for (let i = 1; i <= last; i++) {
      const x = nodes[i]!;
      if (x < n) {
        if (inst.compatible[x * m + v] === 0) return false;
        if ((mask & inst.conflicts[x]!) !== 0) return false;
        mask |= inst.jobClass[x]!;
        for (let d = 0; d < dims; d++) acc[d] = acc[d]! + inst.demand[x * dims + d]!;
        continue;
      }
      const isStore = x < inst.windowed && i < last;
      const empty = !isStore && inst.returnEmpty[v] === 1;
      for (let d = 0; d < dims; d++) {
        if (acc[d]! > (empty ? 0 : inst.capacity[v * dims + d]!)) return false;
        acc[d] = 0;
      }
      if (isStore && (mask & ~inst.accepts[x - n]!) !== 0) return false;
      mask = 0;
    }

    // Earliest schedule in both break states.
    const hasBreak = inst.hasBreak[v] === 1;
    start[0] = hasBreak ? Number.POSITIVE_INFINITY : inst.shiftStart[v]!;
    start0[0] = hasBreak ? inst.shiftStart[v]! : Number.POSITIVE_INFINITY;
    brk[0] = 0;
    let dist = 0;
    for (let i = 1; i <= last; i++) {
      const prev = nodes[i - 1]!;
      const x = nodes[i]!;
      out.done = start[i - 1]!;
      out.pending = start0[i - 1]!;
      step(inst, v, prev, x, out);
      if (out.done === Number.POSITIVE_INFINITY && out.pending === Number.POSITIVE_INFINITY) return false;
      start[i] = out.done;
      start0[i] = out.pending;
      brk[i] = out.brk;
      dist += inst.dist[prev * N + x]!;
    }
    const shiftEnd = inst.shiftEnd[v]!;
    const onTime =
      start[last]! <= shiftEnd ||
      (hasBreak && start0[last]! <= (shiftEnd < inst.breakStart[v]! ? shiftEnd : inst.breakStart[v]!));
    if (!onTime) return false;
    dayOf(inst, v, nodes, len, start, start0, brk, this.day);
    const duration = len === 0 ? 0 : this.day.end - this.day.departure;
    if (!ignoreDuration && duration > inst.maxDuration[v]!) return false;
    this.dist = dist;
    this.duration = duration;
    this.cost =
      len === 0 ? 0 : dist * inst.costPerDistance[v]! + duration * inst.costPerTime[v]! + inst.fixedCost[v]!;
    return true;
  }
}
