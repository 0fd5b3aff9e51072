import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { createUser, type TestContext, testConfig } from '../../test/helpers.ts';
import { buildApp } from '../app.ts';
import { type Database, fromPostgres } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { ensureOrganisation, ensureSystemRoles } from '../db/system-data.ts';

/**
 * A PostgreSQL of its own that the test stops and starts again (Debian's cluster tools; never the
 * main cluster): while it is away, requests answer 503 DATABASE_UNAVAILABLE with Retry-After.
 */
const CLUSTER = `recolecta_away_${process.pid}`;
const available = process.env.TEST_DB === 'pg' && existsSync('/usr/bin/pg_createcluster');

function cluster(...args: string[]) {
  execFileSync(args[0]!, args.slice(1), { stdio: 'pipe' });
}
const pgctl = (action: 'start' | 'stop') =>
  cluster(
    'pg_ctlcluster',
    '--skip-systemctl-redirect',
    '15',
    CLUSTER,
    action,
    ...(action === 'stop' ? ['-m', 'immediate'] : []),
  );

describe.runIf(available)('while PostgreSQL is away', () => {
  let database: Database;
  let app: FastifyInstance;
  let ctx: TestContext;

  beforeAll(async () => {
    const port = await freePort();
    cluster(
      'pg_createcluster',
      '15',
      CLUSTER,
      '--port',
      String(port),
      '--',
      '--auth-host=trust',
      '--auth-local=trust',
    );
    pgctl('start');
    database = fromPostgres(`postgres://postgres@127.0.0.1:${port}/postgres`, 4);
    await runMigrations(database);
    await ensureSystemRoles(database.db);
    await ensureOrganisation(database.db);
    app = await buildApp({ config: testConfig(), database, logger: false });
    ctx = {
      app,
      database,
      close: async () => {},
      request: ({ token, headers, ...options }) =>
        app.inject({
          ...options,
          headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        }),
    };
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => {});
    try {
      cluster('pg_dropcluster', '--stop', '15', CLUSTER);
    } catch {
      // Nothing was created.
    }
  }, 60_000);

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After, then works again once it is back', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const drivers = () =>
      ctx.request({ url: '/api/v1/drivers', token: admin.token, headers: { 'accept-language': 'en' } });
    expect((await drivers()).statusCode).toBe(200);

    pgctl('stop');
    for (const res of [
      await drivers(),
      await ctx.request({
        url: '/api/v1/drivers/export?format=xlsx',
        token: admin.token,
        headers: { 'accept-language': 'en' },
      }),
      await ctx.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'someone@example.test', password: 'whatever-1234' },
        headers: { 'accept-language': 'en' },
      }),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        statusCode: 503,
        code: 'DATABASE_UNAVAILABLE',
        message: 'The service is busy; try again in a few seconds',
      });
    }
    expect((await ctx.request({ url: '/readyz' })).statusCode).toBe(503);
    expect((await ctx.request({ url: '/healthz' })).statusCode).toBe(200);

    pgctl('start');
    let ready = 0;
    for (let i = 0; i < 50 && ready !== 200; i++) {
      ready = (await ctx.request({ url: '/readyz' })).statusCode;
      if (ready !== 200) await sleep(200);
    }
    expect(ready).toBe(200);
    expect((await drivers()).statusCode).toBe(200);
  }, 60_000);
});
