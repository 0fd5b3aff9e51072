import {
  wasteCreateSchema,
  wasteListQuerySchema,
  wasteSchema,
  wasteTreeResponseSchema,
  wasteUpdateSchema,
} from '@recolecta/shared/wastes';
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../lib/context.ts';
import { registerResourceRoutes } from '../../lib/resource-routes.ts';
import { wastesService, wasteTree } from './wastes.service.ts';

export default async function wastesRoutes(app: FastifyInstance) {
  // Registered before the CRUD routes for readability only: a static segment wins over `/:id`.
  app.get(
    '/wastes/tree',
    {
      config: { access: 'wastes:read', labels: 'wastes' },
      schema: {
        tags: ['catalogs'],
        summary: 'Every waste not archived, as a tree: top-level wastes by code with their sub-wastes',
        response: { 200: wasteTreeResponseSchema },
      },
    },
    async (request) => ({ data: await wasteTree(serviceContext(app, request)) }),
  );

  registerResourceRoutes(app, {
    path: 'wastes',
    resource: 'wastes',
    labels: 'wastes',
    tag: 'catalogs',
    schemas: {
      item: wasteSchema,
      listQuery: wasteListQuerySchema,
      create: wasteCreateSchema,
      update: wasteUpdateSchema,
    },
    service: wastesService,
  });
}
