import { describe, expect, it } from 'vitest';
import { checkSolution } from '../src/check/check.ts';
import { readSolomon, solomonProblem } from '../src/solomon.ts';
import { solve } from '../src/solve.ts';
import { SOLOMON_DIR } from './paths.ts';

describe('determinism', () => {
  const problem = solomonProblem(readSolomon(`${SOLOMON_DIR}/R201.txt`));

  it('returns the same solution for the same seed and iteration limit', () => {
    const a = solve(problem, { maxIterations: 1500, seed: 42 });
    const b = solve(problem, { maxIterations: 1500, seed: 42 });
    expect(checkSolution(problem, a).violations).toEqual([]);
    expect(a.iterations).toBe(1500);
    expect(b.routes).toEqual(a.routes);
    expect(b.distance).toBe(a.distance);
  });

  it('explores differently with another seed', () => {
    const a = solve(problem, { maxIterations: 1500, seed: 1 });
    const b = solve(problem, { maxIterations: 1500, seed: 2 });
    expect(checkSolution(problem, b).violations).toEqual([]);
    expect(b.routes).not.toEqual(a.routes);
  });

  it('honours the time limit', () => {
    const began = performance.now();
    const solution = solve(problem, { timeLimitMs: 300 });
    expect(checkSolution(problem, solution).violations).toEqual([]);
    // Generous: a busy machine may not schedule this process right when the limit passes.
    expect(performance.now() - began).toBeLessThan(1000);
    expect(solution.ms).toBeGreaterThanOrEqual(300);
  });
});
