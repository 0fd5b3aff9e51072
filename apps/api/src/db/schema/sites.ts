import type { Locale } from '@recolecta/shared/locales';
import { index, pgTable, text, time, uuid } from 'drizzle-orm/pg-core';
import { addressColumns, archivedAt, baseColumns } from './common.ts';
import { companies } from './companies.ts';

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
