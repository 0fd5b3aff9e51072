import { z } from 'zod';
import { systemContext } from '../../lib/context.ts';
import { defineJob } from '../jobs/job-definition.ts';
import { notifyCollected, notifyOnWay } from './notices.ts';

/**
 * The stop notices, queued by name by the changes that cause them (a route starting, a stop done or
 * failed, an order collected) in their transaction, and worked out here after the commit: the
 * modules that cause them do not import this one (decision 0027). The e-mail each queues carries the
 * job's id as its dedupe key, so a notice run twice (its process died before it was marked done)
 * still sends one e-mail.
 */
export const onWayNoticeJob = defineJob({
  kind: 'notifications.on-way',
  payload: z.object({ routeId: z.uuid(), from: z.union([z.literal('depot'), z.uuid()]) }),
  summary: ({ routeId, from }) => `route ${routeId}, after ${from}`,
  handle: ({ routeId, from }, { db, job }) => notifyOnWay(systemContext(db), routeId, from, job.id),
});

export const collectedNoticeJob = defineJob({
  kind: 'notifications.collected',
  payload: z.object({
    order: z.object({ id: z.uuid(), number: z.string(), companyId: z.uuid(), siteId: z.uuid() }),
    manifest: z.object({ id: z.uuid(), folio: z.string() }).nullable(),
    kg: z.number(),
  }),
  summary: ({ order }) => `order ${order.number}`,
  handle: ({ order, manifest, kg }, { db, job }) =>
    notifyCollected(systemContext(db), order, manifest, kg, job.id),
});

declare module '../jobs/job-definition.ts' {
  interface JobKinds {
    'notifications.on-way': typeof onWayNoticeJob;
    'notifications.collected': typeof collectedNoticeJob;
  }
}
