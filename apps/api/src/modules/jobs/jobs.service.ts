import type { Job, jobListQuerySchema } from '@recolecta/shared/jobs';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.ts';
import { inTransaction, recordChange, type ServiceContext } from '../../lib/context.ts';
import { jobSignals } from './enqueue.ts';
import { findJob, type JobRow, listJobs, requeueFailedJob } from './jobs.repository.ts';

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    summary: row.summary,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt.toISOString(),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function listJobsPage(ctx: ServiceContext, query: z.output<typeof jobListQuerySchema>) {
  const { page, pageSize, status, kind, q } = query;
  const { rows, total } = await listJobs(ctx.db, { status, kind, q }, { page, pageSize });
  return { data: rows.map(toJob), meta: { page, pageSize, total } };
}

/** `POST /jobs/:id/retry`: a failed job gets all its attempts again, from now; the audit row commits with it. */
export async function retryJob(ctx: ServiceContext, id: string): Promise<Job> {
  const after = await inTransaction(ctx, async (tx) => {
    const before = await findJob(tx.db, id);
    if (!before) throw notFound();
    const requeued = await requeueFailedJob(tx.db, id);
    if (!requeued) throw new AppError('JOB_NOT_FAILED');
    const { payload: _before, ...beforeShown } = before;
    const { payload: _after, ...afterShown } = requeued;
    await recordChange(tx, {
      action: 'job.retry',
      entity: 'job',
      entityId: id,
      before: beforeShown,
      after: afterShown,
      companyId: null,
    });
    return requeued;
  });
  jobSignals.emit('enqueued');
  return toJob(after);
}
