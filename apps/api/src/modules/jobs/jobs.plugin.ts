import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jobSignals } from './enqueue.ts';
import { createJobWorker, type JobWorker } from './jobs.worker.ts';
import { JOB_KINDS } from './kinds/index.ts';

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
  async function jobsPlugin(app: FastifyInstance, options: { runWorker: boolean; retryMs: number }) {
    const worker = createJobWorker({
      db: app.db,
      app,
      log: app.log.child({ module: 'jobs' }),
      kinds: JOB_KINDS,
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
