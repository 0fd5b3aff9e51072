import { jobListQuerySchema, jobListResponseSchema, jobResponseSchema } from '@recolecta/shared/jobs';
import { idParamsSchema } from '@recolecta/shared/resource';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serviceContext } from '../../lib/context.ts';
import { listJobsPage, retryJob } from './jobs.service.ts';

/** The background jobs, for operator admins: list them, and queue a failed one again. */
export default async function jobsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/jobs',
    {
      config: { access: 'jobs:read' },
      schema: {
        tags: ['jobs'],
        summary: 'List background jobs, newest first',
        querystring: jobListQuerySchema,
        response: { 200: jobListResponseSchema },
      },
    },
    (request) => listJobsPage(serviceContext(app, request), request.query),
  );
  app.post(
    '/jobs/:id/retry',
    {
      config: { access: 'jobs:update' },
      schema: {
        tags: ['jobs'],
        summary: 'Queue a failed job again with all its attempts',
        params: idParamsSchema,
        response: { 200: jobResponseSchema },
      },
    },
    async (request) => ({ data: await retryJob(serviceContext(app, request), request.params.id) }),
  );
}
