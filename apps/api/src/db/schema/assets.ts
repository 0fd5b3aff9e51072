import { ASSET_SORT_FIELDS } from '@recolecta/shared/assets';
import { type SQL, sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.users.ts';
import { archivedAt, baseColumns, filterIndex, searchOf, sortIndexes, tsvector } from './common.ts';
import { companies } from './companies.ts';
import { containerTypes } from './containers.ts';
import { sites } from './sites.ts';
import { storeZones } from './stores.ts';
import { vehicles } from './vehicles.ts';

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
    ...sortIndexes('assets', t, ASSET_SORT_FIELDS),
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
