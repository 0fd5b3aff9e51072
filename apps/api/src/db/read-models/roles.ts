import { QueryBuilder } from 'drizzle-orm/pg-core';
import { roles } from '../schema/roles.ts';

/** What the roles module publishes of its table for others to join (see read-models/auth.ts). */
const qb = new QueryBuilder();

/** A role as its holders carry it: its names, its scope and what it grants. */
export const roleGrants = qb
  .select({
    id: roles.id,
    key: roles.key,
    name: roles.name,
    scope: roles.scope,
    permissions: roles.permissions,
  })
  .from(roles)
  .as('role_grants');
