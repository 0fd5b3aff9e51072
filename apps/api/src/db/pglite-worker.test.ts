import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isDatabaseUnavailable, pgError } from '../lib/db-errors.ts';
import { type Database, fromPglite } from './client.ts';
import { PgliteWorker } from './pglite-worker.ts';
import { roles } from './schema/index.ts';

// The embedded database on its own thread, as the server opens it (docs/decisions/0010-fast-at-any-size.md).
describe.runIf(process.env.TEST_DB !== 'pg')('PGlite on a worker thread', () => {
  let client: PgliteWorker;
  let database: Database;
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    client = await PgliteWorker.create({
      loadDataDir: new Uint8Array(readFileSync(inject('pgliteSnapshot'))),
    });
    database = fromPglite(client);
    await database.db.execute(sql`create table t (id int primary key, note text, at timestamptz, day date)`);
  });
  afterAll(() => database.close());

  it('answers Drizzle queries with the same values as PGlite in the thread', async () => {
    await database.db.execute(
      sql`insert into t values (1, 'uno', '2026-01-02T03:04:05Z', '2026-01-02'), (2, null, null, null)`,
    );
    const rows = await rowsOf(sql`select * from t order by id`);
    // Timestamps and dates stay strings, as Drizzle's PGlite driver keeps them.
    expect(rows).toEqual([
      { id: 1, note: 'uno', at: '2026-01-02 03:04:05+00', day: '2026-01-02' },
      { id: 2, note: null, at: null, day: null },
    ]);
    const system = await database.db.select({ id: roles.id }).from(roles).where(eq(roles.isSystem, true));
    expect(system.length).toBeGreaterThan(0);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id) values (10)`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (id) values (11)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into t (id) values (12)`);
        tx.rollback();
      })
      .catch(() => {});
    const ids = await rowsOf<{ id: number }>(sql`select id from t where id >= 10 order by id`);
    expect(ids.map((r) => r.id)).toEqual([10]);
  });

  it('keeps PostgreSQL error fields, so a unique violation is still recognised', async () => {
    const error = await database.db.execute(sql`insert into t (id) values (1)`).catch((e: unknown) => e);
    expect(pgError(error)).toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it('makes a query of another request wait for an open transaction', async () => {
    const order: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id) values (20)`);
      order.push('inserted');
      await held;
      order.push('committing');
    });
    // Let the transaction take the connection, then ask from outside it.
    while (!order.includes('inserted')) await new Promise((r) => setTimeout(r, 5));
    const outside = rowsOf<{ n: number }>(sql`select count(*)::int as n from t where id = 20`).then(
      (rows) => {
        order.push('outside answered');
        return rows[0]?.n;
      },
    );
    await new Promise((r) => setTimeout(r, 50));
    order.push('released');
    release();
    await transaction;
    // The outside query saw the committed row: it ran after the transaction, not inside it.
    expect(await outside).toBe(1);
    expect(order).toEqual(['inserted', 'released', 'committing', 'outside answered']);
  });

  it('leaves this thread free while a heavy query runs', async () => {
    let answered = false;
    const heavy = database.db.execute(sql`select count(*) from generate_series(1, 1000000)`).then(() => {
      answered = true;
    });
    // On the server's own thread the timer could only fire once the query had finished.
    await new Promise((r) => setTimeout(r, 1));
    expect(answered).toBe(false);
    await heavy;
    expect(answered).toBe(true);
  });

  it('dumps its data for a reopened copy', async () => {
    const copy = await PgliteWorker.create({
      loadDataDir: new Uint8Array(await (await client.dumpDataDir()).arrayBuffer()),
    });
    try {
      const { rows } = await copy.query<{ n: number }>('select count(*)::int as n from t');
      expect(rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await copy.close();
    }
  });
});

// A thread that dies (here out of memory: a result far larger than its heap) must not leave the
// server answering 500 for ever: calls answer "database unavailable" (503) until a new thread has
// opened the same folder, with what was committed.
describe.runIf(process.env.TEST_DB !== 'pg')('a PGlite thread that dies', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recolecta-pglite-dies-'));
  const told: string[] = [];
  let client: PgliteWorker;
  let database: Database;

  beforeAll(async () => {
    client = await PgliteWorker.create(
      { dataDir, loadDataDir: new Uint8Array(readFileSync(inject('pgliteSnapshot'))) },
      {
        resourceLimits: { maxOldGenerationSizeMb: 48 },
        log: { error: (_object, message) => told.push(message), info: (message) => told.push(message) },
      },
    );
    database = fromPglite(client);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers "database unavailable" meanwhile, then opens its folder again on a new thread', async () => {
    await database.db.execute(sql`create table kept (id int primary key)`);
    await database.db.execute(sql`insert into kept values (1), (2)`);
    // The thread dies inside a transaction: that transaction is gone with it, and says so.
    const error = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into kept values (3)`);
        await tx.execute(sql`select repeat('x', 1000000) from generate_series(1, 200)`);
      })
      .catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);

    let rows: { id: number }[] | undefined;
    const until = Date.now() + 30_000;
    while (!rows) {
      try {
        rows = (
          (await database.db.execute(sql`select id from kept order by id`)) as unknown as {
            rows: { id: number }[];
          }
        ).rows;
      } catch (error) {
        expect(isDatabaseUnavailable(error), String(error)).toBe(true);
        expect(Date.now()).toBeLessThan(until);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
    await database.db.execute(sql`insert into kept values (5)`);
    expect(told).toEqual([
      'the embedded database thread ended',
      'the embedded database is open again on a new thread',
    ]);
  }, 60_000);
});
