import { QueryBuilder } from 'drizzle-orm/pg-core';
import { containerTypes } from '../schema/containers.ts';

/** What the containers module publishes of its tables for others to join (see read-models/users.ts). */
const qb = new QueryBuilder();

/** A container type's code, name and capacity. */
export const containerTypeNames = <A extends string = 'container_type_names'>(
  alias: A = 'container_type_names' as A,
) =>
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
