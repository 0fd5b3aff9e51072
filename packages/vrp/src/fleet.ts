import type { Inserter } from './insertion.ts';
import type { Instance } from './instance.ts';
import { empty } from './lists.ts';
import type { RecreateOrder } from './order.ts';
import type { Rng } from './rng.ts';
import type { StringRemoval } from './ruin.ts';
import { SolutionState } from './state.ts';

export interface FleetLimits {
  /** Clock and the moment (by it) the phase must end. */
  now: () => number;
  deadline: number;
  maxIterations: number;
  /** End the phase after this many iterations in a row without giving up a route. */
  stall: number;
  /** Jobs that must stay where they are: their routes are never given up. */
  locked?: Uint8Array;
  blinkRate: number;
  /** Called with the first complete solution and each one with a route fewer than the last. */
  onComplete?: (sol: SolutionState) => void;
}

export interface FleetResult {
  /** The complete solution with the fewest routes found (the start itself when none was given up). */
  best: SolutionState;
  /** Whether `best` serves every job (false when the start left some out and they found no place). */
  complete: boolean;
  iterations: number;
  /** Routes given up. */
  removed: number;
}

/**
 * Fleet minimisation by ruin and recreate with absence counters (the fleet phase of SISR, Christiaens &
 * Vanden Berghe 2020). One route of a complete solution is emptied and its jobs left unplaced; each
 * iteration ruins strings around one unplaced job and reinserts every unplaced job into the routes in use
 * only (no new route). The result is kept when fewer jobs stay unplaced, or when the ones left have been
 * unplaced less often in total: each iteration adds one to the counter of every job still unplaced, so
 * the search is pushed to place the jobs that keep failing, at the cost of easier ones. When none is left
 * the solution has one route less; it is recorded and the next smallest route is emptied. Distance plays
 * no part here; the annealing that follows shortens the routes.
 *
 * A start that leaves jobs out is completed first by the same means, with new routes allowed.
 */
export function minimiseFleet(
  inst: Instance,
  start: SolutionState,
  rng: Rng,
  inserter: Inserter,
  ruin: StringRemoval,
  order: RecreateOrder,
  limits: FleetLimits,
): FleetResult {
  const best = new SolutionState(inst);
  best.copyFrom(start);
  const current = new SolutionState(inst);
  current.copyFrom(start);
  const candidate = new SolutionState(inst);
  const counters = new Int32Array(inst.n);
  const locked = limits.locked;
  let removedRoutes = 0;
  // A start with jobs left out is first completed the same way, new routes allowed; then it is the
  // count of routes to beat.
  let complete = current.absent.length === 0;
  if (complete && !emptySmallestRoute(current, rng, locked))
    return { best, complete, iterations: 0, removed: 0 };
  candidate.copyFrom(current);
  current.clearDirty();
  candidate.clearDirty();
  const { now, deadline, maxIterations, stall, blinkRate } = limits;
  let sinceSuccess = 0;
  let it = 0;
  const jobs: number[] = [];
  // Every route in use is scanned: with tight windows a job's only place is often in a route that serves
  // none of its nearest neighbours, and the near-routes shortcut of large instances missed it.
  const nearRoutes = inserter.nearRoutes;
  inserter.nearRoutes = 0;
  try {
    for (; it < maxIterations && sinceSuccess < stall; it++, sinceSuccess++) {
      if ((it & 63) === 0 && now() >= deadline) break;
      inserter.noNewRoutes = complete;
      candidate.clearDirty();
      const absent = current.absent;
      ruin.ruin(candidate, rng, seedNear(candidate, absent[rng.int(absent.length)]!, rng));
      empty(jobs);
      for (const j of candidate.absent) jobs.push(j);
      order.sort(jobs, rng);
      inserter.recreate(candidate, jobs, rng, blinkRate);
      if (
        candidate.absent.length < current.absent.length ||
        sumOf(counters, candidate.absent) < sumOf(counters, current.absent)
      ) {
        current.copyFrom(candidate, candidate.dirty);
      } else {
        candidate.copyFrom(current, candidate.dirty);
      }
      for (const j of current.absent) counters[j]!++;
      if (current.absent.length === 0) {
        best.copyFrom(current);
        if (complete) removedRoutes++;
        complete = true;
        sinceSuccess = 0;
        limits.onComplete?.(best);
        current.clearDirty();
        if (!emptySmallestRoute(current, rng, locked)) break;
        candidate.copyFrom(current, current.dirty);
        current.clearDirty();
      }
    }
  } finally {
    inserter.noNewRoutes = false;
    inserter.nearRoutes = nearRoutes;
  }
  best.clearDirty();
  return { best, complete, iterations: it, removed: removedRoutes };
}

/**
 * Where to ruin to make room for unplaced job j: its nearest routed neighbour whose route could take it
 * (skills), so that a job only some vehicles may carry frees room in those; else a random job of such a
 * route; else j itself (the ruin then starts from j's neighbours).
 */
function seedNear(sol: SolutionState, j: number, rng: Rng): number {
  const inst = sol.inst;
  const K = inst.neighbourCount;
  const m = inst.m;
  for (let k = 0; k < K; k++) {
    const c = inst.neighbours[j * K + k]!;
    const r = sol.jobRoute[c]!;
    if (r >= 0 && inst.compatible[j * m + r] === 1) return c;
  }
  const first = rng.int(m);
  for (let k = 0; k < m; k++) {
    const r = (first + k) % m;
    const route = sol.routes[r]!;
    if (route.len === 0 || inst.compatible[j * m + r] === 0) continue;
    const p = 1 + rng.int(route.len);
    for (let i = 0; i < route.len; i++) {
      const x = route.nodes[1 + ((p - 1 + i) % route.len)]!;
      if (x < inst.n) return x;
    }
  }
  return j;
}

function sumOf(counters: Int32Array, jobs: readonly number[]): number {
  let s = 0;
  for (const j of jobs) s += counters[j]!;
  return s;
}

/**
 * Empties the route with the fewest jobs (ties broken at random; routes with a locked job are kept);
 * false when no route may be emptied, or only one is in use.
 */
function emptySmallestRoute(sol: SolutionState, rng: Rng, locked?: Uint8Array): boolean {
  const n = sol.inst.n;
  let chosen = -1;
  let fewest = Number.POSITIVE_INFINITY;
  let ties = 0;
  let used = 0;
  for (let r = 0; r < sol.routes.length; r++) {
    const route = sol.routes[r]!;
    if (route.len === 0) continue;
    used++;
    let jobs = 0;
    let keep = false;
    for (let i = 1; i <= route.len; i++) {
      const x = route.nodes[i]!;
      if (x >= n) continue;
      jobs++;
      if (locked?.[x] === 1) keep = true;
    }
    if (keep) continue;
    if (jobs < fewest) {
      fewest = jobs;
      chosen = r;
      ties = 1;
    } else if (jobs === fewest && rng.int(++ties) === 0) chosen = r;
  }
  if (chosen < 0 || used < 2) return false;
  sol.setRoute(chosen, []);
  sol.syncAbsent();
  return true;
}
