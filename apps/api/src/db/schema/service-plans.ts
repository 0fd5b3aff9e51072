import type { OrderPriority } from '@recolecta/shared/orders';
import type { PlanRecurrence, PlanStatus } from '@recolecta/shared/service-plans';
import { PLAN_SORT_FIELDS } from '@recolecta/shared/service-plans';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  uuid,
} from 'drizzle-orm/pg-core';
import { archivedAt, baseColumns, sortIndexes } from './common.ts';
import { companies } from './companies.ts';
import { itemColumns, itemIndexes } from './item-columns.ts';
import { sites } from './sites.ts';

/**
 * A recurring service plan (docs/product.md §9): a site's usual collection, repeated by a rule; the
 * generator job turns its coming dates into orders. Company-scoped; archived, never deleted once it
 * has made orders.
 */
export const servicePlans = pgTable(
  'service_plans',
  {
    ...baseColumns(),
    archivedAt: archivedAt(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id),
    name: text('name').notNull(),
    recurrence: text('recurrence').$type<PlanRecurrence>().notNull(),
    intervalDays: integer('interval_days'),
    /** ISO weekdays, 1 Monday … 7 Sunday. */
    weekdays: smallint('weekdays').array(),
    monthDay: smallint('month_day'),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    windowStart: time('window_start'),
    windowEnd: time('window_end'),
    priority: text('priority').$type<OrderPriority>().notNull().default('normal'),
    notes: text('notes'),
    status: text('status').$type<PlanStatus>().notNull().default('active'),
  },
  (t) => [
    index('service_plans_company_idx').on(t.companyId, t.name, t.id),
    index('service_plans_site_idx').on(t.siteId),
    index('service_plans_active_idx').on(t.status).where(sql`archived_at is null`),
    ...sortIndexes('service_plans', t, PLAN_SORT_FIELDS),
    check(
      'service_plans_window_check',
      sql`window_start is null or window_end is null or window_end > window_start`,
    ),
    check('service_plans_end_check', sql`ends_on is null or ends_on >= starts_on`),
  ],
);

/** What each of a plan's orders asks to collect. */
export const servicePlanItems = pgTable(
  'service_plan_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => servicePlans.id, { onDelete: 'cascade' }),
    ...itemColumns(),
  },
  (t) => [...itemIndexes('service_plan_items', 'plan', t.planId, t)],
);

/** One date of a plan skipped, or moved to another day, without touching the plan's rule. */
export const servicePlanExceptions = pgTable(
  'service_plan_exceptions',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => servicePlans.id, { onDelete: 'cascade' }),
    /** The date the rule gives. */
    planDate: date('plan_date', { mode: 'string' }).notNull(),
    /** Null: skipped. */
    movedTo: date('moved_to', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.planId, t.planDate] })],
);
