import { describe, expect, it } from 'vitest';
import { checkSolomon } from '../src/check/solomon-check.ts';
import { construct } from '../src/construct.ts';
import { compile, type Instance } from '../src/instance.ts';
import { Rng } from '../src/rng.ts';
import { DEFAULT_RUIN, StringRemoval } from '../src/ruin.ts';
import { anneal, DEFAULT_SEARCH, type SearchParams } from '../src/search.ts';
import { readSolomon, solomonProblem } from '../src/solomon.ts';
import { SolutionState } from '../src/state.ts';
import { compilePlane, routesOf, stateWith } from './helpers.ts';
import { SOLOMON_DIR } from './paths.ts';

describe('ruin strings scaled to the route length', () => {
  // Two routes of 40 jobs on a line each: an average route of 40 jobs.
  const jobs = Array.from({ length: 80 }, (_, k) => ({ at: [1 + (k % 40), k < 40 ? 1 : -1] as const }));
  const inst = compilePlane([0, 0], jobs, 2);
  const routes = [0, 1].map((r) => Array.from({ length: 40 }, (_, k) => r * 40 + k));

  function longestRemoved(routeShare: number): number {
    const ruin = new StringRemoval(inst, { ...DEFAULT_RUIN, routeShare });
    const rng = new Rng(5);
    let longest = 0;
    for (let t = 0; t < 300; t++) {
      const sol = stateWith(inst, routes);
      ruin.ruin(sol, rng);
      expect(sol.absent.length).toBeGreaterThan(0);
      expect(routesOf(sol).flat().length + sol.absent.length).toBe(80);
      for (const r of [0, 1])
        longest = Math.max(longest, sol.absent.filter((j) => j >= r * 40 && j < r * 40 + 40).length);
    }
    return longest;
  }

  it('removes at most maxString jobs per route when off, up to the share of the route length when on', () => {
    expect(longestRemoved(0)).toBeLessThanOrEqual(DEFAULT_RUIN.maxString);
    const longest = longestRemoved(0.5);
    expect(longest).toBeGreaterThan(DEFAULT_RUIN.maxString);
    expect(longest).toBeLessThanOrEqual(20);
  });

  it('changes nothing on routes shorter than maxString / share', () => {
    const short = [0, 1, 2, 3].map((r) => Array.from({ length: 10 }, (_, k) => r * 10 + k));
    const shortInst = compilePlane(
      [0, 0],
      Array.from({ length: 40 }, (_, k) => ({ at: [1 + (k % 10), Math.floor(k / 10)] as const })),
      4,
    );
    const run = (routeShare: number) => {
      const ruin = new StringRemoval(shortInst, { ...DEFAULT_RUIN, routeShare });
      const rng = new Rng(9);
      const out: number[][] = [];
      for (let t = 0; t < 50; t++) {
        const sol = stateWith(shortInst, short);
        ruin.ruin(sol, rng);
        out.push([...sol.absent].sort((a, b) => a - b));
      }
      return out;
    };
    expect(run(0.5)).toEqual(run(0));
  });
});

describe('long strings in the annealing', () => {
  // R201: wide windows and long routes, the case the option is for.
  const instance = readSolomon(`${SOLOMON_DIR}/R201.txt`);
  const inst: Instance = compile(solomonProblem(instance));
  const first = () =>
    construct(inst, new SolutionState(inst), new Uint8Array(inst.n), Number.POSITIVE_INFINITY, () => 0);

  function run(params: SearchParams) {
    const limits = { timeLimitMs: Number.POSITIVE_INFINITY, maxIterations: 3000, seed: 3, now: () => 0 };
    return anneal(inst, first(), limits, params).best;
  }

  it('stays feasible by the checker, claims the checker distance and is deterministic with a seed', () => {
    const params = { ...DEFAULT_SEARCH, longStringFrom: 0, longStringShare: 1 };
    const best = run(params);
    const routes = best.routes
      .filter((r) => r.len > 0)
      .map((r) => Array.from(r.nodes.subarray(1, r.len + 1), (j) => Number(inst.jobIds[j])));
    const check = checkSolomon(instance, routes, []);
    expect(check.violations).toEqual([]);
    expect(best.absent).toEqual([]);
    expect(check.distance).toBeCloseTo(best.distance(), 6);
    expect(best.cost()).toBeCloseTo(best.distance(), 6);
    expect(run(params).distance()).toBe(best.distance());
    // The option was exercised: the search took another path than without it.
    expect(run({ ...params, longStringShare: 0 }).distance()).not.toBe(best.distance());
  });

  it('leaves instances below longStringFrom (Solomon, by default) as they were', () => {
    expect(run(DEFAULT_SEARCH).distance()).toBe(run({ ...DEFAULT_SEARCH, longStringShare: 0 }).distance());
  });
});
