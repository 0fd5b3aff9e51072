import { EventEmitter } from 'node:events';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import type { JobDefinition, JobKind, JobPayload } from './job-definition.ts';
import { jobDefinition } from './registry.ts';

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** At most one job of this kind with this key: a second enqueue returns the first job. */
  dedupeKey?: string;
  /** Runs before the job is `failed` (default: the kind's, else 5). */
  maxAttempts?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

/** Tells this process's workers that a job was written; they look again soon (see jobs.worker.ts). */
export const jobSignals = new EventEmitter();

/**
 * Queues a job through the handle it is given: pass the transaction of the change that causes the job
 * and the job commits or rolls back with it. The payload is checked against the kind's schema here,
 * so a malformed job fails the caller, not the worker. The kind is found in the registry the app
 * filled when it was built (`registerJobKinds`); its name and payload type come from `JobKinds`.
 */
export function enqueueJob<K extends JobKind>(
  db: Db,
  job: { kind: K; payload: JobPayload<K> } & EnqueueOptions,
) {
  const definition = jobDefinition(job.kind);
  if (!definition) throw new Error(`Unknown job kind ${job.kind} (not registered: see app.ts)`);
  return insertJob(db, definition, job.payload, job);
}

/** `enqueueJob` for a definition in hand (a kind the app does not list, such as a test's). */
export async function insertJob<S extends z.ZodType>(
  db: Db,
  definition: JobDefinition<string, S>,
  payload: z.input<S>,
  options: EnqueueOptions = {},
): Promise<{ id: string; created: boolean }> {
  const parsed = definition.payload.parse(payload);
  const [row] = await db
    .insert(jobs)
    .values({
      kind: definition.kind,
      payload: parsed,
      summary: definition.summary(parsed).slice(0, 500),
      maxAttempts: options.maxAttempts ?? definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      dedupeKey: options.dedupeKey ?? null,
      ...(options.runAt ? { runAt: options.runAt } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  if (row) {
    jobSignals.emit('enqueued');
    return { id: row.id, created: true };
  }
  // Only the dedupe key can conflict: answer the job that holds it.
  const [existing] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, definition.kind), eq(jobs.dedupeKey, options.dedupeKey ?? '')));
  if (!existing) throw new Error(`Job ${definition.kind} not written`);
  return { id: existing.id, created: false };
}
