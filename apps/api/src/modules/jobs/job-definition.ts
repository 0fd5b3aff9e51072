import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';

/** What a handler gets besides its payload. */
export interface JobContext {
  /** The app, for the services a handler needs (`app.mailer`, …). */
  app: FastifyInstance;
  /** The worker's database handle, outside any transaction: a handler opens its own if it needs one. */
  db: Db;
  log: FastifyBaseLogger;
  job: { id: string; kind: string; attempt: number; maxAttempts: number };
  /** The id of the worker running it (host, process, worker). */
  worker: string;
}

/**
 * One kind of background job: its payload schema and its handler, in one file under `kinds/`.
 * Handlers must be idempotent: a job runs at least once, and again if its worker dies mid-run.
 */
export interface JobDefinition<K extends string = string, S extends z.ZodType = z.ZodType> {
  kind: K;
  payload: S;
  /** Runs before the job is `failed` (default 5); `enqueueJob` may set another per job. */
  maxAttempts?: number;
  /** The payload carries secrets (codes, links): the row keeps `{}` once the job is done. */
  secretPayload?: boolean;
  /** One line for the admin list, which never shows the payload. */
  summary(payload: z.output<S>): string;
  /** Throws to fail the attempt: the job is retried with backoff until its attempts are spent. */
  handle(payload: z.output<S>, ctx: JobContext): Promise<void>;
}

export function defineJob<const K extends string, S extends z.ZodType>(
  definition: JobDefinition<K, S>,
): JobDefinition<K, S> {
  return definition;
}

/**
 * The job kinds the app runs, by name. Each module that defines a kind adds it here by declaration
 * merging, beside its definition:
 *
 *     declare module '../jobs/job-definition.ts' {
 *       interface JobKinds { 'mail.send': typeof mailSendJob }
 *     }
 *
 * so `enqueueJob` checks a kind's name and payload at compile time without importing any kind, and
 * the queue never depends on the modules whose work it runs (decision 0027).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules, by declaration merging.
export interface JobKinds {}

export type JobKind = keyof JobKinds & string;
export type JobPayload<K extends JobKind> = JobKinds[K] extends { payload: infer S extends z.ZodType }
  ? z.input<S>
  : never;

/** An error no retry can cure (a malformed payload): the job is `failed` at once. */
export class PermanentJobError extends Error {}
