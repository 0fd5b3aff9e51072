import { type Step, step } from './day.ts';
import type { Instance } from './instance.ts';
import { chanceThreshold, type Rng } from './rng.ts';
import type { RouteState } from './route.ts';
import type { SolutionState } from './state.ts';

/**
 * Cheapest feasible insertion of one job over every route and position, in O(1) per position thanks to
 * the cached schedule and trip loads of each route. Where the job would overfill its trip (or mix
 * incompatible loads, or reach a store that refuses it), the job is tried together with a new unloading:
 * the job then a store, or a store then the job. This is how the optimiser decides when and where to
 * unload; the store visits that become useless are dropped by `SolutionState.tidy`. Those tries are
 * dear, so they are made only in gaps where a lower bound (the store's cached detour, in cost and time)
 * says they may win (0019).
 *
 * With a blink rate, each candidate position is ignored with that probability (SISR's "blinks"): it
 * randomises the recreate step at almost no cost.
 */
export class Inserter {
  /** Result of the last `best` call: route, position to insert at, and cost increase. */
  route = -1;
  pos = -1;
  delta = Number.POSITIVE_INFINITY;
  /** Store to insert with the job (-1 for none), and whether it goes before the job. */
  store = -1;
  storeFirst = false;
  private readonly typeStamp: Int32Array;
  private stamp = 0;
  private readonly out: Step = { done: 0, pending: 0, brk: 0 };
  private readonly flags: Uint8Array;
  /** Whether some vehicle lacks a skill some job needs (else every route may take every job). */
  private readonly skills: boolean;

  /**
   * When positive, `best` (without a route filter) only looks at the routes that serve one of the job's
   * `nearRoutes` nearest neighbours, and at empty vehicles: on large instances a job's cheapest place is
   * almost always near it, and scanning hundreds of routes per job dominated the iteration.
   */
  nearRoutes = 0;
  /**
   * With `nearRoutes`: when no route of the near ones takes the job (it would open a route or stay out),
   * the routes of its this many nearest neighbours are tried as well (every route in use from
   * `inst.neighbourCount` on; 0: none).
   */
  nearFallback = Number.POSITIVE_INFINITY;
  /** Set by `recreate` while its cap on routes is reached: jobs go only into routes already in use. */
  private noNewRoutes = false;
  /**
   * With every route scanned (`nearRoutes` 0): the version of route r in which job j last found no place
   * at all, at `failed[j * m + r]`; such a route is skipped for j until it changes. The fleet phase tries
   * the same unplaced jobs again and again while each ruin changes only a few routes (0018).
   */
  private failed: Int32Array | null = null;
  /** Whether the current `best` call skipped a feasible position by a blink (its failures are not sure). */
  private blinked = false;
  private readonly routeList: Int32Array;
  private readonly routeMark: Int32Array;
  private readonly emptyOfType: Int32Array;
  private routeStamp = 0;

  constructor(private readonly inst: Instance) {
    this.emptyOfType = new Int32Array(inst.types);
    for (let t = 0; t < inst.types; t++) this.emptyOfType[t] = inst.vType.indexOf(t);
    this.routeList = new Int32Array(inst.m);
    this.routeMark = new Int32Array(inst.m);
    this.typeStamp = new Int32Array(inst.types);
    this.flags = new Uint8Array(inst.n + 4 + (inst.stores > 0 ? inst.n + 1 : 0));
    this.skills = inst.compatible.includes(0);
    this.gapPos = new Int32Array(64);
    this.gapCost = new Float64Array(64);
    this.gapSpare = new Float64Array(64);
    this.gapRoute = new Int32Array(inst.m);
    this.gapStart = new Int32Array(inst.m);
    this.gapEnd = new Int32Array(inst.m);
  }

