import { connect, createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { type Database, fromPostgres } from './client.ts';

/**
 * The pool's connections to PostgreSQL pass through a TCP relay that the test cuts, as a restart or a
 * network fault would, at a chosen moment: while a transaction holds a connection, or as its BEGIN is
 * sent. The process must not die (an 'error' event nobody listens to ends it), the transaction fails
 * as "database unavailable", and the pool's place comes back.
 */
function relay(target: URL) {
  const pairs = new Set<[Socket, Socket]>();
  let cutOn: RegExp | undefined;
  const server = createServer((inbound) => {
    const outbound = connect(Number(target.port || 5432), target.hostname);
    const pair: [Socket, Socket] = [inbound, outbound];
    pairs.add(pair);
    const cut = () => {
      pairs.delete(pair);
      inbound.destroy();
      outbound.destroy();
    };
    inbound.on('data', (chunk) => {
      if (cutOn?.test(chunk.toString('latin1'))) {
        cutOn = undefined;
        cut();
      } else outbound.write(chunk);
    });
    outbound.pipe(inbound);
    for (const socket of pair) {
      socket.on('error', cut);
      socket.on('close', cut);
    }
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
      ),
    /** Cuts every connection now. */
    cutAll() {
      for (const [inbound, outbound] of pairs) {
        inbound.destroy();
        outbound.destroy();
      }
      pairs.clear();
    },
    /** Cuts the connection that next sends a message matching `pattern`, before it reaches the server. */
    cutWhen(pattern: RegExp) {
      cutOn = pattern;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe.runIf(process.env.TEST_DB === 'pg')('the PostgreSQL pool when a connection is cut', () => {
  const target = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost/test');
  const faults = relay(target);
  let database: Database;

  beforeAll(async () => {
    const port = await faults.listen();
    const url = new URL(target);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    // One place only: a connection that is never given back would stop every later query.
    database = fromPostgres(url.href, 1);
  });

  afterAll(async () => {
    await database?.close();
    await faults.close();
  });

  const unavailable = (error: unknown) => isDatabaseUnavailable(error);

  it('fails a transaction whose connection ends while it holds it, and the pool goes on', async () => {
    const done = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // The connection goes between two statements of the transaction.
      faults.cutAll();
      await tx.execute(sql`select 2`);
    });
    await expect(done).rejects.toSatisfy(unavailable);
    await database.ping();
    expect(database.pool!.totalCount).toBe(1);
  });

  it('gives back the place of a transaction whose BEGIN meets a cut connection', async () => {
    await database.ping();
    faults.cutWhen(/\bbegin\b/i);
    await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toSatisfy(
      unavailable,
    );
    // With the place kept by the dead connection this would wait for the pool's connection timeout.
    const started = Date.now();
    await database.ping();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(database.pool!.totalCount).toBe(1);
  });
});
