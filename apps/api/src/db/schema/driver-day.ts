import type { FailureReason } from '@recolecta/shared/driver';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.users.ts';
import { companies } from './companies.ts';
import { evidenceFiles } from './field-records.ts';
import { orders } from './orders.ts';
import { routes } from './routes.ts';

/** What happened at one stop of a route: arrival, then a collection or a failure. One per order. */
export const stopVisits = pgTable(
  'stop_visits',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    routeId: uuid('route_id')
      .notNull()
      .references(() => routes.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    outcome: text('outcome').$type<'collected' | 'failed'>(),
    failureReason: text('failure_reason').$type<FailureReason>(),
    failureNote: text('failure_note'),
    generatorName: text('generator_name'),
    signatureFileId: uuid('signature_file_id').references(() => evidenceFiles.id),
    photoFileId: uuid('photo_file_id').references(() => evidenceFiles.id),
    unknownSerials: text('unknown_serials').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('stop_visits_route_idx').on(t.routeId)],
);

/**
 * Every action a driver's phone sent, by the id the phone made: a repeat finds its row and answers
 * what the first did (`result`), so a lost answer retried creates nothing twice.
 */
export const driverActions = pgTable('driver_actions', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  type: text('type').notNull(),
  // What the phone named, kept as sent (no foreign keys): the row is written before the act is
  // checked, and an act naming no order is refused with a 404, not a constraint error.
  orderId: uuid('order_id'),
  routeId: uuid('route_id'),
  happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  result: jsonb('result').$type<Record<string, unknown>>(),
});