  /**
   * Finds the cheapest insertion of job j (in route `routeFilter` only, and at position `posFilter` only,
   * if given); false if none.
   */
  best(
    sol: SolutionState,
    j: number,
    rng: Rng | null,
    blinkRate: number,
    routeFilter = -1,
    posFilter = -1,
  ): boolean {
    const inst = this.inst;
    const { capacity, demand, compatible } = inst;
    const m = inst.m;
    const dims = inst.dims;
    const conflicts = inst.conflicts[j]!;
    const failed = routeFilter < 0 && posFilter < 0 && this.nearRoutes === 0 ? this.failed : null;
    const { lens, loads } = sol;
    this.blinked = false;
    let best = Number.POSITIVE_INFINITY;
    let bestRoute = -1;
    let bestPos = -1;
    let bestStore = -1;
    let bestStoreFirst = false;

    if (blinkRate !== this.blink) {
      this.blink = blinkRate;
      this.blinkBits = chanceThreshold(blinkRate);
    }
    let near = routeFilter < 0 && this.nearRoutes > 0;
    let count = near ? this.collectRoutes(sol, j) : m;
    // With near routes only, a job that finds no place in them (it would open a route, or stay out) is
    // tried in every other route in use as well: on tight windows its only places are often in routes
    // serving none of its nearest neighbours (0015). Routes already scanned are skipped.
    let wider = false;
    for (let round = 0; round < 2; round++) {
      if (round === 1) {
        if (!near || this.nearFallback <= 0 || (bestRoute >= 0 && sol.routes[bestRoute]!.len > 0)) break;
        wider = true;
        if (this.nearFallback < inst.neighbourCount) count = this.collectRing(sol, j);
        else {
          near = false;
          count = m;
        }
      }
      // Plain insertions first: their scan records the gaps where the job needs an unloading and the
      // plain insertion alone would beat the best so far (a lower bound on the one with the unloading).
      const stamp = ++this.stamp;
      let gapRoutes = 0;
      this.gapCount = 0;
      for (let k = 0; k < count; k++) {
        const r = near ? this.routeList[k]! : k;
        if (wider && !near && this.routeMark[r] === this.routeStamp) continue;
        if (this.skills && compatible[j * m + r] === 0) continue;
        if (routeFilter >= 0 && r !== routeFilter) continue;
        // The length and load from the solution's dense arrays: most routes are ruled out by them
        // without a look at the route itself.
        const len = lens[r]!;
        if (len === 0) {
          if (this.noNewRoutes || wider) continue;
          const t = inst.vType[r]!;
          if (this.typeStamp[t] === stamp) continue;
          this.typeStamp[t] = stamp;
        }
        if (inst.stores === 0) {
          // One trip: the route's total load and classes decide.
          let fits = true;
          for (let d = 0; d < dims && fits; d++) {
            if (loads[r * dims + d]! + demand[j * dims + d]! > capacity[r * dims + d]!) fits = false;
          }
          if (!fits) continue;
        }
        const route = sol.routes[r]!;
        if (failed !== null && len > 0 && failed[j * m + r] === route.version) continue;
        if (inst.stores === 0 && (route.mask & conflicts) !== 0) continue;
        const from = posFilter >= 0 ? posFilter - 1 : 0;
        const to = posFilter >= 0 ? posFilter - 1 : len;
        const gapsFrom = this.gapCount;
        this.bound = best;
        const found = this.scan(route, j, rng, from, to, false, inst.stores > 0);
        if (this.gapCount > gapsFrom) {
          this.gapRoute[gapRoutes] = r;
          this.gapStart[gapRoutes] = gapsFrom;
          this.gapEnd[gapRoutes++] = this.gapCount;
        }
        if (!found) continue;
        // The maximum duration is checked for the route's best position only, and only if that fails is
        // the route scanned again with a check at each improvement.
        if (
          inst.maxDuration[r]! < Number.POSITIVE_INFINITY &&
          !this.durationAllows(route, this.found - 1, j, -1, false) &&
          !this.scan(route, j, rng, from, to, true, false)
        )
          continue;
        best = this.foundCost;
        bestRoute = r;
        bestPos = this.found;
        bestStore = -1;
        bestStoreFirst = false;
      }
      // Then the recorded gaps, with an unloading: dearer to check, and only those whose bound (0019)
      // still beats the best place found.
      for (let g = 0; g < gapRoutes; g++) {
        const r = this.gapRoute[g]!;
        const route = sol.routes[r]!;
        const g0 = this.gapStart[g]!;
        const g1 = this.gapEnd[g]!;
        this.bound = best;
        if (!this.scanWithStore(route, j, rng, g0, g1, false)) continue;
        if (
          inst.maxDuration[r]! < Number.POSITIVE_INFINITY &&
          !this.durationAllows(route, this.found - 1, j, this.foundStore, this.foundStoreFirst) &&
          !this.scanWithStore(route, j, rng, g0, g1, true)
        )
          continue;
        best = this.foundCost;
        bestRoute = r;
        bestPos = this.found;
        bestStore = this.foundStore;
        bestStoreFirst = this.foundStoreFirst;
      }
    }
    if (failed !== null && bestRoute < 0 && !this.blinked) {
      // No place in any route, none passed over by a blink: remember it for each route as it stands.
      for (let r = 0; r < m; r++) {
        const route = sol.routes[r]!;
        if (route.len > 0) failed[j * m + r] = route.version;
      }
    }
    this.route = bestRoute;
    this.pos = bestPos;
    this.delta = best;
    this.store = bestStore;
    this.storeFirst = bestStoreFirst;
    return bestRoute >= 0;
  }

