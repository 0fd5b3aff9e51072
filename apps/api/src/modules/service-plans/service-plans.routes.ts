import { todayIn } from '@recolecta/shared/documents';
import {
  occurrenceChangeSchema,
  occurrenceParamsSchema,
  planCreateSchema,
  planGenerateResponseSchema,
  planListQuerySchema,
  planSchema,
  planUpdateSchema,
} from '@recolecta/shared/service-plans';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction, serviceContext } from '../../lib/context.ts';
import { registerResourceRoutes } from '../../lib/resource-routes.ts';
import { generatePlanOrders } from './generate.ts';
import { servicePlansService } from './service-plans.service.ts';

/** Recurring service plans (`/service-plans`), one date's skip or move, and a run of the generator. */
export default async function servicePlansRoutes(fastify: FastifyInstance) {
  const service = servicePlansService(fastify.servicePlans.horizonDays);
  registerResourceRoutes(fastify, {
    path: 'service-plans',
    resource: 'service-plans',
    labels: 'plans',
    tag: 'service-plans',
    schemas: {
      item: planSchema,
      listQuery: planListQuerySchema,
      create: planCreateSchema,
      update: planUpdateSchema,
    },
    service,
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const item = z.object({ data: planSchema });

  app.put(
    '/service-plans/:id/occurrences/:date',
    {
      config: { access: 'service-plans:update', labels: 'plans' },
      schema: {
        tags: ['service-plans'],
        summary: "Skip one of the plan's dates, or move it to another day, without changing the plan",
        params: occurrenceParamsSchema,
        body: occurrenceChangeSchema,
        response: { 200: item },
      },
    },
    async (request) => ({
      data: await inTransaction(serviceContext(app, request), (ctx) =>
        service.changeOccurrence(ctx, request.params.id, request.params.date, request.body),
      ),
    }),
  );

  app.delete(
    '/service-plans/:id/occurrences/:date',
    {
      config: { access: 'service-plans:update', labels: 'plans' },
      schema: {
        tags: ['service-plans'],
        summary: 'Undo the skip or the move of one date',
        params: occurrenceParamsSchema,
        response: { 200: item },
      },
    },
    async (request) => ({
      data: await inTransaction(serviceContext(app, request), (ctx) =>
        service.restoreOccurrence(ctx, request.params.id, request.params.date),
      ),
    }),
  );

  app.post(
    '/service-plans/generate',
    {
      // Every company's plans at once: the operator's, who may schedule collections.
      config: { access: 'routes:update', labels: 'plans' },
      schema: {
        tags: ['service-plans'],
        summary: "Make the coming orders of every active plan now (the daily job's run)",
        response: { 200: planGenerateResponseSchema },
      },
    },
    async (request) => ({
      data: await generatePlanOrders(app.db, {
        today: todayIn(),
        horizonDays: app.servicePlans.horizonDays,
        log: request.log,
      }),
    }),
  );
}
