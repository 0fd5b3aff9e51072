import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { z } from 'zod';
import { openDatabase } from '../src/db/client.ts';
import { jobs } from '../src/db/schema/jobs.ts';
import { defineJob } from '../src/modules/jobs/job-definition.ts';
import { createJobWorker } from '../src/modules/jobs/jobs.worker.ts';

/**
 * A process with a job worker whose one kind takes the process down as pdfkit did: an error thrown
 * in a callback, out of reach of the worker's try/catch (jobs-crash.test.ts). It prints the job's
 * row as a JSON line when the job has come to rest (failed), then exits 0; else it dies running it.
 * DATA_DIR: the embedded database; JOB_ID: the job to watch.
 */
export const crashingJob = defineJob({
  kind: 'test.crash',
  payload: z.object({}),
  summary: () => 'takes its process down',
  handle: () =>
    new Promise<void>(() => {
      setImmediate(() => {
        throw new Error('thrown in a callback no try/catch reaches');
      });
    }),
});

async function main() {
  const database = await openDatabase({ dataDir: process.env.DATA_DIR! });
  const id = process.env.JOB_ID!;
  const worker = createJobWorker({
    db: database.db,
    app: {} as FastifyInstance,
    log: pino({ level: 'warn' }),
    kinds: [crashingJob],
    pollMs: 20,
    leaseMs: 600,
    backoffBaseMs: 50,
  });
  worker.start();
  for (;;) {
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    if (row?.status === 'failed') {
      await worker.stop();
      process.stdout.write(`${JSON.stringify(row)}\n`);
      await database.close();
      process.exit(0);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

if (process.env.JOB_ID) void main();
