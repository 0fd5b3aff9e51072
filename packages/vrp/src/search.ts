import { BestRoutesCopy } from './best-routes.ts';
import { minimiseFleet } from './fleet.ts';
import { Inserter } from './insertion.ts';
import type { Instance } from './instance.ts';
import { empty } from './lists.ts';
import { LocalSearch } from './local-search.ts';
import { RecreateOrder } from './order.ts';
import { Rng } from './rng.ts';
import { DEFAULT_RUIN, type RuinParams, StringRemoval, timeAwareNeighbours } from './ruin.ts';
import { SolutionState } from './state.ts';

export interface SearchParams {
  ruin: RuinParams;
  /** Chance to skip each insertion position in recreate. */
  blinkRate: number;
  /** Start and final temperature, as multiples of the average edge cost of the first solution. */
  startTemperature: number;
  finalTemperature: number;
  /** Polish every new best solution with the local search before keeping it. */
  polishBest: boolean;
  /**
   * Recreate looks for a job's place only in the routes of its this many nearest neighbours (and empty
   * vehicles) once the instance has `nearRoutesFrom` jobs or more; all routes below that.
   */
  nearRoutes: number;
  nearRoutesFrom: number;
  /**
   * With near routes: a job that fits in none of them (it would open a route) is tried in the routes of
   * its this many nearest neighbours, or in every route in use (`Infinity`); 0 for neither (0015).
   */
  nearFallback: number;
  /** From this many jobs on, a new best is polished around the routes the iteration changed only. */
  focusedPolishFrom: number;
  /** With focused polishing: share of the budget kept for polishing the final best over all jobs. */
  finalPolishShare: number;
  /**
   * Share of the budget (time and iterations) the fleet-minimisation phase may use before the annealing
   * (0.6, 0023: on a slower machine half the budget often ended it one route short). It ends earlier
   * when its attempt to give up one more route has not left fewer jobs unplaced for `fleetStall` times
   * the number of jobs iterations, divided by the fewest it has left unplaced (0018).
   */
  fleetShare: number;
  fleetStall: number;
  /** The fleet phase reinserts the unplaced jobs among this many nearest neighbours of its target (0018). */
  fleetNear: number;
  /**
   * Run the fleet phase first, without `minimiseVehicles`' cap, when every vehicle has a fixed cost: a
   * route given up then saves that cost, which the annealing alone rarely manages (0018).
   */
  fleetWhenFixedCosts: boolean;
  /** The local search also tries SWAP* between routes (0014). */
  swapStar: boolean;
  /**
   * Chance per iteration that the recreate first starts a new route with the first job to reinsert, when
   * a vehicle is free (0014), on instances of `openFrom` jobs or more (0020).
   */
  openRate: number;
  openFrom: number;
  /**
   * Chance per iteration that the ruin copies the best plan's routes around a random job into the
   * candidate instead of removing strings, on instances of `copyBestFrom` jobs or more (0021). Never
   * with locked jobs.
   */
  copyBestRate: number;
  copyBestFrom: number;
  /** The copy takes the best plan's routes serving the random job and its this many nearest neighbours... */
  copyBestNear: number;
  /** ...at most this many routes. */
  copyBestRoutes: number;
  /**
   * From this many jobs on, the ruin visits the routes of the seed's time-window-aware neighbours
   * (`timeAwareNeighbours`) instead of its nearest ones (0022).
   */
  timeNeighboursFrom: number;
}

export const DEFAULT_SEARCH: SearchParams = {
  ruin: DEFAULT_RUIN,
  blinkRate: 0.01,
  startTemperature: 2,
  finalTemperature: 0.06,
  polishBest: true,
  nearRoutes: 40,
  nearRoutesFrom: 400,
  nearFallback: Number.POSITIVE_INFINITY,
  focusedPolishFrom: 400,
  finalPolishShare: 0.01,
  fleetShare: 0.6,
  fleetStall: 400,
  fleetNear: 10,
  fleetWhenFixedCosts: true,
  swapStar: false,
  openRate: 0.05,
  openFrom: 400,
  copyBestRate: 0.002,
  copyBestFrom: 400,
  copyBestNear: 10,
  copyBestRoutes: 3,
  timeNeighboursFrom: 400,
};

/** Changes to the default search, for tuning and benchmarks: any field, the ruin's fields one by one. */
export type SearchOverrides = Partial<Omit<SearchParams, 'ruin'>> & { ruin?: Partial<RuinParams> };

