import { describe, expect, it } from 'vitest';
import { checkSolution } from '../src/check/check.ts';
import { routeJobIds } from '../src/output.ts';
import { Rng } from '../src/rng.ts';
import { solve } from '../src/solve.ts';
import { type PlaneJob, planeProblem } from './helpers.ts';

/**
 * Exact optimum by enumeration: the best single route for every subset of jobs (all orders), then the
 * best partition into at most `vehicles` routes. Independent of the solver; fine up to 8 jobs.
 */
function optimum(
  depot: readonly [number, number],
  jobs: readonly PlaneJob[],
  vehicles: number,
  capacity: number,
) {
  const n = jobs.length;
  const pts = [depot, ...jobs.map((j) => j.at)];
  const d = (a: number, b: number) => Math.hypot(pts[a]![0] - pts[b]![0], pts[a]![1] - pts[b]![1]);
  const routeCost = (order: number[]): number => {
    let t = 0;
    let at = 0;
    let dist = 0;
    for (const k of order) {
      const job = jobs[k]!;
      t = Math.max(t + d(at, k + 1), job.window?.[0] ?? 0);
      if (t > (job.window?.[1] ?? Number.POSITIVE_INFINITY) + 1e-9) return Number.POSITIVE_INFINITY;
      t += job.service ?? 0;
      dist += d(at, k + 1);
      at = k + 1;
    }
    return dist + d(at, 0);
  };
  const permute = (items: number[]): number[][] =>
    items.length <= 1
      ? [items]
      : items.flatMap((x, i) => permute(items.filter((_, k) => k !== i)).map((p) => [x, ...p]));
  const full = (1 << n) - 1;
  const single = new Float64Array(full + 1).fill(Number.POSITIVE_INFINITY);
  for (let s = 1; s <= full; s++) {
    const members = jobs.map((_, k) => k).filter((k) => s & (1 << k));
    const load = members.reduce((a, k) => a + (jobs[k]!.demand ?? 1), 0);
    if (load > capacity) continue;
    for (const order of permute(members)) single[s] = Math.min(single[s]!, routeCost(order));
  }
  // best[r][s]: cheapest cover of subset s with at most r routes.
  let best = new Float64Array(full + 1).fill(Number.POSITIVE_INFINITY);
  best[0] = 0;
  for (let r = 0; r < vehicles; r++) {
    const next = Float64Array.from(best);
    for (let s = 1; s <= full; s++) {
      const low = s & -s;
      for (let t = s; t > 0; t = (t - 1) & s) {
        if (t & low) next[s] = Math.min(next[s]!, single[t]! + best[s ^ t]!);
      }
    }
    best = next;
  }
  return best[full]!;
}

function randomCase(seed: number, n: number) {
  const rng = new Rng(seed);
  const jobs: PlaneJob[] = Array.from({ length: n }, () => {
    const at = [Math.round(rng.uniform(0, 100)), Math.round(rng.uniform(0, 100))] as const;
    const ready = Math.round(rng.uniform(0, 150));
    return {
      at,
      demand: 1 + rng.int(4),
      service: 5,
      window: [ready, ready + 30 + Math.round(rng.uniform(0, 80))],
    };
  });
  return { depot: [50, 50] as const, jobs };
}

describe('small instances against their exact optimum', () => {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    it(`finds the optimum of random case ${seed} (8 jobs, windows, capacity)`, () => {
      const { depot, jobs } = randomCase(seed, 8);
      const best = optimum(depot, jobs, 4, 8);
      const problem = planeProblem(depot, jobs, 4, 8, { shift: [0, 10_000] });
      const solution = solve(problem, { maxIterations: 3000, seed });
      expect(checkSolution(problem, solution).violations).toEqual([]);
      expect(Number.isFinite(best)).toBe(true);
      expect(solution.unassigned).toEqual([]);
      expect(solution.distance).toBeCloseTo(best, 6);
    });
  }

  it('serves a single job with one out-and-back route', () => {
    const problem = planeProblem([0, 0], [{ at: [3, 4] }], 1);
    const solution = solve(problem, { maxIterations: 10 });
    expect(checkSolution(problem, solution).violations).toEqual([]);
    expect(solution.distance).toBeCloseTo(10, 9);
    expect(solution.routes.map((r) => routeJobIds(r))).toEqual([['1']]);
  });
});
