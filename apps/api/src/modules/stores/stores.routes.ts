import {
  storeCreateSchema,
  storeListQuerySchema,
  storeSchema,
  storeUpdateSchema,
  zoneCreateSchema,
  zoneListQuerySchema,
  zoneSchema,
  zoneUpdateSchema,
} from '@recolecta/shared/stores';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../lib/resource-routes.ts';
import { storesService, zonesService } from './stores.service.ts';

/**
 * `/stores` and their zones. A store's zones are a collection nested under it
 * (`/stores/:storeId/zones`, `/stores/:storeId/zones/:id`: list, read, add, change, delete or archive,
 * restore, history), where a zone of another store is 404. The zone's container page knows only the
 * zone, so each zone is also read, changed, archived and traced by its id alone at `/zones/:id`.
 */
export default async function storesRoutes(fastify: FastifyInstance) {
  registerResourceRoutes(fastify, {
    path: 'stores',
    resource: 'stores',
    labels: 'stores',
    tag: 'stores',
    schemas: {
      item: storeSchema,
      listQuery: storeListQuerySchema,
      create: storeCreateSchema,
      update: storeUpdateSchema,
    },
    service: storesService,
  });
  // Adding a zone changes the store: it needs `stores:update`, not `stores:create`.
  registerResourceRoutes(fastify, {
    path: 'zones',
    parent: { path: 'stores', param: 'storeId' },
    resource: 'stores',
    labels: 'stores',
    tag: 'stores',
    schemas: {
      item: zoneSchema,
      listQuery: zoneListQuerySchema,
      create: zoneCreateSchema,
      update: zoneUpdateSchema,
    },
    service: zonesService,
    permissions: { create: 'stores:update' },
  });
  registerResourceRoutes(fastify, {
    path: 'zones',
    resource: 'stores',
    labels: 'stores',
    tag: 'stores',
    schemas: { item: zoneSchema, update: zoneUpdateSchema },
    service: zonesService,
  });
}
