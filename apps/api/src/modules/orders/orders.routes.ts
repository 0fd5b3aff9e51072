import {
  orderBulkCancelResponseSchema,
  orderBulkCancelSchema,
  orderCatalogResponseSchema,
  orderCreateSchema,
  orderListQuerySchema,
  orderRescheduleSchema,
  orderSchema,
  orderUpdateSchema,
} from '@recolecta/shared/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction, serviceContext } from '../../lib/context.ts';
import { registerResourceRoutes } from '../../lib/resource-routes.ts';
import { orderCatalog } from './orders.repository.ts';
import { ordersService } from './orders.service.ts';

export default async function ordersRoutes(fastify: FastifyInstance) {
  registerResourceRoutes(fastify, {
    path: 'orders',
    resource: 'orders',
    labels: 'orders',
    tag: 'orders',
    schemas: {
      item: orderSchema,
      listQuery: orderListQuerySchema,
      create: orderCreateSchema,
      update: orderUpdateSchema,
    },
    service: ordersService,
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/orders/:id/reschedule',
    {
      config: { access: 'orders:create', labels: 'orders' },
      schema: {
        tags: ['orders'],
        summary: 'A failed order again on another day, as a new order pointing to it',
        params: z.object({ id: z.uuid() }),
        body: orderRescheduleSchema,
        response: { 201: z.object({ data: orderSchema }) },
      },
    },
    async (request, reply) => {
      const data = await inTransaction(serviceContext(app, request), (ctx) =>
        ordersService.reschedule(ctx, request.params.id, request.body),
      );
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/orders/catalog',
    {
      config: { access: 'orders:create', labels: 'orders' },
      schema: {
        tags: ['orders'],
        summary:
          "What an order's items may name: sub-wastes, and the container types with the wastes each holds",
        response: { 200: orderCatalogResponseSchema },
      },
    },
    async (request) => ({ data: await orderCatalog(serviceContext(app, request).db) }),
  );

  app.post(
    '/orders/bulk/cancel',
    {
      config: { access: 'orders:update', labels: 'orders' },
      schema: {
        tags: ['orders'],
        summary: 'Cancel several orders with one reason; answers what happened to each',
        body: orderBulkCancelSchema,
        response: { 200: orderBulkCancelResponseSchema },
      },
    },
    async (request) => ({
      data: await ordersService.bulkCancel(
        serviceContext(app, request),
        request.body.ids,
        request.body.reason,
      ),
    }),
  );
}
