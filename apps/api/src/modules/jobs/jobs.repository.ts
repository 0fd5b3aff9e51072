import type { JobStatus } from '@recolecta/shared/jobs';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
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
