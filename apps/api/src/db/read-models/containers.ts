import { QueryBuilder } from 'drizzle-orm/pg-core';
import { containerTypes } from '../schema/containers.ts';

/** What the containers module publishes of its tables for others to join (see read-models/auth.ts). */
const qb = new QueryBuilder();

/** A container type's code, name and capacity in litres (and whether it is archived). */
export const containerTypeNames = (alias = 'container_type_names') =>
  qb
    .select({
      id: containerTypes.id,
      code: containerTypes.code,
      name: containerTypes.name,
      capacityL: containerTypes.capacityL,
      archivedAt: containerTypes.archivedAt,
    })
    .from(containerTypes)
    .as(alias);
