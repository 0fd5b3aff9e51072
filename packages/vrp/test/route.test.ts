import { describe, expect, it } from 'vitest';
import { realisticDay } from '../bench/realistic.ts';
import { checkSolution } from '../src/check/check.ts';
import { Inserter } from '../src/insertion.ts';
import { compile } from '../src/instance.ts';
import { LocalSearch } from '../src/local-search.ts';
import { Rng } from '../src/rng.ts';
import { RouteState } from '../src/route.ts';
import { StringRemoval } from '../src/ruin.ts';
import { Replay } from '../src/sequence.ts';
import { readSolomon, solomonProblem } from '../src/solomon.ts';
import { solve } from '../src/solve.ts';
import { SolutionState } from '../src/state.ts';
import { SOLOMON_DIR } from './paths.ts';

describe('route caches', () => {
  it('stay equal to a full recomputation through incremental insertions and removals', () => {
    const inst = compile(solomonProblem(readSolomon(`${SOLOMON_DIR}/RC201.txt`)));
    const rng = new Rng(11);
    const route = new RouteState(inst, 0);
    const fresh = new RouteState(inst, 1);
    const unused = Array.from({ length: inst.n }, (_, j) => j);
    for (let step = 0; step < 400; step++) {
      if (route.len > 3 && rng.next() < 0.3) {
        const p = 1 + rng.int(route.len - 1);
        unused.push(route.nodes[p]!, route.nodes[p + 1]!);
        route.removePositions([p, p + 1]);
      } else if (unused.length > 0) {
        const k = rng.int(unused.length);
        const job = unused.splice(k, 1)[0]!;
        route.insert(1 + rng.int(route.len + 1), job);
      }
      fresh.setJobs(route.nodes.subarray(1, route.len + 1));
      const k = route.len + 2;
      expect(Array.from(route.start.subarray(0, k))).toEqual(Array.from(fresh.start.subarray(0, k)));
      expect(Array.from(route.latest.subarray(0, k))).toEqual(Array.from(fresh.latest.subarray(0, k)));
      expect(route.dist).toBeCloseTo(fresh.dist, 9);
      expect(route.feasible).toBe(fresh.feasible);
      expect(Array.from(route.load)).toEqual(Array.from(fresh.load));
    }
  });
});

describe("the solution's dense route lengths and loads", () => {
  it('follow every change of its routes: ruin, recreate, unloadings dropped, local search, copies', () => {
    for (const problem of [
      realisticDay({ stops: 60, vehicles: 4, seed: 5 }),
      solomonProblem(readSolomon(`${SOLOMON_DIR}/RC201.txt`)),
    ]) {
      const inst = compile(problem);
      const rng = new Rng(7);
      const ins = new Inserter(inst);
      const ruin = new StringRemoval(inst);
      const local = new LocalSearch(inst);
      const current = new SolutionState(inst);
      const candidate = new SolutionState(inst);
      const agree = (sol: SolutionState) => {
        for (let r = 0; r < inst.m; r++) {
          const route = sol.routes[r]!;
          expect(sol.lens[r]).toBe(route.len);
          expect(Array.from(sol.loads.subarray(r * inst.dims, (r + 1) * inst.dims))).toEqual(
            Array.from(route.load),
          );
        }
      };
      ins.recreate(current, [...current.absent], rng, 0);
      candidate.copyFrom(current);
      agree(candidate);
      let loads = 0;
      for (let it = 0; it < 200; it++) {
        candidate.clearDirty();
        ruin.ruin(candidate, rng);
        agree(candidate);
        ins.recreate(candidate, [...candidate.absent], rng, 0.05);
        for (const r of candidate.dirty) candidate.tidy(r);
        if (it % 20 === 0) local.run(candidate, rng);
        agree(candidate);
        if (rng.next() < 0.5) current.copyFrom(candidate, candidate.dirty);
        else candidate.copyFrom(current, candidate.dirty);
        agree(current);
        agree(candidate);
        loads += candidate.loads.reduce((a, b) => a + b, 0);
      }
      // The loads were not all zero: the check above compared something.
      expect(loads).toBeGreaterThan(0);
    }
  });
});

