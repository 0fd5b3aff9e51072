import { describe, expect, it } from 'vitest';
import { Inserter } from '../src/insertion.ts';
import { compile } from '../src/instance.ts';
import { LocalSearch } from '../src/local-search.ts';
import type { IndexedProblem } from '../src/locations.ts';
import { Rng } from '../src/rng.ts';
import { StringRemoval, stringPositions } from '../src/ruin.ts';
import { Replay } from '../src/sequence.ts';
import { compilePlane, routesOf, stateWith } from './helpers.ts';

// Two clusters of jobs: east of the depot (0, 1) and north of it (2, 3).
const E1 = { at: [10, 0] as const };
const E2 = { at: [11, 0] as const };
const N1 = { at: [0, 10] as const };
const N2 = { at: [0, 11] as const };

describe('local search moves', () => {
  it('relocate moves a job next to its neighbour in another route and empties the old one', () => {
    const inst = compilePlane([0, 0], [E1, E2, N1], 3);
    const sol = stateWith(inst, [[0, 2], [1]]);
    const before = sol.cost();
    const ls = new LocalSearch(inst);
    ls.indexAll(sol);
    expect(ls.relocate(sol, 1, 0, true)).toBe(true);
    expect(routesOf(sol)).toEqual([[0, 1, 2]]);
    expect(sol.cost()).toBeLessThan(before);
  });

  it('swap exchanges two jobs between routes', () => {
    const inst = compilePlane([0, 0], [E1, E2, N1, N2], 2);
    const sol = stateWith(inst, [
      [0, 3],
      [2, 1],
    ]);
    const before = sol.cost();
    const ls = new LocalSearch(inst);
    ls.indexAll(sol);
    expect(ls.swap(sol, 3, 1)).toBe(true);
    expect(routesOf(sol)).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(sol.cost()).toBeLessThan(before);
  });

  it('2-opt* exchanges the ends of two routes', () => {
    const inst = compilePlane([0, 0], [E1, E2, N1, N2], 2);
    const sol = stateWith(inst, [
      [0, 3],
      [2, 1],
    ]);
    const ls = new LocalSearch(inst);
    ls.indexAll(sol);
    expect(ls.twoOptStar(sol, 0, 1)).toBe(true);
    expect(routesOf(sol)).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('2-opt reverses a crossing path within a route', () => {
    const square = [
      { at: [10, 0] as const },
      { at: [10, 10] as const },
      { at: [20, 10] as const },
      { at: [20, 0] as const },
    ];
    const inst = compilePlane([0, 0], square, 1);
    const sol = stateWith(inst, [[0, 2, 1, 3]]);
    const before = sol.distance();
    const ls = new LocalSearch(inst);
    ls.indexAll(sol);
    expect(ls.twoOpt(sol, 0, 1)).toBe(true);
    expect(routesOf(sol)).toEqual([[0, 1, 2, 3]]);
    expect(sol.distance()).toBeCloseTo(before - 2 * Math.SQRT2 * 10 + 20, 9);
  });

  it('or-opt moves a string of jobs, keeping its orientation', () => {
    const inst = compilePlane([0, 0], [E1, E2, N1, N2, { at: [0, 9] }], 2);
    const sol = stateWith(inst, [[0, 1, 2, 3], [4]]);
    const before = sol.cost();
    const ls = new LocalSearch(inst);
    ls.indexAll(sol);
    expect(ls.orOpt(sol, 2, 4, 2)).toBe(true);
    expect(routesOf(sol)).toEqual([
      [0, 1],
      [4, 2, 3],
    ]);
    expect(sol.cost()).toBeLessThan(before);
  });

  it('rejects a shorter route that breaks a time window', () => {
    // Job 0 must be reached directly (window closes at 10, the travel time); job 1 may only follow it.
    const inst = compilePlane([0, 0], [{ at: [0, 10], window: [0, 10] }, { at: [1, 10] }], 2);
    const sol = stateWith(inst, [[0], [1]]);
    const ls = new LocalSearch(inst);
    ls.indexAll(sol);
    expect(ls.relocate(sol, 1, 0, false)).toBe(false);
    expect(routesOf(sol)).toEqual([[0], [1]]);
    expect(ls.relocate(sol, 1, 0, true)).toBe(true);
    expect(routesOf(sol)).toEqual([[0, 1]]);
  });

  it('rejects a move over capacity', () => {
    const inst = compilePlane(
      [0, 0],
      [
        { ...E1, demand: 6 },
        { ...E2, demand: 6 },
      ],
      2,
      10,
    );
    const sol = stateWith(inst, [[0], [1]]);
    const ls = new LocalSearch(inst);
    ls.indexAll(sol);
    expect(ls.relocate(sol, 1, 0, true)).toBe(false);
    expect(ls.twoOptStar(sol, 0, 1)).toBe(false);
  });

  it('never moves a locked job', () => {
    const inst = compilePlane([0, 0], [E1, E2, N1], 3);
    const locked = Uint8Array.from([0, 1, 0]);
    const sol = stateWith(inst, [[0, 2], [1]]);
    const ls = new LocalSearch(inst, locked);
    ls.indexAll(sol);
    expect(ls.relocate(sol, 1, 0, true)).toBe(false);
    expect(ls.swap(sol, 1, 2)).toBe(false);
  });
});

describe('insertion', () => {
  it('picks the cheapest feasible position', () => {
    const inst = compilePlane([0, 0], [E1, N1, E2], 2);
    const sol = stateWith(inst, [[0, 1]]);
    const ins = new Inserter(inst);
    expect(ins.best(sol, 2, null, 0)).toBe(true);
    expect([ins.route, ins.pos]).toEqual([0, 2]);
    expect(ins.delta).toBeCloseTo(1 + Math.sqrt(221) - Math.sqrt(200), 9);
  });

  it('skips a cheaper position that would make a later job late', () => {
    // Job 0 (north) must start by 10, exactly the travel time: nothing can come before it.
    const inst = compilePlane([0, 0], [{ at: [0, 10], window: [0, 10] }, { at: [1, 5] }], 1);
    const sol = stateWith(inst, [[0]]);
    const ins = new Inserter(inst);
    expect(ins.best(sol, 1, null, 0)).toBe(true);
    expect(ins.pos).toBe(2);
    sol.insert(ins.route, ins.pos, 1);
    expect(sol.routes[0]!.feasible).toBe(true);
  });

  it('opens a new route with a job alone, in a free vehicle only', () => {
    const inst = compilePlane([0, 0], [E1, E2, N1], 2);
    const sol = stateWith(inst, [[0, 1]]);
    const ins = new Inserter(inst);
    expect(ins.openRoute(sol, 2)).toBe(true);
    expect(routesOf(sol)).toEqual([[0, 1], [2]]);
    expect(sol.routes[1]!.feasible).toBe(true);
    // Both vehicles in use now: nowhere to open another route.
    sol.remove(0, [2]);
    expect(ins.openRoute(sol, 1)).toBe(false);
    expect(sol.absent).toEqual([1]);
  });

  it('reports no insertion when the window cannot be met', () => {
    const inst = compilePlane([0, 0], [{ at: [0, 10], window: [0, 5] }], 1);
    const sol = stateWith(inst, []);
    expect(new Inserter(inst).best(sol, 0, null, 0)).toBe(false);
  });
});

describe('string removal (ruin)', () => {
  it('selects a string of the requested length that contains the position', () => {
    const rng = new Rng(3);
    for (let t = 0; t < 200; t++) {
      const len = 1 + rng.int(12);
      const pos = 1 + rng.int(len);
      const l = 1 + rng.int(len);
      const s = stringPositions(len, pos, l, rng);
      expect(s).toHaveLength(l);
      expect(s).toContain(pos);
      expect(s[0]).toBeGreaterThanOrEqual(1);
      expect(s[s.length - 1]).toBeLessThanOrEqual(len);
    }
  });

  it('removes jobs into the absent list and leaves locked ones', () => {
    const jobs = Array.from({ length: 20 }, (_, k) => ({ at: [k % 5, Math.floor(k / 5)] as const }));
    const inst = compilePlane([0, 0], jobs, 4);
    const locked = new Uint8Array(20);
    locked[0] = locked[1] = locked[2] = 1;
    const routes = [0, 1, 2, 3].map((r) => [0, 1, 2, 3, 4].map((k) => r * 5 + k));
    const ruin = new StringRemoval(inst, undefined, locked);
    const rng = new Rng(7);
    for (let t = 0; t < 50; t++) {
      const sol = stateWith(inst, routes);
      ruin.ruin(sol, rng);
      expect(sol.absent.length).toBeGreaterThan(0);
      for (const j of sol.absent) {
        expect(locked[j]).toBe(0);
        expect(sol.jobRoute[j]).toBe(-1);
      }
      const routed = routesOf(sol).flat();
      expect(routed.length + sol.absent.length).toBe(20);
    }
  });
});

describe('insertion with an asymmetric matrix', () => {
  // One-way streets: going "up" (to a higher location) costs more than coming back, and travel times
  // differ from distances. The insertion reads the matrices by destination (transposed copies, or the
  // matrices with swapped strides when they are large); either way it must agree with a full replay.
  const points = 9;
  const distances: number[] = [];
  const durations: number[] = [];
  const rng = new Rng(11);
  const xy = Array.from({ length: points }, () => [rng.next() * 100, rng.next() * 100] as const);
  for (let a = 0; a < points; a++)
    for (let b = 0; b < points; b++) {
      const d = Math.hypot(xy[a]![0] - xy[b]![0], xy[a]![1] - xy[b]![1]);
      distances.push(a === b ? 0 : d + (a < b ? 17 : 0));
      durations.push(a === b ? 0 : d + (a < b ? 0 : 60));
    }
  const problem: IndexedProblem = {
    matrix: {
      size: points,
      distances: Float64Array.from(distances),
      durations: Float64Array.from(durations),
    },
    jobs: Array.from({ length: points - 1 }, (_, k) => ({
      id: String(k + 1),
      location: k + 1,
      demand: [1],
      service: 5,
      timeWindows: [[k * 30, k * 30 + 150]] as [number, number][],
    })),
    vehicles: [0, 1].map((v) => ({ id: `v${v}`, start: 0, end: 0, capacity: [10] })),
  };

  for (const transposeMax of [1000, 0]) {
    it(`finds the cheapest feasible place, as a full replay does (${transposeMax ? 'transposed' : 'strided'})`, () => {
      const inst = compile(problem, transposeMax);
      expect(inst.distIn === inst.dist).toBe(transposeMax === 0);
      const sol = stateWith(inst, [
        [0, 3, 5],
        [1, 6],
      ]);
      const replay = new Replay(inst);
      let placed = 0;
      for (const j of [2, 4, 7]) {
        let cheapest = Number.POSITIVE_INFINITY;
        for (let r = 0; r < 2; r++) {
          const route = sol.routes[r]!;
          const visits = Array.from(route.nodes.subarray(1, route.len + 1));
          for (let p = 0; p <= visits.length; p++) {
            const seq = [...visits.slice(0, p), j, ...visits.slice(p)];
            const cost = replay.evaluate(r, seq, seq.length);
            if (!Number.isNaN(cost)) cheapest = Math.min(cheapest, cost - route.cost);
          }
        }
        const ins = new Inserter(inst);
        expect(ins.best(sol, j, null, 0)).toBe(cheapest < Number.POSITIVE_INFINITY);
        if (cheapest === Number.POSITIVE_INFINITY) continue;
        expect(ins.delta).toBeCloseTo(cheapest, 9);
        placed++;
        const route = sol.routes[ins.route]!;
        const visits = Array.from(route.nodes.subarray(1, route.len + 1));
        visits.splice(ins.pos - 1, 0, j);
        expect(Number.isNaN(replay.evaluate(ins.route, visits, visits.length))).toBe(false);
      }
      expect(placed).toBeGreaterThan(0);
    });
  }
});
