import {
  containerCreateSchema,
  containerListQuerySchema,
  containerSchema,
  containerUpdateSchema,
} from '@recolecta/shared/containers';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../lib/crud-routes.ts';
import { containersService } from './containers.service.ts';

export default async function containersRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, {
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