  /** Lists the routes of job j's nearest neighbours, then the empty ones; returns how many. */
  private collectRoutes(sol: SolutionState, j: number): number {
    const inst = this.inst;
    const stamp = ++this.routeStamp;
    const K = Math.min(this.nearRoutes, inst.neighbourCount);
    let count = 0;
    for (let k = 0; k < K; k++) {
      const r = sol.jobRoute[inst.neighbours[j * inst.neighbourCount + k]!]!;
      if (r < 0 || this.routeMark[r] === stamp) continue;
      this.routeMark[r] = stamp;
      this.routeList[count++] = r;
    }
    // One empty vehicle per type is enough (they are interchangeable). The last one found is remembered
    // per type and checked first, so the usual case costs one look instead of a scan of the fleet.
    for (let t = 0; t < (this.noNewRoutes ? 0 : inst.types); t++) {
      let r = this.emptyOfType[t]!;
      if (r < 0) continue;
      if (sol.routes[r]!.len !== 0) {
        r = -1;
        for (let k = 0; k < inst.m; k++) {
          const q = (this.emptyOfType[t]! + k) % inst.m;
          if (inst.vType[q] === t && sol.routes[q]!.len === 0) {
            r = q;
            break;
          }
        }
        // None left of this type: look again next time (a route of the type may empty meanwhile).
        if (r < 0) continue;
        this.emptyOfType[t] = r;
      }
      if (this.routeMark[r] !== stamp) this.routeList[count++] = r;
    }
    return count;
  }

  /** Lists the routes in use of job j's neighbours from `nearRoutes` to `nearFallback` not listed yet. */
  private collectRing(sol: SolutionState, j: number): number {
    const inst = this.inst;
    const stamp = this.routeStamp;
    const K = inst.neighbourCount;
    let count = 0;
    for (let k = Math.min(this.nearRoutes, K); k < Math.min(this.nearFallback, K); k++) {
      const r = sol.jobRoute[inst.neighbours[j * K + k]!]!;
      if (r < 0 || this.routeMark[r] === stamp) continue;
      this.routeMark[r] = stamp;
      this.routeList[count++] = r;
    }
    return count;
  }

  /** Cheapest place found by the last `scan`: position, cost, and the unloading that goes with it. */
  private found = -1;
  private foundCost = Number.POSITIVE_INFINITY;
  private foundStore = -1;
  private foundStoreFirst = false;

  /**
   * Arguments of `scan` that are fractions. Passed as fields: V8 boxes a fraction passed to a call it does
   * not inline, and these calls run for every route and job of every iteration.
   */
  private bound = Number.POSITIVE_INFINITY;
  /** The bound of `tryWithStore`: the best cost found so far by the `scan` calling it. */
  private storeBound = Number.POSITIVE_INFINITY;
  /** The time `tryWithStore` may add in its gap: the gap's recorded `gapSpare`. */
  private storeSpare = Number.POSITIVE_INFINITY;
  private blink = 0;
  private blinkBits = 0;

  /**
   * Gaps where the job needs an unloading, recorded by `scan`: position, a lower bound on the cost of
   * the insertion there with an unloading, and the time the insertion may add beyond the job's service
   * and travel (what the next visit can spare), for the routes `gapRoute[g]` at `gapStart[g]..gapEnd[g]`.
   */
  private gapPos: Int32Array;
  private gapCost: Float64Array;
  private gapSpare: Float64Array;
  private gapCount = 0;
  private readonly gapRoute: Int32Array;
  private readonly gapStart: Int32Array;
  private readonly gapEnd: Int32Array;

