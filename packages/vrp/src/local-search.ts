import type { Instance } from './instance.ts';
import { shuffle } from './order.ts';
import type { Rng } from './rng.ts';
import type { RouteState } from './route.ts';
import { earliestStart } from './schedule.ts';
import { Replay } from './sequence.ts';
import type { SolutionState } from './state.ts';

const EPS = 1e-9;
/** SWAP* exchanges replayed in full per route pair, cheapest (by edge costs) first. */
const SWAP_STAR_TRIES = 4;
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
  readonly applied = { relocate: 0, swap: 0, twoOptStar: 0, twoOpt: 0, orOpt: 0, store: 0, swapStar: 0 };
  /** Whether `run` also tries SWAP* between the routes of neighbouring jobs (off by default: see 0014). */
  swapStarOn = false;
  /** Delta of the last SWAP* applied, as screened by edge costs (for tests). */
  lastSwapStarDelta = 0;
  /**
   * SWAP* bookkeeping: a counter that grows with every event, the value at each route's last change and
   * at each route pair's last SWAP* attempt, so that a pair is tried again only when one of its routes
   * changed (or in a new run).
   */
  private tick = 0;
  private runStart = 0;
  private readonly changedAt: Float64Array;
  private readonly pairTriedAt: Map<number, number> = new Map();
  /** Three cheapest insertions of each job of one route into the other: gap index and cost. */
  private readonly topPos: Int32Array;
  private readonly topCost: Float64Array;
  /** SWAP* candidates: delta, i, j, gap of u, gap of v; SWAP_STAR_TRIES of them. */
  private readonly candidates = new Float64Array(SWAP_STAR_TRIES * 5);

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
    this.changedAt = new Float64Array(inst.m);
    this.topPos = new Int32Array(2 * size * 3);
    this.topCost = new Float64Array(2 * size * 3);
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
    const list = inst.neighbours;
    const swapStar = this.swapStarOn && !this.anyLocked;
    this.runStart = ++this.tick;
    let moves = 0;
    let improved = true;
    while (improved) {
      improved = false;
      let visited = 0;
      for (const u of order) {
        // Reading the clock is a system call with the CPU clock: every 64 jobs is often enough.
        if ((++visited & 63) === 0 && now() > deadline) return moves;
        for (let k = 0; k < K; k++) {
          const v = list[u * inst.neighbourCount + k]!;
          if (sol.jobRoute[u]! < 0 || sol.jobRoute[v]! < 0) continue;
          if (this.tryPair(sol, u, v)) {
            improved = true;
            moves++;
          }
        }
      }
      if (swapStar && !improved) {
        // SWAP* between the routes of neighbouring jobs, once the simpler moves are exhausted.
        for (const u of order) {
          if ((++visited & 63) === 0 && now() > deadline) return moves;
          for (let k = 0; k < K; k++) {
            const v = list[u * inst.neighbourCount + k]!;
            const a = sol.jobRoute[u]!;
            const b = sol.jobRoute[v]!;
            if (a < 0 || b < 0 || a === b || !this.pairDue(a, b)) continue;
            if (this.swapStar(sol, a, b)) {
              improved = true;
              moves++;
            }
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
    const { dist, nodes: N, costPerDistance } = inst;
    const route = sol.routes[r]!;
    if (route.len === route.jobs) return false;
    const n = inst.n;
    const cpd = costPerDistance[r]!;
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
      const gain = dist[prev * N + s]! + dist[s * N + next]! - dist[prev * N + next]!;
      for (let g = 0; g <= k; g++) {
        const left = g === 0 ? route.nodes[0]! : q[g - 1]!;
        const right = g === k ? route.nodes[route.len + 1]! : q[g]!;
        for (let t = 0; t < inst.stores; t++) {
          const x = n + t;
          if (g === p - 1 && x === s) continue;
          if (x === left || x === right) continue;
          const delta = (dist[left * N + x]! + dist[x * N + right]! - dist[left * N + right]! - gain) * cpd;
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
    if (!this.replay.feasible(r, seq, len) || !(this.replay.cost < sol.routes[r]!.cost - EPS)) return false;
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

  /** The routes of u and v (indices a, b and states A, B) and their positions i, j in them. */
  private placesOf(sol: SolutionState, u: number, v: number) {
    const a = sol.jobRoute[u]!;
    const b = sol.jobRoute[v]!;
    return { a, b, A: sol.routes[a]!, B: sol.routes[b]!, i: this.pos[u]!, j: this.pos[v]! };
  }

  /** Moves u right after v (after = true) or right before it. */
  relocate(sol: SolutionState, u: number, v: number, after: boolean): boolean {
    const { dist, nodes: N, costPerDistance } = this.inst;
    if (this.locked[u] === 1) return false;
    const { a, b, A, B, i, j } = this.placesOf(sol, u, v);
    const x = after ? v : B.nodes[j - 1]!;
    const y = after ? B.nodes[j + 1]! : v;
    if (x === u || y === u) return false;
    const pa = A.nodes[i - 1]!;
    const na = A.nodes[i + 1]!;
    const removal = (dist[pa * N + na]! - dist[pa * N + u]! - dist[u * N + na]!) * costPerDistance[a]!;
    const insertion = (dist[x * N + u]! + dist[u * N + y]! - dist[x * N + y]!) * costPerDistance[b]!;
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
    const { dist, nodes: N, costPerDistance } = this.inst;
    if (this.locked[u] === 1 || this.locked[v] === 1) return false;
    const { a, b, A, B, i, j } = this.placesOf(sol, u, v);
    if (a === b && Math.abs(i - j) <= 1) {
      // Adjacent jobs: a swap is a relocate, already tried.
      return false;
    }
    const pa = A.nodes[i - 1]!;
    const na = A.nodes[i + 1]!;
    const pb = B.nodes[j - 1]!;
    const nb = B.nodes[j + 1]!;
    const deltaA =
      (dist[pa * N + v]! + dist[v * N + na]! - dist[pa * N + u]! - dist[u * N + na]!) * costPerDistance[a]!;
    const deltaB =
      (dist[pb * N + u]! + dist[u * N + nb]! - dist[pb * N + v]! - dist[v * N + nb]!) * costPerDistance[b]!;
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
    const { dist, nodes: N } = this.inst;
    const { a, b, A, B, i, j } = this.placesOf(sol, u, v);
    if (a === b || this.anyLocked) return false;
    const na = i < A.len ? A.nodes[i + 1]! : B.nodes[B.len + 1]!;
    const pb = B.nodes[j - 1]!;
    const delta = dist[u * N + v]! + dist[pb * N + na]! - dist[u * N + A.nodes[i + 1]!]! - dist[pb * N + v]!;
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
    const { dist, nodes: N } = this.inst;
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
      dist[before * N + A.nodes[hi]!]! +
      dist[A.nodes[lo]! * N + after]! -
      dist[before * N + A.nodes[lo]!]! -
      dist[A.nodes[hi]! * N + after]!;
    if (delta >= -EPS) return false;
    for (let p = 1; p <= A.len; p++)
      this.seqA[p - 1] = p >= lo && p <= hi ? A.nodes[lo + hi - p]! : A.nodes[p]!;
    return this.commitOne(sol, a, A.len, 'twoOpt');
  }

  /** Moves the string of k jobs starting at u to right after v, in the same orientation. */
  orOpt(sol: SolutionState, u: number, v: number, k: number): boolean {
    const { dist, nodes: N, costPerDistance } = this.inst;
    if (this.anyLocked) return false;
    const { a, b, A, B, i, j } = this.placesOf(sol, u, v);
    const last = i + k - 1;
    if (last > A.len) return false;
    if (a === b && j >= i - 1 && j <= last) return false;
    const pa = A.nodes[i - 1]!;
    const na = A.nodes[last + 1]!;
    const tail = A.nodes[last]!;
    const nb = B.nodes[j + 1]!;
    const delta =
      (dist[pa * N + na]! - dist[pa * N + u]! - dist[tail * N + na]!) * costPerDistance[a]! +
      (dist[v * N + u]! + dist[tail * N + nb]! - dist[v * N + nb]!) * costPerDistance[b]!;
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

  /** Whether SWAP* between routes a and b is worth trying: not since both last changed in this run. */
  private pairDue(a: number, b: number): boolean {
    const key = a < b ? a * this.inst.m + b : b * this.inst.m + a;
    const tried = this.pairTriedAt.get(key) ?? 0;
    if (tried > this.runStart && tried > this.changedAt[a]! && tried > this.changedAt[b]!) return false;
    this.pairTriedAt.set(key, ++this.tick);
    return true;
  }

  /**
   * SWAP* (Vidal 2022): exchange a job u of route a with a job v of route b, each inserted at its best
   * place in the other route rather than in the other's position. For every job the three cheapest gaps
   * of the other route (by edge costs, among the gaps where it fits in time as the route stands) are
   * computed once; the best place of u in b without v is then among those three that do not touch v, or
   * v's own place. The cheapest exchanges by edge costs are replayed in full; the first that lowers the
   * cost is applied.
   */
  swapStar(sol: SolutionState, a: number, b: number): boolean {
    const inst = this.inst;
    const { dist, nodes: N, costPerDistance } = inst;
    const A = sol.routes[a]!;
    const B = sol.routes[b]!;
    if (A.jobs === 0 || B.jobs === 0 || this.anyLocked) return false;
    const n = inst.n;
    const cpdA = costPerDistance[a]!;
    const cpdB = costPerDistance[b]!;
    // Top three gaps of each job of A in B (slots 0..), and of each job of B in A (after A's slots).
    this.topThree(A, B, 0);
    this.topThree(B, A, A.len + 2);
    const dims = inst.dims;
    const plainLoads = inst.stores === 0;
    const cand = this.candidates;
    let found = 0;
    for (let i = 1; i <= A.len; i++) {
      const u = A.nodes[i]!;
      if (u >= n || inst.compatible[u * inst.m + b] === 0) continue;
      const remU =
        dist[A.nodes[i - 1]! * N + A.nodes[i + 1]!]! -
        dist[A.nodes[i - 1]! * N + u]! -
        dist[u * N + A.nodes[i + 1]!]!;
      for (let j = 1; j <= B.len; j++) {
        const v = B.nodes[j]!;
        if (v >= n || inst.compatible[v * inst.m + a] === 0) continue;
        if (plainLoads) {
          let fits = true;
          for (let d = 0; d < dims && fits; d++) {
            const du = inst.demand[u * dims + d]!;
            const dv = inst.demand[v * dims + d]!;
            fits =
              A.load[d]! - du + dv <= inst.capacity[a * dims + d]! &&
              B.load[d]! - dv + du <= inst.capacity[b * dims + d]!;
          }
          if (!fits) continue;
        }
        const remV =
          dist[B.nodes[j - 1]! * N + B.nodes[j + 1]!]! -
          dist[B.nodes[j - 1]! * N + v]! -
          dist[v * N + B.nodes[j + 1]!]!;
        // u into B without v: v's place, or one of u's top three gaps that does not touch v.
        let insU =
          dist[B.nodes[j - 1]! * N + u]! +
          dist[u * N + B.nodes[j + 1]!]! -
          dist[B.nodes[j - 1]! * N + B.nodes[j + 1]!]!;
        let pu = j - 1;
        for (let t = 0; t < 3; t++) {
          const g = this.topPos[i * 3 + t]!;
          if (g < 0) break;
          if (g === j - 1 || g === j) continue;
          if (this.topCost[i * 3 + t]! < insU) {
            insU = this.topCost[i * 3 + t]!;
            pu = g;
          }
          break;
        }
        const delta0 = remU * cpdA + (remV + insU) * cpdB;
        let insV =
          dist[A.nodes[i - 1]! * N + v]! +
          dist[v * N + A.nodes[i + 1]!]! -
          dist[A.nodes[i - 1]! * N + A.nodes[i + 1]!]!;
        let pv = i - 1;
        const off = A.len + 2;
        for (let t = 0; t < 3; t++) {
          const g = this.topPos[(off + j) * 3 + t]!;
          if (g < 0) break;
          if (g === i - 1 || g === i) continue;
          if (this.topCost[(off + j) * 3 + t]! < insV) {
            insV = this.topCost[(off + j) * 3 + t]!;
            pv = g;
          }
          break;
        }
        const delta = delta0 + insV * cpdA;
        if (delta >= -EPS || (found === SWAP_STAR_TRIES && delta >= cand[(found - 1) * 5]!)) continue;
        // Keep the cheapest few, sorted by delta.
        let t = found < SWAP_STAR_TRIES ? found++ : found - 1;
        while (t > 0 && cand[(t - 1) * 5]! > delta) {
          cand.copyWithin(t * 5, (t - 1) * 5, t * 5);
          t--;
        }
        cand[t * 5] = delta;
        cand[t * 5 + 1] = i;
        cand[t * 5 + 2] = j;
        cand[t * 5 + 3] = pu;
        cand[t * 5 + 4] = pv;
      }
    }
    // The cheapest by edge costs may break a window or the duration: replay a few, apply the first that
    // is cheaper in full.
    for (let c = 0; c < found; c++) {
      const i = cand[c * 5 + 1]!;
      const j = cand[c * 5 + 2]!;
      const pu = cand[c * 5 + 3]!;
      const pv = cand[c * 5 + 4]!;
      // Each job goes into the gap after position pv (of a) or pu (of b), counted in the route as it
      // stands; the gap before the job that leaves is that job's own place.
      const u = A.nodes[i]!;
      const v = B.nodes[j]!;
      let ka = 0;
      if (pv === 0) this.seqA[ka++] = v;
      for (let p = 1; p <= A.len; p++) {
        if (p !== i) this.seqA[ka++] = A.nodes[p]!;
        if (p === pv) this.seqA[ka++] = v;
      }
      let kb = 0;
      if (pu === 0) this.seqB[kb++] = u;
      for (let p = 1; p <= B.len; p++) {
        if (p !== j) this.seqB[kb++] = B.nodes[p]!;
        if (p === pu) this.seqB[kb++] = u;
      }
      const delta = cand[c * 5]!;
      if (this.commitTwo(sol, a, ka, b, kb, 'swapStar')) {
        this.lastSwapStarDelta = delta;
        return true;
      }
    }
    return false;
  }

  /**
   * For each job at position i of route `from`, its three cheapest gaps of route `to` (gap g lies between
   * positions g and g + 1) where it fits in time as `to` stands, in slots (offset + i) * 3 .. + 2 of
   * topPos/topCost (-1: none).
   */
  private topThree(from: RouteState, to: RouteState, offset: number): void {
    const inst = this.inst;
    const N = inst.nodes;
    const { dist, time, service } = inst;
    const timed = inst.hasBreak[to.v] === 0;
    const { topPos, topCost } = this;
    for (let i = 1; i <= from.len; i++) {
      const slot = (offset + i) * 3;
      topPos[slot] = topPos[slot + 1] = topPos[slot + 2] = -1;
      topCost[slot] = topCost[slot + 1] = topCost[slot + 2] = Number.POSITIVE_INFINITY;
      const u = from.nodes[i]!;
      if (u >= inst.n) continue;
      const lastEnd = inst.lastEnd[u]!;
      for (let g = 0; g <= to.len; g++) {
        const x = to.nodes[g]!;
        const y = to.nodes[g + 1]!;
        const cost = dist[x * N + u]! + dist[u * N + y]! - to.edge[g]!;
        if (cost >= topCost[slot + 2]!) continue;
        if (timed) {
          const depart = to.start[g]! + service[x]!;
          if (depart > lastEnd) break;
          const s = earliestStart(inst, u, depart + time[x * N + u]!);
          if (s === Number.POSITIVE_INFINITY || s + service[u]! + time[u * N + y]! > to.latest[g + 1]!)
            continue;
        }
        let t = 2;
        while (t > 0 && topCost[slot + t - 1]! > cost) {
          topCost[slot + t] = topCost[slot + t - 1]!;
          topPos[slot + t] = topPos[slot + t - 1]!;
          t--;
        }
        topCost[slot + t] = cost;
        topPos[slot + t] = g;
      }
    }
  }

  private commitOne(sol: SolutionState, a: number, len: number, kind: keyof LocalSearch['applied']): boolean {
    const A = sol.routes[a]!;
    const k = this.compact(this.seqA, len);
    if (!this.replay.feasible(a, this.seqA, k) || !(this.replay.cost < A.cost - EPS)) return false;
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
    if (!this.replay.feasible(a, this.seqA, ka)) return false;
    const costA = this.replay.cost;
    if (!(costA < before - EPS)) return false;
    if (!this.replay.feasible(b, this.seqB, kb) || !(costA + this.replay.cost < before - EPS)) return false;
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
    this.changedAt[route.v] = ++this.tick;
    const n = this.inst.n;
    for (let p = 1; p <= route.len; p++) {
      const x = route.nodes[p]!;
      if (x < n) this.pos[x] = p;
    }
  }
}
