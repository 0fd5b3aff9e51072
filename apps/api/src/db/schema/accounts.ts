import type { companyStatuses, userStatuses } from '@recolecta/shared/auth';
import type { Locale } from '@recolecta/shared/locales';
import type { RoleScope } from '@recolecta/shared/permissions';
import type { Preferences } from '@recolecta/shared/preferences';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { archivedAt, baseColumns } from './common.ts';

export const organisationSettings = pgTable('organisation_settings', {
  ...baseColumns(),
  name: text('name').notNull(),
  rfc: text('rfc'),
  transportAuthorisation: text('transport_authorisation'),
  storageAuthorisation: text('storage_authorisation'),
  address: text('address'),
  logoUrl: text('logo_url'),
  timeZone: text('time_zone').notNull().default('America/Mexico_City'),
  currency: text('currency').notNull().default('MXN'),
  registrationFee: integer('registration_fee').notNull().default(15000),
  defaultLocale: text('default_locale').$type<Locale>().notNull().default('es'),
});

export const companies = pgTable(
  'companies',
  {
    ...baseColumns(),
    legalName: text('legal_name').notNull(),
    tradeName: text('trade_name'),
    rfc: text('rfc').notNull(),
    generatorLevel: text('generator_level').$type<'I' | 'II' | 'III'>(),
    nra: text('nra'),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    status: text('status')
      .$type<(typeof companyStatuses)[number]>()
      .notNull()
      .default('pending_verification'),
    archivedAt: archivedAt(),
  },
  (t) => [uniqueIndex('companies_rfc_key').on(t.rfc), index('companies_status_idx').on(t.status)],
);

export const roles = pgTable(
  'roles',
  {
    ...baseColumns(),
    /** Set for the system roles (`admin`, `owner`), null for custom roles. */
    key: text('key'),
    name: text('name').notNull(),
    scope: text('scope').$type<RoleScope>().notNull(),
    companyId: uuid('company_id').references(() => companies.id),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    isSystem: boolean('is_system').notNull().default(false),
    archivedAt: archivedAt(),
  },
  (t) => [
    uniqueIndex('roles_system_key').on(t.key).where(sql`${t.key} is not null`),
    index('roles_company_idx').on(t.companyId),
  ],
);

export const users = pgTable(
  'users',
  {
    ...baseColumns(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    phone: text('phone'),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    companyId: uuid('company_id').references(() => companies.id),
    locale: text('locale').$type<Locale>().notNull().default('es'),
    status: text('status').$type<(typeof userStatuses)[number]>().notNull().default('active'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    preferences: jsonb('preferences').$type<Partial<Preferences>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_company_idx').on(t.companyId),
    index('users_role_idx').on(t.roleId),
  ],
);

/** One row per issued token: revocation is a row update, so it survives a restart. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
