import { type Day, dayOf, type Step, step } from './day.ts';
import type { Instance } from './instance.ts';
import { latestArrival, latestPending, latestPendingAtEnd } from './schedule.ts';

/** Tails up to this long are shifted by a loop on insertion, longer ones by `copyWithin`. */
const SHORT_SHIFT = 32;

/** Source of route versions: every change of any route takes the next number. */
let versions = 0;

/**
 * One vehicle's route with the cached schedule that makes insertion checks O(1): position 0 is the start
 * depot, 1..len the visits (jobs, and store visits where the vehicle unloads), len + 1 the end depot.
 *  - `start[i]`: earliest service start at position i with the break done (departure at the start
 *    depot, arrival at the end); `start0[i]` the same with the break still pending (vehicles with a
 *    break only; a vehicle without one is always "done");
 *  - `latest[i]`, `latest0[i]`: latest arrival at position i from which the rest of the route stays
 *    feasible, in the same two states.
 * A visit fits between i and i + 1 when, served after start[i] or start0[i], it reaches i + 1 by
 * latest[i + 1] or latest0[i + 1] respectively. Schedules are monotone (arriving earlier never makes
 * anything later), so the route is feasible exactly when it can leave the depot on time.
 *
 * With stores the route is a chain of trips, each ended by a store visit (the last one by the end). For
 * the gap after position i, `pre[i]` is the load collected since the trip began, `suf[i + 1]` the load
 * collected after the gap until the trip's store `closer[i]`; the masks hold the load classes likewise.
 */
export class RouteState {
  readonly v: number;
  /**
   * Identifies the route's visits: a new number at each change, copied with them by `copyFrom`. Two
   * states of a route with the same version hold the same visits (the insertion's failure cache).
   */
  version = 0;
  /** Visits (jobs and store visits). */
  len = 0;
  /** Jobs among the visits. */
  jobs = 0;
  dist = 0;
  duration = 0;
  cost = 0;
  /** False when the route breaks a constraint: only a seeded route or non-metric travel times do. */
  feasible = true;
  nodes: Int32Array;
  /** edge[i]: distance from the visit at i to the one at i + 1 (read by every insertion check). */
  edge: Float64Array;
  /**
   * With stores: `detour[i * stores + s]`, the cost (distance, time and unloading) of visiting store s
   * between positions i and i + 1. By the triangle inequality a lower bound on inserting a job with an
   * unloading at s in that gap, which spares the insertion most of its checks with an unloading.
   * `detourTime` holds the time it adds (travel and unloading) likewise.
   */
  detour: Float64Array;
  detourTime: Float64Array;
  start: Float64Array;
  latest: Float64Array;
  start0: Float64Array;
  latest0: Float64Array;
  /** brk[i] = 1 when start[i] comes from taking the break on arrival at position i. */
  brk: Uint8Array;
  /** Total load collected, per dimension. */
  readonly load: Float64Array;
  /** Load classes collected anywhere on the route (meaningful without stores). */
  mask = 0;
  /** No trip mixes incompatible classes or exceeds its capacity. */
  private loadOk = true;
  pre: Float64Array;
  suf: Float64Array;
  preMask: Int32Array;
  sufMask: Int32Array;
  closer: Int32Array;
  readonly day: Day = { departure: 0, end: 0, breakAt: -1 };
  private readonly out: Step = { done: 0, pending: 0, brk: 0 };
  private readonly hasBreak: boolean;
  private readonly acc: Float64Array;
  private readonly maxSize: number;
  /** Visits before `tidy` changed them, to restore if the result is infeasible. */
  private saved: Int32Array | null = null;

  /**
   * The solution's dense copies of every route's length and load (`SolutionState.lens`, `loads`), kept
   * up to date by this route: the insertion's loop over routes reads them without touching the routes.
   */
  private readonly lens: Int32Array;
  private readonly loads: Float64Array;

