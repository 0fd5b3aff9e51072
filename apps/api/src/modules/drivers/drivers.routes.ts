import {
  driverCreateSchema,
  driverListQuerySchema,
  driverSchema,
  driverUpdateSchema,
} from '@recolecta/shared/drivers';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../lib/crud-routes.ts';
import { driversService } from './drivers.service.ts';

export default async function driversRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, {
    path: 'drivers',
    resource: 'drivers',
    labels: 'drivers',
    tag: 'fleet',
    schemas: {
      item: driverSchema,
      listQuery: driverListQuerySchema,
      create: driverCreateSchema,
      update: driverUpdateSchema,
    },
    service: driversService,
  });
}
