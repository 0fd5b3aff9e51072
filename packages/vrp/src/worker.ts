import { parentPort, workerData } from 'node:worker_threads';
import type { IndexedProblem } from './locations.ts';
import { solve } from './solve.ts';
import type { SolveOptions } from './types.ts';

// Entry point of the solver thread started by solveInWorker: one problem in, one solution out.
const { problem, options } = workerData as { problem: IndexedProblem; options: SolveOptions };
parentPort?.postMessage(solve(problem, options));
