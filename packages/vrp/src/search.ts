import { Inserter } from './insertion.ts';
import type { Instance } from './instance.ts';
import { LocalSearch } from './local-search.ts';
import { RecreateOrder } from './order.ts';
import { Rng } from './rng.ts';
import { DEFAULT_RUIN, type RuinParams, StringRemoval } from './ruin.ts';
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
  /** From this many jobs on, a new best is polished around the routes the iteration changed only. */
  focusedPolishFrom: number;
}

export const DEFAULT_SEARCH: SearchParams = {
  ruin: DEFAULT_RUIN,
  blinkRate: 0.01,
  startTemperature: 2,
  finalTemperature: 0.03,
  polishBest: true,
  nearRoutes: 40,
  nearRoutesFrom: 400,
  focusedPolishFrom: 400,
};

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
}

export interface SearchResult {
  best: SolutionState;
  iterations: number;
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
  const rng = new Rng(limits.seed);
  const inserter = new Inserter(inst);
  if (inst.n >= params.nearRoutesFrom) inserter.nearRoutes = params.nearRoutes;
  const ruin = new StringRemoval(inst, params.ruin, limits.locked);
  const order = new RecreateOrder(inst);
  const local = new LocalSearch(inst, limits.locked);
  const focused = inst.n >= params.focusedPolishFrom;
  const current = initial;
  const candidate = new SolutionState(inst);
  candidate.copyFrom(current);
  const best = new SolutionState(inst);
  best.copyFrom(current);
  let currentCost = current.cost();
  let bestCost = currentCost;

  const scale = averageEdgeCost(inst, current);
  const t0 = params.startTemperature * scale;
  const tf = params.finalTemperature * scale;
  const { now } = limits;
  const began = now();
  const { timeLimitMs, maxIterations } = limits;
  const deadline = began + timeLimitMs;
  let progress = 0;
  let it = 0;
  const removed: number[] = [];
  for (; it < maxIterations; it++) {
    // Every 64 iterations: with the CPU clock a reading is a system call, dear on a busy machine.
    if ((it & 63) === 0) {
      const elapsed = now() - began;
      if (elapsed >= timeLimitMs) break;
      progress = Math.max(elapsed / timeLimitMs, it / maxIterations);
    }
    const temperature = t0 * (tf / t0) ** progress;
    candidate.clearDirty();
    ruin.ruin(candidate, rng);
    removed.length = 0;
    for (const j of candidate.absent) removed.push(j);
    order.sort(removed, rng);
    inserter.recreate(candidate, removed, rng, params.blinkRate);
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
      if (cost < bestCost - 1e-9) {
        best.copyFrom(candidate);
        bestCost = cost;
        limits.onBest?.(best);
      }
    } else {
      candidate.copyFrom(current, candidate.dirty);
    }
  }
  return { best, iterations: it };
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
