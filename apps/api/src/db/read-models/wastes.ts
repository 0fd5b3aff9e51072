import { QueryBuilder } from 'drizzle-orm/pg-core';
import { wastes } from '../schema/wastes.ts';

/** What the wastes module publishes of its table for others to join (see read-models/auth.ts). */
const qb = new QueryBuilder();

/** A waste's code and name, as other features show it beside their rows (and whether it is archived). */
export const wasteNames = qb
  .select({ id: wastes.id, code: wastes.code, name: wastes.name, archivedAt: wastes.archivedAt })
  .from(wastes)
  .as('waste_names');
