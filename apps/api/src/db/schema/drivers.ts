import { DRIVER_SORT_FIELDS } from '@recolecta/shared/drivers';
import { type SQL, sql } from 'drizzle-orm';
import { date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.users.ts';
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
    ...sortIndexes('drivers', t, DRIVER_SORT_FIELDS),
  ],
);

/** The drivers' search words by surname, the drivers' default order (`wordsTable`). */
export const driverWords = wordsTable('driver_words');