describe('route caches with breaks, stores and load classes', () => {
  // A realistic day: every vehicle has a break and a maximum duration, two stores with opening hours.
  const problem = realisticDay({ stops: 60, vehicles: 4, seed: 5 });
  const inst = compile(problem);

  it('stay equal to a full recomputation through insertions of jobs and unloadings, and removals', () => {
    const rng = new Rng(3);
    const route = new RouteState(inst, 0);
    const fresh = new RouteState(inst, 0);
    const unused = Array.from({ length: inst.n }, (_, j) => j);
    for (let step = 0; step < 300; step++) {
      if (route.len > 4 && rng.next() < 0.3) {
        const p = 1 + rng.int(route.len - 1);
        for (const q of [p, p + 1]) if (route.nodes[q]! < inst.n) unused.push(route.nodes[q]!);
        route.removePositions([p, p + 1]);
      } else if (rng.next() < 0.2) {
        route.insert(1 + rng.int(route.len + 1), inst.n + rng.int(inst.stores));
      } else if (unused.length > 0) {
        const job = unused.splice(rng.int(unused.length), 1)[0]!;
        route.insert(1 + rng.int(route.len + 1), job);
      }
      fresh.setJobs(route.nodes.subarray(1, route.len + 1));
      const k = route.len + 2;
      const same = (a: ArrayLike<number>, b: ArrayLike<number>, size = k) =>
        expect(Array.from(a).slice(0, size)).toEqual(Array.from(b).slice(0, size));
      same(route.start, fresh.start);
      same(route.start0, fresh.start0);
      same(route.brk, fresh.brk);
      same(route.latest, fresh.latest);
      same(route.latest0, fresh.latest0);
      same(route.pre, fresh.pre, k * inst.dims);
      same(route.suf, fresh.suf, k * inst.dims);
      same(route.closer, fresh.closer);
      same(route.detour, fresh.detour, (k - 1) * inst.stores);
      same(route.detourTime, fresh.detourTime, (k - 1) * inst.stores);
      expect(route.dist).toBeCloseTo(fresh.dist, 6);
      expect(route.duration).toBe(fresh.duration);
      expect(route.feasible).toBe(fresh.feasible);
    }
  });

  it('agree with a full replay on feasibility, cost and duration', () => {
    const solution = solve(problem, { maxIterations: 300, seed: 2 });
    expect(checkSolution(problem, solution).violations).toEqual([]);
    const replay = new Replay(inst);
    for (const r of solution.routes) {
      const v = inst.vehicleIds.indexOf(r.vehicleId);
      const route = new RouteState(inst, v);
      const seq = r.stops.map((s) =>
        s.type === 'job' ? inst.jobIds.indexOf(s.jobId) : inst.n + inst.storeIds.indexOf(s.storeId),
      );
      route.setJobs(seq);
      expect(route.feasible).toBe(true);
      expect(replay.evaluate(v, seq, seq.length)).toBeCloseTo(route.cost, 6);
      expect(replay.duration).toBe(route.duration);
      expect(route.duration).toBeCloseTo(r.duration, 6);
    }
  });

  it('check the maximum duration of an insertion exactly as a full replay does', () => {
    const tight = { ...problem, vehicles: problem.vehicles.map((v) => ({ ...v, maxDuration: 5 * 3600 })) };
    const tinst = compile(tight);
    const solution = solve(tight, { maxIterations: 200, seed: 4 });
    expect(checkSolution(tight, solution).violations).toEqual([]);
    const inserter = new Inserter(tinst);
    const replay = new Replay(tinst);
    let checked = 0;
    let refused = 0;
    for (const r of solution.routes) {
      const v = tinst.vehicleIds.indexOf(r.vehicleId);
      const route = new RouteState(tinst, v);
      const seq = r.stops.map((s) =>
        s.type === 'job' ? tinst.jobIds.indexOf(s.jobId) : tinst.n + tinst.storeIds.indexOf(s.storeId),
      );
      route.setJobs(seq);
      for (let j = 0; j < tinst.n; j += 3) {
        if (seq.includes(j)) continue;
        for (let p = 0; p <= route.len; p++) {
          for (const [x, y] of [
            [j, -1],
            [j, tinst.n + 1],
          ] as const) {
            const candidate = [...seq.slice(0, p), x, ...(y >= 0 ? [y] : []), ...seq.slice(p)];
            if (Number.isNaN(replay.evaluate(v, candidate, candidate.length, true))) continue;
            const exact = !Number.isNaN(replay.evaluate(v, candidate, candidate.length));
            expect(inserter.fitsDuration(route, p, x, y)).toBe(exact);
            checked++;
            if (!exact) refused++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(10);
  });
});

describe('insertion with unloadings, breaks and a maximum duration', () => {
  it('finds the place a full replay finds cheapest, with or without a new unloading next to the job', () => {
    let placed = 0;
    let withStore = 0;
    // Every vehicle has a break and a maximum duration; trips are full, so most places need an
    // unloading. Many days, with three fifths or three quarters of their jobs placed first, so that the
    // places tried include tight ones, in time and in load.
    for (let seed = 11; seed <= 22; seed++) {
      for (const share of [0.6, 0.75]) {
        const counts = cheapestOnDay(seed, share);
        placed += counts.placed;
        withStore += counts.withStore;
      }
    }
    // The case this guards: most places need an unloading, and the duration check runs.
    expect(placed).toBeGreaterThan(450);
    expect(withStore).toBeGreaterThan(150);
  });
});

/**
 * Places `share` of a generated day's jobs, then finds the cheapest place of each other job in that
 * plan and checks it against every gap of every route tried by a full replay.
 */
function cheapestOnDay(seed: number, share: number): { placed: number; withStore: number } {
  // Vehicles of half the usual capacity: most trips are full, most places need an unloading.
  const day = realisticDay({ stops: 80, vehicles: 6, seed });
  const inst = compile({
    ...day,
    vehicles: day.vehicles.map((v) => ({ ...v, capacity: (v.capacity ?? []).map((c) => c / 2) })),
  });
  const N = inst.nodes;
  // What the insertion ranks places by: the change in distance, and in travel and service time (waits
  // and the break's placement are left to the full check), plus the fixed cost of a vehicle it starts.
  const estimate = (r: number, before: number[], after: number[]) => {
    const legs = (visits: number[]) => {
      const path = [inst.vStart[r]!, ...visits, inst.vEnd[r]!];
      let dist = 0;
      let time = 0;
      for (let i = 1; i < path.length; i++) {
        dist += inst.dist[path[i - 1]! * N + path[i]!]!;
        time += inst.time[path[i - 1]! * N + path[i]!]! + inst.service[path[i]!]!;
      }
      return { dist, time };
    };
    const a = legs(before);
    const b = legs(after);
    return (
      (b.dist - a.dist) * inst.costPerDistance[r]! +
      (b.time - a.time) * inst.costPerTime[r]! +
      (before.length === 0 ? inst.fixedCost[r]! : 0)
    );
  };
  // That share of the jobs placed cheapest first: their trips full, the other jobs still to place.
  const sol = new SolutionState(inst);
  const first = Array.from({ length: Math.floor(inst.n * share) }, (_, j) => j);
  new Inserter(inst).recreate(sol, first, null, 0);
  const out = Array.from({ length: inst.n - first.length }, (_, k) => first.length + k);
  const ins = new Inserter(inst);
  const replay = new Replay(inst);
  let placed = 0;
  let withStore = 0;
  for (const j of out) {
    // Every gap of every route, the job alone or with an unloading at either store before or after it;
    // each feasible one by the full replay, ranked as the insertion ranks them.
    let cheapest = Number.POSITIVE_INFINITY;
    for (let r = 0; r < inst.m; r++) {
      const route = sol.routes[r]!;
      const visits = Array.from(route.nodes.subarray(1, route.len + 1));
      for (let p = 0; p <= visits.length; p++) {
        const options = [[j]];
        for (let s = 0; s < inst.stores; s++) options.push([j, inst.n + s], [inst.n + s, j]);
        for (const added of options) {
          const seq = [...visits.slice(0, p), ...added, ...visits.slice(p)];
          if (replay.feasible(r, seq, seq.length)) cheapest = Math.min(cheapest, estimate(r, visits, seq));
        }
      }
    }
    expect(ins.best(sol, j, null, 0)).toBe(cheapest < Number.POSITIVE_INFINITY);
    if (cheapest === Number.POSITIVE_INFINITY) continue;
    expect(ins.delta).toBeCloseTo(cheapest, 6);
    placed++;
    if (ins.store >= 0) withStore++;
    // The place it chose passes the full replay (the solution itself stays as it was).
    const trial = new SolutionState(inst);
    trial.copyFrom(sol);
    ins.apply(trial, j);
    const after = trial.routes[ins.route]!;
    expect(replay.feasible(ins.route, after.nodes.subarray(1, after.len + 1), after.len)).toBe(true);
    expect(after.feasible).toBe(true);
  }
  return { placed, withStore };
}
