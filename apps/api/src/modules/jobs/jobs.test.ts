import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createTenants,
  createTestContext,
  reopenTestDatabase,
  type TestContext,
} from '../../../test/helpers.ts';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { insertJob } from './enqueue.ts';
import { defineJob, PermanentJobError } from './job-definition.ts';
import { createJobWorker, type JobWorkerOptions } from './jobs.worker.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Runs of test jobs, by job id: what the handlers saw. */
const runs = new Map<string, number>();
const countRun = (key: string) => runs.set(key, (runs.get(key) ?? 0) + 1);

const recordJob = defineJob({
  kind: 'test.record',
  payload: z.object({ key: z.string() }),
  summary: ({ key }) => `record ${key}`,
  handle: async ({ key }) => {
    countRun(key);
  },
});

const failures = new Map<string, number>();
const flakyJob = defineJob({
  kind: 'test.flaky',
  payload: z.object({ key: z.string(), failTimes: z.number() }),
  maxAttempts: 3,
  summary: ({ key }) => `flaky ${key}`,
  handle: async ({ key, failTimes }) => {
    const failed = failures.get(key) ?? 0;
    if (failed < failTimes) {
      failures.set(key, failed + 1);
      throw new Error(`attempt ${failed + 1} of ${key} failed`);
    }
    countRun(key);
  },
});

const hopelessJob = defineJob({
  kind: 'test.hopeless',
  payload: z.object({ key: z.string() }),
  summary: ({ key }) => key,
  handle: async () => {
    throw new PermanentJobError('no retry can fix this');
  },
});

const slowJob = defineJob({
  kind: 'test.slow',
  payload: z.object({ key: z.string(), ms: z.number() }),
  summary: ({ key }) => key,
  handle: async ({ key, ms }) => {
    await sleep(ms);
    countRun(key);
  },
});

const KINDS = [recordJob, flakyJob, hopelessJob, slowJob];
const worker = (options: Partial<JobWorkerOptions> = {}) =>
  createJobWorker({ db: ctx.app.db, app: ctx.app, log: ctx.app.log, kinds: KINDS, ...options });
const jobRow = async (id: string) => (await ctx.app.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const makeDue = (id: string) => ctx.app.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));
const key = () => `k-${Math.random().toString(36).slice(2, 10)}`;
/** A job a worker claimed for its attempt `attempts` before its process died: running, its lease lapsed. */
const leftRunning = (id: string, attempts: number) =>
  ctx.app.db
    .update(jobs)
    .set({
      status: 'running',
      attempts,
      lockedBy: 'dead-worker',
      lockedUntil: sql`now() - interval '1 second'`,
    })
    .where(eq(jobs.id, id));

