import { construct } from './construct.ts';
import { seedRoutes } from './initial.ts';
import { compile } from './instance.ts';
import { type IndexedProblem, withMatrixSync } from './locations.ts';
import { haversineMatrix } from './matrix/haversine.ts';
import { toSolution } from './output.ts';
import { anneal, searchParams } from './search.ts';
import type { SolutionState } from './state.ts';
import type { Problem, Solution, SolveOptions } from './types.ts';

export const DEFAULT_TIME_LIMIT_MS = 2000;

/**
 * Solves synchronously on the calling thread (CLI, benchmark, worker). Without a matrix in the problem,
 * straight-line distances are used; call `withMatrix` first for another provider such as OSRM.
 */
export function solve(problem: Problem, options: SolveOptions = {}): Solution {
  const now = options.clock ?? (() => performance.now());
  const began = now();
  const indexed: IndexedProblem = withMatrixSync(problem, (locations) => haversineMatrix(locations));
  const inst = compile(indexed);
  // Settings first: a misspelt one fails before any work.
  const params = searchParams(options.search);
  const seeded = seedRoutes(inst, options.initialRoutes ?? [], options.keepOrder ?? false);
  const timeLimitMs =
    options.timeLimitMs ??
    (options.maxIterations === undefined ? DEFAULT_TIME_LIMIT_MS : Number.POSITIVE_INFINITY);
  // The first local search may take at most a tenth of the budget; the annealing has the rest.
  const first = construct(inst, seeded.sol, seeded.locked, began + timeLimitMs / 10, now);
  const { onBest } = options;
  // The search's cost counts unassigned jobs as penalties; the reported cost is the routes' own.
  const report = onBest
    ? (sol: SolutionState) =>
        onBest({
          cost: sol.routes.reduce((c, r) => c + r.cost, 0),
          distance: sol.distance(),
          unassigned: sol.absent.length,
          ms: now() - began,
        })
    : undefined;
  report?.(first);
  const { best, iterations } = anneal(
    inst,
    first,
    {
      timeLimitMs: timeLimitMs - (now() - began),
      maxIterations: options.maxIterations ?? Number.POSITIVE_INFINITY,
      seed: options.seed ?? 1,
      locked: seeded.locked,
      now,
      ...(options.minimiseVehicles ? { minimiseVehicles: true } : {}),
      ...(report ? { onBest: report } : {}),
    },
    params,
  );
  return toSolution(inst, best, iterations, Math.round(now() - began));
}
