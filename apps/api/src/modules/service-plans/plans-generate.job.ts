import { addDays, todayIn } from '@recolecta/shared/documents';
import { z } from 'zod';
import { enqueueJob } from '../jobs/enqueue.ts';
import { defineJob } from '../jobs/job-definition.ts';
import { generatePlanOrders } from './generate.ts';

/**
 * When the next day starts in the organisation's time zone (America/Mexico_City, UTC−6 all year since
 * 2022), plus five minutes: the daily run's time.
 */
export const nextDailyRun = (today: string) => new Date(`${addDays(today, 1)}T00:05:00-06:00`);

/** The key of the daily run of a day: one per day, however many processes start. */
export const dailyKey = (day: string) => `daily:${day}`;

/**
 * The service plans' orders for the coming days (docs/product.md §9). Without a plan it is the daily
 * run over every active plan, which queues the next day's run when it ends; with one, a plan just
 * made, changed or resumed. Idempotent: a plan's date that has its order is never made again.
 */
export const plansGenerateJob = defineJob({
  kind: 'service-plans.generate',
  payload: z.object({ planId: z.uuid().optional() }),
  summary: ({ planId }) => (planId ? `plan ${planId}` : 'every active plan'),
  async handle({ planId }, { app, db, log }) {
    const today = todayIn();
    const result = await generatePlanOrders(db, {
      today,
      horizonDays: app.servicePlans.horizonDays,
      planId,
      log,
    });
    log.info({ ...result, planId }, 'service plan orders generated');
    if (!planId) {
      await enqueueJob(db, {
        kind: 'service-plans.generate',
        payload: {},
        runAt: nextDailyRun(today),
        dedupeKey: dailyKey(addDays(today, 1)),
      });
    }
  },
});

declare module '../jobs/job-definition.ts' {
  interface JobKinds {
    'service-plans.generate': typeof plansGenerateJob;
  }
}