  /**
   * Cheapest feasible plain insertion of job j into the gaps after positions from..to of a route, cheaper
   * than `bound`; false if none. With `checkDuration` each improvement is checked against the maximum
   * duration. With `record`, the gaps where the job would need an unloading and whose plain cost beats
   * `bound` are recorded for `scanWithStore`.
   */
  private scan(
    route: RouteState,
    j: number,
    rng: Rng | null,
    from: number,
    to: number,
    checkDuration: boolean,
    record: boolean,
  ): boolean {
    const inst = this.inst;
    const blinkRate = this.blink;
    const { dist, time, service, distIn, timeIn } = inst;
    const N = inst.nodes;
    const inCol = inst.inCol;
    // Both legs of the insertion read row j of the matrices (from a: distIn, to b: dist), and the edge
    // they replace comes from the route's cache: no scattered reads in the loop below.
    const jIn = j * inst.inRow;
    const jOut = j * N;
    const r = route.v;
    const sj = service[j]!;
    const lastEnd = inst.lastEnd[j]!;
    const w0 = inst.twOffset[j]!;
    const single = inst.twOffset[j + 1]! - w0 === 1;
    const e = inst.twStart[w0]!;
    const l = inst.twEnd[w0]!;
    const stores = inst.stores > 0;
    const cpd = inst.costPerDistance[r]!;
    const cpt = inst.costPerTime[r]!;
    const fixed = route.len === 0 ? inst.fixedCost[r]! : 0;
    const hasBreak = inst.hasBreak[r] === 1;
    const { nodes, start, start0, latest, latest0, edge, closer, detour, detourTime } = route;
    const S = inst.stores;
    const bound = this.bound;
    let best = bound;
    let found = -1;
    if (record) this.reserveGaps(to - from + 1);
    let trip = -1;
    let tripFits = true;
    // The job cannot start before e, so no gap whose next visit must be reached before e + sj can take
    // it (with or without an unloading). Latest arrivals never decrease along a route, so those gaps form
    // a prefix: skip it by bisection. With a break, the later of the two latest times decides (it never
    // decreases either).
    let first = from;
    if (to - from > 4 && e > 0) {
      const need = e + sj;
      let hi = to;
      while (first < hi) {
        const mid = (first + hi) >> 1;
        const limit = hasBreak && latest0[mid + 1]! > latest[mid + 1]! ? latest0[mid + 1]! : latest[mid + 1]!;
        if (limit < need) first = mid + 1;
        else hi = mid;
      }
    }
    for (let p = first; p <= to; p++) {
      const a = nodes[p]!;
      const ready = hasBreak && start0[p]! < start[p]! ? start0[p]! : start[p]!;
      const depart = ready + service[a]!;
      // Service starts never decrease along a route, so no later position can meet the window either.
      if (depart > lastEnd) break;
      const b = nodes[p + 1]!;
      let cost = (distIn[jIn + a * inCol]! + dist[jOut + b]! - edge[p]!) * cpd + fixed;
      if (cpt > 0) cost += (timeIn[jIn + a * inCol]! + sj + time[jOut + b]! - time[a * N + b]!) * cpt;
      // Also a lower bound on any insertion here with an unloading (triangle inequality).
      if (cost >= (record ? bound : best)) continue;
      if (stores && closer[p]! !== trip) {
        // A trip's load and classes are the same in all its gaps: check once per trip.
        trip = closer[p]!;
        tripFits = this.tripFits(route, p, j);
      }
      if (!tripFits) {
        if (record) {
          // Worth a look with an unloading only if one fits in the time the next visit can spare, and
          // its detour with the job's service may beat the bound (triangle inequality on both).
          const latestNext = hasBreak && latest0[p + 1]! > latest[p + 1]! ? latest0[p + 1]! : latest[p + 1]!;
          const spare = latestNext - (depart + time[a * N + b]! + sj);
          let least = Number.POSITIVE_INFINITY;
          for (let x = p * S; x < p * S + S; x++) {
            if (detourTime[x]! <= spare && detour[x]! < least) least = detour[x]!;
          }
          least += fixed + sj * cpt;
          if (least < cost) least = cost;
          if (least < bound) {
            this.gapPos[this.gapCount] = p;
            this.gapSpare[this.gapCount] = spare;
            this.gapCost[this.gapCount++] = least;
          }
        }
        continue;
      }
      if (cost >= best) continue;
      // Exact without a break; with one, a necessary condition (the break only makes things later)
      // that spares most gaps the two-state check.
      const arrival = depart + timeIn[jIn + a * inCol]!;
      let s: number;
      if (single) {
        if (arrival > l) continue;
        s = arrival < e ? e : arrival;
      } else {
        s = earliest(inst, j, arrival);
        if (s === Number.POSITIVE_INFINITY) continue;
      }
      const next = s + sj + time[jOut + b]!;
      if (!hasBreak) {
        if (next > latest[p + 1]!) continue;
      } else if (next > latest[p + 1]! && next > latest0[p + 1]!) continue;
      else if (!this.fitsBetween(route, p, j, -1)) continue;
      if (rng !== null && blinkRate > 0 && rng.below(this.blinkBits)) {
        this.blinked = true;
        continue;
      }
      if (checkDuration && !this.durationAllows(route, p, j, -1, false)) continue;
      best = cost;
      found = p + 1;
    }
    this.found = found;
    this.foundCost = best;
    this.foundStore = -1;
    this.foundStoreFirst = false;
    return found >= 0;
  }

