import { VEHICLE_SORT_FIELDS } from '@recolecta/shared/vehicles';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { archivedAt, baseColumns, filterIndex, searchOf, sortIndexes, tsvector } from './common.ts';

export const vehicles = pgTable(
  'vehicles',
  {
    ...baseColumns(),
    plate: text('plate').notNull(),
    fleetNumber: text('fleet_number'),
    type: text('type').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    capacityKg: numeric('capacity_kg', { mode: 'number' }).notNull(),
    capacityL: numeric('capacity_l', { mode: 'number' }),
    refrigerated: boolean('refrigerated').notNull().default(false),
    transportPermitNumber: text('transport_permit_number'),
    transportPermitExpiry: date('transport_permit_expiry', { mode: 'string' }),
    insurancePolicy: text('insurance_policy'),
    insuranceExpiry: date('insurance_expiry', { mode: 'string' }),
    status: text('status').notNull().default('available'),
    odometerKm: integer('odometer_km'),
    notes: text('notes'),
    archivedAt: archivedAt(),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        searchOf(
          sql`plate`,
          sql`regexp_replace(plate, '[^A-Za-z0-9]', '', 'g')`,
          sql`fleet_number`,
          sql`make`,
          sql`model`,
          sql`transport_permit_number`,
          sql`insurance_policy`,
        ),
    ),
  },
  (t) => [
    // Case, spaces and dashes do not make a plate different (docs/product.md §3).
    uniqueIndex('vehicles_plate_key').on(sql`upper(regexp_replace(${t.plate}, '[\\s-]', '', 'g'))`),
    index('vehicles_search_idx').using('gin', t.search),
    filterIndex('vehicles', t.status, t.plate, t.id, [t.type, t.refrigerated, t.archivedAt]),
    ...sortIndexes('vehicles', t, VEHICLE_SORT_FIELDS),
  ],
);
