import { QueryBuilder } from 'drizzle-orm/pg-core';
import { containerTypes } from '../schema/containers.ts';
import { containerTypeWastes } from '../schema/containers.wastes.ts';

/** What the containers module publishes of its tables for others to join (see read-models/auth.ts). */
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

/** Which waste a container type may hold (a type that lists none may hold any). */
export const containerWastes = qb
  .select({ containerTypeId: containerTypeWastes.containerTypeId, wasteId: containerTypeWastes.wasteId })
  .from(containerTypeWastes)
  .as('container_wastes');
