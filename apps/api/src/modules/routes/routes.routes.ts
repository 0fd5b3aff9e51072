import {
  optimizationSchema,
  routeCreateSchema,
  routeGeometrySchema,
  routeListQuerySchema,
  routeOptimizeSchema,
  routeReorderResultSchema,
  routeReorderSchema,
  routeSchema,
  routeUpdateSchema,
} from '@recolecta/shared/routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction, serviceContext } from '../../lib/context.ts';
import { registerResourceRoutes } from '../../lib/resource-routes.ts';
import { organisationIdentity } from '../settings/settings.service.ts';
import { routeGeometry } from './geometry.ts';
import {
  acceptOptimization,
  cancelOptimization,
  discardOptimization,
  readOptimization,
  reorderRoute,
  startOptimization,
} from './optimize.ts';
import { routeSheetPdf } from './route-sheet.ts';
import { routesService } from './routes.service.ts';

/** Collection routes (`/routes`): staff plan and run them; a client reads its own stops on them. */
export default async function routesRoutes(fastify: FastifyInstance, options: { routingUrl?: string } = {}) {
  registerResourceRoutes(fastify, {
    path: 'routes',
    resource: 'routes',
    labels: 'routes',
    tag: 'routes',
    schemas: {
      item: routeSchema,
      listQuery: routeListQuerySchema,
      create: routeCreateSchema,
      update: routeUpdateSchema,
    },
    service: routesService,
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const item = z.object({ data: optimizationSchema });
  const params = z.object({ id: z.uuid() });
  const config = (access: 'routes:create') => ({ access, labels: 'routes' as const });

  app.post(
    '/routes/optimize',
    {
      config: config('routes:create'),
      schema: {
        tags: ['routes'],
        summary: "Optimise a day's requested orders over the chosen drivers and vehicles (a job)",
        body: routeOptimizeSchema,
        response: { 202: item },
      },
    },
    async (request, reply) => {
      const data = await inTransaction(serviceContext(app, request), (ctx) =>
        startOptimization(ctx, request.body),
      );
      return reply.code(202).send({ data });
    },
  );

  app.get(
    '/routes/optimize/:id',
    {
      config: config('routes:create'),
      schema: {
        tags: ['routes'],
        summary: 'An optimisation: its status and proposal',
        params,
        response: { 200: item },
      },
    },
    async (request) => ({ data: await readOptimization(serviceContext(app, request), request.params.id) }),
  );

  app.post(
    '/routes/:id/optimize-order',
    {
      config: { access: 'routes:update', labels: 'routes' },
      schema: {
        tags: ['routes'],
        summary: "A better order for a planned route's stops, some locked; nothing is saved",
        params,
        body: routeReorderSchema,
        response: { 200: z.object({ data: routeReorderResultSchema }) },
      },
    },
    async (request) => ({
      data: await reorderRoute(serviceContext(app, request), request.params.id, request.body),
    }),
  );

  app.get(
    '/routes/:id/geometry',
    {
      config: { access: 'routes:read', labels: 'routes' },
      schema: {
        tags: ['routes'],
        summary: 'The line of the route on a map: by road when ROUTING_URL answers, straight otherwise',
        params,
        response: { 200: z.object({ data: routeGeometrySchema }) },
      },
    },
    async (request) => {
      const route = await routesService.get(serviceContext(app, request), request.params.id);
      return { data: await routeGeometry(route, options.routingUrl) };
    },
  );

  app.get(
    '/routes/:id/sheet.pdf',
    {
      config: { access: 'routes:update', labels: 'routes' },
      schema: {
        tags: ['routes'],
        summary:
          "The driver's printable route sheet: stops in order, addresses, windows, items, a QR; 409 ORGANISATION_INCOMPLETE while the organisation has no identity",
        params,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(app, request);
      const route = await routesService.get(ctx, request.params.id);
      // The sheet travels with the truck under the organisation's name: not without one.
      await organisationIdentity(ctx.db, ctx.locale);
      const pdf = await routeSheetPdf(route, ctx.locale);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${route.number}.pdf"`)
        .send(pdf);
    },
  );

  const act = (name: 'cancel' | 'discard' | 'accept', summary: string, run: typeof cancelOptimization) =>
    app.post(
      `/routes/optimize/:id/${name}`,
      {
        config: config('routes:create'),
        schema: { tags: ['routes'], summary, params, response: { 200: item } },
      },
      async (request) => ({
        data: await inTransaction(serviceContext(app, request), (ctx) => run(ctx, request.params.id)),
      }),
    );
  act('cancel', 'Stop an optimisation that is queued or running', cancelOptimization);
  act('discard', 'Drop a finished proposal', discardOptimization);
  act('accept', "Make the proposal's routes planned routes, all or none", acceptOptimization);
}
