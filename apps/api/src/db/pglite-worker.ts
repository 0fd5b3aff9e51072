import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { Results, RowMode } from '@electric-sql/pglite';

/**
 * PGlite on a worker thread. PGlite runs PostgreSQL compiled to WebAssembly in the thread that calls
 * it, so on the server thread a heavy query stopped every other request, `/healthz` included
 * (docs/decisions/0010-fast-at-any-size.md). `PgliteWorker` has the part of PGlite's interface
 * that Drizzle's driver uses (`query`, `exec`, `transaction`), and sends each call to the thread that
 * owns the database.
 *
 * PGlite has one connection: a transaction holds it from BEGIN to COMMIT, and queries of other
 * requests wait for it, as they do in PGlite itself (its own lock, taken in the thread).
 */

export interface PgliteThreadData {
  /** A folder to open (created if absent); none for an in-memory database. */
  dataDir?: string;
  /** A dump (`dumpDataDir`) to start from. */
  loadDataDir?: Uint8Array;
}

export type PgliteRequest =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; rowMode?: RowMode; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

type Distribute<T> = T extends unknown ? Omit<T, 'id'> : never;
type Call = Distribute<PgliteRequest>;

export type PgliteResponse =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: Record<string, unknown> & { message: string } };

/** What a query may be given, as in PGlite; parsers are fixed in the thread (Drizzle's own). */
interface QueryOptions {
  rowMode?: RowMode;
}

/** The calls of an open transaction, as Drizzle's driver uses them. */
export interface PgliteWorkerTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/**
 * The database thread is not there: it died (out of memory, say) and is starting again, or could not
 * be started. SQLSTATE 08006 (connection failure), as node-postgres reports a lost server, so that a
 * request meeting it answers 503 DATABASE_UNAVAILABLE with Retry-After.
 */
export class DatabaseThreadError extends Error {
  readonly code = '08006';
}

/** How long to wait before starting a dead thread again, then twice as long after each failed start. */
const RESTART_FIRST_MS = 200;
const RESTART_MAX_MS = 30_000;

/** An error from the thread, with PostgreSQL's fields (`code`, `constraint`, `detail`…) restored. */
function toError(data: Record<string, unknown> & { message: string }): Error {
  const error = new Error(data.message);
  Object.assign(error, data);
  return error;
}

const threadUrl = new URL(
  `./pglite-thread${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
);

/**
 * From compiled JavaScript the thread's file runs as is; from TypeScript sources (tsx, vitest) a small
 * JavaScript entry registers tsx in the thread first (a .ts worker entry fails on Node 20).
 */
function startThread(workerData: PgliteThreadData, options: PgliteWorkerOptions): Worker {
  const transferList = workerData.loadDataDir ? [workerData.loadDataDir.buffer as ArrayBuffer] : [];
  const { resourceLimits } = options;
  if (!threadUrl.pathname.endsWith('.ts'))
    return new Worker(threadUrl, { workerData, transferList, resourceLimits });
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(threadUrl.href)}); });`;
  return new Worker(entry, { eval: true, workerData, transferList, resourceLimits });
}

export interface PgliteWorkerOptions {
  /** The thread's memory limits (Node's defaults when absent). */
  resourceLimits?: ResourceLimits;
  /** Told when the thread dies and when a new one has opened the database. */
  log?: { error(object: object, message: string): void; info(message: string): void };
}

/**
 * A thread that ends without being asked to (out of memory, a fault inside PGlite) takes its open
 * transactions with it: they and every call meanwhile fail with `DatabaseThreadError` (503), and a
 * database kept in a folder is opened again on a new thread, whose start replays PostgreSQL's
 * write-ahead log as after any crash: what was committed is there. An in-memory database cannot come
 * back, so it stays unavailable.
 */
export class PgliteWorker {
  #thread: Worker;
  /** Which thread this is: a transaction begun on an earlier one is gone with it. */
  #generation = 0;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  #nextId = 1;
  #failure: Error | null = null;
  #closing = false;
  /** Whether a thread ever opened the database: one that never could is not started again. */
  #opened = false;
  #restartDelayMs = RESTART_FIRST_MS;
  #restartTimer: NodeJS.Timeout | undefined;
  readonly #dataDir: string | undefined;
  readonly #options: PgliteWorkerOptions;

  private constructor(thread: Worker, dataDir: string | undefined, options: PgliteWorkerOptions) {
    this.#thread = thread;
    this.#dataDir = dataDir;
    this.#options = options;
    this.#watch(thread);
  }