  constructor(
    private readonly inst: Instance,
    v: number,
    lens?: Int32Array,
    loads?: Float64Array,
  ) {
    this.v = v;
    this.lens = lens ?? new Int32Array(v + 1);
    this.loads = loads ?? new Float64Array((v + 1) * inst.dims);
    // With stores a route may hold one store visit per job plus the final unloading.
    this.hasBreak = inst.hasBreak[v] === 1;
    // Arrays start small and grow with the route: a vehicle's route is short next to the whole problem,
    // and a large instance has hundreds of vehicles in each of the search's copies of the solution.
    this.maxSize = inst.n + 2 + (inst.stores > 0 ? inst.n + 1 : 0);
    this.nodes = new Int32Array(0);
    this.edge = new Float64Array(0);
    this.detour = new Float64Array(0);
    this.detourTime = new Float64Array(0);
    this.start = new Float64Array(0);
    this.latest = new Float64Array(0);
    this.start0 = new Float64Array(0);
    this.latest0 = new Float64Array(0);
    this.brk = new Uint8Array(0);
    this.load = new Float64Array(inst.dims);
    this.acc = new Float64Array(inst.dims);
    this.pre = new Float64Array(0);
    this.suf = new Float64Array(0);
    this.preMask = new Int32Array(0);
    this.sufMask = new Int32Array(0);
    this.closer = new Int32Array(0);
    this.reserve(Math.min(this.maxSize, 16));
    this.nodes[0] = inst.vStart[v]!;
    this.nodes[1] = inst.vEnd[v]!;
    this.refresh();
  }

  /** Makes room for `size` positions (visits plus both depots), keeping the content. */
  reserve(size: number): void {
    if (size <= this.nodes.length) return;
    const cap = Math.min(this.maxSize, Math.max(size, 2 * this.nodes.length));
    const grow = <T extends Int32Array | Float64Array | Uint8Array>(
      a: T,
      make: (k: number) => T,
      k: number,
    ): T => {
      if (a.length >= k) return a;
      const b = make(k);
      b.set(a);
      return b;
    };
    const inst = this.inst;
    const timed = this.hasBreak ? cap : 0;
    const trips = inst.stores > 0 ? cap : 0;
    this.nodes = grow(this.nodes, (k) => new Int32Array(k), cap);
    this.edge = grow(this.edge, (k) => new Float64Array(k), cap);
    this.detour = grow(this.detour, (k) => new Float64Array(k), cap * inst.stores);
    this.detourTime = grow(this.detourTime, (k) => new Float64Array(k), cap * inst.stores);
    this.start = grow(this.start, (k) => new Float64Array(k), cap);
    this.latest = grow(this.latest, (k) => new Float64Array(k), cap);
    this.start0 = grow(this.start0, (k) => new Float64Array(k), timed);
    this.latest0 = grow(this.latest0, (k) => new Float64Array(k), timed);
    this.brk = grow(this.brk, (k) => new Uint8Array(k), timed);
    this.pre = grow(this.pre, (k) => new Float64Array(k), trips * inst.dims);
    this.suf = grow(this.suf, (k) => new Float64Array(k), trips * inst.dims);
    this.preMask = grow(this.preMask, (k) => new Int32Array(k), trips);
    this.sufMask = grow(this.sufMask, (k) => new Int32Array(k), trips);
    this.closer = grow(this.closer, (k) => new Int32Array(k), trips);
  }

  /** Whether node x is a store. */
  isStore(x: number): boolean {
    return x >= this.inst.n && x < this.inst.windowed;
  }

