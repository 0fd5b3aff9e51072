import { z } from 'zod';
import { defineJob } from '../jobs/job-definition.ts';
import { runOptimization } from './optimize.ts';

/**
 * One optimisation of a day (`POST /routes/optimize`): the search runs on a worker thread and its
 * proposal is kept on the optimisation's row. Run once: a run that died is asked for again by hand.
 */
export const routesOptimizeJob = defineJob({
  kind: 'routes.optimize',
  payload: z.object({ optimizationId: z.uuid() }),
  maxAttempts: 1,
  summary: ({ optimizationId }) => `optimisation ${optimizationId}`,
  handle: ({ optimizationId }, { db, app, log }) => runOptimization(db, optimizationId, app.optimizer, log),
});

declare module '../jobs/job-definition.ts' {
  interface JobKinds {
    'routes.optimize': typeof routesOptimizeJob;
  }
}
