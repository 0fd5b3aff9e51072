import {
  vehicleCreateSchema,
  vehicleListQuerySchema,
  vehicleSchema,
  vehicleUpdateSchema,
} from '@recolecta/shared/vehicles';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../lib/resource-routes.ts';
import { vehiclesService } from './vehicles.service.ts';

export default async function vehiclesRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, {
    path: 'vehicles',
    resource: 'vehicles',
    labels: 'vehicles',
    tag: 'fleet',
    schemas: {
      item: vehicleSchema,
      listQuery: vehicleListQuerySchema,
      create: vehicleCreateSchema,
      update: vehicleUpdateSchema,
    },
    service: vehiclesService,
  });
}
