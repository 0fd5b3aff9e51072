import { describe, expect, it } from 'vitest';
import { checkSolution } from '../src/check/check.ts';
import { type IndexedProblem, withMatrixSync } from '../src/locations.ts';
import { haversineMatrix } from '../src/matrix/haversine.ts';
import { solve } from '../src/solve.ts';
import type { Route, Solution, Stop } from '../src/types.ts';
import { checkedSolver, lineMatrix } from './helpers.ts';

const solveChecked = checkedSolver(800);

const visits = (route: Route) =>
  route.stops.map((s: Stop) => (s.type === 'job' ? s.jobId : `[${s.storeId}]`));

describe('disposal trips', () => {
  // Depot at 0, jobs at 1..4 (demand 4 each), a store at 5; capacity 10 forces two trips.
  const problem: IndexedProblem = {
    matrix: lineMatrix(6),
    jobs: [1, 2, 3, 4].map((k) => ({ id: `j${k}`, location: k, demand: [4], service: 1 })),
    stores: [{ id: 'plant', location: 5, service: 5 }],
    vehicles: [{ id: 'truck', start: 0, end: 0, capacity: [10] }],
  };

  it('unloads as often as needed and comes back empty', () => {
    const solution = solveChecked(problem);
    expect(solution.unassigned).toEqual([]);
    const route = solution.routes[0]!;
    const stores = route.stops.filter((s) => s.type === 'store');
    expect(stores).toHaveLength(2);
    expect(route.stops[route.stops.length - 1]!.type).toBe('store');
    for (const stop of stores) expect(stop.load).toEqual([0]);
    // j1, j2, plant (50); j4, j3, plant (40); home (50).
    expect(solution.distance).toBe(140);
  });

  it('ends the day at the store when the vehicle has no end', () => {
    const open = { ...problem, vehicles: [{ id: 'truck', start: 0, capacity: [10] }] };
    const route = solveChecked(open).routes[0]!;
    expect(visits(route).at(-1)).toBe('[plant]');
    expect(route.distance).toBe(90);
  });

  it('keeps the last load on board when the vehicle need not return empty', () => {
    const keep = {
      ...problem,
      vehicles: [{ id: 'truck', start: 0, end: 0, capacity: [10], returnEmpty: false }],
    };
    const route = solveChecked(keep).routes[0]!;
    expect(route.stops.filter((s) => s.type === 'store')).toHaveLength(1);
    expect(route.stops.at(-1)!.load).toEqual([8]);
  });

  it('chooses the store that is open and the one that is nearer', () => {
    const two: IndexedProblem = {
      matrix: lineMatrix(8),
      jobs: [
        { id: 'a', location: 3, demand: [6] },
        { id: 'b', location: 4, demand: [6] },
      ],
      stores: [
        { id: 'near-closed', location: 5, timeWindows: [[1000, 2000]] },
        { id: 'far-open', location: 7 },
      ],
      vehicles: [{ id: 'truck', start: 0, end: 0, capacity: [10], shift: [0, 500] }],
    };
    const solution = solveChecked(two);
    expect(visits(solution.routes[0]!).filter((v) => v.startsWith('['))).toEqual([
      '[far-open]',
      '[far-open]',
    ]);
    const open = solveChecked({ ...two, stores: [{ id: 'near', location: 5 }, two.stores![1]!] });
    expect(visits(open.routes[0]!).filter((v) => v.startsWith('['))).toEqual(['[near]', '[near]']);
  });

  it('explains a job no store takes', () => {
    const solution = solveChecked({
      ...problem,
      jobs: [...problem.jobs, { id: 'acid', location: 2, demand: [1], loadClass: 'acid' }],
      stores: [{ id: 'plant', location: 5, accepts: ['household'] }],
      incompatibleClasses: [],
    });
    expect(solution.unassigned).toEqual([{ jobId: 'acid', reason: 'store' }]);
  });
});

describe('stores given by coordinates', () => {
  it('places them in the straight-line matrix like any other location', () => {
    const depot = [-3.7, 40.4] as const;
    const problem = {
      jobs: [
        { id: 'a', location: [-3.69, 40.41] as const, demand: [6] },
        { id: 'b', location: [-3.71, 40.41] as const, demand: [6] },
      ],
      stores: [{ id: 'plant', location: [-3.7, 40.43] as const, service: 600 }],
      vehicles: [{ id: 'truck', start: depot, end: depot, capacity: [10] }],
    };
    const solution = solve(problem, { maxIterations: 200 });
    const indexed = withMatrixSync(problem, (l) => haversineMatrix(l));
    expect(checkSolution(indexed, solution).violations).toEqual([]);
    expect(solution.routes[0]!.stops.filter((s) => s.type === 'store')).toHaveLength(2);
  });
});

