import { describe, expect, it } from 'vitest';
import { checkSolution } from '../src/check/check.ts';
import { type IndexedProblem, withMatrixSync } from '../src/locations.ts';
import { haversineMatrix, haversineMetres } from '../src/matrix/haversine.ts';
import { routeJobIds } from '../src/output.ts';
import { solve } from '../src/solve.ts';
import type { Problem, Solution } from '../src/types.ts';
import { checkedSolver, lineMatrix } from './helpers.ts';

const solveChecked = checkedSolver(500);

const stopsOf = (s: Solution) => Object.fromEntries(s.routes.map((r) => [r.vehicleId, routeJobIds(r)]));
const reasons = (s: Solution) => Object.fromEntries(s.unassigned.map((u) => [u.jobId, u.reason]));

describe('general model', () => {
  it('sends a job needing a skill to the one vehicle that has it', () => {
    const solution = solveChecked({
      matrix: lineMatrix(3),
      jobs: [
        { id: 'cold', location: 1, demand: [1], skills: ['refrigerated'] },
        { id: 'plain', location: 2, demand: [1] },
      ],
      vehicles: [
        { id: 'van', start: 0, end: 0, capacity: [1] },
        { id: 'fridge', start: 0, end: 0, capacity: [1], skills: ['refrigerated'] },
      ],
    });
    expect(stopsOf(solution)).toEqual({ fridge: ['cold'], van: ['plain'] });
  });

  it('reports each kind of unservable job with its reason', () => {
    const solution = solveChecked({
      dimensions: ['kg', 'l'],
      matrix: lineMatrix(6),
      jobs: [
        { id: 'ok', location: 1, demand: [1, 1] },
        { id: 'skill', location: 1, skills: ['crane'] },
        { id: 'heavy', location: 1, demand: [1, 500] },
        { id: 'closed', location: 2, timeWindows: [[0, 5]] },
        { id: 'far', location: 5 },
      ],
      vehicles: [{ id: 'truck', start: 0, end: 0, capacity: [10, 100], shift: [0, 1000], maxDuration: 60 }],
    });
    expect(stopsOf(solution)).toEqual({ truck: ['ok'] });
    expect(reasons(solution)).toEqual({
      skill: 'skills',
      heavy: 'capacity',
      closed: 'time_window',
      far: 'max_duration',
    });
  });

  it('drops the lower-priority job when the fleet is full', () => {
    const solution = solveChecked({
      matrix: lineMatrix(3),
      jobs: [
        { id: 'low', location: 1, demand: [6], priority: 0 },
        { id: 'high', location: 2, demand: [6], priority: 50 },
      ],
      vehicles: [{ id: 'truck', start: 0, end: 0, capacity: [10] }],
    });
    expect(stopsOf(solution)).toEqual({ truck: ['high'] });
    expect(solution.unassigned).toEqual([{ jobId: 'low', reason: 'no_vehicle' }]);
  });

  it('uses the second time window when the first cannot be met, and respects the shift', () => {
    const solution = solveChecked({
      matrix: lineMatrix(3),
      jobs: [
        {
          id: 'a',
          location: 2,
          service: 5,
          timeWindows: [
            [0, 5],
            [150, 160],
          ],
        },
      ],
      vehicles: [{ id: 'truck', start: 0, end: 0, shift: [100, 300] }],
    });
    const route = solution.routes[0]!;
    expect(route.stops[0]!.start).toBe(150);
    expect(route.departure).toBe(130);
    expect(route.arrival).toBe(175);
  });

  it('finishes open routes at the last job when the vehicle has no end', () => {
    const solution = solveChecked({
      matrix: lineMatrix(4),
      jobs: [
        { id: 'a', location: 1 },
        { id: 'b', location: 3 },
      ],
      vehicles: [{ id: 'truck', start: 0 }],
    });
    expect(stopsOf(solution)).toEqual({ truck: ['a', 'b'] });
    expect(solution.distance).toBe(30);
  });

  it('keeps a given stop order and only inserts the new jobs', () => {
    // The given order 3, 1 is not the shortest; it must stay, with 2 inserted somewhere.
    const problem: IndexedProblem = {
      matrix: lineMatrix(4),
      jobs: [1, 2, 3].map((k) => ({ id: `j${k}`, location: k })),
      vehicles: [{ id: 'truck', start: 0, end: 0 }],
    };
    const solution = solveChecked(problem, {
      initialRoutes: [{ vehicleId: 'truck', jobIds: ['j3', 'j1'] }],
      keepOrder: true,
    });
    const order = routeJobIds(solution.routes[0]!);
    expect(order.filter((id) => id !== 'j2')).toEqual(['j3', 'j1']);
    expect(order).toContain('j2');
    const free = solveChecked(problem, { initialRoutes: [{ vehicleId: 'truck', jobIds: ['j3', 'j1'] }] });
    expect(free.distance).toBeLessThanOrEqual(solution.distance);
  });

  it('uses straight-line distances from coordinates by default', () => {
    const madrid = [-3.7038, 40.4168] as const;
    const problem: Problem = {
      jobs: [{ id: 'north', location: [-3.7038, 40.5168] }],
      vehicles: [{ id: 'truck', start: madrid, end: madrid }],
    };
    const solution = solve(problem, { maxIterations: 10 });
    const expected = 2 * haversineMetres(madrid, [-3.7038, 40.5168]);
    expect(expected).toBeGreaterThan(22_000);
    expect(expected).toBeLessThan(22_500);
    expect(solution.distance).toBeCloseTo(expected, 3);
    const indexed = withMatrixSync(problem, (l) => haversineMatrix(l));
    expect(checkSolution(indexed, solution).violations).toEqual([]);
    // 30 km/h by default: about 11.1 km each way takes about 22 minutes.
    expect(solution.routes[0]!.duration).toBeCloseTo(expected / (30 / 3.6), 3);
  });
});
