import { CONTAINER_SORT_FIELDS } from '@recolecta/shared/containers';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { archivedAt, baseColumns, searchOf, sortIndexes, tsvector } from './common.ts';

export const containerTypes = pgTable(
  'container_types',
  {
    ...baseColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    material: text('material').notNull(),
    colour: text('colour').notNull(),
    capacityL: numeric('capacity_l', { mode: 'number' }).notNull(),
    tareKg: numeric('tare_kg', { mode: 'number' }).notNull(),
    reusable: boolean('reusable').notNull().default(false),
    notes: text('notes'),
    archivedAt: archivedAt(),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => searchOf(sql`code`, sql`name`, sql`colour`, sql`material`),
    ),
  },
  (t) => [
    uniqueIndex('container_types_code_key').on(sql`upper(${t.code})`),
    index('container_types_search_idx').using('gin', t.search),
    ...sortIndexes('container_types', t, CONTAINER_SORT_FIELDS),
  ],
);
