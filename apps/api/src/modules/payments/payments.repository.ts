import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, stripeEvents } from '../../db/schema/payments.ts';
import type { Scope } from '../../lib/principal.ts';
import { companyCondition } from '../../lib/scope.ts';
import { readOrganisation } from '../settings/settings.repository.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** The registration fee (minor units) and currency (lower-case, as Stripe writes it). */
export async function registrationFee(db: Db) {
  const row = await readOrganisation(db);
  return { amount: row?.registrationFee ?? 15000, currency: (row?.currency ?? 'MXN').toLowerCase() };
}

/** The company's registration payment; every query names the company. */
export async function findRegistrationPayment(db: Db, scope: Scope, companyId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.companyId, companyId),
        eq(payments.purpose, 'registration'),
        companyCondition(payments.companyId, scope),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Creates the registration payment unless one exists (the unique index decides between racing
 * calls); `created` says whether this call made it.
 */
export async function ensureRegistrationPayment(db: Db, scope: Scope, values: typeof payments.$inferInsert) {
  if (scope !== null && values.companyId !== scope) throw new Error('payment outside the caller scope');
  const made = await db.insert(payments).values(values).onConflictDoNothing().returning({ id: payments.id });
  return { row: (await findRegistrationPayment(db, scope, values.companyId))!, created: made.length > 0 };
}

/** Changes a payment of the caller's company (any, for the system: null); its audit row is the caller's. */
export async function updatePayment(
  db: Db,
  scope: Scope,
  id: string,
  values: Partial<typeof payments.$inferInsert>,
) {
  const [row] = await db
    .update(payments)
    .set({ ...values, updatedAt: new Date(), version: sql`${payments.version} + 1` })
    .where(and(eq(payments.id, id), companyCondition(payments.companyId, scope)))
    .returning();
  return row!;
}

export async function findPaymentByProviderRef(
  db: Db,
  scope: Scope,
  provider: 'stripe' | 'test',
  ref: string,
) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.providerRef, ref),
        companyCondition(payments.companyId, scope),
      ),
    )
    .limit(1);
  return row;
}

/** Marks a payment succeeded once; false when it already was (a replay, or the other path won). */
export async function markPaymentSucceeded(db: Db, scope: Scope, id: string, paidAt: Date) {
  const rows = await db
    .update(payments)
    .set({ status: 'succeeded', paidAt, updatedAt: paidAt, version: sql`${payments.version} + 1` })
    .where(
      and(
        eq(payments.id, id),
        sql`${payments.status} <> 'succeeded'`,
        companyCondition(payments.companyId, scope),
      ),
    )
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Records a Stripe event id; false when it was already recorded (a redelivery or a replay). */
export async function recordStripeEvent(db: Db, id: string, type: string) {
  const rows = await db
    .insert(stripeEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}
