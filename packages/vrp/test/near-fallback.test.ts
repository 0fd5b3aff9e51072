import { describe, expect, it } from 'vitest';
import { Inserter } from '../src/insertion.ts';
import { compile } from '../src/instance.ts';
import { DEFAULT_SEARCH } from '../src/search.ts';
import { readSolomon, solomonProblem } from '../src/solomon.ts';
import { SolutionState } from '../src/state.ts';
import { expectCheckedSearch, firstSolution } from './helpers.ts';
import { SOLOMON_DIR } from './paths.ts';

// R101: tight windows, routes of about ten jobs, so that a job's nearest neighbours often lie in routes
// that cannot take it. Three neighbours make the near routes fail often on 100 jobs.
const instance = readSolomon(`${SOLOMON_DIR}/R101.txt`);
const inst = compile(solomonProblem(instance));

describe('near routes with a fallback to every route in use (0015)', () => {
  it('opens a route only when no route in use takes the job more cheaply, and claims the exact change', () => {
    const first = firstSolution(inst);
    const full = new Inserter(inst);
    const near = new Inserter(inst);
    near.nearRoutes = 3;
    const nearOnly = new Inserter(inst);
    nearOnly.nearRoutes = 3;
    nearOnly.nearFallback = 0;
    const sol = new SolutionState(inst);
    let rescued = 0;
    let opened = 0;
    for (let j = 0; j < inst.n; j++) {
      sol.copyFrom(first);
      const r = sol.jobRoute[j]!;
      sol.remove(r, [sol.position(j)]);
      sol.tidy(r);
      const before = sol.cost() - inst.penalty[j]!; // without the charge for leaving j out
      expect(full.best(sol, j, null, 0)).toBe(true);
      expect(near.best(sol, j, null, 0)).toBe(true);
      expect(nearOnly.best(sol, j, null, 0)).toBe(true);
      const newRoute = sol.routes[near.route]!.len === 0;
      if (newRoute) {
        opened++;
        // Nothing cheaper anywhere in the routes in use.
        expect(full.delta).toBeGreaterThanOrEqual(near.delta - 1e-9);
      }
      if (sol.routes[nearOnly.route]!.len === 0 && !newRoute) rescued++;
      // Never worse than the near routes alone, never better than every route.
      expect(near.delta).toBeLessThanOrEqual(nearOnly.delta + 1e-9);
      expect(near.delta).toBeGreaterThanOrEqual(full.delta - 1e-9);
      near.apply(sol, j);
      expect(sol.cost() - before).toBeCloseTo(near.delta, 6);
    }
    // The fallback was exercised: the near routes alone would have opened routes it avoided.
    expect(rescued).toBeGreaterThan(0);
    expect(opened + rescued).toBeLessThan(inst.n);
  });

  it('in the annealing, stays feasible by the checker and deterministic with a seed', () => {
    const params = { ...DEFAULT_SEARCH, nearRoutesFrom: 0, nearRoutes: 3, focusedPolishFrom: 0 };
    expectCheckedSearch(instance, inst, params, 7);
  });
});
