import { QueryBuilder } from 'drizzle-orm/pg-core';
import { wastes } from '../schema/wastes.ts';

/** What the wastes module publishes of its table for others to join (see read-models/auth.ts). */
const qb = new QueryBuilder();

/** A waste's code, name, category and class (its parent; a class has none). */
export const wasteNames = <A extends string = 'waste_names'>(alias: A = 'waste_names' as A) =>
  qb
    .select({
      id: wastes.id,
      parentId: wastes.parentId,
      code: wastes.code,
      name: wastes.name,
      category: wastes.category,
      requiresRefrigeration: wastes.requiresRefrigeration,
      archivedAt: wastes.archivedAt,
    })
    .from(wastes)
    .as(alias);
