import { Worker } from 'node:worker_threads';
import { withMatrix } from './locations.ts';
import type { MatrixProvider } from './matrix/matrix.ts';
import { defaultProvider } from './matrix/provider.ts';
import type { Problem, Solution, SolveOptions } from './types.ts';

export interface WorkerSolveOptions extends Omit<SolveOptions, 'clock' | 'onBest'> {
  /** Builds the matrix when the problem has none (default: OSRM if ROUTING_URL is set, else haversine). */
  provider?: MatrixProvider;
  /** Aborting terminates the solver thread and rejects the promise. */
  signal?: AbortSignal;
}

const workerUrl = new URL(`./worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

/**
 * Solves on a worker thread so that the calling thread (an HTTP server) stays responsive: the matrix is
 * fetched here (it is I/O), the search runs there. One thread per call; it ends with the solve.
 */
export async function solveInWorker(problem: Problem, options: WorkerSolveOptions = {}): Promise<Solution> {
  const { provider, signal, ...solveOptions } = options;
  signal?.throwIfAborted();
  const indexed = await withMatrix(problem, provider ?? defaultProvider());
  signal?.throwIfAborted();
  const worker = startWorker({ problem: indexed, options: solveOptions });
  return new Promise<Solution>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      fn();
    };
    const onAbort = () => {
      void worker.terminate();
      finish(() => reject(signal?.reason ?? new Error('aborted')));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (solution: Solution) => finish(() => resolve(solution)));
    worker.once('error', (error) => finish(() => reject(error)));
    worker.once('exit', (code) => finish(() => reject(new Error(`solver thread exited with code ${code}`))));
  });
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
