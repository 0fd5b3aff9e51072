import type { companyStatuses, userStatuses } from '@recolecta/shared/auth';
import type { Locale } from '@recolecta/shared/locales';
import type { RoleScope } from '@recolecta/shared/permissions';
import type { Preferences } from '@recolecta/shared/preferences';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { addressColumns, archivedAt, baseColumns, searchOf, sortIndexes, tsvector } from './common.ts';

export const organisationSettings = pgTable('organisation_settings', {
  ...baseColumns(),
  name: text('name').notNull(),
  rfc: text('rfc'),
  transportAuthorisation: text('transport_authorisation'),
  storageAuthorisation: text('storage_authorisation'),
  address: text('address'),
  phone: text('phone'),
  /** The SCT (federal transport) registration printed on manifests. */
  sctRegistration: text('sct_registration'),
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
    /** The registration plan the company signed up with (`basic`); null for companies added by staff. */
    plan: text('plan'),
    /** The day of the company's last collection (kept by the orders it is collected on). */
    lastCollectionOn: date('last_collection_on', { mode: 'string' }),
    /** Which stop notifications the company's sites get (docs/product.md §9 "Notifications"). */
    notifyOnWay: boolean('notify_on_way').notNull().default(true),
    notifyCollected: boolean('notify_collected').notNull().default(true),
    notifyFailed: boolean('notify_failed').notNull().default(true),
    /**
     * The day its stored waste must be collected by: the last collection plus the generator level's
     * longest storage (I 30 days, II 15, III 7; docs/product.md §3).
     */
    storageDeadline: date('storage_deadline', { mode: 'string' }).generatedAlwaysAs(
      (): SQL =>
        sql`last_collection_on + (case generator_level when 'I' then 30 when 'II' then 15 when 'III' then 7 end)`,
    ),
    archivedAt: archivedAt(),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        searchOf(sql`legal_name`, sql`trade_name`, sql`rfc`, sql`nra`, sql`contact_name`, sql`email`),
    ),
  },
  (t) => [
    uniqueIndex('companies_rfc_key').on(t.rfc),
    index('companies_status_idx').on(t.status),
    index('companies_search_idx').using('gin', t.search),
    ...sortIndexes('companies', t.id, {
      legalName: t.legalName,
      rfc: t.rfc,
      generatorLevel: t.generatorLevel,
      lastCollectionOn: t.lastCollectionOn,
      storageDeadline: t.storageDeadline,
      createdAt: t.createdAt,
    }),
  ],
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
    // One name per catalog: the operator's, or one company's.
    uniqueIndex('roles_name_key')
      .on(
        t.scope,
        sql`coalesce(${t.companyId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        sql`lower(${t.name})`,
      )
      .where(sql`${t.archivedAt} is null`),
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
    /** Set when the user is deleted: the row stays for the audit trail, the account is closed. */
    archivedAt: archivedAt(),
    /**
     * A company's invitation to an address that has an account elsewhere (docs/decisions/0006): the
     * company sees an invited user like any other, but the row is not an account. It never holds the
     * address (lookups by e-mail skip it), a password, a link or a session, so it cannot be accepted.
     */
    heldElsewhere: boolean('held_elsewhere').notNull().default(false),
  },
  (t) => [
    // One account per address; pending invitations to a held address do not count.
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`).where(sql`not ${t.heldElsewhere}`),
    // A company invites a held address once, as it does any other.
    uniqueIndex('users_held_email_key')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.heldElsewhere}`),
    check(
      'users_held_pending_check',
      sql`not ${t.heldElsewhere} or (${t.passwordHash} is null and ${t.lastLoginAt} is null and ${t.companyId} is not null and ${t.status} in ('invited', 'disabled'))`,
    ),
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

/** A pickup address of a company (docs/product.md §3). */
export const sites = pgTable(
  'sites',
  {
    ...baseColumns(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    ...addressColumns(),
    collectionWindowStart: time('collection_window_start'),
    collectionWindowEnd: time('collection_window_end'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    /** Who hears of the stop's news (the truck on its way, collected, failed); else the company's contact. */
    contactEmail: text('contact_email'),
    contactLocale: text('contact_locale').$type<Locale>(),
    notes: text('notes'),
    archivedAt: archivedAt(),
  },
  (t) => [index('sites_company_idx').on(t.companyId, t.name, t.id), index('sites_state_idx').on(t.state)],
);

/**
 * E-mailed 6-digit codes. Only an HMAC of the code is kept; a code dies when used, after its
 * attempts, when it expires, or when a newer one is sent.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').$type<'verify_email'>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Used, exhausted or superseded. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('email_codes_user_idx').on(t.userId, t.createdAt)],
);

/** Single-use links (password reset, invitation); only a SHA-256 of the token is kept. */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').$type<'reset_password' | 'invitation'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
  },
  (t) => [
    uniqueIndex('link_tokens_hash_key').on(t.tokenHash),
    index('link_tokens_user_idx').on(t.userId, t.purpose, t.createdAt),
  ],
);

/** Payments to the organisation; one registration payment per company, so paying twice is impossible. */
export const payments = pgTable(
  'payments',
  {
    ...baseColumns(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    purpose: text('purpose').$type<'registration'>().notNull(),
    provider: text('provider').$type<'stripe' | 'test'>().notNull(),
    /** The provider's id (Stripe PaymentIntent `pi_...`). */
    providerRef: text('provider_ref'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('payments_company_purpose_key').on(t.companyId, t.purpose),
    uniqueIndex('payments_provider_ref_key').on(t.provider, t.providerRef),
  ],
);

/** Stripe events already handled: a redelivered or replayed event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The account flows' throttle rows (docs/product.md §2): failed sign-ins per (address typed, client
 * address) pair (`pair`) and per client address (`ip`), and code requests per address typed
 * (`code`); `account` rows are from before pairs and are no longer read.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<'pair' | 'ip' | 'code' | 'account'>().notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.kind, t.key, t.at)],
);
