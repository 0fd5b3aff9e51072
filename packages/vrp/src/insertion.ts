import type { Instance } from './instance.ts';
import type { Rng } from './rng.ts';
import type { RouteState } from './route.ts';
import { earliestStart, routeDuration } from './schedule.ts';
import type { SolutionState } from './state.ts';

/**
 * Cheapest feasible insertion of one job over every route and position, in O(1) per position thanks to
 * the cached schedule of each route. With a blink rate, each candidate position is ignored with that
 * probability (SISR's "blinks"): it randomises the recreate step at almost no cost.
 */
export class Inserter {
  /** Result of the last `best` call: route, position to insert at, and cost increase. */
  route = -1;
  pos = -1;
  delta = Number.POSITIVE_INFINITY;
  private readonly typeStamp: Int32Array;
  private stamp = 0;

  constructor(private readonly inst: Instance) {
    this.typeStamp = new Int32Array(inst.types);
  }

  /** Finds the cheapest insertion of job j (in route `routeFilter` only, if given); false if none. */
  best(sol: SolutionState, j: number, rng: Rng | null, blinkRate: number, routeFilter = -1): boolean {
    const inst = this.inst;
    const { dist, time, service, capacity, demand, compatible, costPerDistance, fixedCost } = inst;
    const N = inst.nodes;
    const m = inst.m;
    const dims = inst.dims;
    const sj = service[j]!;
    const lastEnd = inst.lastEnd[j]!;
    const w0 = inst.twOffset[j]!;
    const single = inst.twOffset[j + 1]! - w0 === 1;
    const e = inst.twStart[w0]!;
    const l = inst.twEnd[w0]!;
    const stamp = ++this.stamp;
    let best = Number.POSITIVE_INFINITY;
    let bestRoute = -1;
    let bestPos = -1;

    for (let r = 0; r < m; r++) {
      if (compatible[j * m + r] === 0) continue;
      if (routeFilter >= 0 && r !== routeFilter) continue;
      const route = sol.routes[r]!;
      const len = route.len;
      if (len === 0) {
        const t = inst.vType[r]!;
        if (this.typeStamp[t] === stamp) continue;
        this.typeStamp[t] = stamp;
      }
      const load = route.load;
      let fits = true;
      for (let d = 0; d < dims; d++) {
        if (load[d]! + demand[j * dims + d]! > capacity[r * dims + d]!) fits = false;
      }
      if (!fits) continue;
      const cpd = costPerDistance[r]!;
      const fixed = len === 0 ? fixedCost[r]! : 0;
      const checkDuration = inst.maxDuration[r]! < Number.POSITIVE_INFINITY;
      const nodes = route.nodes;
      const start = route.start;
      const latest = route.latest;
      for (let p = 0; p <= len; p++) {
        const a = nodes[p]!;
        const depart = start[p]! + service[a]!;
        // Service starts never decrease along a route, so no later position can meet the window either.
        if (depart > lastEnd) break;
        const b = nodes[p + 1]!;
        const cost = (dist[a * N + j]! + dist[j * N + b]! - dist[a * N + b]!) * cpd + fixed;
        if (cost >= best) continue;
        const arrival = depart + time[a * N + j]!;
        let s: number;
        if (single) {
          if (arrival > l) continue;
          s = arrival < e ? e : arrival;
        } else {
          s = earliestStart(inst, j, arrival);
          if (s === Number.POSITIVE_INFINITY) continue;
        }
        if (s + sj + time[j * N + b]! > latest[p + 1]!) continue;
        if (rng !== null && blinkRate > 0 && rng.next() < blinkRate) continue;
        if (checkDuration && !durationAllows(inst, route, p, j, s)) continue;
        best = cost;
        bestRoute = r;
        bestPos = p + 1;
      }
    }
    this.route = bestRoute;
    this.pos = bestPos;
    this.delta = best;
    return bestRoute >= 0;
  }

  /** Inserts the given jobs one by one at their cheapest place; the ones that fit nowhere stay absent. */
  recreate(sol: SolutionState, order: readonly number[], rng: Rng | null, blinkRate: number): void {
    for (const j of order) {
      if (this.best(sol, j, rng, blinkRate)) sol.insert(this.route, this.pos, j);
    }
  }
}

/** Whether inserting job j (service starting at s) after position p keeps the route within its max duration. */
function durationAllows(inst: Instance, route: RouteState, p: number, j: number, s: number): boolean {
  const N = inst.nodes;
  const { nodes, start, len } = route;
  let prev = j;
  let prevStart = s;
  let endArrival = start[len + 1]!;
  for (let i = p + 1; i <= len + 1; i++) {
    const node = nodes[i]!;
    const st = earliestStart(inst, node, prevStart + inst.service[prev]! + inst.time[prev * N + node]!);
    // Once the schedule re-joins the old one, the rest (and the arrival at the end) is unchanged.
    if (st === start[i]) break;
    prev = node;
    prevStart = st;
    if (i === len + 1) endArrival = st;
  }
  const first = p === 0 ? j : nodes[1]!;
  const firstStart = p === 0 ? s : start[1]!;
  return routeDuration(inst, route.v, first, firstStart, endArrival) <= inst.maxDuration[route.v]!;
}
