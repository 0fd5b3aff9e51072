import type { Instance } from './instance.ts';
import { shuffle } from './order.ts';
import type { Rng } from './rng.ts';
import type { RouteState } from './route.ts';
import { Replay } from './sequence.ts';
import type { SolutionState } from './state.ts';

const EPS = 1e-9;
const wallClock = () => performance.now();

/**
 * Descent over classic moves restricted to nearby pairs (granular neighbourhoods): for a job u and one
 * of its nearest jobs v, try to make them adjacent by
 *  - relocate: u after or before v (inter- or intra-route);
 *  - swap: exchange u and v;
 *  - 2-opt*: u's route up to u followed by v's route from v, and the other way round (inter-route);
 *  - 2-opt: reverse the path between u and v (intra-route);
 *  - or-opt: move the string of 2 or 3 jobs starting at u after v.
 * A move is first screened by the change in edge costs, O(1); only an improving one is checked in full
 * (capacity, windows, shift, duration) by replaying the new routes. First improvement is applied.
 * Store visits travel with the moves like any other visit; on top, each unloading may be dropped,
 * switched to another store or moved elsewhere in its route (`improveStores`).
 */
export class LocalSearch {
  private readonly pos: Int32Array;
  private readonly seqA: Int32Array;
  private readonly seqB: Int32Array;
  private readonly anyLocked: boolean;
  private readonly replay: Replay;
  /** Moves applied since construction, by kind: for tests and tuning. */
  readonly applied = { relocate: 0, swap: 0, twoOptStar: 0, twoOpt: 0, orOpt: 0, store: 0 };

  constructor(
    private readonly inst: Instance,
    private readonly locked: Uint8Array = new Uint8Array(inst.n),
    private readonly neighbourLimit = 20,
  ) {
    this.pos = new Int32Array(inst.n);
    const size = inst.n + 2 + (inst.stores > 0 ? inst.n + 1 : 0);
    this.seqA = new Int32Array(size);
    this.seqB = new Int32Array(size);
    this.anyLocked = locked.includes(1);
    this.replay = new Replay(inst);
  }

  /**
   * Applies improving moves until none is left or the deadline passes; returns how many were applied.
   * With `focus`, only the jobs of those routes are tried as the first job of a pair (their neighbours
   * may be anywhere): on a large instance, polishing what an iteration changed instead of everything.
   */
  run(
    sol: SolutionState,
    rng: Rng | null,
    deadline = Number.POSITIVE_INFINITY,
    now = wallClock,
    focus?: readonly number[],
  ): number {
    const inst = this.inst;
    this.indexAll(sol);
    const order: number[] = [];
    if (focus) {
      for (const r of focus) {
        const route = sol.routes[r]!;
        for (let p = 1; p <= route.len; p++) {
          const j = route.nodes[p]!;
          if (j < inst.n && this.locked[j] === 0) order.push(j);
        }
      }
    } else {
      for (let j = 0; j < inst.n; j++) if (sol.jobRoute[j]! >= 0 && this.locked[j] === 0) order.push(j);
    }
    if (rng) shuffle(order, rng);
    const K = Math.min(this.neighbourLimit, inst.neighbourCount);
    let moves = 0;
    let improved = true;
    while (improved) {
      improved = false;
      let visited = 0;
      for (const u of order) {
        // Reading the clock is a system call with the CPU clock: every 64 jobs is often enough.
        if ((++visited & 63) === 0 && now() > deadline) return moves;
        for (let k = 0; k < K; k++) {
          const v = inst.neighbours[u * inst.neighbourCount + k]!;
          if (sol.jobRoute[u]! < 0 || sol.jobRoute[v]! < 0) continue;
          if (this.tryPair(sol, u, v)) {
            improved = true;
            moves++;
          }
        }
      }
      if (inst.stores > 0) {
        for (let r = 0; r < inst.m; r++) {
          while (this.improveStores(sol, r)) {
            improved = true;
            moves++;
          }
        }
      }
    }
    return moves;
  }

