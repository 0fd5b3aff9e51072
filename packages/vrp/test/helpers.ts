import { expect, vi } from 'vitest';
import { checkSolution } from '../src/check/check.ts';
import { checkSolomon } from '../src/check/solomon-check.ts';
import { construct } from '../src/construct.ts';
import { compile, type Instance } from '../src/instance.ts';
import type { IndexedProblem } from '../src/locations.ts';
import { euclideanMatrix } from '../src/matrix/euclidean.ts';
import { anneal, type SearchOverrides, type SearchParams, searchParams } from '../src/search.ts';
import type { SolomonInstance } from '../src/solomon.ts';
import { solve } from '../src/solve.ts';
import { SolutionState } from '../src/state.ts';
import type { Job, Solution, SolveOptions, TimeWindow, Vehicle } from '../src/types.ts';

/** Locations on a line: location k is at distance 10 * k from location 0, travel time = distance. */
export function lineMatrix(points: number): IndexedProblem['matrix'] {
  const distances = new Float64Array(points * points);
  for (let i = 0; i < points; i++)
    for (let j = 0; j < points; j++) distances[i * points + j] = 10 * Math.abs(i - j);
  return { size: points, distances, durations: distances };
}

/** Solves with seed 1 and that many iterations, and fails the test if the checker finds any violation. */
export function checkedSolver(maxIterations: number) {
  return (problem: IndexedProblem, options: SolveOptions = {}): Solution => {
    const solution = solve(problem, { maxIterations, seed: 1, ...options });
    expect(checkSolution(problem, solution).violations).toEqual([]);
    return solution;
  };
}

export interface PlaneJob {
  at: readonly [number, number];
  demand?: number;
  service?: number;
  window?: TimeWindow;
}

/**
 * A problem on the plane with the depot at location 0 and job k (id "k+1") at location k + 1, so that
 * travel time equals distance as in the Solomon benchmark.
 */
export function planeProblem(
  depot: readonly [number, number],
  jobs: readonly PlaneJob[],
  vehicles: number,
  capacity = 1000,
  extra: Partial<Vehicle> = {},
): IndexedProblem {
  const matrix = euclideanMatrix([depot, ...jobs.map((j) => j.at)]);
  return {
    matrix,
    jobs: jobs.map(
      (j, k): Job => ({
        id: String(k + 1),
        location: k + 1,
        demand: [j.demand ?? 1],
        service: j.service ?? 0,
        ...(j.window ? { timeWindows: [j.window] } : {}),
      }),
    ),
    vehicles: Array.from({ length: vehicles }, (_, v) => ({
      id: `v${v + 1}`,
      start: 0,
      end: 0,
      capacity: [capacity],
      ...extra,
    })),
  };
}

/** Internal state with the given routes (lists of job indices, 0-based) on vehicles 0, 1, ... */
export function stateWith(inst: Instance, routes: readonly (readonly number[])[]): SolutionState {
  const sol = new SolutionState(inst);
  routes.forEach((jobs, r) => {
    sol.setRoute(r, Int32Array.from(jobs));
  });
  sol.syncAbsent();
  sol.clearDirty();
  return sol;
}

export function routesOf(sol: SolutionState): number[][] {
  return sol.routes.filter((r) => r.len > 0).map((r) => Array.from(r.nodes.subarray(1, r.len + 1)));
}

export function compilePlane(...args: Parameters<typeof planeProblem>): Instance {
  return compile(planeProblem(...args));
}

/** The construction's solution, without a time limit. */
export function firstSolution(inst: Instance): SolutionState {
  return construct(inst, new SolutionState(inst), new Uint8Array(inst.n), Number.POSITIVE_INFINITY, () => 0);
}

/**
 * A search of 3 000 iterations with `params`: its best answer is feasible by the independent checker,
 * leaves no job out, claims the distance the checker measures, and comes out the same a second time.
 */
export function expectCheckedSearch(
  instance: SolomonInstance,
  inst: Instance,
  params: SearchParams,
  seed: number,
) {
  const run = () => {
    const limits = { timeLimitMs: Number.POSITIVE_INFINITY, maxIterations: 3000, seed, now: () => 0 };
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
}

/**
 * How many times `proto[method]` runs in 2 000 iterations of the annealing with these search params
 * (seed 2): for the moves that run only on large instances, at a given share of the iterations.
 */
export function callsInSearch<T extends object>(
  proto: T,
  method: keyof T & string,
  inst: Instance,
  params: SearchOverrides,
  locked?: Uint8Array,
): number {
  // biome-ignore lint/suspicious/noExplicitAny: vi.spyOn's overloads do not take a generic key.
  const spy = vi.spyOn(proto as any, method);
  const limits = { timeLimitMs: Number.POSITIVE_INFINITY, maxIterations: 2000, seed: 2, now: () => 0 };
  anneal(inst, firstSolution(inst), locked ? { ...limits, locked } : limits, searchParams(params));
  const calls = spy.mock.calls.length;
  spy.mockRestore();
  return calls;
}
