import { describe, expect, it } from 'vitest';
import { checkSolution } from '../src/check/check.ts';
import { checkSolomon } from '../src/check/solomon-check.ts';
import { routeJobIds } from '../src/output.ts';
import { readSolomon, solomonProblem } from '../src/solomon.ts';
import { solveInWorker } from '../src/solve-in-worker.ts';
import { SOLOMON_DIR } from './paths.ts';

describe('solveInWorker', () => {
  it('solves on another thread while the main thread keeps running timers', async () => {
    const instance = readSolomon(`${SOLOMON_DIR}/R101.txt`);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    const began = performance.now();
    const solution = await solveInWorker(solomonProblem(instance), { timeLimitMs: 1000, seed: 3 });
    const elapsed = performance.now() - began;
    clearInterval(timer);
    expect(elapsed).toBeGreaterThanOrEqual(1000);
    // Solving on this thread would block the event loop: the timer could not fire before the end.
    // Free, it fires about every 20 ms (fewer when other test files compete for the two cores).
    expect(ticks).toBeGreaterThan(10);
    const routes = solution.routes.map((r) => routeJobIds(r).map(Number));
    expect(checkSolomon(instance, routes).violations).toEqual([]);
    expect(solution.unassigned).toEqual([]);
  });

  it('gives the same answer as the synchronous solver for the same seed and iteration limit', async () => {
    const instance = readSolomon(`${SOLOMON_DIR}/C201.txt`);
    const { solve } = await import('../src/solve.ts');
    const options = { maxIterations: 300, seed: 5 };
    const inWorker = await solveInWorker(solomonProblem(instance), options);
    const here = solve(solomonProblem(instance), options);
    expect(checkSolution(solomonProblem(instance), here).violations).toEqual([]);
    expect(inWorker.routes).toEqual(here.routes);
  });

  it('stops the thread when aborted', async () => {
    const instance = readSolomon(`${SOLOMON_DIR}/C101.txt`);
    const controller = new AbortController();
    const pending = solveInWorker(solomonProblem(instance), {
      timeLimitMs: 30_000,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error('cancelled')), 200);
    await expect(pending).rejects.toThrow('cancelled');
  });
});