  /**
   * First improving change to one unloading of route r: drop it, or put a visit to any store in any gap
   * of the route instead (the same gap with another store, or another gap). Screened by edge costs, then
   * replayed in full.
   */
  improveStores(sol: SolutionState, r: number): boolean {
    const inst = this.inst;
    const route = sol.routes[r]!;
    if (route.len === route.jobs) return false;
    const n = inst.n;
    const cpd = this.cpd(r);
    const q = this.seqB;
    for (let p = 1; p <= route.len; p++) {
      const s = route.nodes[p]!;
      if (!route.isStore(s)) continue;
      // The route without this visit: q[0 .. len - 1).
      let k = 0;
      for (let i = 1; i <= route.len; i++) if (i !== p) q[k++] = route.nodes[i]!;
      if (this.tryStoreSequence(sol, r, q, k, -1, -1)) return true;
      const prev = route.nodes[p - 1]!;
      const next = route.nodes[p + 1]!;
      const gain = this.d(prev, s) + this.d(s, next) - this.d(prev, next);
      for (let g = 0; g <= k; g++) {
        const left = g === 0 ? route.nodes[0]! : q[g - 1]!;
        const right = g === k ? route.nodes[route.len + 1]! : q[g]!;
        for (let t = 0; t < inst.stores; t++) {
          const x = n + t;
          if (g === p - 1 && x === s) continue;
          if (x === left || x === right) continue;
          const delta = (this.d(left, x) + this.d(x, right) - this.d(left, right) - gain) * cpd;
          if (delta >= -EPS) continue;
          if (this.tryStoreSequence(sol, r, q, k, g, x)) return true;
        }
      }
    }
    return false;
  }

  /** Applies route r = q with store node x inserted at g (none when g < 0) if that is cheaper. */
  private tryStoreSequence(
    sol: SolutionState,
    r: number,
    q: Int32Array,
    k: number,
    g: number,
    x: number,
  ): boolean {
    const seq = this.seqA;
    let len = 0;
    for (let i = 0; i <= k; i++) {
      if (i === g) seq[len++] = x;
      if (i < k) seq[len++] = q[i]!;
    }
    const cost = this.replay.evaluate(r, seq, len);
    if (!(cost < sol.routes[r]!.cost - EPS)) return false;
    sol.setRoute(r, seq.subarray(0, len));
    sol.tidy(r);
    this.index(sol.routes[r]!);
    this.applied.store++;
    return true;
  }

  /** Tries every move kind on (u, v); applies the first improving one. */
  tryPair(sol: SolutionState, u: number, v: number): boolean {
    return (
      this.relocate(sol, u, v, true) ||
      this.relocate(sol, u, v, false) ||
      this.swap(sol, u, v) ||
      this.twoOptStar(sol, u, v) ||
      this.twoOpt(sol, u, v) ||
      this.orOpt(sol, u, v, 2) ||
      this.orOpt(sol, u, v, 3)
    );
  }

  /** Records the position of every routed job; the moves rely on it. */
  indexAll(sol: SolutionState): void {
    for (const route of sol.routes) this.index(route);
  }

  /** Moves u right after v (after = true) or right before it. */
  relocate(sol: SolutionState, u: number, v: number, after: boolean): boolean {
    if (this.locked[u] === 1) return false;
    const a = sol.jobRoute[u]!;
    const b = sol.jobRoute[v]!;
    const A = sol.routes[a]!;
    const B = sol.routes[b]!;
    const i = this.pos[u]!;
    const j = this.pos[v]!;
    const x = after ? v : B.nodes[j - 1]!;
    const y = after ? B.nodes[j + 1]! : v;
    if (x === u || y === u) return false;
    const pa = A.nodes[i - 1]!;
    const na = A.nodes[i + 1]!;
    const removal = (this.d(pa, na) - this.d(pa, u) - this.d(u, na)) * this.cpd(a);
    const insertion = (this.d(x, u) + this.d(u, y) - this.d(x, y)) * this.cpd(b);
    // Emptying a route may pay for itself through its fixed cost and unloadings: always check it.
    if (removal + insertion >= -EPS && !(a !== b && A.jobs === 1)) return false;
    const at = after ? j + 1 : j;
    if (a === b) {
      let k = 0;
      for (let p = 1; p <= A.len + 1; p++) {
        if (p === at) this.seqA[k++] = u;
        if (p <= A.len && p !== i) this.seqA[k++] = A.nodes[p]!;
      }
      return this.commitOne(sol, a, k, 'relocate');
    }
    let ka = 0;
    for (let p = 1; p <= A.len; p++) if (p !== i) this.seqA[ka++] = A.nodes[p]!;
    let kb = 0;
    for (let p = 1; p <= B.len + 1; p++) {
      if (p === at) this.seqB[kb++] = u;
      if (p <= B.len) this.seqB[kb++] = B.nodes[p]!;
    }
    return this.commitTwo(sol, a, ka, b, kb, 'relocate');
  }

