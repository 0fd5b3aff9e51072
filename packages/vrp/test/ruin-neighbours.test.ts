import { describe, expect, it } from 'vitest';
import { compile } from '../src/instance.ts';
import { timeAwareNeighbours } from '../src/ruin.ts';
import { anneal, DEFAULT_SEARCH, searchParams } from '../src/search.ts';
import { readSolomon, solomonProblem } from '../src/solomon.ts';
import { firstSolution, planeProblem } from './helpers.ts';
import { SOLOMON_DIR } from './paths.ts';

describe("the ruin's time-window-aware neighbours", () => {
  it('rank a job close by whose window cannot follow after one farther away that can', () => {
    // Job 2 is 1 away from job 1 but opens 480 after job 1 closes; job 3 is 10 away and can follow it.
    const inst = compile(
      planeProblem(
        [0, 0],
        [
          { at: [10, 0], window: [0, 20] },
          { at: [11, 0], window: [500, 520] },
          { at: [20, 0], window: [15, 40] },
        ],
        2,
      ),
    );
    const K = inst.neighbourCount;
    expect(Array.from(inst.neighbours.subarray(0, K))).toEqual([1, 2]);
    expect(Array.from(timeAwareNeighbours(inst).subarray(0, K))).toEqual([2, 1]);
  });

  it('are the nearest jobs when no job has a window', () => {
    const at: [number, number][] = [
      [3, 1],
      [8, 2],
      [1, 7],
      [6, 6],
      [2, 2],
    ];
    const inst = compile(
      planeProblem(
        [0, 0],
        at.map((p) => ({ at: p })),
        2,
      ),
    );
    expect(Array.from(timeAwareNeighbours(inst))).toEqual(Array.from(inst.neighbours));
  });

  it('reach the search from `timeNeighboursFrom` jobs on (400 by default)', () => {
    const inst = compile(solomonProblem(readSolomon(`${SOLOMON_DIR}/R104.txt`)));
    const limits = { timeLimitMs: Number.POSITIVE_INFINITY, maxIterations: 800, seed: 3, now: () => 0 };
    const cost = (timeNeighboursFrom: number) =>
      anneal(inst, firstSolution(inst), limits, searchParams({ timeNeighboursFrom })).best.cost();
    expect(DEFAULT_SEARCH.timeNeighboursFrom).toBe(400);
    expect(cost(DEFAULT_SEARCH.timeNeighboursFrom)).toBe(cost(inst.n + 1));
    expect(cost(inst.n)).not.toBe(cost(inst.n + 1));
  });
});
