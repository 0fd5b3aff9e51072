import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { attachCountCache, CountCache } from './count-cache.ts';
import { PgliteWorker, type PgliteWorkerOptions } from './pglite-worker.ts';
import * as schema from './schema/index.ts';
import { attachSessionCache, SessionCache } from './session-cache.ts';

/** One handle type for both drivers (a union of the two types breaks `.returning()`). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool, when on PostgreSQL (migrations need one dedicated connection). */
  pool?: pg.Pool;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Drizzle's query log, read by the count cache to forget the counts of a table this process writes,
 * and on the embedded database by the session cache.
 */
const statementLog = (counts: CountCache, sessions?: SessionCache<unknown>) => ({
  logQuery: (statement: string) => {
    counts.noteStatement(statement);
    sessions?.noteStatement(statement);
  },
});

/** PGlite in this thread, or on its own thread through `PgliteWorker` (what the server uses). */
export function fromPglite(client: PGlite | PgliteWorker): Database {
  // Drizzle's driver calls `query` and `transaction` (a transaction's `query`), which PgliteWorker answers.
  const counts = new CountCache();
  // This process is the embedded database's only writer: it may remember sessions (session-cache.ts).
  const sessions = new SessionCache<unknown>();
  const db = drizzlePglite({
    client: client as PGlite,
    schema,
    logger: statementLog(counts, sessions),
  }) as unknown as Db;
  attachCountCache(db, counts);
  attachSessionCache(db, sessions);
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * node-postgres's pool, for a database that may go away under load (a restart, a stop, a failover).
 * The pool watches its idle clients, and `pool.query` the client it borrows, but a client checked
 * out with `connect()` (each Drizzle transaction, the migrations) has no 'error' listener of the
 * pool's while it is out, and an 'error' event nobody listens to ends the process: a restart under a
 * write load did, every time. Here such a client is watched while it is out: when its connection
 * ends, its query in flight has already been rejected (so the request answers 503), and the client
 * goes back to the pool as broken, which closes it and frees its place. That also covers the holder
 * that never releases it (Drizzle's `transaction` does not when its BEGIN fails), which would
 * otherwise keep the place for good until the pool had none left. The holder's own `release` then
 * does nothing, where pg-pool would throw on a second one.
 */
class Pool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    // `pool.query` borrows with a callback and watches the client itself.
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then(watchWhileOut);
  }
}

function watchWhileOut(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let out = true;
  const giveBack = (error?: Error | boolean) => {
    if (!out) return;
    out = false;
    client.removeListener('error', onError);
    release(error);
  };
  const onError = (error: Error) => giveBack(error);
  client.on('error', onError);
  client.release = giveBack;
  return client;
}

export function fromPostgres(url: string, max = 10): Database {
  const pool = new Pool({
    connectionString: url,
    max,
    application_name: 'recolecta',
    // A server that does not answer (or a pool whose clients are all busy for this long) fails the
    // request with 503 DATABASE_UNAVAILABLE instead of holding it open for ever.
    connectionTimeoutMillis: 10_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor any other 'error' of a client, whoever holds it at the time: its queries have been rejected
  // with the same error already, and the pool's own listeners (or `watchWhileOut`) retire it.
  pool.on('connect', (client) => client.on('error', () => {}));
  const counts = new CountCache();
  const db = drizzlePg({ client: pool, schema, logger: statementLog(counts) }) as unknown as Db;
  attachCountCache(db, counts);
  return {
    db,
    kind: 'postgres',
    pool,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  log?: PgliteWorkerOptions['log'];
}): Promise<Database> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  // On its own thread, so that no query of the embedded database blocks the server's event loop.
  return fromPglite(
    await PgliteWorker.create({ dataDir: `${options.dataDir}/pglite` }, { log: options.log }),
  );
}
