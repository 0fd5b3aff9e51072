import { describe, expect, it } from 'vitest';
import { checkSolomon } from '../src/check/solomon-check.ts';
import { construct } from '../src/construct.ts';
import { compile, type Instance } from '../src/instance.ts';
import { LocalSearch } from '../src/local-search.ts';
import { Rng } from '../src/rng.ts';
import { anneal, DEFAULT_SEARCH } from '../src/search.ts';
import { readSolomon, solomonProblem } from '../src/solomon.ts';
import { SolutionState } from '../src/state.ts';
import { SOLOMON_DIR } from './paths.ts';

/** The construction's solution, without a time limit. */
function firstSolution(inst: Instance): SolutionState {
  return construct(inst, new SolutionState(inst), new Uint8Array(inst.n), Number.POSITIVE_INFINITY, () => 0);
}

describe('annealing', () => {
  it('with focused polishing (large instances), returns a best that no move of the local search improves', () => {
    // Polishing only the routes an iteration changed leaves improving moves elsewhere; the final polish
    // over all jobs removes them. Focused polishing is forced here on 100 jobs to keep the test short.
    const inst = compile(solomonProblem(readSolomon(`${SOLOMON_DIR}/R109.txt`)));
    const first = firstSolution(inst);
    const params = { ...DEFAULT_SEARCH, focusedPolishFrom: 0, nearRoutesFrom: 0 };
    const { best } = anneal(
      inst,
      first,
      { timeLimitMs: Number.POSITIVE_INFINITY, maxIterations: 3000, seed: 3, now: () => performance.now() },
      params,
    );
    const cost = best.cost();
    expect(new LocalSearch(inst).run(best, new Rng(1))).toBe(0);
    expect(best.cost()).toBe(cost);
  });

  it('with SWAP* and routes opened in the recreate, stays feasible by the checker and deterministic', () => {
    const instance = readSolomon(`${SOLOMON_DIR}/RC204.txt`);
    const inst = compile(solomonProblem(instance));
    const params = { ...DEFAULT_SEARCH, swapStar: true, openRate: 0.2 };
    const run = () => {
      const limits = { timeLimitMs: Number.POSITIVE_INFINITY, maxIterations: 3000, seed: 5, now: () => 0 };
      return anneal(inst, firstSolution(inst), limits, params).best;
    };
    const best = run();
    const routes = best.routes
      .filter((r) => r.len > 0)
      .map((r) => Array.from(r.nodes.subarray(1, r.len + 1), (j) => Number(inst.jobIds[j])));
    const check = checkSolomon(instance, routes, []);
    expect(check.violations).toEqual([]);
    expect(best.absent).toEqual([]);
    expect(check.distance).toBeCloseTo(best.distance(), 6);
    expect(run().distance()).toBe(best.distance());
  });
});
