import { WASTE_SORT_FIELDS } from '@recolecta/shared/wastes';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { archivedAt, baseColumns, searchOf, sortIndexes, tsvector } from './common.ts';
import { containerTypes } from './containers.ts';

export const wastes = pgTable(
  'wastes',
  {
    ...baseColumns(),
    /** Set for a sub-waste; the tree is two levels deep. */
    parentId: uuid('parent_id').references((): AnyPgColumn => wastes.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    physicalState: text('physical_state').notNull(),
    unit: text('unit').notNull(),
    hazardCode: text('hazard_code'),
    containerTypeId: uuid('container_type_id').references(() => containerTypes.id),
    containerColour: text('container_colour'),
    maxStorageDays: integer('max_storage_days'),
    requiresRefrigeration: boolean('requires_refrigeration').notNull().default(false),
    notes: text('notes'),
    archivedAt: archivedAt(),
    search: tsvector('search').generatedAlwaysAs((): SQL => searchOf(sql`code`, sql`name`, sql`hazard_code`)),
  },
  (t) => [
    uniqueIndex('wastes_code_key').on(sql`upper(${t.code})`),
    index('wastes_parent_idx').on(t.parentId),
    index('wastes_search_idx').using('gin', t.search),
    index('wastes_container_type_idx').on(t.containerTypeId),
    ...sortIndexes('wastes', t, WASTE_SORT_FIELDS),
  ],
);
