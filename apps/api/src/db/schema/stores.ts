import { STORE_SORT_FIELDS } from '@recolecta/shared/stores';
import { type SQL, sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, time, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { addressColumns, archivedAt, baseColumns, searchOf, sortIndexes, tsvector } from './common.ts';

/**
 * A place of the operator's own (docs/product.md §3, Store): warehouse, transfer station, treatment
 * plant or final disposal site. Operator-only.
 */
export const stores = pgTable(
  'stores',
  {
    ...baseColumns(),
    name: text('name').notNull(),
    /** `warehouse`, `transfer_station`, `treatment_plant`, `final_disposal`. */
    type: text('type').notNull(),
    authorisationNumber: text('authorisation_number'),
    ...addressColumns(),
    capacityKg: numeric('capacity_kg', { mode: 'number' }),
    opensAt: time('opens_at'),
    closesAt: time('closes_at'),
    phone: text('phone'),
    notes: text('notes'),
    archivedAt: archivedAt(),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => searchOf(sql`name`, sql`authorisation_number`, sql`city`, sql`neighbourhood`, sql`street`),
    ),
  },
  (t) => [
    uniqueIndex('stores_name_key').on(sql`lower(${t.name})`),
    index('stores_search_idx').using('gin', t.search),
    ...sortIndexes('stores', t, STORE_SORT_FIELDS),
  ],
);

/** An area inside a store: reception, cold storage, general storage or washing. */
export const storeZones = pgTable(
  'store_zones',
  {
    ...baseColumns(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    /** `reception`, `cold_storage`, `general`, `washing`. */
    type: text('type').notNull(),
    /** How many container units the zone holds. */
    capacityUnits: integer('capacity_units').notNull(),
    temperatureMinC: numeric('temperature_min_c', { mode: 'number' }),
    temperatureMaxC: numeric('temperature_max_c', { mode: 'number' }),
    notes: text('notes'),
    archivedAt: archivedAt(),
  },
  (t) => [
    uniqueIndex('store_zones_name_key').on(t.storeId, sql`lower(${t.name})`),
    index('store_zones_store_idx').on(t.storeId, t.name, t.id),
  ],
);
