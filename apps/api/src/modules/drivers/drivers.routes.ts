import {
  driverCreateSchema,
  driverListQuerySchema,
  driverSchema,
  driverUpdateSchema,
} from '@recolecta/shared/drivers';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../lib/resource-routes.ts';
import { driversService } from './drivers.service.ts';

export default async function driversRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, {
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