describe('load classes', () => {
  it('keeps incompatible loads on separate trips and takes each class where it is accepted', () => {
    const problem: IndexedProblem = {
      matrix: lineMatrix(6),
      jobs: [
        { id: 'h1', location: 1, demand: [1], loadClass: 'household' },
        { id: 'i1', location: 2, demand: [1], loadClass: 'infectious' },
        { id: 'h2', location: 3, demand: [1], loadClass: 'household' },
        { id: 'i2', location: 4, demand: [1], loadClass: 'infectious' },
      ],
      stores: [
        { id: 'landfill', location: 5, accepts: ['household'] },
        { id: 'autoclave', location: 5, accepts: ['infectious', 'household'] },
      ],
      incompatibleClasses: [['household', 'infectious']],
      vehicles: [{ id: 'truck', start: 0, end: 0, capacity: [100] }],
    };
    const route = solveChecked(problem).routes[0]!;
    let trip: string[] = [];
    for (const stop of route.stops) {
      if (stop.type === 'job') trip.push(problem.jobs.find((j) => j.id === stop.jobId)!.loadClass!);
      else {
        expect(new Set(trip).size).toBe(1);
        if (trip[0] === 'infectious') expect(stop.storeId).toBe('autoclave');
        trip = [];
      }
    }
    expect(route.stops.filter((s) => s.type === 'store')).toHaveLength(2);
  });

  it('gives incompatible loads separate vehicles when there is no store', () => {
    const problem: IndexedProblem = {
      matrix: lineMatrix(3),
      jobs: [
        { id: 'h', location: 1, loadClass: 'household' },
        { id: 'i', location: 2, loadClass: 'infectious' },
      ],
      incompatibleClasses: [['infectious', 'household']],
      vehicles: [
        { id: 'a', start: 0, end: 0 },
        { id: 'b', start: 0, end: 0 },
      ],
    };
    expect(solveChecked(problem).routes).toHaveLength(2);
  });
});

describe('shifts and breaks', () => {
  const problem = (breakWindow: readonly [number, number]): IndexedProblem => ({
    matrix: lineMatrix(4),
    jobs: [1, 2, 3].map((k) => ({ id: `j${k}`, location: k, service: 20 })),
    vehicles: [
      { id: 'truck', start: 0, end: 0, shift: [0, 1000], break: { window: breakWindow, duration: 30 } },
    ],
  });

  it('takes the break within its window, on arrival at a stop', () => {
    const route = solveChecked(problem([40, 60])).routes[0]!;
    expect(route.break).toBeDefined();
    const { atStop, start, end } = route.break!;
    expect(start).toBeGreaterThanOrEqual(40);
    expect(start).toBeLessThanOrEqual(60);
    expect(end - start).toBe(30);
    expect(route.stops[atStop]!.start).toBeGreaterThanOrEqual(end);
    // The break adds its length to the day: 60 driving + 60 service + 30 break.
    expect(route.duration).toBe(150);
  });

  it('needs no break when the day ends before its window opens', () => {
    const route = solveChecked(problem([500, 600])).routes[0]!;
    expect(route.break).toBeUndefined();
    expect(route.duration).toBe(120);
  });

  it('takes the break while waiting for a window instead of adding it to the day', () => {
    const waiting: IndexedProblem = {
      matrix: lineMatrix(3),
      jobs: [{ id: 'late', location: 1, timeWindows: [[100, 200]], service: 10 }],
      vehicles: [
        { id: 'truck', start: 0, end: 0, shift: [0, 500], break: { window: [20, 60], duration: 30 } },
      ],
    };
    const route = solveChecked(waiting).routes[0]!;
    expect(route.break!.start).toBeLessThanOrEqual(70);
    expect(route.stops[0]!.start).toBe(100);
    expect(route.arrival).toBe(120);
  });

  it('owes no break whose window lies outside the shift', () => {
    const outside: IndexedProblem = {
      ...problem([0, 0]),
      vehicles: [
        { id: 'truck', start: 0, end: 0, shift: [100, 1000], break: { window: [0, 50], duration: 30 } },
      ],
    };
    const solution = solveChecked(outside);
    expect(solution.unassigned).toEqual([]);
    expect(solution.routes[0]!.break).toBeUndefined();
  });

  it('keeps a given order and adds the unloadings it needs', () => {
    const line6: IndexedProblem = {
      matrix: lineMatrix(6),
      jobs: [1, 2, 3, 4].map((k) => ({ id: `j${k}`, location: k, demand: [4] })),
      stores: [{ id: 'plant', location: 5 }],
      vehicles: [{ id: 'truck', start: 0, end: 0, capacity: [10] }],
    };
    const solution = solveChecked(line6, {
      initialRoutes: [{ vehicleId: 'truck', jobIds: ['j4', 'j1', 'j3', 'j2'] }],
      keepOrder: true,
    });
    expect(visits(solution.routes[0]!).filter((v) => !v.startsWith('['))).toEqual(['j4', 'j1', 'j3', 'j2']);
    expect(solution.routes[0]!.stops.filter((s) => s.type === 'store')).toHaveLength(2);
  });

  it('leaves out what a short shift cannot hold, with the break counted', () => {
    const short: IndexedProblem = {
      ...problem([30, 60]),
      vehicles: [
        {
          id: 'truck',
          start: 0,
          end: 0,
          shift: [0, 1000],
          maxDuration: 100,
          break: { window: [30, 60], duration: 30 },
        },
      ],
    };
    const solution = solveChecked(short);
    expect(solution.routes[0]!.duration).toBeLessThanOrEqual(100);
    expect(solution.unassigned.length).toBeGreaterThan(0);
  });
});

