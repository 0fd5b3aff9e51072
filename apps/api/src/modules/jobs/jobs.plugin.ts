import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jobSignals } from './enqueue.ts';
import type { JobDefinition } from './job-definition.ts';
import { createJobWorker, type JobWorker } from './jobs.worker.ts';
import { registerJobKinds } from './registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: {
      worker: JobWorker;
      /** Runs every job due now until none is left (tests, instead of waiting). */
      drain(): Promise<void>;
    };
  }
}

/**
 * The job worker of this process: started when the app is ready (unless JOB_WORKER=false), stopped
 * on close after the jobs in hand. It polls, and also looks right after a response whose request
 * queued a job, since that request's transaction has committed by then.
 */
export default fp(
  async function jobsPlugin(
    app: FastifyInstance,
    options: { kinds: readonly JobDefinition[]; runWorker: boolean; retryMs: number },
  ) {
    // The kinds come from the modules that define them, composed in app.ts: the queue imports none.
    registerJobKinds(options.kinds);
    const worker = createJobWorker({
      db: app.db,
      app,
      log: app.log.child({ module: 'jobs' }),
      kinds: options.kinds,
      backoffBaseMs: options.retryMs,
    });
    app.decorate('jobs', { worker, drain: () => worker.drain() });
    if (!options.runWorker) return;

    let queuedSinceResponse = false;
    const onEnqueued = () => {
      queuedSinceResponse = true;
    };
    jobSignals.on('enqueued', onEnqueued);
    app.addHook('onResponse', async () => {
      if (!queuedSinceResponse) return;
      queuedSinceResponse = false;
      worker.wake();
    });
    app.addHook('onReady', async () => worker.start());
    // Before onClose: the database and the mailer close there.
    app.addHook('preClose', async () => {
      jobSignals.off('enqueued', onEnqueued);
      await worker.stop();
    });
  },
  { name: 'jobs', dependencies: ['db', 'mail'] },
);
