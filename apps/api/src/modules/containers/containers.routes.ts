import {
  containerCreateSchema,
  containerListQuerySchema,
  containerSchema,
  containerUpdateSchema,
} from '@recolecta/shared/containers';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../lib/resource-routes.ts';
import { containersService } from './containers.service.ts';

export default async function containersRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, {
    path: 'containers',
    resource: 'containers',
    labels: 'containers',
    tag: 'catalogs',
    schemas: {
      item: containerSchema,
      listQuery: containerListQuerySchema,
      create: containerCreateSchema,
      update: containerUpdateSchema,
    },
    service: containersService,
  });
}
