import { Worker } from 'node:worker_threads';
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
function startThread(workerData: PgliteThreadData): Worker {
  const transferList = workerData.loadDataDir ? [workerData.loadDataDir.buffer as ArrayBuffer] : [];
  if (!threadUrl.pathname.endsWith('.ts')) return new Worker(threadUrl, { workerData, transferList });
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(threadUrl.href)}); });`;
  return new Worker(entry, { eval: true, workerData, transferList });
}

export class PgliteWorker {
  readonly #thread: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  #nextId = 1;
  #failure: Error | null = null;

  private constructor(thread: Worker) {
    this.#thread = thread;
    thread.on('message', (response: PgliteResponse) => {
      const call = this.#pending.get(response.id);
      if (!call) return;
      this.#pending.delete(response.id);
      if (response.ok) call.resolve(response.result);
      else call.reject(toError(response.error));
    });
    const fail = (error: Error) => {
      this.#failure = error;
      for (const call of this.#pending.values()) call.reject(error);
      this.#pending.clear();
    };
    thread.on('error', fail);
    thread.on('exit', (code) => fail(new Error(`the database thread ended (exit code ${code})`)));
  }

  /** Starts the thread and waits until its database is open. */
  static async create(data: PgliteThreadData = {}): Promise<PgliteWorker> {
    const thread = startThread(data);
    const client = new PgliteWorker(thread);
    // The thread answers id 0 once PGlite is open (or fails to open, which ends the thread).
    await new Promise<void>((resolve, reject) => {
      client.#pending.set(0, { resolve: () => resolve(), reject });
    });
    return client;
  }

  #call<T>(request: Call): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
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
    const txId = await this.#call<number>({ op: 'begin' });
    let closed = false;
    let rolledBack = false;
    const guard = () => {
      if (closed) throw new Error('the transaction is already closed');
    };
    const tx: PgliteWorkerTransaction = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        guard();
        return this.#call<Results<R>>({ op: 'query', sql, params, rowMode: options?.rowMode, tx: txId });
      },
      exec: (sql: string) => {
        guard();
        return this.#call<Results[]>({ op: 'exec', sql, tx: txId });
      },
      rollback: async () => {
        guard();
        rolledBack = true;
        closed = true;
        await this.#call({ op: 'end', tx: txId, commit: false });
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
        await this.#call({ op: 'end', tx: txId, commit: false }).catch(() => {});
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.#call({ op: 'end', tx: txId, commit: !rolledBack });
    }
    return result;
  }

  /** The database as a file, as `PGlite.dumpDataDir('none')` gives it. */
  async dumpDataDir(): Promise<File> {
    const bytes = await this.#call<Uint8Array>({ op: 'dump' });
    return new File([bytes], 'pgdata.tar', { type: 'application/x-tar' });
  }

  async close(): Promise<void> {
    if (!this.#failure) await this.#call({ op: 'close' });
    await this.#thread.terminate();
  }
}
