import type { companyStatuses } from '@recolecta/shared/auth';
import { CLIENT_SORT_FIELDS } from '@recolecta/shared/companies';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { archivedAt, baseColumns, searchOf, sortIndexes, tsvector } from './common.ts';

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
    ...sortIndexes('companies', t, CLIENT_SORT_FIELDS),
  ],
);
