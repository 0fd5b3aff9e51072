import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from './pagination.ts';

/**
 * A background job's states: `queued` (waiting for its run time), `running` (a worker holds its lease),
 * `done`, or `failed` once its attempts are spent (an admin may queue it again).
 */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A job as the admin list shows it: never its payload, which may carry codes and links. */
export const jobSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  /** A line naming what the job is about (for an e-mail: recipient and subject). */
  summary: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: z.iso.datetime(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const JOB_SORT_FIELDS = ['createdAt'] as const;
export const jobListQuerySchema = listQuerySchema(JOB_SORT_FIELDS).extend({
  status: z.enum(JOB_STATUSES).optional(),
  kind: z.string().trim().max(80).optional(),
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;
export const jobListResponseSchema = listResponseSchema(jobSchema);
export const jobResponseSchema = z.object({ data: jobSchema });