  /**
   * Cheapest feasible insertion of job j with an unloading into the gaps `g0..g1` recorded by `scan`,
   * cheaper than `bound`; false if none.
   */
  private scanWithStore(
    route: RouteState,
    j: number,
    rng: Rng | null,
    g0: number,
    g1: number,
    checkDuration: boolean,
  ): boolean {
    const blinkRate = this.blink;
    let best = this.bound;
    let found = -1;
    for (let g = g0; g < g1; g++) {
      if (this.gapCost[g]! >= best) continue;
      const p = this.gapPos[g]!;
      this.storeBound = best;
      this.storeSpare = this.gapSpare[g]!;
      this.tryWithStore(route, p, j, checkDuration);
      if (this.candidateCost >= best) continue;
      if (rng !== null && blinkRate > 0 && rng.below(this.blinkBits)) {
        this.blinked = true;
        continue;
      }
      best = this.candidateCost;
      found = p + 1;
      this.foundStore = this.candidateStore;
      this.foundStoreFirst = this.candidateStoreFirst;
    }
    this.found = found;
    this.foundCost = best;
    return found >= 0;
  }

  /** Makes room for `more` recorded gaps. */
  private reserveGaps(more: number): void {
    const need = this.gapCount + more;
    if (need <= this.gapPos.length) return;
    const size = Math.max(need, 2 * this.gapPos.length);
    const pos = new Int32Array(size);
    pos.set(this.gapPos.subarray(0, this.gapCount));
    const cost = new Float64Array(size);
    cost.set(this.gapCost.subarray(0, this.gapCount));
    const spare = new Float64Array(size);
    spare.set(this.gapSpare.subarray(0, this.gapCount));
    this.gapPos = pos;
    this.gapCost = cost;
    this.gapSpare = spare;
  }

  /** Turns the failure cache on (the fleet phase) or off. */
  cacheFailures(on: boolean): void {
    this.failed = on ? (this.failed ?? new Int32Array(this.inst.n * this.inst.m).fill(-1)) : null;
  }

  /** Inserts job j where the last successful `best` call found room for it. */
  apply(sol: SolutionState, j: number): void {
    if (this.store < 0) sol.insert(this.route, this.pos, j);
    else if (this.storeFirst) {
      sol.insertStore(this.route, this.pos, this.store);
      sol.insert(this.route, this.pos + 1, j);
    } else {
      sol.insert(this.route, this.pos, j);
      sol.insertStore(this.route, this.pos + 1, this.store);
    }
  }

  /**
   * Starts a new route with job j alone, in the first empty vehicle that may serve it; false when there
   * is none or it cannot serve j alone.
   */
  openRoute(sol: SolutionState, j: number): boolean {
    const inst = this.inst;
    for (let r = 0; r < inst.m; r++) {
      if (sol.routes[r]!.len !== 0 || inst.compatible[j * inst.m + r] === 0) continue;
      if (!this.best(sol, j, null, 0, r)) return false;
      this.apply(sol, j);
      return true;
    }
    return false;
  }

