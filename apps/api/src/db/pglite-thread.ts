import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import type { PgliteRequest, PgliteResponse, PgliteThreadData } from './pglite-worker.ts';

/**
 * The embedded database's own thread (see `pglite-worker.ts`): one PGlite instance, answering the
 * server thread's messages. Its queries run here, so a slow one never stops the server's event loop.
 */

// Drizzle's PGlite driver keeps dates, timestamps and intervals as PostgreSQL writes them; its parser
// functions cannot cross threads, so the same ones are applied here to every query.
const keep = (value: string) => value;
const PARSERS = {
  [types.TIMESTAMP]: keep,
  [types.TIMESTAMPTZ]: keep,
  [types.INTERVAL]: keep,
  [types.DATE]: keep,
  1231: keep, // numeric[]
  1115: keep, // timestamp[]
  1185: keep, // timestamptz[]
  1187: keep, // interval[]
  1182: keep, // date[]
};

/** An open transaction: it holds PGlite's one connection until the server thread ends it. */
interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): void;
  /** Settles when PGlite has committed or rolled back. */
  done: Promise<void>;
}

const port = parentPort;
if (!port) throw new Error('pglite-thread runs as a worker thread');

const data = workerData as PgliteThreadData;
const db = await PGlite.create(data.dataDir ?? undefined, {
  ...(data.loadDataDir ? { loadDataDir: new Blob([data.loadDataDir]) } : {}),
});
const open = new Map<number, OpenTransaction>();

/** PostgreSQL's error fields (code, constraint, detail…) as plain data: Error clones drop them. */
function errorData(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

/** Opens a transaction and keeps it open (PGlite's connection held) until `end` names it. */
function begin(id: number): Promise<void> {
  return new Promise<void>((started, failed) => {
    let end: (commit: boolean) => void = () => {};
    const finished = new Promise<boolean>((resolve) => {
      end = resolve;
    });
    const entry = { end } as OpenTransaction;
    entry.done = db
      .transaction(async (tx) => {
        entry.tx = tx;
        open.set(id, entry);
        started();
        if (!(await finished)) await tx.rollback();
      })
      .then(() => undefined);
    entry.done.catch((error: unknown) => {
      open.delete(id);
      failed(error);
    });
  });
}

async function handle(request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? db : open.get(request.tx)?.tx;
      if (!target) throw new Error(`no open transaction ${request.tx}`);
      const result = await target.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: PARSERS,
      });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      const target = request.tx === undefined ? db : open.get(request.tx)?.tx;
      if (!target) throw new Error(`no open transaction ${request.tx}`);
      const results = await target.exec(request.sql, { parsers: PARSERS });
      return results.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    }
    case 'begin':
      await begin(request.id);
      return request.id;
    case 'end': {
      const transaction = open.get(request.tx);
      if (!transaction) throw new Error(`no open transaction ${request.tx}`);
      open.delete(request.tx);
      transaction.end(request.commit);
      await transaction.done;
      return null;
    }
    case 'dump': {
      const file = await db.dumpDataDir('none');
      return new Uint8Array(await file.arrayBuffer());
    }
    case 'close':
      await db.close();
      return null;
  }
}

port.on('message', (request: PgliteRequest) => {
  handle(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, result } satisfies PgliteResponse),
    (error: unknown) =>
      port.postMessage({ id: request.id, ok: false, error: errorData(error) } satisfies PgliteResponse),
  );
});
port.postMessage({ id: 0, ok: true, result: 'ready' } satisfies PgliteResponse);