  /**
   * Inserts a visit (job or store) at `pos` and updates the caches incrementally: start times forward
   * from `pos` until they meet the old schedule again, latest times backward from `pos` (the suffix is
   * unchanged). Trip caches are rebuilt, in O(len), only when the problem has stores.
   */
  insert(pos: number, node: number): void {
    this.reserve(this.len + 3);
    const inst = this.inst;
    const { nodes, start, latest } = this;
    const N = inst.nodes;
    const last = this.len + 2;
    const a = nodes[pos - 1]!;
    const b = nodes[pos]!;
    const edge = this.edge;
    if (last - pos <= SHORT_SHIFT) {
      // A short tail is moved by one loop over the four arrays every route has: `copyWithin` is a call
      // per array, which on routes of a dozen visits cost more than the moving.
      for (let i = last; i > pos; i--) {
        nodes[i] = nodes[i - 1]!;
        edge[i] = edge[i - 1]!;
        start[i] = start[i - 1]!;
        latest[i] = latest[i - 1]!;
      }
    } else {
      nodes.copyWithin(pos + 1, pos, last);
      edge.copyWithin(pos + 1, pos, last);
      start.copyWithin(pos + 1, pos, last);
      latest.copyWithin(pos + 1, pos, last);
    }
    const S = inst.stores;
    if (S > 0) {
      this.detour.copyWithin((pos + 1) * S, pos * S, last * S);
      this.detourTime.copyWithin((pos + 1) * S, pos * S, last * S);
    }
    if (this.hasBreak) {
      this.start0.copyWithin(pos + 1, pos, last);
      this.latest0.copyWithin(pos + 1, pos, last);
      this.brk.copyWithin(pos + 1, pos, last);
    }
    nodes[pos] = node;
    this.len++;
    this.version = ++versions;
    edge[pos - 1] = inst.dist[a * N + node]!;
    edge[pos] = inst.dist[node * N + b]!;
    if (S > 0) {
      this.setDetour(pos - 1);
      this.setDetour(pos);
    }
    this.dist += edge[pos - 1]! + edge[pos]! - inst.dist[a * N + b]!;
    if (node < inst.n) {
      this.jobs++;
      for (let d = 0; d < inst.dims; d++) this.load[d] = this.load[d]! + inst.demand[node * inst.dims + d]!;
      if ((this.mask & inst.conflicts[node]!) !== 0) this.loadOk = false;
      this.mask |= inst.jobClass[node]!;
    }
    this.forward(pos, true);
    this.backward(pos, true);
    this.settle();
  }

  /** Removes the visits at the given positions, which must be in increasing order. */
  removePositions(positions: ArrayLike<number>, count = positions.length): void {
    let w = 1;
    let k = 0;
    for (let i = 1; i <= this.len + 1; i++) {
      if (k < count && positions[k] === i) k++;
      else this.nodes[w++] = this.nodes[i]!;
    }
    this.len = w - 2;
    this.refresh();
  }

  /** Replaces the visits with `visits` in order. */
  setJobs(visits: ArrayLike<number>): void {
    this.reserve(visits.length + 2);
    const end = this.inst.vEnd[this.v]!;
    for (let i = 0; i < visits.length; i++) this.nodes[i + 1] = visits[i]!;
    this.len = visits.length;
    this.nodes[this.len + 1] = end;
    this.refresh();
  }

  /**
   * Drops store visits that serve no purpose: one that ends a trip without jobs, and one whose trips on
   * either side fit together in the next store (or the end). Removing a visit never makes the schedule
   * later with metric travel times; with others the route is checked again and kept as it was if it
   * became infeasible. Returns whether the route changed.
   */
  tidy(): boolean {
    const inst = this.inst;
    if (inst.stores === 0 || this.len === this.jobs) return false;
    if (this.jobs === 0) {
      this.setJobs([]);
      return true;
    }
    const nodes = this.nodes;
    if (!this.saved || this.saved.length < this.len) this.saved = new Int32Array(nodes.length);
    const saved = this.saved.subarray(0, this.len);
    saved.set(nodes.subarray(1, this.len + 1));
    let w = 1;
    let collected = 0;
    for (let i = 1; i <= this.len; i++) {
      const x = nodes[i]!;
      if (x < inst.n) collected++;
      else if (collected === 0) continue;
      else collected = 0;
      nodes[w++] = x;
    }
    let changed = w - 1 !== this.len;
    if (changed) this.setJobs(nodes.subarray(1, w));
    const dims = inst.dims;
    for (let p = 2; p <= this.len; p++) {
      if (nodes[p]! < inst.n) continue;
      const closing = nodes[this.closer[p]!]!;
      let fits = true;
      for (let d = 0; d < dims && fits; d++)
        fits =
          this.pre[(p - 1) * dims + d]! + this.suf[(p + 1) * dims + d]! <= this.closerCapacity(closing, d);
      const left = this.preMask[p - 1]!;
      const right = this.sufMask[p + 1]!;
      if (!fits || !classesAgree(inst, left, right) || ((left | right) & ~this.closerAccepts(closing)) !== 0)
        continue;
      this.removePositions([p]);
      changed = true;
      p--;
    }
    if (changed && !this.feasible) {
      this.setJobs(saved);
      return false;
    }
    return changed;
  }

