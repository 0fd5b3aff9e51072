import { Worker } from 'node:worker_threads';
import type { ImportLimit } from '@recolecta/shared/imports';
import {
  looksLikeZip,
  type Rows,
  type SpreadsheetLimits,
  SpreadsheetRefusal,
  zipDirectory,
} from './spreadsheet-parse.ts';

/** The limits of an import file (docs/product.md, Imports). */
export const SPREADSHEET_LIMITS: SpreadsheetLimits & { memoryMegabytes: number; seconds: number } = {
  rows: 5000,
  lines: 10_000,
  columns: 64,
  cellLength: 2000,
  characters: 16_000_000,
  entries: 1000,
  partBytes: 32 * 1024 * 1024,
  totalBytes: 64 * 1024 * 1024,
  compressionRatio: 100,
  ratioFloorBytes: 1024 * 1024,
  /** The reading thread's heap, and its time before it is stopped. */
  memoryMegabytes: 96,
  seconds: 10,
};

/** What `readSpreadsheet` answers: the rows, or why the file is refused. */
export type SpreadsheetResult =
  | { rows: Rows }
  | { refused: 'unreadable' }
  | { refused: 'rows' | ImportLimit; max: number };

const workerUrl = new URL('./spreadsheet-thread.ts', import.meta.url);

/**
 * From TypeScript sources (tsx, vitest) a worker needs the tsx loader, which a .ts entry cannot load
 * on Node 20: a tiny JavaScript entry registers it inside the thread, then imports the worker module.
 * Compiled to JavaScript, the worker file runs as is.
 */
function startWorker(options: ConstructorParameters<typeof Worker>[1]): Worker {
  if (!workerUrl.pathname.endsWith('.ts')) return new Worker(workerUrl, options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); });`;
  return new Worker(entry, { ...options, eval: true });
}

/** Reading threads at once: a few hostile files in a row wait rather than add up their memory. */
const MAX_THREADS = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_THREADS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * Reads an import file on a worker thread, so the event loop goes on answering others meanwhile. The
 * content must be what the type says (a zip for XLSX; not one for CSV). The thread's heap is capped
 * and it is stopped past its time: a file that needs more is refused, the process goes on.
 */
export async function readSpreadsheet(
  body: Buffer,
  format: 'csv' | 'xlsx',
  limits = SPREADSHEET_LIMITS,
): Promise<SpreadsheetResult> {
  if (looksLikeZip(body) !== (format === 'xlsx')) return { refused: 'unreadable' };
  const { memoryMegabytes, seconds, ...parseLimits } = limits;
  if (format === 'xlsx') {
    // The zip's directory, read here (no inflating; at most `entries` records): most bombs stop at it.
    try {
      zipDirectory(body, parseLimits);
    } catch (error) {
      if (!(error instanceof SpreadsheetRefusal)) throw error;
      return error.reason === 'unreadable'
        ? { refused: 'unreadable' }
        : { refused: error.reason, max: error.max ?? 0 };
    }
  }
  return slot(
    () =>
      new Promise<SpreadsheetResult>((resolve) => {
        const worker = startWorker({
          // A copy: the request keeps its buffer, the thread gets its own.
          workerData: { body: new Uint8Array(body), format, limits: parseLimits },
          resourceLimits: {
            maxOldGenerationSizeMb: memoryMegabytes,
            maxYoungGenerationSizeMb: 16,
            stackSizeMb: 4,
          },
          stdout: true,
          stderr: true,
        });
        let answered = false;
        const finish = (result: SpreadsheetResult) => {
          if (answered) return;
          answered = true;
          clearTimeout(timer);
          void worker.terminate();
          resolve(result);
        };
        const timer = setTimeout(() => finish({ refused: 'seconds', max: seconds }), seconds * 1000);
        worker.once('message', (message: SpreadsheetResult) => finish(message));
        // ERR_WORKER_OUT_OF_MEMORY, or the thread ending without an answer.
        worker.once('error', (error: Error & { code?: string }) =>
          finish(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? { refused: 'memoryMegabytes', max: memoryMegabytes }
              : { refused: 'unreadable' },
          ),
        );
        worker.once('exit', () => finish({ refused: 'unreadable' }));
      }),
  );
}
