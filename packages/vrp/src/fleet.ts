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
  /**
   * End the phase when the jobs left unplaced have not become fewer for this many iterations divided by
   * the fewest left so far in the attempt: an attempt that comes within a job or two of success is given
   * long, one stuck with twenty unplaced gives up soon (0018).
   */
  stall: number;
  /** Jobs that must stay where they are: their routes are never given up. */
  locked?: Uint8Array;
  blinkRate: number;
  /**
   * Each iteration reinserts the jobs the ruin took out, the unplaced job it made room for, and those of
   * that job's this many nearest neighbours still unplaced; the other unplaced jobs wait their turn.
   */
  near: number;
  /**
   * Skip the routes where an unplaced job found no place, until they change (default on; the answers are
   * the same without, only slower: the tests compare both).
   */
  cacheFailures?: boolean;
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
 * iteration ruins strings around one unplaced job and reinserts the unplaced jobs without using more
 * routes than are left. The result is kept when fewer jobs stay unplaced, or when the ones left have been
 * unplaced less often in total: each iteration adds one to the counter of every job still unplaced, so
 * the search is pushed to place the jobs that keep failing, at the cost of easier ones. When none is left
 * the solution has one route less; it is recorded and the next smallest route is emptied.
 *
 * Two changes from the paper (0018). An iteration reinserts only the jobs near the one it made room for,
 * not every unplaced job: those far away would find no place anyway, and on a collection day their vain
 * scans made iterations five times dearer. And a result that leaves the same jobs unplaced is kept when
 * it costs less: where the maximum shift duration is what binds, shorter routes are what make room, and
 * a phase blind to cost let them grow until nothing fitted.
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
  // Routes the recreate may use: as many as are left after emptying one. A ruin that takes out a whole
  // short route leaves its vehicle free to be used again: "no new route" would have given it up too.
  let cap = complete ? current.usedRoutes() : Number.POSITIVE_INFINITY;
  candidate.copyFrom(current);
  current.clearDirty();
  candidate.clearDirty();
  const { now, deadline, maxIterations, stall, blinkRate, near } = limits;
  // Fewest jobs left unplaced in this attempt, and iterations since.
  let fewest = current.absent.length;
  let sinceFewer = 0;
  let it = 0;
  const jobs: number[] = [];
  // Unplaced jobs of the current solution are marked with the iteration's stamp.
  const unplaced = new Int32Array(inst.n);
  const K = Math.min(near, inst.neighbourCount);
  // Every route in use is scanned: with tight windows a job's only place is often in a route that serves
  // none of its nearest neighbours, and the near-routes shortcut of large instances missed it.
  const nearRoutes = inserter.nearRoutes;
  inserter.nearRoutes = 0;
  inserter.cacheFailures(limits.cacheFailures ?? true);
  try {
    for (; it < maxIterations && sinceFewer * fewest < stall; it++, sinceFewer++) {
      if ((it & 63) === 0 && now() >= deadline) break;
      candidate.clearDirty();
      const absent = current.absent;
      const stamp = it + 1;
      for (const j of absent) unplaced[j] = stamp;
      const target = absent[rng.int(absent.length)]!;
      ruin.ruin(candidate, rng, seedNear(candidate, target, rng));
      empty(jobs);
      jobs.push(target);
      for (let k = 0; k < K; k++) {
        const c = inst.neighbours[target * inst.neighbourCount + k]!;
        if (unplaced[c] === stamp) jobs.push(c);
      }
      for (const j of candidate.absent) if (unplaced[j] !== stamp) jobs.push(j);
      order.sort(jobs, rng);
      inserter.recreate(candidate, jobs, rng, blinkRate, cap);
      const sum = sumOf(counters, candidate.absent);
      const currentSum = sumOf(counters, absent);
      if (
        candidate.absent.length < absent.length ||
        sum < currentSum ||
        (sum === currentSum && candidate.absent.length === absent.length && candidate.cost() < current.cost())
      ) {
        current.copyFrom(candidate, candidate.dirty);
      } else {
        candidate.copyFrom(current, candidate.dirty);
      }
      for (const j of current.absent) counters[j]!++;
      if (current.absent.length < fewest) {
        fewest = current.absent.length;
        sinceFewer = 0;
      }
      if (current.absent.length === 0) {
        best.copyFrom(current);
        if (complete) removedRoutes++;
        complete = true;
        limits.onComplete?.(best);
        current.clearDirty();
        if (!emptySmallestRoute(current, rng, locked)) break;
        cap = current.usedRoutes();
        fewest = current.absent.length;
        sinceFewer = 0;
        candidate.copyFrom(current, current.dirty);
        current.clearDirty();
      }
    }
  } finally {
    inserter.nearRoutes = nearRoutes;
    inserter.cacheFailures(false);
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
 * Empties the route with the fewest jobs (ties broken at random). Kept: routes with a locked job, and
 * routes with a job no other route in use may carry (the only refrigerated van in use: its jobs would
 * never find a place, and the phase would stall on them to its end). False when no route may be
 * emptied, or only one is in use.
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
    if (keep || !othersTake(sol, r)) continue;
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

/** Whether every job of route r may go into another route in use (skills). */
function othersTake(sol: SolutionState, r: number): boolean {
  const inst = sol.inst;
  const { m, n } = inst;
  const route = sol.routes[r]!;
  for (let i = 1; i <= route.len; i++) {
    const x = route.nodes[i]!;
    if (x >= n) continue;
    let some = false;
    for (let o = 0; o < m && !some; o++)
      some = o !== r && sol.routes[o]!.len > 0 && inst.compatible[x * m + o] === 1;
    if (!some) return false;
  }
  return true;
}