  /** Exchanges u and v. */
  swap(sol: SolutionState, u: number, v: number): boolean {
    if (this.locked[u] === 1 || this.locked[v] === 1) return false;
    const a = sol.jobRoute[u]!;
    const b = sol.jobRoute[v]!;
    const A = sol.routes[a]!;
    const B = sol.routes[b]!;
    const i = this.pos[u]!;
    const j = this.pos[v]!;
    if (a === b && Math.abs(i - j) <= 1) {
      // Adjacent jobs: a swap is a relocate, already tried.
      return false;
    }
    const pa = A.nodes[i - 1]!;
    const na = A.nodes[i + 1]!;
    const pb = B.nodes[j - 1]!;
    const nb = B.nodes[j + 1]!;
    const deltaA = (this.d(pa, v) + this.d(v, na) - this.d(pa, u) - this.d(u, na)) * this.cpd(a);
    const deltaB = (this.d(pb, u) + this.d(u, nb) - this.d(pb, v) - this.d(v, nb)) * this.cpd(b);
    if (deltaA + deltaB >= -EPS) return false;
    if (a === b) {
      for (let p = 1; p <= A.len; p++) this.seqA[p - 1] = p === i ? v : p === j ? u : A.nodes[p]!;
      return this.commitOne(sol, a, A.len, 'swap');
    }
    for (let p = 1; p <= A.len; p++) this.seqA[p - 1] = p === i ? v : A.nodes[p]!;
    for (let p = 1; p <= B.len; p++) this.seqB[p - 1] = p === j ? u : B.nodes[p]!;
    return this.commitTwo(sol, a, A.len, b, B.len, 'swap');
  }

  /** Route of u up to u, then route of v from v; route of v up to before v, then the rest of u's route. */
  twoOptStar(sol: SolutionState, u: number, v: number): boolean {
    const a = sol.jobRoute[u]!;
    const b = sol.jobRoute[v]!;
    if (a === b || this.anyLocked) return false;
    const A = sol.routes[a]!;
    const B = sol.routes[b]!;
    const i = this.pos[u]!;
    const j = this.pos[v]!;
    const na = i < A.len ? A.nodes[i + 1]! : B.nodes[B.len + 1]!;
    const pb = B.nodes[j - 1]!;
    const delta = this.d(u, v) + this.d(pb, na) - this.d(u, A.nodes[i + 1]!) - this.d(pb, v);
    if (delta >= -EPS) return false;
    let ka = 0;
    for (let p = 1; p <= i; p++) this.seqA[ka++] = A.nodes[p]!;
    for (let p = j; p <= B.len; p++) this.seqA[ka++] = B.nodes[p]!;
    let kb = 0;
    for (let p = 1; p < j; p++) this.seqB[kb++] = B.nodes[p]!;
    for (let p = i + 1; p <= A.len; p++) this.seqB[kb++] = A.nodes[p]!;
    return this.commitTwo(sol, a, ka, b, kb, 'twoOptStar');
  }

  /** Within one route, reverses the path so that u and v become adjacent. */
  twoOpt(sol: SolutionState, u: number, v: number): boolean {
    const a = sol.jobRoute[u]!;
    if (a !== sol.jobRoute[v]! || this.anyLocked) return false;
    const A = sol.routes[a]!;
    const i = this.pos[u]!;
    const j = this.pos[v]!;
    // Reverse positions lo..hi: u then v when u comes first, v then u otherwise.
    const lo = i < j ? i + 1 : j;
    const hi = i < j ? j : i - 1;
    if (hi - lo < 1) return false;
    const before = A.nodes[lo - 1]!;
    const after = A.nodes[hi + 1]!;
    const delta =
      this.d(before, A.nodes[hi]!) +
      this.d(A.nodes[lo]!, after) -
      this.d(before, A.nodes[lo]!) -
      this.d(A.nodes[hi]!, after);
    if (delta >= -EPS) return false;
    for (let p = 1; p <= A.len; p++)
      this.seqA[p - 1] = p >= lo && p <= hi ? A.nodes[lo + hi - p]! : A.nodes[p]!;
    return this.commitOne(sol, a, A.len, 'twoOpt');
  }