describe('heterogeneous fleet', () => {
  it('prefers the vehicle whose costs per distance, per hour and per day are lower overall', () => {
    const problem: IndexedProblem = {
      matrix: lineMatrix(3),
      jobs: [{ id: 'a', location: 2, service: 100 }],
      vehicles: [
        { id: 'cheap-km-dear-hour', start: 0, end: 0, costPerDistance: 0.1, costPerTime: 1 },
        { id: 'dear-km-cheap-hour', start: 0, end: 0, costPerDistance: 1, costPerTime: 0.01 },
        { id: 'fixed', start: 0, end: 0, costPerDistance: 0, costPerTime: 0, fixedCost: 500 },
      ],
    };
    // 40 of distance and 140 of time: 4 + 140 = 144, 40 + 1.4 = 41.4, 500.
    const solution = solveChecked(problem);
    expect(solution.routes.map((r) => r.vehicleId)).toEqual(['dear-km-cheap-hour']);
    expect(solution.cost).toBeCloseTo(41.4, 9);
  });

  it('sends refrigerated loads to the refrigerated vehicle and fills kg and litres separately', () => {
    const problem: IndexedProblem = {
      dimensions: ['kg', 'l'],
      matrix: lineMatrix(4),
      jobs: [
        { id: 'heavy', location: 1, demand: [900, 100] },
        { id: 'bulky', location: 2, demand: [50, 1500] },
        { id: 'cold', location: 3, demand: [10, 10], skills: ['refrigerated'] },
      ],
      vehicles: [
        { id: 'truck', start: 0, end: 0, capacity: [1000, 1000] },
        { id: 'van', start: 0, end: 0, capacity: [100, 2000], skills: ['refrigerated'] },
      ],
    };
    const solution = solveChecked(problem);
    const byVehicle = Object.fromEntries(solution.routes.map((r) => [r.vehicleId, visits(r).sort()]));
    expect(byVehicle).toEqual({ truck: ['heavy'], van: ['bulky', 'cold'] });
  });
});

describe('checker, planted faults in operations', () => {
  const problem: IndexedProblem = {
    matrix: lineMatrix(6),
    jobs: [
      { id: 'a', location: 1, demand: [6], loadClass: 'household' },
      { id: 'b', location: 2, demand: [6], loadClass: 'infectious' },
    ],
    stores: [{ id: 'plant', location: 5, accepts: ['household'], timeWindows: [[0, 100]] }],
    incompatibleClasses: [['household', 'infectious']],
    vehicles: [
      {
        id: 'truck',
        start: 0,
        end: 0,
        capacity: [10],
        shift: [0, 1000],
        break: { window: [5, 8], duration: 10 },
      },
    ],
  };
  const stop = (kind: 'job' | 'store', id: string, at: number, load: number): Stop =>
    kind === 'job'
      ? { type: 'job', jobId: id, arrival: at, start: at, departure: at, load: [load] }
      : { type: 'store', storeId: id, arrival: at, start: at, departure: at, load: [load] };
  const plan = (stops: Stop[], extra: Partial<Route> = {}): Solution => {
    const route: Route = {
      vehicleId: 'truck',
      departure: 0,
      arrival: 0,
      distance: 0,
      duration: 0,
      cost: 0,
      stops,
      ...extra,
    };
    return { routes: [route], unassigned: [], cost: 0, distance: 0, vehiclesUsed: 1, iterations: 0, ms: 0 };
  };
  const violations = (s: Solution) => checkSolution(problem, s).violations.join('\n');

  it('rejects mixed classes, a refused class, too much in one trip and load left at the end', () => {
    const v = violations(
      plan([stop('job', 'a', 10, 6), stop('job', 'b', 20, 12), stop('store', 'plant', 50, 0)]),
    );
    expect(v).toMatch(/carries infectious with household/);
    expect(v).toMatch(/store plant refuses infectious/);
    expect(v).toMatch(/carries 12 > 10 \(0\) into store plant/);
    const notEmpty = violations(plan([stop('job', 'a', 10, 6)]));
    expect(notEmpty).toMatch(/at the end, which it must reach empty/);
  });

  it('rejects a missing or misplaced break, a closed store and a wrong reported time', () => {
    const v = violations(plan([stop('job', 'a', 10, 6), stop('store', 'plant', 50, 0)]));
    expect(v).toMatch(/works past 5 without its break/);
    const late = violations(
      plan([stop('job', 'a', 10, 6), stop('store', 'plant', 50, 0)], {
        break: { atStop: 1, start: 50, end: 60 },
      }),
    );
    expect(late).toMatch(/break at stop 1 would begin at 50, after its window/);
    const closed = violations(
      plan([stop('job', 'a', 10, 6), stop('store', 'plant', 50, 0)], { departure: 200 }),
    );
    expect(closed).toMatch(/store plant: arrival at 250 after its time windows/);
    expect(closed).toMatch(/reported 50\/50\/50, replay gives 250/);
  });
});
