import { describe, expect, it } from 'vitest';
import { checkSolution } from '../src/check/check.ts';
import { checkSolomon } from '../src/check/solomon-check.ts';
import type { IndexedProblem } from '../src/locations.ts';
import { routeJobIds } from '../src/output.ts';
import { readSolomon, solomonProblem } from '../src/solomon.ts';
import { solve } from '../src/solve.ts';
import type { Route, Solution, Stop } from '../src/types.ts';
import { SOLOMON_DIR } from './paths.ts';

const c101 = readSolomon(`${SOLOMON_DIR}/C101.txt`);
const solved = solve(solomonProblem(c101), { maxIterations: 2000, seed: 1 });
const routes = solved.routes.map((r) => routeJobIds(r).map(Number));
const clone = () => routes.map((r) => [...r]);

describe('Solomon checker', () => {
  it('accepts the solver output and recomputes its distance', () => {
    const check = checkSolomon(c101, routes);
    expect(check.violations).toEqual([]);
    expect(check.distance).toBeCloseTo(solved.distance, 6);
    expect(check.vehicles).toBe(routes.length);
  });

  it('rejects a route over capacity', () => {
    const planted = clone();
    planted[0] = [...planted[0]!, ...planted[1]!];
    planted.splice(1, 1);
    expect(checkSolomon(c101, planted).violations.join('\n')).toMatch(/over capacity/);
  });

  it('rejects a late arrival', () => {
    const planted = clone();
    planted[0]!.reverse();
    const check = checkSolomon(c101, planted);
    expect(check.feasible).toBe(false);
    expect(check.violations.join('\n')).toMatch(/after due/);
  });

  it('rejects a missing customer', () => {
    const planted = clone();
    const dropped = planted[0]!.pop();
    expect(checkSolomon(c101, planted).violations).toContain(`customer ${dropped} missing`);
  });

  it('rejects a customer visited twice', () => {
    const planted = clone();
    const twice = planted[0]![0]!;
    planted[1]!.push(twice);
    expect(checkSolomon(c101, planted).violations).toContain(`customer ${twice} visited 2 times`);
  });

  it('rejects a return after the depot closes', () => {
    const early = { ...c101, customers: c101.customers.map((c, i) => (i === 0 ? { ...c, due: 1000 } : c)) };
    expect(checkSolomon(early, routes).violations.join('\n')).toMatch(/back at depot/);
  });

  it('rejects more routes than vehicles', () => {
    expect(checkSolomon({ ...c101, vehicles: 2 }, routes).violations.join('\n')).toMatch(
      /routes for 2 vehicles/,
    );
  });
});

describe('general checker', () => {
  // Depot at 0; jobs a (location 1) and b (location 2) 10 units away; travel time equals distance.
  const size = 3;
  const distances = Float64Array.from([0, 10, 10, 10, 0, 5, 10, 5, 0]);
  const problem: IndexedProblem = {
    matrix: { size, distances, durations: distances },
    jobs: [
      { id: 'a', location: 1, demand: [3, 10], service: 2, timeWindows: [[0, 20]], skills: ['refrigerated'] },
      {
        id: 'b',
        location: 2,
        demand: [3, 10],
        service: 2,
        timeWindows: [
          [0, 5],
          [15, 30],
        ],
      },
    ],
    vehicles: [
      {
        id: 'truck',
        start: 0,
        end: 0,
        capacity: [10, 25],
        shift: [0, 100],
        skills: ['refrigerated'],
        maxDuration: 40,
      },
      { id: 'van', start: 0, end: 0, capacity: [10, 25], shift: [0, 100] },
    ],
  };
  // A route as the solver would report it: times replayed here (earliest start in the first window that
  // is still open), so that each test below plants only the fault it is about.
  const route = (vehicleId: string, jobIds: string[], departure = 0, distance = 25): Route => {
    let time = departure;
    let at = 0;
    const load = [0, 0];
    const stops = jobIds.map((jobId): Stop => {
      const job = problem.jobs.find((j) => j.id === jobId)!;
      const to = job.location as number;
      const arrival = time + distances[at * size + to]!;
      const window = job.timeWindows?.find(([, b]) => arrival <= b);
      const start = window ? Math.max(arrival, window[0]) : arrival;
      time = start + (job.service ?? 0);
      at = to;
      job.demand?.forEach((q, d) => {
        load[d] = load[d]! + q;
      });
      return { type: 'job', jobId, arrival, start, departure: time, load: [...load] };
    });
    const arrival = time + distances[at * size]!;
    return { vehicleId, departure, arrival, distance, duration: arrival - departure, cost: distance, stops };
  };
  const solution = (routes: Solution['routes'], extra: Partial<Solution> = {}): Solution => ({
    routes,
    unassigned: [],
    cost: routes.reduce((s, r) => s + r.cost, 0),
    distance: routes.reduce((s, r) => s + r.distance, 0),
    vehiclesUsed: routes.length,
    iterations: 0,
    ms: 0,
    ...extra,
  });

  it('accepts a feasible plan, waiting for the second window', () => {
    expect(checkSolution(problem, solution([route('truck', ['a', 'b'])])).violations).toEqual([]);
  });

  it('accepts a job reported as unassigned instead of served', () => {
    const plan = solution([route('truck', ['a'], 0, 20)], {
      unassigned: [{ jobId: 'b', reason: 'no_vehicle' }],
    });
    expect(checkSolution(problem, plan).violations).toEqual([]);
  });

  it('rejects a missing skill', () => {
    expect(checkSolution(problem, solution([route('van', ['a', 'b'])])).violations.join()).toMatch(
      /needs refrigerated/,
    );
  });

  it('rejects a second dimension over capacity', () => {
    const heavy = { ...problem, vehicles: problem.vehicles.map((v) => ({ ...v, capacity: [10, 15] })) };
    expect(checkSolution(heavy, solution([route('truck', ['a', 'b'])])).violations.join()).toMatch(
      /carries 20 > 15/,
    );
  });

  it('rejects an arrival after every window', () => {
    const late = solution([route('truck', ['a', 'b'], 20)]);
    expect(checkSolution(problem, late).violations.join()).toMatch(/job b: arrival/);
  });

  it('rejects a route longer than the maximum duration', () => {
    const short = { ...problem, vehicles: problem.vehicles.map((v) => ({ ...v, maxDuration: 25 })) };
    expect(checkSolution(short, solution([route('truck', ['a', 'b'])])).violations.join()).toMatch(/lasts/);
  });

  it('rejects the end of shift being passed and departures before it starts', () => {
    const shift = { ...problem, vehicles: problem.vehicles.map((v) => ({ ...v, shift: [1, 25] as const })) };
    const violations = checkSolution(shift, solution([route('truck', ['a', 'b'])])).violations.join();
    expect(violations).toMatch(/leaves before its shift/);
    expect(violations).toMatch(/after its shift/);
  });

  it('rejects duplicated and missing jobs and a wrong distance', () => {
    const violations = checkSolution(problem, solution([route('truck', ['a', 'a'], 0, 1)])).violations;
    expect(violations).toContain('job a appears 2 times');
    expect(violations).toContain('job b missing');
    expect(violations.join()).toMatch(/reported distance/);
  });
});
