import type { JobStatus } from '@recolecta/shared/jobs';
import { and, asc, count, desc, eq, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';

export type JobRow = typeof jobs.$inferSelect;

export interface JobFilter {
  status?: JobStatus;
  kind?: string;
  q?: string;
}

function where(filter: JobFilter) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(jobs.status, filter.status));
  if (filter.kind) conditions.push(eq(jobs.kind, filter.kind));
  if (filter.q) {
    const like = `%${filter.q.replace(/[%_\\]/g, '\\$&')}%`;
    conditions.push(or(ilike(jobs.summary, like), ilike(jobs.kind, like), ilike(jobs.lastError, like))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Newest first. Jobs are the operator's: no company scope. */
export async function listJobs(db: Db, filter: JobFilter, page: { page: number; pageSize: number }) {
  const condition = where(filter);
  const rowsQuery = db
    .select()
    .from(jobs)
    .where(condition)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const totalQuery = db.select({ n: count() }).from(jobs).where(condition);
  const [rows, [total]] = await Promise.all([rowsQuery, totalQuery]);
  return { rows, total: total?.n ?? 0 };
}

export async function findJob(db: Db, id: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** A failed job queued again with its attempts reset; undefined if it is not failed. */
export async function requeueFailedJob(db: Db, id: string) {
  const [row] = await db
    .update(jobs)
    .set({
      status: 'queued',
      attempts: 0,
      runAt: sql`now()`,
      finishedAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning();
  return row;
}

// The worker's queries (jobs.worker.ts). A write on a claimed job only lands while the claim is
// still the worker's (`claimed`): same worker, same attempt, still running.

/**
 * Jobs whose process died while running them (their lease lapsed): the claim counted as an attempt,
 * so the job runs again after the same backoff as a failure, or is `failed` if that was its last
 * attempt. A job that kills its process (an input that crashes a library) is then tried at most
 * `maxAttempts` times, further and further apart, instead of again at every restart.
 */
export function requeueLapsedJobs(db: Db, backoff: { backoffBaseMs: number; backoffMaxMs: number }) {
  const spent = sql`${jobs.attempts} >= ${jobs.maxAttempts}`;
  const delayMs = sql`least(${backoff.backoffMaxMs}, ${backoff.backoffBaseMs} * power(2, greatest(${jobs.attempts}, 1) - 1))`;
  return db
    .update(jobs)
    .set({
      status: sql`case when ${spent} then 'failed' else 'queued' end`,
      lastError: sql`'Its process stopped while running it (attempt ' || ${jobs.attempts} || ' of ' || ${jobs.maxAttempts} || ', lease lapsed)'`,
      lockedBy: null,
      lockedUntil: null,
      runAt: sql`case when ${spent} then ${jobs.runAt} else now() + ${delayMs} * interval '1 millisecond' end`,
      updatedAt: sql`now()`,
      finishedAt: sql`case when ${spent} then now() end`,
    })
    .where(and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)))
    .returning({ id: jobs.id, kind: jobs.kind, status: jobs.status, attempts: jobs.attempts });
}

/** Done jobs older than `keepMs` are forgotten. */
export async function deleteDoneJobs(db: Db, keepMs: number) {
  await db
    .delete(jobs)
    .where(
      and(eq(jobs.status, 'done'), lt(jobs.finishedAt, sql`now() - ${keepMs} * interval '1 millisecond'`)),
    );
}

/** Claims up to `limit` due jobs of the given kinds for `worker`, each under a lease, each claim an attempt. */
export function claimJobs(
  db: Db,
  worker: string,
  kinds: string[],
  limit: number,
  leaseMs: number,
): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`), inArray(jobs.kind, kinds)))
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return (
    db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: worker,
        lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
        startedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      // `= any(array(…))` runs the locking select once. As `in (…)` the planner may run it again
      // for every row it scans, each run skipping the rows already locked: measured on PGlite, one
      // claim of 4 took all 200 queued jobs. The status is re-checked on the locked row.
      .where(and(sql`${jobs.id} = any(array(${due}))`, eq(jobs.status, 'queued')))
      .returning()
  );
}

/** The row as `worker` claimed it: a write only lands if no one else took the job since. */
const claimed = (worker: string, job: JobRow) =>
  and(
    eq(jobs.id, job.id),
    eq(jobs.status, 'running'),
    eq(jobs.lockedBy, worker),
    eq(jobs.attempts, job.attempts),
  );

export async function renewJobLease(db: Db, worker: string, job: JobRow, leaseMs: number) {
  await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(claimed(worker, job));
}

/** Done; a kind whose payload is secret (codes, links) has it emptied. */
export async function finishJob(db: Db, worker: string, job: JobRow, secretPayload: boolean) {
  await db
    .update(jobs)
    .set({
      status: 'done',
      lockedBy: null,
      lockedUntil: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
      ...(secretPayload ? { payload: {} } : {}),
    })
    .where(claimed(worker, job));
}

/** A failed attempt: queued again after `delayMs`, or `failed` for good when `final`. */
export async function failJob(
  db: Db,
  worker: string,
  job: JobRow,
  outcome: { final: boolean; delayMs: number; lastError: string },
) {
  await db
    .update(jobs)
    .set({
      status: outcome.final ? 'failed' : 'queued',
      lastError: outcome.lastError,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: sql`now()`,
      ...(outcome.final
        ? { finishedAt: sql`now()` }
        : { runAt: sql`now() + ${outcome.delayMs} * interval '1 millisecond'` }),
    })
    .where(claimed(worker, job));
}
