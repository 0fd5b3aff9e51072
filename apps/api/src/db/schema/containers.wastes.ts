import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { containerTypes } from './containers.ts';
import { wastes } from './wastes.ts';

/** Which wastes a container type may hold. */
export const containerTypeWastes = pgTable(
  'container_type_wastes',
  {
    containerTypeId: uuid('container_type_id')
      .notNull()
      .references(() => containerTypes.id, { onDelete: 'cascade' }),
    wasteId: uuid('waste_id')
      .notNull()
      .references(() => wastes.id),
  },
  (t) => [primaryKey({ columns: [t.containerTypeId, t.wasteId] }), index('ctw_waste_idx').on(t.wasteId)],
);
