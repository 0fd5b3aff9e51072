import type { OrderPriority, OrderStatus } from '@recolecta/shared/orders';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { baseColumns, filterIndex, prefixIndex, searchOf, sortIndexes, tsvector } from './common.ts';
import { companies } from './companies.ts';
import { itemColumns, itemIndexes } from './item-columns.ts';
import { servicePlans } from './service-plans.ts';
import { sites } from './sites.ts';
import { stores } from './stores.ts';

/** What a list of orders may sort by; each key has its sort index below. */
export const orderSortKeys = ['number', 'requestedDate', 'statusRank', 'priorityRank', 'createdAt'] as const;

/**
 * A collection order (docs/product.md §3 "Orders, routes and manifests"): one company's request for a
 * collection at one of its sites. Company-scoped; never deleted (it is cancelled instead).
 */
export const orders = pgTable(
  'orders',
  {
    ...baseColumns(),
    /** `ORD-2026-000123`, from `order_number_counters`: unique and never reused. */
    number: text('number').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id),
    requestedDate: date('requested_date', { mode: 'string' }).notNull(),
    windowStart: time('window_start'),
    windowEnd: time('window_end'),
    priority: text('priority').$type<OrderPriority>().notNull().default('normal'),
    notes: text('notes'),
    status: text('status').$type<OrderStatus>().notNull().default('requested'),
    scheduledDate: date('scheduled_date', { mode: 'string' }),
    collectedOn: date('collected_on', { mode: 'string' }),
    /**
     * Facts of the collection kept on the order for the reports (`recordDeliveryFacts`): the kg weighed
     * at the stop (the sum of the items') and the store the collection goes to (its route's end).
     */
    collectedKg: numeric('collected_kg', { mode: 'number' }),
    deliveryStoreId: uuid('delivery_store_id').references(() => stores.id),
    /** The reason of the last cancellation or failure (the transitions keep every one). */
    statusReason: text('status_reason'),
    /** The failed order this one reschedules: a failed order is rescheduled once (a unique index). */
    rescheduledFromId: uuid('rescheduled_from_id').references((): AnyPgColumn => orders.id),
    /** The plan that made the order, and the plan's date it stands for (once per plan and date). */
    servicePlanId: uuid('service_plan_id').references(() => servicePlans.id),
    planDate: date('plan_date', { mode: 'string' }),
    /** Sorting by priority or status goes by their meaning, not by their spelling. */
    priorityRank: smallint('priority_rank').generatedAlwaysAs(
      (): SQL => sql`case priority when 'urgent' then 3 when 'high' then 2 else 1 end`,
    ),
    statusRank: smallint('status_rank').generatedAlwaysAs(
      (): SQL =>
        sql`case status when 'requested' then 1 when 'scheduled' then 2 when 'in_progress' then 3 when 'collected' then 4 when 'received' then 5 when 'closed' then 6 when 'failed' then 7 else 8 end`,
    ),
    /** The number also in its parts ("000123" finds ORD-2026-000123), and the notes. */
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => searchOf(sql`number`, sql`replace(number, '-', ' ')`, sql`notes`),
    ),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    index('orders_company_date_idx').on(t.companyId, t.requestedDate, t.id),
    index('orders_site_idx').on(t.siteId),
    // Orders of one status, newest first (also every lookup by status).
    filterIndex('orders', t.status, t.requestedDate, t.id, [t.companyId, t.priority]),
    prefixIndex('orders', t.number),
    // The reports sum the collected orders of a period by client, site, store or month from this index
    // alone (an index-only scan); the dashboard lists the week's failed stops.
    index('orders_collected_idx')
      .on(t.collectedOn, t.companyId, t.siteId, t.deliveryStoreId, t.collectedKg)
      .where(sql`collected_on is not null and status in ('collected', 'received', 'closed')`),
    index('orders_failed_day_idx')
      .on(sql`coalesce(scheduled_date, requested_date)`)
      .where(sql`status = 'failed'`),
    uniqueIndex('orders_rescheduled_from_key')
      .on(t.rescheduledFromId)
      .where(sql`rescheduled_from_id is not null`),
    uniqueIndex('orders_plan_date_key')
      .on(t.servicePlanId, t.planDate)
      .where(sql`service_plan_id is not null`),
    index('orders_search_idx').using('gin', t.search),
    ...sortIndexes('orders', t, orderSortKeys),
    check(
      'orders_window_check',
      sql`window_start is null or window_end is null or window_end > window_start`,
    ),
  ],
);

/** What one order asks to collect: a sub-waste in some containers of one type. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ...itemColumns(),
    /** Set when the order is collected. */
    actualKg: numeric('actual_kg', { mode: 'number' }),
    /** Weighed in at the store (the order's reception). */
    receivedKg: numeric('received_kg', { mode: 'number' }),
  },
  (t) => [...itemIndexes('order_items', 'order', t.orderId, t)],
);

/**
 * The last order number given per year. A new order takes the next one with
 * `insert … on conflict do update … returning` inside its own transaction: the row lock serialises
 * concurrent orders, and a rolled-back order gives its number back with it, so none is ever reused.
 */
export const orderNumberCounters = pgTable('order_number_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
