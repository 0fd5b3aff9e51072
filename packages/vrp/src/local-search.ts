import type { Instance } from './instance.ts';
import { shuffle } from './order.ts';
import type { Rng } from './rng.ts';
import type { RouteState } from './route.ts';
import { sequenceDistance } from './sequence.ts';
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
 */
export class LocalSearch {
  private readonly pos: Int32Array;
  private readonly seqA: Int32Array;
  private readonly seqB: Int32Array;
  private readonly anyLocked: boolean;
  /** Moves applied since construction, by kind: for tests and tuning. */
  readonly applied = { relocate: 0, swap: 0, twoOptStar: 0, twoOpt: 0, orOpt: 0 };

  constructor(
    private readonly inst: Instance,
    private readonly locked: Uint8Array = new Uint8Array(inst.n),
    private readonly neighbourLimit = 20,
  ) {
    this.pos = new Int32Array(inst.n);
    this.seqA = new Int32Array(inst.n + 2);
    this.seqB = new Int32Array(inst.n + 2);
    this.anyLocked = locked.includes(1);
  }

  /** Applies improving moves until none is left or the deadline passes; returns how many were applied. */
  run(sol: SolutionState, rng: Rng | null, deadline = Number.POSITIVE_INFINITY, now = wallClock): number {
    const inst = this.inst;
    this.indexAll(sol);
    const order: number[] = [];
    for (let j = 0; j < inst.n; j++) if (sol.jobRoute[j]! >= 0 && this.locked[j] === 0) order.push(j);
    if (rng) shuffle(order, rng);
    const K = Math.min(this.neighbourLimit, inst.neighbourCount);
    let moves = 0;
    let improved = true;
    while (improved) {
      improved = false;
      for (const u of order) {
        if ((u & 7) === 0 && now() > deadline) return moves;
        for (let k = 0; k < K; k++) {
          const v = inst.neighbours[u * inst.neighbourCount + k]!;
          if (sol.jobRoute[u]! < 0 || sol.jobRoute[v]! < 0) continue;
          if (this.tryPair(sol, u, v)) {
            improved = true;
            moves++;
          }
        }
      }
    }
    return moves;
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
    if (removal + insertion >= -EPS && !(a !== b && A.len === 1)) return false;
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
    const dist = sequenceDistance(this.inst, a, this.seqA, len);
    if (!(dist * this.cpd(a) < A.dist * this.cpd(a) - EPS)) return false;
    sol.setRoute(a, this.seqA.subarray(0, len));
    this.index(A);
    this.applied[kind]++;
    return true;
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
    const distA = sequenceDistance(this.inst, a, this.seqA, lenA);
    if (Number.isNaN(distA)) return false;
    const distB = sequenceDistance(this.inst, b, this.seqB, lenB);
    if (Number.isNaN(distB)) return false;
    const before = A.cost + B.cost;
    const after = this.routeCost(a, distA, lenA) + this.routeCost(b, distB, lenB);
    if (!(after < before - EPS)) return false;
    sol.setRoute(a, this.seqA.subarray(0, lenA));
    sol.setRoute(b, this.seqB.subarray(0, lenB));
    this.index(A);
    this.index(B);
    this.applied[kind]++;
    return true;
  }

  private routeCost(v: number, dist: number, len: number): number {
    return len === 0 ? 0 : dist * this.cpd(v) + this.inst.fixedCost[v]!;
  }

  private index(route: RouteState): void {
    for (let p = 1; p <= route.len; p++) this.pos[route.nodes[p]!] = p;
  }

  private d(x: number, y: number): number {
    return this.inst.dist[x * this.inst.nodes + y]!;
  }

  private cpd(v: number): number {
    return this.inst.costPerDistance[v]!;
  }
}
