import { roleCreateSchema, roleListQuerySchema, roleSchema, roleUpdateSchema } from '@recolecta/shared/roles';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../lib/resource-routes.ts';
import { rolesService } from './roles.service.ts';

/**
 * The roles catalog: staff see every role and manage operator roles; an owner manages their
 * company's custom roles. System roles (admin, owner) are never changed or deleted.
 */
export default async function rolesRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, {
    path: 'roles',
    resource: 'roles',
    labels: 'roles',
    tag: 'access',
    schemas: {
      item: roleSchema,
      listQuery: roleListQuerySchema,
      create: roleCreateSchema,
      update: roleUpdateSchema,
    },
    service: rolesService,
  });
}
