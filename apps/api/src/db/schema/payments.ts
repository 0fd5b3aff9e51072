import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from './common.ts';
import { companies } from './companies.ts';

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
