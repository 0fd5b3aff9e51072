import { describe, expect, it } from 'vitest';
import { Inserter } from '../src/insertion.ts';
import { compile } from '../src/instance.ts';
import { LocalSearch } from '../src/local-search.ts';
import { Rng } from '../src/rng.ts';
import { anneal, DEFAULT_SEARCH } from '../src/search.ts';
import { readSolomon, solomonProblem } from '../src/solomon.ts';
import { callsInSearch, expectCheckedSearch, firstSolution } from './helpers.ts';
import { SOLOMON_DIR } from './paths.ts';

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
    const params = { ...DEFAULT_SEARCH, swapStar: true, openRate: 0.2, openFrom: 0 };
    expectCheckedSearch(instance, inst, params, 5);
  });

  it('opens routes in the recreate only on instances of `openFrom` jobs or more', () => {
    // RC204 has 100 jobs: below the default threshold of 400 nothing opens; with the threshold at 100,
    // about the given share of the iterations starts a route (when a vehicle is free, which it is).
    const inst = compile(solomonProblem(readSolomon(`${SOLOMON_DIR}/RC204.txt`)));
    const opened = (openFrom: number) =>
      callsInSearch(Inserter.prototype, 'openRoute', inst, { openRate: 0.1, openFrom });
    expect(DEFAULT_SEARCH.openFrom).toBeGreaterThan(inst.n);
    expect(opened(DEFAULT_SEARCH.openFrom)).toBe(0);
    const calls = opened(inst.n);
    expect(calls).toBeGreaterThan(120);
    expect(calls).toBeLessThan(280);
  });
});
