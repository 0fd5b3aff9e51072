import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import {
  archivedAt,
  baseColumns,
  filterIndex,
  prefixIndex,
  searchOf,
  sortIndexes,
  tsvector,
  wordsTable,
} from './common.ts';

export { tsvector };

export const drivers = pgTable(
  'drivers',
  {
    ...baseColumns(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    email: text('email'),
    licenceNumber: text('licence_number').notNull(),
    licenceType: text('licence_type').notNull(),
    licenceExpiry: date('licence_expiry', { mode: 'string' }).notNull(),
    hazmatPermitNumber: text('hazmat_permit_number'),
    hazmatPermitExpiry: date('hazmat_permit_expiry', { mode: 'string' }),
    status: text('status').notNull().default('active'),
    userId: uuid('user_id').references(() => users.id),
    notes: text('notes'),
    archivedAt: archivedAt(),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        searchOf(
          sql`first_name`,
          sql`last_name`,
          sql`licence_number`,
          sql`email`,
          sql`phone`,
          sql`hazmat_permit_number`,
        ),
    ),
  },
  (t) => [
    uniqueIndex('drivers_licence_key').on(sql`upper(${t.licenceNumber})`),
    index('drivers_search_idx').using('gin', t.search),
    prefixIndex('drivers', t.licenceNumber),
    filterIndex('drivers', t.status, t.lastName, t.id, [t.licenceType, t.archivedAt]),
    ...sortIndexes('drivers', t.id, {
      lastName: t.lastName,
      firstName: t.firstName,
      licenceNumber: t.licenceNumber,
      licenceType: t.licenceType,
      licenceExpiry: t.licenceExpiry,
      hazmatPermitExpiry: t.hazmatPermitExpiry,
      status: t.status,
      phone: t.phone,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    }),
  ],
);

/** The drivers' search words by surname, the drivers' default order (`wordsTable`). */
export const driverWords = wordsTable('driver_words');

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
    ...sortIndexes('vehicles', t.id, {
      plate: t.plate,
      fleetNumber: t.fleetNumber,
      type: t.type,
      make: t.make,
      model: t.model,
      year: t.year,
      capacityKg: t.capacityKg,
      capacityL: t.capacityL,
      refrigerated: t.refrigerated,
      transportPermitExpiry: t.transportPermitExpiry,
      insuranceExpiry: t.insuranceExpiry,
      odometerKm: t.odometerKm,
      status: t.status,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    }),
  ],
);

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
    ...sortIndexes('container_types', t.id, {
      code: t.code,
      name: t.name,
      material: t.material,
      colour: t.colour,
      capacityL: t.capacityL,
      tareKg: t.tareKg,
      reusable: t.reusable,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    }),
  ],
);

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
    ...sortIndexes('wastes', t.id, {
      code: t.code,
      name: t.name,
      category: t.category,
      physicalState: t.physicalState,
      unit: t.unit,
      hazardCode: t.hazardCode,
      containerColour: t.containerColour,
      maxStorageDays: t.maxStorageDays,
      requiresRefrigeration: t.requiresRefrigeration,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    }),
  ],
);

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