describe('the job worker', () => {
  it('runs a due job once, leaves a later one for its time, and dedupes by key', async () => {
    const w = worker();
    const now = key();
    const later = key();
    const a = await insertJob(ctx.app.db, recordJob, { key: now }, { dedupeKey: now });
    const again = await insertJob(ctx.app.db, recordJob, { key: now }, { dedupeKey: now });
    expect(again).toEqual({ id: a.id, created: false });
    const b = await insertJob(
      ctx.app.db,
      recordJob,
      { key: later },
      { runAt: new Date(Date.now() + 60_000) },
    );
    await w.drain();
    expect(runs.get(now)).toBe(1);
    expect(runs.get(later)).toBeUndefined();
    expect(await jobRow(a.id)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
    expect((await jobRow(b.id)).status).toBe('queued');
    await makeDue(b.id);
    await w.drain();
    expect(runs.get(later)).toBe(1);
    await w.drain();
    expect(runs.get(now)).toBe(1);
  });

  it('refuses a payload its schema rejects, in the caller', async () => {
    await expect(
      insertJob(ctx.app.db, recordJob, { key: 42 } as unknown as { key: string }),
    ).rejects.toThrow();
  });

  it('retries a failing job with exponential backoff, then succeeds or ends failed', async () => {
    const w = worker({ backoffBaseMs: 1000 });
    const recovers = key();
    const spent = key();
    const ok = await insertJob(ctx.app.db, flakyJob, { key: recovers, failTimes: 2 });
    const ko = await insertJob(ctx.app.db, flakyJob, { key: spent, failTimes: 5 });
    const delays: Record<string, number[]> = { [ok.id]: [], [ko.id]: [] };
    for (let round = 1; round <= 3; round++) {
      await w.drain();
      for (const id of [ok.id, ko.id]) {
        const row = await jobRow(id);
        expect(row.attempts).toBe(round);
        if (row.status === 'queued') {
          delays[id]!.push(Math.round((row.runAt.getTime() - row.updatedAt.getTime()) / 100) * 100);
          await makeDue(id);
        }
      }
    }
    expect(delays[ok.id]).toEqual([1000, 2000]);
    expect(delays[ko.id]).toEqual([1000, 2000]);
    expect(await jobRow(ok.id)).toMatchObject({ status: 'done', attempts: 3 });
    expect(runs.get(recovers)).toBe(1);
    const failed = await jobRow(ko.id);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: `attempt 3 of ${spent} failed`,
    });
    expect(runs.get(spent)).toBeUndefined();
  });

  it('fails at once on a permanent error or a payload that no longer parses', async () => {
    const w = worker();
    const hopeless = await insertJob(ctx.app.db, hopelessJob, { key: key() });
    const broken = await insertJob(ctx.app.db, recordJob, { key: key() });
    await ctx.app.db
      .update(jobs)
      .set({ payload: { key: 7 } })
      .where(eq(jobs.id, broken.id));
    await w.drain();
    expect(await jobRow(hopeless.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'no retry can fix this',
    });
    const row = await jobRow(broken.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/^Invalid payload/);
  });

  it('runs again a job whose worker died mid-run, once its lease has passed, after a backoff', async () => {
    const w = worker();
    const k = key();
    const job = await insertJob(ctx.app.db, recordJob, { key: k });
    // A worker claimed it, then its process died: the row stays running with a lapsed lease.
    await leftRunning(job.id, 1);
    await w.drain();
    // The claim was an attempt, and a process that died may die again: not at once (10 s first).
    const lapsed = await jobRow(job.id);
    expect(lapsed).toMatchObject({
      status: 'queued',
      attempts: 1,
      lockedBy: null,
      lastError: 'Its process stopped while running it (attempt 1 of 5, lease lapsed)',
    });
    expect(lapsed.runAt.getTime() - lapsed.updatedAt.getTime()).toBeGreaterThanOrEqual(9_000);
    expect(runs.get(k)).toBeUndefined();
    await makeDue(job.id);
    await w.drain();
    expect(runs.get(k)).toBe(1);
    expect(await jobRow(job.id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('fails a job whose process died during its last attempt', async () => {
    const k = key();
    const job = await insertJob(ctx.app.db, recordJob, { key: k }, { maxAttempts: 2 });
    await leftRunning(job.id, 2);
    await worker().drain();
    expect(runs.get(k)).toBeUndefined();
    const row = await jobRow(job.id);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'Its process stopped while running it (attempt 2 of 2, lease lapsed)',
    });
    expect(row.finishedAt).not.toBeNull();
  });

  it('stops after the job in hand, which completes', async () => {
    // One slot: busy with the slow job, the worker cannot claim the one queued next before the stop
    // (with four, a poll between the insert and the stop could take it: a CI flake).
    const w = worker({ pollMs: 20, concurrency: 1 });
    w.start();
    const k = key();
    const job = await insertJob(ctx.app.db, slowJob, { key: k, ms: 300 });
    for (let i = 0; i < 100 && (await jobRow(job.id)).status !== 'running'; i++) await sleep(10);
    expect((await jobRow(job.id)).status).toBe('running');
    const queuedAfter = await insertJob(ctx.app.db, recordJob, { key: key() }, { runAt: new Date() });
    await w.stop();
    expect(runs.get(k)).toBe(1);
    expect((await jobRow(job.id)).status).toBe('done');
    await sleep(50);
    expect((await jobRow(queuedAfter.id)).status).toBe('queued');
    await worker().drain();
  });

  it('wakes at once when a job is queued in this process, without waiting for the poll', async () => {
    const w = worker({ pollMs: 60_000 });
    w.start();
    try {
      await sleep(50);
      const k = key();
      await ctx.app.db.transaction(async (tx) => {
        await insertJob(tx, recordJob, { key: k });
      });
      for (let i = 0; i < 100 && !runs.get(k); i++) await sleep(10);
      expect(runs.get(k)).toBe(1);
    } finally {
      await w.stop();
    }
  });
});

describe('two workers on one database', () => {
  it('never run one job twice (200 jobs)', async () => {
    const table = `job_runs_${Math.random().toString(36).slice(2, 8)}`;
    await ctx.app.db.execute(sql.raw(`create table ${table} (job_key text not null, worker text not null)`));
    const runsTable = pgTable(table, { jobKey: text('job_key').notNull(), worker: text('worker').notNull() });
    // Jobs each worker runs at once: never more than its concurrency.
    const active = new Map<string, number>();
    let busiest = 0;
    const countingJob = defineJob({
      kind: 'test.count',
      payload: z.object({ key: z.string() }),
      summary: ({ key }) => key,
      handle: async ({ key }, { db, worker }) => {
        const running = (active.get(worker) ?? 0) + 1;
        active.set(worker, running);
        busiest = Math.max(busiest, running);
        await db.insert(runsTable).values({ jobKey: key, worker: names.get(worker)! });
        await sleep(Math.random() * 3);
        active.set(worker, active.get(worker)! - 1);
      },
    });
    const second: Database = await reopenSharedDatabase(ctx.database);
    const options = { app: ctx.app, log: ctx.app.log, kinds: [countingJob], pollMs: 10, concurrency: 4 };
    const a = createJobWorker({ ...options, db: ctx.app.db });
    const b = createJobWorker({ ...options, db: second.db });
    const names = new Map([
      [a.id, 'a'],
      [b.id, 'b'],
    ]);
    try {
      await ctx.app.db.transaction(async (tx) => {
        for (let i = 0; i < 200; i++) await insertJob(tx, countingJob, { key: `job-${i}` });
      });
      a.start();
      b.start();
      const done = async () =>
        (await ctx.app.db.$count(jobs, sql`${jobs.kind} = 'test.count' and ${jobs.status} = 'done'`)) === 200;
      for (let i = 0; i < 600 && !(await done()); i++) await sleep(50);
      expect(await done()).toBe(true);
      const [counts] = await ctx.app.db
        .select({
          runs: sql<number>`count(*)::int`,
          keys: sql<number>`count(distinct ${runsTable.jobKey})::int`,
          a: sql<number>`(count(*) filter (where ${runsTable.worker} = 'a'))::int`,
          b: sql<number>`(count(*) filter (where ${runsTable.worker} = 'b'))::int`,
        })
        .from(runsTable);
      expect(counts).toMatchObject({ runs: 200, keys: 200 });
      expect(busiest).toBeLessThanOrEqual(4);
      // Both took part (on PGlite they share its one connection, and still must not overlap).
      expect(counts!.a).toBeGreaterThan(0);
      expect(counts!.b).toBeGreaterThan(0);
    } finally {
      await a.stop();
      await b.stop();
      if (second !== ctx.database) await second.close();
    }
  });
});

/** A second pool on PostgreSQL; on PGlite, whose one instance is the database, the same handle. */
async function reopenSharedDatabase(database: Database) {
  return database.pool ? reopenTestDatabase(database) : database;
}

describe('the jobs API', () => {
  it('lists jobs newest first for admins, filtered and paginated, never with their payload', async () => {
    const { admin, ownerA } = await createTenants(ctx);
    const tag = key();
    const first = await insertJob(ctx.app.db, recordJob, { key: `${tag}-secret-1` });
    await sleep(5);
    const second = await insertJob(ctx.app.db, recordJob, { key: `${tag}-secret-2` });
    const list = await ctx.request({ url: `/api/v1/jobs?q=${tag}&pageSize=1`, token: admin.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toEqual({ page: 1, pageSize: 1, total: 2 });
    expect(list.json().data[0]).toMatchObject({
      id: second.id,
      kind: 'test.record',
      status: 'queued',
      attempts: 0,
      summary: `record ${tag}-secret-2`,
      lastError: null,
    });
    expect(list.json().data[0]).not.toHaveProperty('payload');
    const page2 = await ctx.request({ url: `/api/v1/jobs?q=${tag}&pageSize=1&page=2`, token: admin.token });
    expect(page2.json().data[0].id).toBe(first.id);
    const byStatus = await ctx.request({ url: `/api/v1/jobs?q=${tag}&status=done`, token: admin.token });
    expect(byStatus.json().meta.total).toBe(0);
    const byKind = await ctx.request({ url: `/api/v1/jobs?q=${tag}&kind=mail.send`, token: admin.token });
    expect(byKind.json().meta.total).toBe(0);
    expect((await ctx.request({ url: '/api/v1/jobs?status=lost', token: admin.token })).statusCode).toBe(422);

    expect((await ctx.request({ url: '/api/v1/jobs', token: ownerA.token })).statusCode).toBe(403);
    const ownerRetry = await ctx.request({
      method: 'POST',
      url: `/api/v1/jobs/${first.id}/retry`,
      token: ownerA.token,
    });
    expect(ownerRetry.statusCode).toBe(403);
    expect((await ctx.request({ url: '/api/v1/jobs' })).statusCode).toBe(401);
  });

  it('queues a failed job again with all its attempts; anything else is 409 or 404', async () => {
    const { admin } = await createTenants(ctx);
    const job = await insertJob(ctx.app.db, hopelessJob, { key: key() });
    const retry = (id: string) =>
      ctx.request({ method: 'POST', url: `/api/v1/jobs/${id}/retry`, token: admin.token });
    const notYet = await retry(job.id);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe('JOB_NOT_FAILED');
    await worker().drain();
    const res = await retry(job.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: job.id, status: 'queued', attempts: 0, finishedAt: null });
    expect((await retry('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const history = await ctx.request({
      url: `/api/v1/audit?entity=job&entityId=${job.id}`,
      token: admin.token,
    });
    expect(history.json().data).toEqual([
      expect.objectContaining({ action: 'job.retry', actorId: admin.id }),
    ]);
    await worker().drain();
    expect((await jobRow(job.id)).status).toBe('failed');
  });
});
