import {
  siteCreateSchema,
  siteItemSchema,
  siteListQuerySchema,
  siteUpdateSchema,
} from '@recolecta/shared/companies';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../lib/resource-routes.ts';
import { sitesService } from './sites.service.ts';

/** A client's sites: read with the client, and changed by whoever may update the client. */
export default async function sitesRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, {
    path: 'sites',
    resource: 'clients',
    labels: 'companies',
    tag: 'clients',
    schemas: {
      item: siteItemSchema,
      listQuery: siteListQuerySchema,
      create: siteCreateSchema,
      update: siteUpdateSchema,
    },
    service: sitesService,
    permissions: { create: 'clients:update', update: 'clients:update', delete: 'clients:update' },
  });
}
