import type { SchoolLevel } from '@recolecta/shared/schools';
import { PATIENT_SORT_FIELDS, SCHOOL_SORT_FIELDS } from '@recolecta/shared/schools';
import { type SQL, sql } from 'drizzle-orm';
import { date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { archivedAt, baseColumns, prefixIndex, searchOf, sortIndexes, tsvector } from './common.ts';

/** A school of the legacy programme (docs/product.md §3 "School"). The operator's own. */
export const schools = pgTable(
  'schools',
  {
    ...baseColumns(),
    archivedAt: archivedAt(),
    name: text('name').notNull(),
    /** The official school code (CCT), upper case. */
    cct: text('cct').notNull(),
    level: text('level').$type<SchoolLevel>().notNull(),
    street: text('street').notNull(),
    exteriorNumber: text('exterior_number').notNull(),
    neighbourhood: text('neighbourhood').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    programme: text('programme'),
    search: tsvector('search').generatedAlwaysAs((): SQL => searchOf(sql`name`, sql`cct`, sql`city`)),
  },
  (t) => [
    uniqueIndex('schools_cct_key').on(t.cct),
    index('schools_search_idx').using('gin', t.search),
    prefixIndex('schools', t.cct),
    ...sortIndexes('schools', t, SCHOOL_SORT_FIELDS),
  ],
);

/**
 * A pupil of a programme school (docs/product.md §3 "Patient"): personal data of a minor, read only
 * by admins holding `patients:read`, every read kept in the audit log.
 */
export const patients = pgTable(
  'patients',
  {
    ...baseColumns(),
    archivedAt: archivedAt(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    sex: text('sex').notNull(),
    grade: text('grade').notNull(),
    group: text('group_name').notNull(),
    guardianName: text('guardian_name').notNull(),
    guardianPhone: text('guardian_phone').notNull(),
    notes: text('notes'),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => searchOf(sql`first_name`, sql`last_name`, sql`guardian_name`),
    ),
  },
  (t) => [
    index('patients_school_idx').on(t.schoolId, t.lastName, t.id),
    index('patients_search_idx').using('gin', t.search),
    ...sortIndexes('patients', t, PATIENT_SORT_FIELDS),
  ],
);
