import { type SQL, sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, sites, users } from './accounts.ts';
import { containerTypes, vehicles } from './catalogs.ts';
import {
  addressColumns,
  archivedAt,
  baseColumns,
  filterIndex,
  searchOf,
  sortIndexes,
  tsvector,
} from './common.ts';

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
    ...sortIndexes('stores', t.id, {
      name: t.name,
      type: t.type,
      city: t.city,
      state: t.state,
      capacityKg: t.capacityKg,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    }),
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

/**
 * One physical, reusable container unit (docs/product.md §3, Asset). It is at exactly one place: a
 * store zone, a client's site or a vehicle. `company_id` is the company whose site holds it (null
 * elsewhere): an owner sees only the assets at their sites.
 */
export const assets = pgTable(
  'assets',
  {
    ...baseColumns(),
    serial: text('serial').notNull(),
    containerTypeId: uuid('container_type_id')
      .notNull()
      .references(() => containerTypes.id),
    /** `in_store`, `at_client`, `on_vehicle`, `washing`, `retired`. */
    status: text('status').notNull(),
    zoneId: uuid('zone_id').references(() => storeZones.id),
    siteId: uuid('site_id').references(() => sites.id),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id),
    companyId: uuid('company_id').references(() => companies.id),
    /** Since when it is where it is. */
    locatedSince: timestamp('located_since', { withTimezone: true }).notNull().defaultNow(),
    notes: text('notes'),
    archivedAt: archivedAt(),
    // The serial's parts as words too: the parser reads "RPBI-000123" as "rpbi" and "-000123".
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => searchOf(sql`serial`, sql`regexp_replace(serial, '[^A-Za-z0-9]+', ' ', 'g')`, sql`notes`),
    ),
  },
  (t) => [
    uniqueIndex('assets_serial_key').on(sql`upper(${t.serial})`),
    check(
      'assets_one_place',
      sql`(case when ${t.zoneId} is null then 0 else 1 end + case when ${t.siteId} is null then 0 else 1 end + case when ${t.vehicleId} is null then 0 else 1 end) <= 1`,
    ),
    index('assets_search_idx').using('gin', t.search),
    index('assets_zone_idx').on(t.zoneId),
    index('assets_site_idx').on(t.siteId),
    index('assets_vehicle_idx').on(t.vehicleId),
    index('assets_company_serial_idx').on(t.companyId, t.serial, t.id),
    filterIndex('assets', t.status, t.serial, t.id, [t.containerTypeId, t.companyId, t.archivedAt]),
    ...sortIndexes('assets', t.id, {
      serial: t.serial,
      status: t.status,
      locatedSince: t.locatedSince,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    }),
  ],
);

/** Every move of an asset: from where, to where, who, when. Never updated. */
export const assetMoves = pgTable(
  'asset_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id),
    fromZoneId: uuid('from_zone_id').references(() => storeZones.id),
    fromSiteId: uuid('from_site_id').references(() => sites.id),
    fromVehicleId: uuid('from_vehicle_id').references(() => vehicles.id),
    toZoneId: uuid('to_zone_id').references(() => storeZones.id),
    toSiteId: uuid('to_site_id').references(() => sites.id),
    toVehicleId: uuid('to_vehicle_id').references(() => vehicles.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** The companies whose sites the move left and reached: each may read this move. */
    fromCompanyId: uuid('from_company_id').references(() => companies.id),
    toCompanyId: uuid('to_company_id').references(() => companies.id),
    note: text('note'),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
    movedBy: uuid('moved_by').references(() => users.id),
  },
  (t) => [index('asset_moves_asset_idx').on(t.assetId, t.movedAt)],
);
