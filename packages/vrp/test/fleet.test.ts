import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { realisticDay } from '../bench/realistic.ts';
import { checkSolution } from '../src/check/check.ts';
import { checkSolomon } from '../src/check/solomon-check.ts';
import { withMatrixSync } from '../src/locations.ts';
import { haversineMatrix } from '../src/matrix/haversine.ts';
import { routeJobIds } from '../src/output.ts';
import { readSolomon, solomonProblem } from '../src/solomon.ts';
import { solve } from '../src/solve.ts';
import { planeProblem } from './helpers.ts';
import { DATA_DIR } from './paths.ts';

describe('fewest vehicles first (minimiseVehicles)', () => {
  it('gives up routes on RC105 that the cost alone keeps, and stays feasible by the checker', () => {
    // RC105 at 20 000 iterations: 16 routes by cost, 14 with the fleet phase, on seeds 1 to 3 alike
    // (R112, used before 0017, now reaches its fewest routes by cost alone as well).
    const instance = readSolomon(join(DATA_DIR, 'solomon', 'RC105.txt'));
    const problem = solomonProblem(instance);
    const options = { maxIterations: 20_000, timeLimitMs: Number.POSITIVE_INFINITY, seed: 1 };
    const plain = solve(problem, options);
    const fewest = solve(problem, { ...options, minimiseVehicles: true });
    for (const solution of [plain, fewest]) {
      const routes = solution.routes.map((r) => routeJobIds(r).map(Number));
      expect(solution.unassigned).toEqual([]);
      expect(checkSolomon(instance, routes, []).feasible).toBe(true);
    }
    expect(fewest.vehiclesUsed).toBeLessThan(plain.vehiclesUsed);
    // Deterministic with an iteration budget, like the plain search.
    expect(solve(problem, { ...options, minimiseVehicles: true }).distance).toBe(fewest.distance);
  });

  it('first places the jobs the construction left out (refrigerated loads, stores, breaks)', () => {
    const problem = withMatrixSync(realisticDay(), (locations) => haversineMatrix(locations));
    const solution = solve(problem, {
      maxIterations: 1500,
      timeLimitMs: Number.POSITIVE_INFINITY,
      seed: 2,
      minimiseVehicles: true,
    });
    expect(checkSolution(problem, solution).violations).toEqual([]);
    expect(solution.unassigned).toEqual([]);
    expect(solution.vehiclesUsed).toBeLessThanOrEqual(10);
  });

  it('never empties a route that holds locked stops', () => {
    // Two short routes that one vehicle could serve alone; the locked one must stay as given.
    const problem = planeProblem(
      [0, 0],
      [{ at: [10, 0] }, { at: [20, 0] }, { at: [0, 10] }, { at: [0, 20] }],
      3,
    );
    const solution = solve(problem, {
      maxIterations: 2000,
      timeLimitMs: Number.POSITIVE_INFINITY,
      minimiseVehicles: true,
      initialRoutes: [
        { vehicleId: 'v1', jobIds: ['2', '1'] },
        { vehicleId: 'v2', jobIds: ['3'] },
      ],
      keepOrder: true,
    });
    expect(checkSolution(problem, solution).violations).toEqual([]);
    const byVehicle = new Map(solution.routes.map((r) => [r.vehicleId, routeJobIds(r)]));
    expect(byVehicle.get('v1')?.filter((id) => id === '1' || id === '2')).toEqual(['2', '1']);
    expect(byVehicle.get('v2')).toContain('3');
    expect(solution.unassigned).toEqual([]);
  });
});