  /** Inserts the given jobs one by one at their cheapest place; the ones that fit nowhere stay absent. */
  recreate(
    sol: SolutionState,
    order: readonly number[],
    rng: Rng | null,
    blinkRate: number,
    maxRoutes = Number.POSITIVE_INFINITY,
  ): void {
    if (maxRoutes === Number.POSITIVE_INFINITY) {
      for (const j of order) {
        if (this.best(sol, j, rng, blinkRate)) this.apply(sol, j);
      }
      return;
    }
    // At most `maxRoutes` routes in use: new ones are opened only while the count is below it.
    const forbid = this.noNewRoutes;
    let used = sol.usedRoutes();
    for (const j of order) {
      this.noNewRoutes = forbid || used >= maxRoutes;
      if (!this.best(sol, j, rng, blinkRate)) continue;
      if (sol.routes[this.route]!.len === 0) used++;
      this.apply(sol, j);
    }
    this.noNewRoutes = forbid;
  }

  /** Whether job j may join the trip of the gap after position p: capacity, classes, acceptance. */
  private tripFits(route: RouteState, p: number, j: number): boolean {
    const inst = this.inst;
    const dims = inst.dims;
    const closing = route.nodes[route.closer[p]!]!;
    for (let d = 0; d < dims; d++) {
      const load = route.pre[p * dims + d]! + route.suf[(p + 1) * dims + d]! + inst.demand[j * dims + d]!;
      if (load > route.closerCapacity(closing, d)) return false;
    }
    if (!inst.hasClasses) return true;
    const mask = route.preMask[p]! | route.sufMask[p + 1]!;
    return (mask & inst.conflicts[j]!) === 0 && (inst.jobClass[j]! & ~route.closerAccepts(closing)) === 0;
  }

  private candidateCost = Number.POSITIVE_INFINITY;
  private candidateStore = -1;
  private candidateStoreFirst = false;

  /**
   * Cheapest way to insert job j after position p together with an unloading: "job, store" ends the
   * job's part of the trip at the new store; "store, job" ends the part before the gap there. Sets the
   * candidate fields (cost +Infinity when none beats the field `storeBound`).
   */
  private tryWithStore(route: RouteState, p: number, j: number, checkDuration: boolean): void {
    const inst = this.inst;
    // Fractions are read here rather than passed (V8 boxes a fraction passed to a call it does not
    // inline): the bound from its field, the costs from the vehicle's.
    const bound = this.storeBound;
    const r = route.v;
    const cpd = inst.costPerDistance[r]!;
    const cpt = inst.costPerTime[r]!;
    const fixed = route.len === 0 ? inst.fixedCost[r]! : 0;
    const { dist, time, service } = inst;
    const N = inst.nodes;
    const nodes = route.nodes;
    const a = nodes[p]!;
    const b = nodes[p + 1]!;
    const n = inst.n;
    this.candidateCost = Number.POSITIVE_INFINITY;
    // Job then store: the part before the gap plus j must fit in one load at s; the part after keeps its
    // old end. Store then job: the part before unloads at s; j joins the part after. Neither next to
    // another unloading (an empty trip). Checked lazily: most gaps are ruled out by their cost alone.
    let leftFits = -1;
    let rightFits = -1;
    const base = dist[a * N + b]!;
    const baseTime = time[a * N + b]!;
    // Lower bounds of either order with store s: its detour in the gap plus the job's service, in cost
    // and in time (which must fit in what the next visit can spare, recorded with the gap).
    const floor = fixed + (cpt > 0 ? service[j]! * cpt : 0);
    const S = inst.stores;
    const spare = this.storeSpare;
    for (let s = 0; s < S; s++) {
      const x = n + s;
      const least = route.detour[p * S + s]! + floor;
      if (least >= bound || least >= this.candidateCost || route.detourTime[p * S + s]! > spare) continue;
      const accepts = inst.accepts[s]!;
      for (let order = 0; order < 2; order++) {
        const storeFirst = order === 1;
        const first = storeFirst ? x : j;
        const second = storeFirst ? j : x;
        let cost =
          (dist[a * N + first]! + dist[first * N + second]! + dist[second * N + b]! - base) * cpd + fixed;
        if (cpt > 0)
          cost +=
            (time[a * N + first]! +
              time[first * N + second]! +
              time[second * N + b]! -
              baseTime +
              service[j]! +
              service[x]!) *
            cpt;
        if (cost >= bound || cost >= this.candidateCost) continue;
        if (storeFirst) {
          if (rightFits < 0) rightFits = this.rightFits(route, p, j);
          if (rightFits === 0) continue;
        } else {
          if (leftFits < 0) leftFits = this.leftFits(route, p, j);
          if (leftFits === 0) continue;
        }
        const mask = storeFirst ? route.preMask[p]! : route.preMask[p]! | inst.jobClass[j]!;
        if ((mask & ~accepts) !== 0) continue;
        if (!this.quickFits(route, p, first, second)) continue;
        if (inst.hasBreak[route.v] === 1 && !this.fitsBetween(route, p, first, second)) continue;
        if (checkDuration && !this.durationAllows(route, p, j, s, storeFirst)) continue;
        this.candidateCost = cost;
        this.candidateStore = s;
        this.candidateStoreFirst = storeFirst;
      }
    }
  }