  copyFrom(other: RouteState): void {
    const k = other.len + 2;
    this.reserve(k);
    this.version = other.version;
    this.len = other.len;
    this.jobs = other.jobs;
    this.dist = other.dist;
    this.duration = other.duration;
    this.cost = other.cost;
    this.feasible = other.feasible;
    this.mask = other.mask;
    this.loadOk = other.loadOk;
    this.day.departure = other.day.departure;
    this.day.end = other.day.end;
    this.day.breakAt = other.day.breakAt;
    copyPrefix(this.nodes, other.nodes, k);
    copyPrefix(this.edge, other.edge, k);
    if (this.inst.stores > 0) {
      copyPrefix(this.detour, other.detour, k * this.inst.stores);
      copyPrefix(this.detourTime, other.detourTime, k * this.inst.stores);
    }
    copyPrefix(this.start, other.start, k);
    copyPrefix(this.latest, other.latest, k);
    if (this.hasBreak) {
      copyPrefix(this.start0, other.start0, k);
      copyPrefix(this.latest0, other.latest0, k);
      copyPrefix(this.brk, other.brk, k);
    }
    this.load.set(other.load);
    this.publish();
    if (this.inst.stores > 0) {
      const dims = this.inst.dims;
      copyPrefix(this.pre, other.pre, k * dims);
      copyPrefix(this.suf, other.suf, k * dims);
      copyPrefix(this.preMask, other.preMask, k);
      copyPrefix(this.sufMask, other.sufMask, k);
      copyPrefix(this.closer, other.closer, k);
    }
  }

  /** Recomputes every cache from the node list. */
  refresh(): void {
    this.version = ++versions;
    const inst = this.inst;
    const { nodes, load } = this;
    const N = inst.nodes;
    const dims = inst.dims;
    const last = this.len + 1;
    load.fill(0);
    let dist = 0;
    let jobs = 0;
    let mask = 0;
    let ok = true;
    const edge = this.edge;
    for (let i = 1; i <= last; i++) {
      const node = nodes[i]!;
      const e = inst.dist[nodes[i - 1]! * N + node]!;
      edge[i - 1] = e;
      dist += e;
      if (node < inst.n) {
        jobs++;
        for (let d = 0; d < dims; d++) load[d] = load[d]! + inst.demand[node * dims + d]!;
        if ((mask & inst.conflicts[node]!) !== 0) ok = false;
        mask |= inst.jobClass[node]!;
      }
    }
    if (inst.stores > 0) for (let i = 0; i < last; i++) this.setDetour(i);
    this.dist = dist;
    this.jobs = jobs;
    this.mask = mask;
    this.loadOk = ok;
    if (this.hasBreak) {
      this.start[0] = Number.POSITIVE_INFINITY;
      this.start0[0] = inst.shiftStart[this.v]!;
      this.brk[0] = 0;
    } else {
      this.start[0] = inst.shiftStart[this.v]!;
    }
    this.forward(1, false);
    this.latest[last] = inst.shiftEnd[this.v]!;
    if (this.hasBreak) this.latest0[last] = latestPendingAtEnd(inst, this.v);
    this.backward(last - 1);
    this.settle();
  }

  /** Fills `detour` and `detourTime` for the gap after position i. */
  private setDetour(i: number): void {
    const inst = this.inst;
    const N = inst.nodes;
    const S = inst.stores;
    const a = this.nodes[i]!;
    const b = this.nodes[i + 1]!;
    const cpd = inst.costPerDistance[this.v]!;
    const cpt = inst.costPerTime[this.v]!;
    const base = inst.dist[a * N + b]!;
    const baseTime = inst.time[a * N + b]!;
    for (let s = 0; s < S; s++) {
      const x = inst.n + s;
      const added = inst.time[a * N + x]! + inst.time[x * N + b]! - baseTime + inst.service[x]!;
      this.detour[i * S + s] = (inst.dist[a * N + x]! + inst.dist[x * N + b]! - base) * cpd + added * cpt;
      this.detourTime[i * S + s] = added;
    }
  }