  #watch(thread: Worker) {
    thread.on('message', (response: PgliteResponse) => {
      if (thread !== this.#thread) return;
      const call = this.#pending.get(response.id);
      if (!call) return;
      this.#pending.delete(response.id);
      if (response.ok) call.resolve(response.result);
      else call.reject(toError(response.error));
    });
    let ended = false;
    const fail = (cause: Error) => {
      if (ended || thread !== this.#thread) return;
      ended = true;
      const error = new DatabaseThreadError(`the database thread ended: ${cause.message}`, { cause });
      this.#failure = error;
      for (const call of this.#pending.values()) call.reject(error);
      this.#pending.clear();
      if (this.#closing || !this.#opened) return;
      this.#options.log?.error({ err: cause }, 'the embedded database thread ended');
      if (this.#dataDir) this.#scheduleRestart();
    };
    thread.on('error', fail);
    thread.on('exit', (code) => fail(new Error(`exit code ${code}`)));
  }

  #scheduleRestart() {
    const delay = this.#restartDelayMs;
    this.#restartDelayMs = Math.min(RESTART_MAX_MS, delay * 2);
    this.#restartTimer = setTimeout(() => {
      this.#restartTimer = undefined;
      if (this.#closing) return;
      const thread = startThread({ dataDir: this.#dataDir }, this.#options);
      this.#thread = thread;
      this.#generation++;
      this.#watch(thread);
      // Calls keep failing until the new thread says its database is open (id 0); if it cannot
      // open it, it ends, and the next start waits longer.
      this.#pending.set(0, {
        resolve: () => {
          this.#failure = null;
          this.#restartDelayMs = RESTART_FIRST_MS;
          this.#options.log?.info('the embedded database is open again on a new thread');
        },
        reject: () => {},
      });
    }, delay);
  }

  /** Starts the thread and waits until its database is open. */
  static async create(data: PgliteThreadData = {}, options: PgliteWorkerOptions = {}): Promise<PgliteWorker> {
    const thread = startThread(data, options);
    const client = new PgliteWorker(thread, data.dataDir, options);
    // The thread answers id 0 once PGlite is open (or fails to open, which ends the thread).
    await new Promise<void>((resolve, reject) => {
      client.#pending.set(0, { resolve: () => resolve(), reject });
    });
    client.#opened = true;
    return client;
  }

  #call<T>(request: Call, generation = this.#generation): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (generation !== this.#generation)
      return Promise.reject(new DatabaseThreadError('the database thread ended during the transaction'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#thread.postMessage({ ...request, id });
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#call({ op: 'query', sql, params, rowMode: options?.rowMode });
  }

  exec(sql: string): Promise<Results[]> {
    return this.#call({ op: 'exec', sql });
  }

  /**
   * Runs `work` in a transaction: committed when it resolves, rolled back when it throws (or calls
   * `rollback`). The thread keeps PGlite's connection for it meanwhile.
   */
  async transaction<T>(work: (tx: PgliteWorkerTransaction) => Promise<T>): Promise<T> {
    const generation = this.#generation;
    const txId = await this.#call<number>({ op: 'begin' }, generation);
    let closed = false;
    let rolledBack = false;
    const guard = () => {
      if (closed) throw new Error('the transaction is already closed');
    };
    const tx: PgliteWorkerTransaction = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        guard();
        return this.#call<Results<R>>(
          { op: 'query', sql, params, rowMode: options?.rowMode, tx: txId },
          generation,
        );
      },
      exec: (sql: string) => {
        guard();
        return this.#call<Results[]>({ op: 'exec', sql, tx: txId }, generation);
      },
      rollback: async () => {
        guard();
        rolledBack = true;
        closed = true;
        await this.#call({ op: 'end', tx: txId, commit: false }, generation);
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#call({ op: 'end', tx: txId, commit: false }, generation).catch(() => {});
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.#call({ op: 'end', tx: txId, commit: !rolledBack }, generation);
    }
    return result;
  }

  /** The database as a file, as `PGlite.dumpDataDir('none')` gives it. */
  async dumpDataDir(): Promise<File> {
    const bytes = await this.#call<Uint8Array>({ op: 'dump' });
    return new File([bytes], 'pgdata.tar', { type: 'application/x-tar' });
  }

  async close(): Promise<void> {
    this.#closing = true;
    clearTimeout(this.#restartTimer);
    if (!this.#failure) await this.#call({ op: 'close' });
    await this.#thread.terminate();
  }
}
