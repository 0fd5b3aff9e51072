import {
  routeCreateSchema,
  routeListQuerySchema,
  routeSchema,
  routeUpdateSchema,
} from '@recolecta/shared/routes';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../lib/resource-routes.ts';
import { routesService } from './routes.service.ts';

/** Collection routes (`/routes`): staff plan and run them; a client reads its own stops on them. */
export default async function routesRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, {
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
}