  /**
   * Earliest starts from position `from` to the end. With `early`, stops as soon as a position keeps its
   * old value (after an insertion the rest of the schedule is then unchanged).
   */
  private forward(from: number, early: boolean): void {
    const inst = this.inst;
    const { nodes, start } = this;
    const last = this.len + 1;
    if (!this.hasBreak) {
      const N = inst.nodes;
      for (let i = from; i <= last; i++) {
        const prev = nodes[i - 1]!;
        const node = nodes[i]!;
        const arrival = start[i - 1]! + inst.service[prev]! + inst.time[prev * N + node]!;
        let s = arrival;
        if (node < inst.windowed) {
          s = Number.POSITIVE_INFINITY;
          const end = inst.twOffset[node + 1]!;
          for (let w = inst.twOffset[node]!; w < end; w++) {
            if (arrival <= inst.twEnd[w]!) {
              s = arrival > inst.twStart[w]! ? arrival : inst.twStart[w]!;
              break;
            }
          }
        }
        if (early && i > from && s === start[i]) break;
        start[i] = s;
      }
      return;
    }
    const { start0, brk, out } = this;
    for (let i = from; i <= last; i++) {
      out.done = start[i - 1]!;
      out.pending = start0[i - 1]!;
      step(inst, this.v, nodes[i - 1]!, nodes[i]!, out);
      if (early && i > from && out.done === start[i] && out.pending === start0[i] && out.brk === brk[i])
        break;
      start[i] = out.done;
      start0[i] = out.pending;
      brk[i] = out.brk;
    }
  }

  /**
   * Latest arrivals from position `from` down to the start depot. With `early` (after an insertion at
   * `from`, whose prefix kept its old values), stops at the first position before `from` that keeps its
   * value: every earlier one then keeps its own.
   */
  private backward(from: number, early = false): void {
    const inst = this.inst;
    const { nodes, latest } = this;
    const N = inst.nodes;
    if (!this.hasBreak) {
      // latestArrival() inlined: this loop runs on every insertion, and a call into another module
      // costs an accessor under the TypeScript loader the benchmark runs with.
      for (let i = from; i >= 0; i--) {
        const node = nodes[i]!;
        const limit = latest[i + 1]! - inst.time[node * N + nodes[i + 1]!]! - inst.service[node]!;
        let value = limit;
        if (node < inst.windowed) {
          value = Number.NEGATIVE_INFINITY;
          for (let w = inst.twOffset[node + 1]! - 1; w >= inst.twOffset[node]!; w--) {
            if (inst.twStart[w]! <= limit) {
              value = limit < inst.twEnd[w]! ? limit : inst.twEnd[w]!;
              break;
            }
          }
        }
        if (early && i < from && value === latest[i]) return;
        latest[i] = value;
      }
      return;
    }
    const latest0 = this.latest0;
    for (let i = from; i >= 0; i--) {
      const node = nodes[i]!;
      const travel = inst.time[node * N + nodes[i + 1]!]!;
      const done = latestArrival(inst, node, latest[i + 1]! - travel);
      const noBreak = latestArrival(inst, node, latest0[i + 1]! - travel);
      // No break at the start depot: taking it on arrival at the first stop is never later.
      const pending = i === 0 ? noBreak : latestPending(inst, this.v, done, noBreak);
      if (early && i < from && done === latest[i] && pending === latest0[i]) return;
      latest[i] = done;
      latest0[i] = pending;
    }
  }

  /** Trip caches, day, cost and feasibility after the schedule changed. */
  private settle(): void {
    const inst = this.inst;
    this.publish();
    if (inst.stores > 0) this.trips();
    dayOf(inst, this.v, this.nodes, this.len, this.start, this.start0, this.brk, this.day);
    this.duration = this.len === 0 ? 0 : this.day.end - this.day.departure;
    this.cost =
      this.len === 0
        ? 0
        : this.dist * inst.costPerDistance[this.v]! +
          this.duration * inst.costPerTime[this.v]! +
          inst.fixedCost[this.v]!;
    this.feasible = this.check();
  }

