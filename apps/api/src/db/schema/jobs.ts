import type { JobStatus } from '@recolecta/shared/jobs';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The durable job queue (docs/decisions/0005-job-queue.md). A row is written through the caller's
 * handle, so it commits or rolls back with the change that caused it. Workers claim due rows with
 * `FOR UPDATE SKIP LOCKED` and hold them by a lease (`locked_until`), so a crashed worker's job is
 * taken again once its lease passes. Jobs are not user records: no version or author columns.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** What the job is about, for the admin list (the payload is never shown). */
    summary: text('summary').notNull().default(''),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    /** Runs started so far, the one in hand included. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Not before: the enqueue time, a requested time, or the next retry after a backoff. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    /** At most one job per kind and key, whatever its status, while the row exists. */
    dedupeKey: text('dedupe_key'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'queued'`),
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`${t.status} = 'running'`),
    uniqueIndex('jobs_dedupe_key').on(t.kind, t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
    index('jobs_created_idx').on(t.createdAt),
    index('jobs_status_idx').on(t.status, t.createdAt),
  ],
);
