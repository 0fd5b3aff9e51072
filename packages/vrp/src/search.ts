import { BestRoutesCopy } from './best-routes.ts';
import { minimiseFleet } from './fleet.ts';
import { Inserter } from './insertion.ts';
import type { Instance } from './instance.ts';
import { empty } from './lists.ts';
import { LocalSearch } from './local-search.ts';
import { RecreateOrder } from './order.ts';
import { Rng } from './rng.ts';
import { StringRemoval, timeAwareNeighbours } from './ruin.ts';
import { DEFAULT_SEARCH, type SearchParams } from './search-params.ts';
import { SolutionState } from './state.ts';

// The settings live apart (types.ts names them); callers keep finding them here.
export { DEFAULT_SEARCH, type SearchOverrides, type SearchParams, searchParams } from './search-params.ts';

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