/**
 * The default search with `overrides` applied. An unknown name or a value that is not a number (or a
 * boolean where the default is one) throws: a misspelt setting must not quietly run the default.
 */
export function searchParams(overrides: SearchOverrides = {}): SearchParams {
  const merge = <T extends object>(base: T, changes: object, where: string): T => {
    const out = { ...base } as Record<string, unknown>;
    for (const [key, value] of Object.entries(changes)) {
      if (!(key in base)) throw new Error(`unknown search setting "${where}${key}"`);
      // The ruin's fields are merged one by one below.
      if (key === 'ruin' && where === '') continue;
      const kind = typeof out[key];
      if (typeof value !== kind || (kind === 'number' && Number.isNaN(value)))
        throw new Error(`search setting "${where}${key}" must be a ${kind}`);
      out[key] = value;
    }
    return out as T;
  };
  const params = merge(DEFAULT_SEARCH, overrides, '');
  const ruin = overrides.ruin ?? {};
  if (typeof ruin !== 'object' || ruin === null) throw new Error('search setting "ruin" must be an object');
  params.ruin = merge(DEFAULT_SEARCH.ruin, ruin, 'ruin.');
  return params;
}

export interface SearchLimits {
  timeLimitMs: number;
  maxIterations: number;
  seed: number;
  /** Jobs the ruin step must leave in place. */
  locked?: Uint8Array;
  /** Clock for the time limit, in milliseconds. */
  now: () => number;
  /** Called with each new best solution. */
  onBest?: (best: SolutionState) => void;
  /**
   * Fewest routes first: a fleet-minimisation phase (`fleetShare` of the budget) before the annealing,
   * which then may not use more routes than the phase ended with.
   */
  minimiseVehicles?: boolean;
}

export interface SearchResult {
  best: SolutionState;
  iterations: number;
  /** Of those, the fleet-minimisation phase's (0 when it did not run). */
  fleetIterations: number;
}

/**
 * Ruin and recreate with simulated annealing (SISR). Each iteration removes strings of jobs around a
 * random seed, reinserts them greedily with blinks, and keeps the result with the annealing criterion;
 * the temperature falls geometrically with the elapsed share of the budget (time or iterations).
 */
