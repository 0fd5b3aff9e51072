import { describe, expect, it, vi } from 'vitest';
import { realisticDay } from '../bench/realistic.ts';
import { BestRoutesCopy } from '../src/best-routes.ts';
import { checkSolution } from '../src/check/check.ts';
import { compile } from '../src/instance.ts';
import { withMatrixSync } from '../src/locations.ts';
import { haversineMatrix } from '../src/matrix/haversine.ts';
import { toSolution } from '../src/output.ts';
import { Rng } from '../src/rng.ts';
import { anneal, DEFAULT_SEARCH, searchParams } from '../src/search.ts';
import { readSolomon, solomonProblem } from '../src/solomon.ts';
import type { SolutionState } from '../src/state.ts';
import { callsInSearch, expectCheckedSearch, firstSolution } from './helpers.ts';
import { SOLOMON_DIR } from './paths.ts';

const visitsOf = (sol: SolutionState, r: number) =>
  Array.from(sol.routes[r]!.nodes.subarray(1, sol.routes[r]!.len + 1));

/** RC204 and a plan of it after 1500 iterations, to copy routes from. */
function rc204WithBest() {
  const inst = compile(solomonProblem(readSolomon(`${SOLOMON_DIR}/RC204.txt`)));
  const limits = { timeLimitMs: Number.POSITIVE_INFINITY, maxIterations: 1500, seed: 4, now: () => 0 };
  return { inst, best: anneal(inst, firstSolution(inst), limits).best };
}

/** Routes of `sol` that are now `best`'s route of their vehicle and were not before the copy. */
function becameBest(sol: SolutionState, before: number[][], best: SolutionState): number[] {
  return sol.routes
    .map((_, r) => r)
    .filter(
      (r) =>
        best.routes[r]!.len > 0 &&
        visitsOf(sol, r).join() === visitsOf(best, r).join() &&
        before[r]!.join() !== visitsOf(best, r).join(),
    );
}

describe("copying the best plan's routes (0021)", () => {
  it("puts the best plan's routes of one area into the candidate, each job once, the displaced ones unplaced", () => {
    const { inst, best } = rc204WithBest();
    const copy = new BestRoutesCopy(inst);
    const rng = new Rng(9);
    for (let round = 0; round < 20; round++) {
      const sol = firstSolution(inst);
      const before = sol.routes.map((_, r) => visitsOf(sol, r));
      copy.apply(sol, best, rng);
      // Some route is now the best plan's route of its vehicle, and was not before.
      expect(becameBest(sol, before, best).length).toBeGreaterThan(0);
      // Every job is in one route at most, where jobRoute says, or unplaced.
      const seen = new Map<number, number>();
      sol.routes.forEach((_, r) => {
        for (const j of visitsOf(sol, r)) if (j < inst.n) seen.set(j, (seen.get(j) ?? 0) + 1 + 100 * r);
      });
      for (let j = 0; j < inst.n; j++) {
        const r = sol.jobRoute[j]!;
        if (r < 0) {
          expect(seen.has(j)).toBe(false);
          expect(sol.absent).toContain(j);
        } else expect(seen.get(j)).toBe(1 + 100 * r);
      }
      expect(new Set(sol.absent).size).toBe(sol.absent.length);
      expect(sol.absent.length + seen.size).toBe(inst.n);
    }
  });

  it('copies at most `maxRoutes` routes, those serving the seed job and its `near` nearest neighbours', () => {
    const { inst, best } = rc204WithBest();
    const copied = (near: number, maxRoutes: number) => {
      const copy = new BestRoutesCopy(inst, near, maxRoutes);
      const rng = new Rng(11);
      return Array.from({ length: 20 }, () => {
        const sol = firstSolution(inst);
        const before = sol.routes.map((_, r) => visitsOf(sol, r));
        copy.apply(sol, best, rng);
        return becameBest(sol, before, best).length;
      });
    };
    const one = copied(10, 1);
    expect(Math.max(...one)).toBe(1);
    const many = copied(40, 6);
    expect(Math.max(...many)).toBeLessThanOrEqual(6);
    expect(Math.max(...many)).toBeGreaterThan(3);
    // The search passes its settings on: another area, another answer.
    const limits = { timeLimitMs: Number.POSITIVE_INFINITY, maxIterations: 600, seed: 2, now: () => 0 };
    const search = (copyBestRoutes: number) =>
      anneal(
        inst,
        firstSolution(inst),
        limits,
        searchParams({ copyBestRate: 0.2, copyBestFrom: 0, copyBestRoutes }),
      ).best.cost();
    expect(search(1)).not.toBe(search(6));
  });

  it('within the search, stays feasible by the checker and deterministic (Solomon)', () => {
    const instance = readSolomon(`${SOLOMON_DIR}/RC204.txt`);
    expectCheckedSearch(
      instance,
      compile(solomonProblem(instance)),
      { ...DEFAULT_SEARCH, copyBestRate: 0.2, copyBestFrom: 0 },
      3,
    );
  });

  it('within the search, stays feasible on a collection day (unloadings, breaks, refrigerated loads)', () => {
    const problem = withMatrixSync(realisticDay({ stops: 60, vehicles: 5, seed: 3 }), (l) =>
      haversineMatrix(l),
    );
    const inst = compile(problem);
    const spy = vi.spyOn(BestRoutesCopy.prototype, 'apply');
    const limits = { timeLimitMs: Number.POSITIVE_INFINITY, maxIterations: 1500, seed: 5, now: () => 0 };
    const { best } = anneal(inst, firstSolution(inst), limits, {
      ...DEFAULT_SEARCH,
      copyBestRate: 0.2,
      copyBestFrom: 0,
    });
    expect(spy.mock.calls.length).toBeGreaterThan(100);
    spy.mockRestore();
    const solution = toSolution(inst, best, 0, 0);
    expect(checkSolution(problem, solution).violations).toEqual([]);
    expect(solution.unassigned).toEqual([]);
  });

  it('runs only on instances of `copyBestFrom` jobs or more, and never with locked jobs', () => {
    // RC204 has 100 jobs: below the default threshold of 400 nothing is copied; with the threshold at
    // 100 about the given share of the iterations copies; with a locked job none does.
    const inst = compile(solomonProblem(readSolomon(`${SOLOMON_DIR}/RC204.txt`)));
    const copies = (copyBestFrom: number, locked?: Uint8Array) =>
      callsInSearch(BestRoutesCopy.prototype, 'apply', inst, { copyBestRate: 0.1, copyBestFrom }, locked);
    expect(DEFAULT_SEARCH.copyBestFrom).toBeGreaterThan(inst.n);
    expect(copies(DEFAULT_SEARCH.copyBestFrom)).toBe(0);
    const calls = copies(inst.n);
    expect(calls).toBeGreaterThan(120);
    expect(calls).toBeLessThan(280);
    const locked = new Uint8Array(inst.n);
    locked[0] = 1;
    expect(copies(inst.n, locked)).toBe(0);
  });
});