  /** Moves the string of k jobs starting at u to right after v, in the same orientation. */
  orOpt(sol: SolutionState, u: number, v: number, k: number): boolean {
    const a = sol.jobRoute[u]!;
    const b = sol.jobRoute[v]!;
    if (this.anyLocked) return false;
    const A = sol.routes[a]!;
    const B = sol.routes[b]!;
    const i = this.pos[u]!;
    const j = this.pos[v]!;
    const last = i + k - 1;
    if (last > A.len) return false;
    if (a === b && j >= i - 1 && j <= last) return false;
    const pa = A.nodes[i - 1]!;
    const na = A.nodes[last + 1]!;
    const tail = A.nodes[last]!;
    const nb = B.nodes[j + 1]!;
    const delta =
      (this.d(pa, na) - this.d(pa, u) - this.d(tail, na)) * this.cpd(a) +
      (this.d(v, u) + this.d(tail, nb) - this.d(v, nb)) * this.cpd(b);
    if (delta >= -EPS) return false;
    if (a === b) {
      let n = 0;
      for (let p = 1; p <= A.len; p++) {
        if (p >= i && p <= last) continue;
        this.seqA[n++] = A.nodes[p]!;
        if (p === j) for (let q = i; q <= last; q++) this.seqA[n++] = A.nodes[q]!;
      }
      return this.commitOne(sol, a, n, 'orOpt');
    }
    let ka = 0;
    for (let p = 1; p <= A.len; p++) if (p < i || p > last) this.seqA[ka++] = A.nodes[p]!;
    let kb = 0;
    for (let p = 1; p <= B.len; p++) {
      this.seqB[kb++] = B.nodes[p]!;
      if (p === j) for (let q = i; q <= last; q++) this.seqB[kb++] = A.nodes[q]!;
    }
    return this.commitTwo(sol, a, ka, b, kb, 'orOpt');
  }

  private commitOne(sol: SolutionState, a: number, len: number, kind: keyof LocalSearch['applied']): boolean {
    const A = sol.routes[a]!;
    const k = this.compact(this.seqA, len);
    const cost = this.replay.evaluate(a, this.seqA, k);
    if (!(cost < A.cost - EPS)) return false;
    sol.setRoute(a, this.seqA.subarray(0, k));
    sol.tidy(a);
    this.index(A);
    this.applied[kind]++;
    return true;
  }

  /**
   * Drops the store visits that would end a trip without jobs (after a move took its jobs away), so that
   * the move is credited with the detour it saves. Returns the new length.
   */
  private compact(seq: Int32Array, len: number): number {
    const n = this.inst.n;
    if (this.inst.stores === 0) return len;
    let w = 0;
    let collected = 0;
    for (let i = 0; i < len; i++) {
      const x = seq[i]!;
      if (x < n) collected++;
      else if (collected === 0) continue;
      else collected = 0;
      seq[w++] = x;
    }
    return w;
  }

  private commitTwo(
    sol: SolutionState,
    a: number,
    lenA: number,
    b: number,
    lenB: number,
    kind: keyof LocalSearch['applied'],
  ): boolean {
    const A = sol.routes[a]!;
    const B = sol.routes[b]!;
    const ka = this.compact(this.seqA, lenA);
    const kb = this.compact(this.seqB, lenB);
    const before = A.cost + B.cost;
    const costA = this.replay.evaluate(a, this.seqA, ka);
    if (!(costA < before - EPS)) return false;
    const costB = this.replay.evaluate(b, this.seqB, kb);
    if (!(costA + costB < before - EPS)) return false;
    sol.setRoute(a, this.seqA.subarray(0, ka));
    sol.setRoute(b, this.seqB.subarray(0, kb));
    sol.tidy(a);
    sol.tidy(b);
    this.index(A);
    this.index(B);
    this.applied[kind]++;
    return true;
  }

  private index(route: RouteState): void {
    const n = this.inst.n;
    for (let p = 1; p <= route.len; p++) {
      const x = route.nodes[p]!;
      if (x < n) this.pos[x] = p;
    }
  }

  private d(x: number, y: number): number {
    return this.inst.dist[x * this.inst.nodes + y]!;
  }

  private cpd(v: number): number {
    return this.inst.costPerDistance[v]!;
  }
}
