import { describe, expect, it } from 'vitest';
import { realisticDay } from '../bench/realistic.ts';
import { checkSolution } from '../src/check/check.ts';
import { checkSolomon } from '../src/check/solomon-check.ts';
import { construct } from '../src/construct.ts';
import { Inserter } from '../src/insertion.ts';
import { compile } from '../src/instance.ts';
import { LocalSearch } from '../src/local-search.ts';
import { withMatrixSync } from '../src/locations.ts';
import { haversineMatrix } from '../src/matrix/haversine.ts';
import { shuffle } from '../src/order.ts';
import { toSolution } from '../src/output.ts';
import { Rng } from '../src/rng.ts';
import { readSolomon, solomonProblem } from '../src/solomon.ts';
import { SolutionState } from '../src/state.ts';
import { compilePlane, routesOf, stateWith } from './helpers.ts';
import { SOLOMON_DIR } from './paths.ts';

/** Tries SWAP* on every ordered pair of routes in use; `onApplied` gets the cost before each applied move. */
function swapStarEverywhere(
  sol: SolutionState,
  ls: LocalSearch,
  onApplied: (before: number) => void,
): number {
  let applied = 0;
  const m = sol.routes.length;
  for (let a = 0; a < m; a++) {
    for (let b = 0; b < m; b++) {
      if (a === b || sol.routes[a]!.len === 0 || sol.routes[b]!.len === 0) continue;
      const before = sol.cost();
      if (!ls.swapStar(sol, a, b)) continue;
      applied++;
      onApplied(before);
    }
  }
  return applied;
}

describe('SWAP*', () => {
  it('exchanges two jobs, each to its best place in the other route rather than the other job’s place', () => {
    // East jobs 0, 1, 2 and north jobs 3, 4, 5, each row further from the depot. North job 3 starts the
    // east route and east job 2 starts the north route. Swapping them in place would leave job 2 before
    // 0 and 1 (26 instead of 24); SWAP* puts it after them (or between them, the same length), and job 3
    // before 4.
    const inst = compilePlane(
      [0, 0],
      [{ at: [10, 0] }, { at: [11, 0] }, { at: [12, 0] }, { at: [0, 10] }, { at: [0, 11] }, { at: [0, 12] }],
      2,
    );
    const sol = stateWith(inst, [
      [3, 0, 1],
      [2, 4, 5],
    ]);
    const before = sol.cost();
    const ls = new LocalSearch(inst);
    ls.indexAll(sol);
    expect(ls.swapStar(sol, 0, 1)).toBe(true);
    const [east, north] = routesOf(sol);
    expect(east?.[0]).toBe(0);
    expect([...(east ?? [])].sort()).toEqual([0, 1, 2]);
    expect(north).toEqual([3, 4, 5]);
    expect(sol.cost() - before).toBeCloseTo(ls.lastSwapStarDelta, 9);
    expect(sol.cost()).toBeCloseTo(2 * (12 + 12), 9);
  });

  it('claims the change in distance it makes, and keeps Solomon solutions feasible by the checker', () => {
    let applied = 0;
    for (const name of ['R101', 'RC105', 'R201', 'C106']) {
      const instance = readSolomon(`${SOLOMON_DIR}/${name}.txt`);
      const inst = compile(solomonProblem(instance));
      const rng = new Rng(5);
      // A poor but feasible start: jobs in random order, each position skipped with probability 0.3.
      const sol = new SolutionState(inst);
      const order = Array.from({ length: inst.n }, (_, j) => j);
      shuffle(order, rng);
      new Inserter(inst).recreate(sol, order, rng, 0.3);
      const ls = new LocalSearch(inst);
      ls.indexAll(sol);
      for (let pass = 0; pass < 3; pass++) {
        applied += swapStarEverywhere(sol, ls, (before) => {
          // The distance objective: the screened delta is the exact change.
          expect(sol.cost() - before).toBeCloseTo(ls.lastSwapStarDelta, 6);
          expect(ls.lastSwapStarDelta).toBeLessThan(0);
        });
      }
      const routes = sol.routes
        .filter((r) => r.len > 0)
        .map((r) => Array.from(r.nodes.subarray(1, r.len + 1), (j) => Number(inst.jobIds[j])));
      const check = checkSolomon(
        instance,
        routes,
        sol.absent.map((j) => Number(inst.jobIds[j])),
      );
      expect(check.violations).toEqual([]);
      expect(check.feasible).toBe(true);
      expect(check.distance).toBeCloseTo(sol.distance(), 6);
    }
    expect(applied).toBeGreaterThan(20);
  });

  it('keeps a day with disposal trips, breaks, classes and unequal vehicles feasible by the checker', () => {
    // Costs per hour and fixed costs: the screened delta is only a filter here, the full replay decides.
    const problem = withMatrixSync(realisticDay(), (locations) => haversineMatrix(locations));
    const inst = compile(problem);
    const sol = construct(
      inst,
      new SolutionState(inst),
      new Uint8Array(inst.n),
      Number.POSITIVE_INFINITY,
      () => 0,
    );
    const ls = new LocalSearch(inst);
    ls.indexAll(sol);
    const applied = swapStarEverywhere(sol, ls, (before) => {
      expect(sol.cost()).toBeLessThan(before);
    });
    expect(applied).toBeGreaterThan(0);
    const solution = toSolution(inst, sol, 0, 0);
    expect(checkSolution(problem, solution).violations).toEqual([]);
    expect(solution.cost).toBeCloseTo(
      sol.routes.reduce((c, r) => c + r.cost, 0),
      6,
    );
  });
});
