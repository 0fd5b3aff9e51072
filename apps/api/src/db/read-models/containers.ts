import { QueryBuilder } from 'drizzle-orm/pg-core';
import { containerTypes } from '../schema/containers.ts';

/** What the containers module publishes of its table for others to join (see read-models/auth.ts). */
const qb = new QueryBuilder();

/** A container type's code and name, as other features show it beside their rows (and whether it is archived). */
export const containerTypeNames = qb
  .select({
    id: containerTypes.id,
    code: containerTypes.code,
    name: containerTypes.name,
    archivedAt: containerTypes.archivedAt,
  })
  .from(containerTypes)
  .as('container_type_names');
