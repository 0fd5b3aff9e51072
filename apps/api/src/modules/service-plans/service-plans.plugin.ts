import { todayIn } from '@recolecta/shared/documents';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { enqueueJob } from '../jobs/enqueue.ts';
import { dailyKey } from './plans-generate.job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    servicePlans: { horizonDays: number };
  }
}

/**
 * The service plans' settings, and the daily generation: a process that runs jobs makes sure today's
 * run is queued when it starts (the run queues the next day's). The dedupe key keeps it one run a day
 * however many processes start.
 */
export default fp(
  async function servicePlansPlugin(
    app: FastifyInstance,
    options: { horizonDays: number; scheduleDaily: boolean },
  ) {
    app.decorate('servicePlans', { horizonDays: options.horizonDays });
    if (!options.scheduleDaily) return;
    app.addHook('onReady', async () => {
      await enqueueJob(app.db, {
        kind: 'service-plans.generate',
        payload: {},
        dedupeKey: dailyKey(todayIn()),
      });
    });
  },
  { name: 'service-plans', dependencies: ['db', 'jobs'] },
);
