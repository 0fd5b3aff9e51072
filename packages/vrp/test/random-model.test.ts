import { describe, expect, it } from 'vitest';
import { checkSolution } from '../src/check/check.ts';
import type { IndexedProblem } from '../src/locations.ts';
import { euclideanMatrix } from '../src/matrix/euclidean.ts';
import { Rng } from '../src/rng.ts';
import { solve } from '../src/solve.ts';
import type { Job, Vehicle } from '../src/types.ts';

/**
 * Random problems using every feature at once (two capacity dimensions, skills, several windows,
 * shifts, maximum durations, open routes, two depots, unequal costs), more jobs than the fleet can
 * serve: the checker must accept every answer, and every job must be served or explained.
 */
function randomProblem(seed: number): IndexedProblem {
  const rng = new Rng(seed);
  const points = Array.from({ length: 62 }, () => [rng.uniform(0, 100), rng.uniform(0, 100)] as const);
  const jobs: Job[] = Array.from({ length: 60 }, (_, k) => {
    const open = rng.uniform(0, 400);
    const windows: [number, number][] = [[open, open + rng.uniform(20, 120)]];
    if (rng.next() < 0.3) windows.push([open + 200, open + 260]);
    return {
      id: `j${k}`,
      location: k + 2,
      demand: [1 + rng.int(10), rng.int(30)],
      service: rng.uniform(2, 10),
      timeWindows: windows,
      ...(rng.next() < 0.15 ? { skills: ['refrigerated'] } : {}),
      ...(rng.next() < 0.05 ? { skills: ['crane'] } : {}),
      priority: rng.int(3) * 10,
    };
  });
  const vehicles: Vehicle[] = Array.from({ length: 5 }, (_, v) => ({
    id: `v${v}`,
    start: v % 2,
    ...(v === 4 ? {} : { end: v % 2 }),
    capacity: [40, 120],
    shift: [v * 20, 500 + v * 40] as const,
    maxDuration: 300 + 30 * v,
    costPerDistance: 1 + v / 4,
    fixedCost: 10 * v,
    ...(v < 2 ? { skills: ['refrigerated'] } : {}),
  }));
  return { matrix: euclideanMatrix(points), jobs, vehicles };
}

describe('random problems with every constraint', () => {
  for (const seed of [1, 2, 3, 4]) {
    it(`returns a feasible, complete answer (seed ${seed})`, () => {
      const problem = randomProblem(seed);
      const solution = solve(problem, { maxIterations: 2000, seed });
      expect(checkSolution(problem, solution).violations).toEqual([]);
      const reasons = new Set(solution.unassigned.map((u) => u.reason));
      // Crane jobs have no vehicle; others may be dropped for lack of room.
      expect(reasons.has('skills')).toBe(problem.jobs.some((j) => j.skills?.includes('crane')));
      expect(solution.routes.length).toBeGreaterThan(0);
      expect(solution.cost).toBeCloseTo(
        solution.routes.reduce((s, r) => s + r.cost, 0),
        6,
      );
    });
  }
});

/**
 * The same with the operations model on top: two stores with opening hours and accepted classes, load
 * classes with an incompatibility, breaks, costs per time, some vehicles ending at a store. Small
 * capacities force several unloadings per route.
 */
function randomOperations(seed: number): IndexedProblem {
  const base = randomProblem(seed);
  const rng = new Rng(seed + 100);
  const points = Array.from({ length: 64 }, () => [rng.uniform(0, 100), rng.uniform(0, 100)] as const);
  const classes = ['household', 'recyclable', 'infectious'];
  return {
    ...base,
    matrix: euclideanMatrix(points),
    jobs: base.jobs.map((job) => ({ ...job, loadClass: classes[rng.int(3)]! })),
    stores: [
      {
        id: 's-north',
        location: 62,
        service: 5,
        timeWindows: [
          [0, 250],
          [300, 900],
        ],
        accepts: ['household', 'recyclable'],
      },
      { id: 's-south', location: 63, service: 8, accepts: ['household', 'recyclable', 'infectious'] },
    ],
    incompatibleClasses: [['infectious', 'household']],
    vehicles: base.vehicles.map((v, k) => ({
      ...v,
      capacity: [12, 40],
      costPerTime: k / 10,
      ...(k % 2 === 0 ? { break: { window: [100 + 20 * k, 220 + 20 * k] as const, duration: 15 } } : {}),
      ...(k === 3 ? { end: undefined } : {}),
      ...(k === 1 ? { returnEmpty: false } : {}),
    })),
  };
}

describe('random problems with stores, classes and breaks', () => {
  for (const seed of [1, 2, 3, 4]) {
    it(`returns a feasible, complete answer (seed ${seed})`, () => {
      const problem = randomOperations(seed);
      const solution = solve(problem, { maxIterations: 500, seed });
      expect(checkSolution(problem, solution).violations).toEqual([]);
      expect(solution.routes.some((r) => r.stops.some((s) => s.type === 'store'))).toBe(true);
      expect(solution.routes.some((r) => r.break !== undefined)).toBe(true);
    });
  }
});