export function anneal(
  inst: Instance,
  initial: SolutionState,
  limits: SearchLimits,
  params: SearchParams = DEFAULT_SEARCH,
): SearchResult {
  const { now } = limits;
  // The set-up below (time-window-aware neighbours: 0.1 s on 1000 jobs) counts against the budget.
  const began = now();
  const rng = new Rng(limits.seed);
  const inserter = new Inserter(inst);
  if (inst.n >= params.nearRoutesFrom) inserter.nearRoutes = params.nearRoutes;
  inserter.nearFallback = params.nearFallback;
  const ruin = new StringRemoval(
    inst,
    params.ruin,
    limits.locked,
    inst.n >= params.timeNeighboursFrom ? timeAwareNeighbours(inst) : inst.neighbours,
  );
  const order = new RecreateOrder(inst);
  const local = new LocalSearch(inst, limits.locked);
  local.swapStarOn = params.swapStar;
  const focused = inst.n >= params.focusedPolishFrom;
  const openRate = inst.n >= params.openFrom ? params.openRate : 0;
  const copyBestRate = inst.n >= params.copyBestFrom && !limits.locked?.includes(1) ? params.copyBestRate : 0;
  const copyBest =
    copyBestRate > 0 ? new BestRoutesCopy(inst, params.copyBestNear, params.copyBestRoutes) : null;
  const { timeLimitMs, maxIterations } = limits;
  let current = initial;
  let it = 0;
  let maxRoutes = Number.POSITIVE_INFINITY;
  let fleetIterations = 0;
  const best = new SolutionState(inst);
  best.copyFrom(initial);
  let bestCost = initial.cost();
  const fleetFirst =
    limits.minimiseVehicles || (params.fleetWhenFixedCosts && inst.fixedCost.every((c) => c > 0));
  if (fleetFirst) {
    const fleet = minimiseFleet(inst, initial, rng, inserter, ruin, order, {
      now,
      deadline: began + timeLimitMs * params.fleetShare,
      maxIterations: maxIterations * params.fleetShare,
      stall: params.fleetStall * inst.n,
      ...(limits.locked ? { locked: limits.locked } : {}),
      blinkRate: params.blinkRate,
      near: params.fleetNear,
      // With `minimiseVehicles` each complete plan with a route fewer is the new best whatever it costs;
      // else only if it costs less.
      onComplete: (sol) => {
        if (!limits.minimiseVehicles && sol.cost() >= bestCost - 1e-9) return;
        best.copyFrom(sol);
        bestCost = sol.cost();
        limits.onBest?.(best);
      },
    });
    it = fleet.iterations;
    fleetIterations = fleet.iterations;
    if (fleet.complete) {
      current = fleet.best;
      // With `minimiseVehicles` the annealing then lowers the cost without opening routes beyond that
      // count; else the cost decides, and a vehicle's fixed cost keeps it from opening one lightly.
      if (limits.minimiseVehicles) maxRoutes = best.usedRoutes();
    }
  }
  if (current === best) {
    current = new SolutionState(inst);
    current.copyFrom(best);
  }
  const candidate = new SolutionState(inst);
  candidate.copyFrom(current);
  let currentCost = current.cost();

  const scale = averageEdgeCost(inst, current);
  const t0 = params.startTemperature * scale;
  const tf = params.finalTemperature * scale;
  const deadline = began + timeLimitMs;
  // The annealing's temperature falls over the budget left after the fleet phase.
  const annealFrom = now();
  // With focused polishing (large instances), the last share of the budget polishes the best solution
  // over all its jobs: the polish after each new best looks only at the routes that changed.
  const annealMs = (deadline - annealFrom) * (focused ? 1 - params.finalPolishShare : 1);
  const firstIt = it;
  const annealIts = maxIterations - firstIt;
  let progress = 0;
  const removed: number[] = [];
  const clockMask = focused ? 255 : 63;
  for (; it < maxIterations; it++) {
    // Every 64 iterations, 256 on large instances (0015): with the CPU clock a reading is a system call,
    // dear on a busy machine.
    if ((it & clockMask) === 0) {
      const elapsed = now() - annealFrom;
      if (elapsed >= annealMs) break;
      progress = Math.max(elapsed / annealMs, (it - firstIt) / annealIts);
    }
    const temperature = t0 * (tf / t0) ** progress;
    candidate.clearDirty();
    if (copyBest !== null && rng.next() < copyBestRate) copyBest.apply(candidate, best, rng);
    else ruin.ruin(candidate, rng);
    empty(removed);
    for (const j of candidate.absent) removed.push(j);
    order.sort(removed, rng);
    // The cheapest insertion hardly ever opens a route, so a plan that lost one cannot get it back by
    // itself: now and then the first job starts a new route (the acceptance judges the result).
    const opened =
      openRate > 0 &&
      maxRoutes === Number.POSITIVE_INFINITY &&
      removed.length > 1 &&
      rng.next() < openRate &&
      inserter.openRoute(candidate, removed[0]!);
    if (opened) removed.shift();
    inserter.recreate(candidate, removed, rng, params.blinkRate, maxRoutes);
    let cost = candidate.cost();
    if (
      params.polishBest &&
      cost < bestCost - 1e-9 &&
      local.run(candidate, rng, deadline, now, focused ? candidate.dirty : undefined) > 0
    )
      cost = candidate.cost();
    if (cost < currentCost - temperature * Math.log(1 - rng.next())) {
      current.copyFrom(candidate, candidate.dirty);
      currentCost = cost;
      // Fewest vehicles first: a complete plan with fewer routes than the cap is the new best whatever
      // it costs, and lowers the cap.
      const fewer =
        maxRoutes < Number.POSITIVE_INFINITY &&
        candidate.absent.length === 0 &&
        candidate.usedRoutes() < maxRoutes;
      if (fewer) maxRoutes = candidate.usedRoutes();
      if (fewer || cost < bestCost - 1e-9) {
        best.copyFrom(candidate);
        bestCost = cost;
        limits.onBest?.(best);
      }
    } else {
      candidate.copyFrom(current, candidate.dirty);
    }
  }
  if (focused && params.polishBest && local.run(best, rng, deadline, now) > 0) limits.onBest?.(best);
  return { best, iterations: it, fleetIterations };
}

/** Typical cost of one edge, so that temperatures mean the same on any scale of coordinates. */
function averageEdgeCost(inst: Instance, sol: SolutionState): number {
  let cost = 0;
  let edges = 0;
  for (const r of sol.routes) {
    if (r.len === 0) continue;
    cost += r.dist * inst.costPerDistance[r.v]!;
    edges += r.len + 1;
  }
  return edges > 0 && cost > 0 ? cost / edges : 1;
}