  /** 1 when job j can end the part of its trip before the gap after p at a new unloading, else 0. */
  private leftFits(route: RouteState, p: number, j: number): number {
    const inst = this.inst;
    const dims = inst.dims;
    if (route.isStore(route.nodes[p + 1]!)) return 0;
    for (let d = 0; d < dims; d++)
      if (route.pre[p * dims + d]! + inst.demand[j * dims + d]! > inst.capacity[route.v * dims + d]!)
        return 0;
    return (route.preMask[p]! & inst.conflicts[j]!) === 0 ? 1 : 0;
  }

  /** 1 when job j can join the part of its trip after the gap after p, behind a new unloading, else 0. */
  private rightFits(route: RouteState, p: number, j: number): number {
    const inst = this.inst;
    const dims = inst.dims;
    if (p === 0 || route.isStore(route.nodes[p]!)) return 0;
    const closing = route.nodes[route.closer[p]!]!;
    for (let d = 0; d < dims; d++)
      if (route.suf[(p + 1) * dims + d]! + inst.demand[j * dims + d]! > route.closerCapacity(closing, d))
        return 0;
    return (route.sufMask[p + 1]! & inst.conflicts[j]!) === 0 &&
      (inst.jobClass[j]! & ~route.closerAccepts(closing)) === 0
      ? 1
      : 0;
  }

  /**
   * Whether visits x then y (jobs or stores) fit in time after position p, ignoring the break: exact for
   * a vehicle without one, a necessary condition for the others (the break only makes things later).
   */
  private quickFits(route: RouteState, p: number, x: number, y: number): boolean {
    const inst = this.inst;
    const { time, service } = inst;
    const N = inst.nodes;
    const a = route.nodes[p]!;
    const b = route.nodes[p + 1]!;
    const ready =
      inst.hasBreak[route.v] === 1 && route.start0[p]! < route.start[p]! ? route.start0[p]! : route.start[p]!;
    const sx = earliest(inst, x, ready + service[a]! + time[a * N + x]!);
    if (sx === Number.POSITIVE_INFINITY) return false;
    const sy = earliest(inst, y, sx + service[x]! + time[x * N + y]!);
    if (sy === Number.POSITIVE_INFINITY) return false;
    const next = sy + service[y]! + time[y * N + b]!;
    if (next <= route.latest[p + 1]!) return true;
    return inst.hasBreak[route.v] === 1 && next <= route.latest0[p + 1]!;
  }

  /** Whether visits x (then y, if y >= 0) fit in time between positions p and p + 1 of the route. */
  private fitsBetween(route: RouteState, p: number, x: number, y: number): boolean {
    const inst = this.inst;
    const out = this.out;
    const v = route.v;
    const hasBreak = inst.hasBreak[v] === 1;
    out.done = route.start[p]!;
    out.pending = hasBreak ? route.start0[p]! : 0;
    step(inst, v, route.nodes[p]!, x, out);
    let prev = x;
    if (y >= 0) {
      step(inst, v, x, y, out);
      prev = y;
    }
    const b = route.nodes[p + 1]!;
    const travel = inst.service[prev]! + inst.time[prev * inst.nodes + b]!;
    if (out.done + travel <= route.latest[p + 1]!) return true;
    return hasBreak && out.pending + travel <= route.latest0[p + 1]!;
  }

