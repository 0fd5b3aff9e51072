import { type AnyPgColumn, index, integer, numeric, uuid } from 'drizzle-orm/pg-core';
import { containerTypes } from './containers.ts';
import { wastes } from './wastes.ts';

/** The columns an order's item and a plan's item share: a sub-waste in some containers of one type. */
export const itemColumns = () => ({
  position: integer('position').notNull(),
  wasteId: uuid('waste_id')
    .notNull()
    .references(() => wastes.id),
  containerTypeId: uuid('container_type_id')
    .notNull()
    .references(() => containerTypes.id),
  containerCount: integer('container_count').notNull(),
  estimatedKg: numeric('estimated_kg', { mode: 'number' }).notNull(),
});

/** An item table's indexes: its parent's items in order, and the two catalog references. */
export const itemIndexes = (
  table: string,
  parentName: 'order' | 'plan',
  parent: AnyPgColumn,
  t: { position: AnyPgColumn; wasteId: AnyPgColumn; containerTypeId: AnyPgColumn },
) => [
  index(`${table}_${parentName}_idx`).on(parent, t.position),
  index(`${table}_waste_idx`).on(t.wasteId),
  index(`${table}_container_type_idx`).on(t.containerTypeId),
];