  /** Copies the length and load into the solution's dense arrays. */
  private publish(): void {
    const dims = this.inst.dims;
    const v = this.v;
    this.lens[v] = this.len;
    for (let d = 0; d < dims; d++) this.loads[v * dims + d] = this.load[d]!;
  }

  /** Capacity of the trip ended by node `closer`, in dimension d: nothing when it must arrive empty. */
  closerCapacity(closer: number, d: number): number {
    const inst = this.inst;
    if (closer >= inst.windowed && inst.returnEmpty[this.v] === 1) return 0;
    return inst.capacity[this.v * inst.dims + d]!;
  }

  /** Classes accepted at the end of a trip ended by node `closer`. */
  closerAccepts(closer: number): number {
    const inst = this.inst;
    return closer >= inst.n && closer < inst.windowed ? inst.accepts[closer - inst.n]! : -1;
  }

  /** Rebuilds the trip caches (stores only) and checks every trip's capacity and classes. */
  private trips(): void {
    const inst = this.inst;
    const { nodes, pre, suf, preMask, sufMask, closer } = this;
    const dims = inst.dims;
    const last = this.len + 1;
    const acc = this.acc;
    acc.fill(0);
    let mask = 0;
    let ok = true;
    for (let d = 0; d < dims; d++) pre[d] = 0;
    preMask[0] = 0;
    for (let p = 1; p <= last; p++) {
      const x = nodes[p]!;
      if (x < inst.n) {
        if ((mask & inst.conflicts[x]!) !== 0) ok = false;
        mask |= inst.jobClass[x]!;
        for (let d = 0; d < dims; d++) {
          acc[d] = acc[d]! + inst.demand[x * dims + d]!;
          pre[p * dims + d] = acc[d]!;
        }
        preMask[p] = mask;
      } else {
        for (let d = 0; d < dims; d++) {
          if (acc[d]! > this.closerCapacity(x, d)) ok = false;
          acc[d] = 0;
          pre[p * dims + d] = 0;
        }
        if ((mask & ~this.closerAccepts(x)) !== 0) ok = false;
        mask = 0;
        preMask[p] = 0;
      }
    }
    this.loadOk = ok;
    let closing = last;
    mask = 0;
    acc.fill(0);
    for (let p = last; p >= 0; p--) {
      const x = nodes[p]!;
      closer[p] = closing;
      if (x < inst.n && p > 0) {
        mask |= inst.jobClass[x]!;
        for (let d = 0; d < dims; d++) {
          acc[d] = acc[d]! + inst.demand[x * dims + d]!;
          suf[p * dims + d] = acc[d]!;
        }
        sufMask[p] = mask;
      } else {
        for (let d = 0; d < dims; d++) suf[p * dims + d] = 0;
        sufMask[p] = 0;
        acc.fill(0);
        mask = 0;
        if (p < last && p > 0) closing = p;
      }
    }
  }

  private check(): boolean {
    const inst = this.inst;
    const v = this.v;
    const timely = this.hasBreak ? this.start0[0]! <= this.latest0[0]! : this.start[0]! <= this.latest[0]!;
    if (!timely || !this.loadOk) return false;
    if (inst.stores === 0) {
      for (let d = 0; d < inst.dims; d++) if (this.load[d]! > inst.capacity[v * inst.dims + d]!) return false;
    }
    return this.len === 0 || this.duration <= inst.maxDuration[v]!;
  }
}

/**
 * Copies the first k values of `from` into `to`: by a loop when short, which allocates nothing, else
 * by `set` on a view (which allocates the view, but copies long arrays faster).
 */
function copyPrefix<T extends Float64Array | Int32Array | Uint8Array>(to: T, from: T, k: number): void {
  if (k <= 64) for (let i = 0; i < k; i++) to[i] = from[i]!;
  else to.set(from.subarray(0, k));
}

/** Whether two sets of load classes (bit masks) may share a trip. */
export function classesAgree(inst: Instance, a: number, b: number): boolean {
  let rest = a;
  while (rest !== 0) {
    const bit = 31 - Math.clz32(rest & -rest);
    if ((b & inst.classConflicts[bit]!) !== 0) return false;
    rest &= rest - 1;
  }
  return true;
}
