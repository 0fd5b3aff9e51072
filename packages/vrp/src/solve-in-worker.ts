import { Worker } from 'node:worker_threads';
import { withMatrix } from './locations.ts';
import type { MatrixProvider } from './matrix/matrix.ts';
import { defaultProvider } from './matrix/provider.ts';
import type { Problem, Solution, SolveOptions } from './types.ts';

export interface WorkerSolveOptions extends Omit<SolveOptions, 'clock' | 'onBest'> {
  /** Builds the matrix when the problem has none (default: OSRM if ROUTING_URL is set, else haversine). */
  provider?: MatrixProvider;
  /** Aborting terminates the solver threads and rejects the promise. */
  signal?: AbortSignal;
  /**
   * Independent searches side by side, one thread each, with seeds `seed`, `seed + 1`, ...; the best
   * answer wins (`better`). Default 1. On a machine with a free core per thread this costs no time and
   * spares the user the unlucky runs (0024).
   */
  threads?: number;
}

const workerUrl = new URL(`./worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

/**
 * Solves on worker threads so that the calling thread (an HTTP server) stays responsive: the matrix is
 * fetched here (it is I/O), the searches run there. The threads end with the solve.
 */
export async function solveInWorker(problem: Problem, options: WorkerSolveOptions = {}): Promise<Solution> {
  const { provider, signal, threads = 1, ...solveOptions } = options;
  if (!Number.isInteger(threads) || threads < 1)
    throw new Error(`threads must be a whole number from 1, not ${threads}`);
  signal?.throwIfAborted();
  const indexed = await withMatrix(problem, provider ?? defaultProvider());
  signal?.throwIfAborted();
  const seed = solveOptions.seed ?? 1;
  const workers = Array.from({ length: threads }, (_, k) =>
    startWorker({ problem: indexed, options: { ...solveOptions, seed: seed + k } }),
  );
  return new Promise<Solution>((resolve, reject) => {
    let settled = false;
    // Answers by thread: ties go to the lowest seed, whichever thread ends first.
    const answers: (Solution | undefined)[] = [];
    let left = threads;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      fn();
    };
    const fail = (error: unknown) => {
      for (const w of workers) void w.terminate();
      finish(() => reject(error));
    };
    const onAbort = () => fail(signal?.reason ?? new Error('aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });
    workers.forEach((worker, k) => {
      let answered = false;
      worker.once('message', (solution: Solution) => {
        answered = true;
        answers[k] = solution;
        if (--left > 0) return;
        let best = answers[0]!;
        for (const a of answers) if (better(a!, best, solveOptions.minimiseVehicles ?? false)) best = a!;
        finish(() => resolve(best));
      });
      worker.once('error', fail);
      worker.once('exit', (code) => {
        if (!answered) fail(new Error(`solver thread exited with code ${code}`));
      });
    });
  });
}

/**
 * Whether answer a beats answer b: fewer jobs left out first, then (with `fewestVehicles`) fewer
 * vehicles, then the lower cost.
 */
export function better(a: Solution, b: Solution, fewestVehicles: boolean): boolean {
  if (a.unassigned.length !== b.unassigned.length) return a.unassigned.length < b.unassigned.length;
  if (fewestVehicles && a.vehiclesUsed !== b.vehiclesUsed) return a.vehiclesUsed < b.vehiclesUsed;
  return a.cost < b.cost;
}

/**
 * From compiled JavaScript the worker file runs as is. From TypeScript sources (tsx, vitest) it needs the
 * tsx loader, and on Node 20 a worker whose entry is a .ts file fails even with `--import tsx`; so a tiny
 * JavaScript entry registers tsx inside the thread first, then imports the worker module.
 */
function startWorker(workerData: unknown): Worker {
  if (!workerUrl.pathname.endsWith('.ts')) return new Worker(workerUrl, { workerData });
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); });`;
  return new Worker(entry, { eval: true, workerData });
}
