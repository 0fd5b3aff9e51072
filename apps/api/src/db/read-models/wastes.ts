import { QueryBuilder } from 'drizzle-orm/pg-core';
import { wastes } from '../schema/wastes.ts';

/** What the wastes module publishes of its table for others to join (see read-models/auth.ts). */
const qb = new QueryBuilder();

/** A waste's code, name and class (its parent; a class has none), whether it must travel cold, and whether it is archived. */
export const wasteNames = (alias = 'waste_names') =>
  qb
    .select({
      id: wastes.id,
      parentId: wastes.parentId,
      code: wastes.code,
      name: wastes.name,
      requiresRefrigeration: wastes.requiresRefrigeration,
      archivedAt: wastes.archivedAt,
    })
    .from(wastes)
    .as(alias);