  /** Whether the insertion (job j with or without an unloading) keeps the route within its maximum duration. */
  private durationAllows(
    route: RouteState,
    p: number,
    j: number,
    store: number,
    storeFirst: boolean,
  ): boolean {
    if (store < 0) return this.fitsDuration(route, p, j, -1);
    const x = this.inst.n + store;
    return storeFirst ? this.fitsDuration(route, p, x, j) : this.fitsDuration(route, p, j, x);
  }

  /**
   * Whether inserting visit x (then y, if y >= 0) after position p keeps the route within its maximum
   * duration (the insertion must already be known to fit in time). The new schedule is propagated from p
   * only until it meets the old one again; past that point nothing changes, so the day's end is the old
   * one. The day is then worked out as `dayOf` does, from the new values where they changed. O(changed
   * positions), plus the walk back to the break for vehicles that have one.
   */
  fitsDuration(route: RouteState, p: number, x: number, y: number): boolean {
    const inst = this.inst;
    const v = route.v;
    const out = this.out;
    const { nodes, start, start0, brk } = route;
    const hasBreak = inst.hasBreak[v] === 1;
    const ins = y >= 0 ? 2 : 1;
    const last = route.len + 1;
    const flags = this.flags;
    let done = start[p]!;
    let pending = hasBreak ? start0[p]! : Number.POSITIVE_INFINITY;
    let prev = nodes[p]!;
    let firstDone = 0;
    let firstPending = 0;
    for (let i = 0; i < ins; i++) {
      const node = i === 0 ? x : y;
      out.done = done;
      out.pending = pending;
      step(inst, v, prev, node, out);
      done = out.done;
      pending = out.pending;
      flags[p + 1 + i] = out.brk;
      if (p === 0 && i === 0) {
        firstDone = done;
        firstPending = pending;
      }
      prev = node;
    }
    // The old positions after the gap, until the schedule meets the old one again.
    let q = p + 1;
    let rejoined = false;
    for (; q <= last; q++) {
      out.done = done;
      out.pending = pending;
      step(inst, v, prev, nodes[q]!, out);
      if (out.done === start[q] && (!hasBreak || (out.pending === start0[q] && out.brk === brk[q]))) {
        rejoined = true;
        break;
      }
      done = out.done;
      pending = out.pending;
      flags[q + ins] = out.brk;
      prev = nodes[q]!;
    }
    const endDone = rejoined ? start[last]! : done;
    const endPending = rejoined ? (hasBreak ? start0[last]! : Number.POSITIVE_INFINITY) : pending;
    const shiftStart = inst.shiftStart[v]!;
    const first = p === 0 ? x : nodes[1]!;
    const toFirst = inst.time[nodes[0]! * inst.nodes + first]!;
    const startDone = p === 0 ? firstDone : start[1]!;
    let dayEnd: number;
    let departure: number;
    if (!hasBreak) {
      dayEnd = endDone;
      departure = Math.max(shiftStart, startDone - toFirst);
    } else {
      const startPending = p === 0 ? firstPending : start0[1]!;
      if (endPending <= inst.breakStart[v]!) {
        dayEnd = endPending;
        departure = Math.max(shiftStart, startPending - toFirst);
      } else {
        dayEnd = endDone;
        // Walk back to the break: old flags past the changed stretch, new ones in it, old ones before.
        const changedEnd = rejoined ? q + ins - 1 : last + ins;
        let at = last + ins;
        for (; at > 1; at--) {
          const flag = at > changedEnd ? brk[at - ins]! : at > p ? flags[at]! : brk[at]!;
          if (flag === 1) break;
        }
        departure =
          at === 1
            ? Math.max(shiftStart, Math.min(startDone - inst.breakDuration[v]!, inst.breakEnd[v]!) - toFirst)
            : Math.max(shiftStart, startPending - toFirst);
      }
    }
    return dayEnd - departure <= inst.maxDuration[v]!;
  }
}

function earliest(inst: Instance, j: number, arrival: number): number {
  const end = inst.twOffset[j + 1]!;
  for (let w = inst.twOffset[j]!; w < end; w++) {
    if (arrival <= inst.twEnd[w]!) return arrival > inst.twStart[w]! ? arrival : inst.twStart[w]!;
  }
  return Number.POSITIVE_INFINITY;
}
