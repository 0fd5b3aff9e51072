import type { RegistrationPayment, RegistrationStatus } from '@recolecta/shared/payments';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { insertAudit } from '../../lib/audit-log.ts';
import type { ServiceContext } from '../../lib/context.ts';
import type { Scope } from '../../lib/principal.ts';
import { findCompany } from '../companies/companies.repository.ts';
import { takeCompanyStep } from '../companies/company-steps.ts';
import {
  ensureRegistrationPayment,
  findPaymentByProviderRef,
  findRegistrationPayment,
  markPaymentSucceeded,
  type PaymentRow,
  recordStripeEvent,
  registrationFee,
  updatePayment,
} from './payments.repository.ts';
import type { PaymentProvider, ProviderIntent } from './providers/provider.ts';

export interface PaymentsContext extends ServiceContext {
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

/** Only the owner of a company pays its registration. */
async function ownCompany(ctx: ServiceContext) {
  const { auth } = ctx;
  if (!auth.companyId || auth.roleKey !== 'owner') throw forbidden();
  const company = await findCompany(ctx.db, ctx.scope, auth.companyId);
  if (!company) throw notFound();
  return company;
}

/** Who changes a payment: the owner whose request it is (their company's scope), or the system (null). */
interface PaymentActor {
  actorId: string | null;
  ip?: string | null;
  scope: Scope;
}

/** The owner whose request confirmed a payment: the actor of its `pay` step. */
const byCaller = (ctx: ServiceContext): PaymentActor => ({
  actorId: ctx.auth.userId,
  ip: ctx.ip,
  scope: ctx.scope,
});
/** The payment provider's word (a webhook): the system acts. */
const bySystem: PaymentActor = { actorId: null, scope: null };

/**
 * A change of a payment (provider, intent, failure, error) with its audit row, in one transaction
 * (a savepoint inside the caller's): `action` names what happened, before and after show the fields.
 */
async function changePayment(
  db: Db,
  payment: PaymentRow,
  values: Partial<Pick<PaymentRow, 'provider' | 'providerRef' | 'status' | 'lastError'>>,
  action: string,
  by: PaymentActor,
) {
  return db.transaction(async (tx) => {
    const row = await updatePayment(tx, by.scope, payment.id, values);
    const before = Object.fromEntries(
      Object.keys(values).map((key) => [key, payment[key as keyof typeof values]]),
    );
    await insertAudit(tx, {
      actorId: by.actorId,
      companyId: payment.companyId,
      action,
      entity: 'payment',
      entityId: payment.id,
      before,
      after: values,
      ip: by.ip ?? null,
    });
    return row;
  });
}

async function callProvider<T>(ctx: PaymentsContext, what: string, call: () => Promise<T>) {
  try {
    return await call();
  } catch (err) {
    ctx.log.error({ err, provider: ctx.provider.name }, `payment provider failed to ${what}`);
    throw new AppError('PAYMENT_PROVIDER_ERROR');
  }
}

/**
 * Records a confirmed payment, in the caller's transaction: succeeded once, and the company moves on
 * to its profile through its lifecycle's system transition `pay` (transition and audit rows), by the
 * owner whose request confirmed it (`retrieve`, `test`) or by the system (`webhook`: `by.actorId`
 * null). Amount and currency must be what we asked for.
 */
export async function confirmPayment(
  db: Db,
  payment: PaymentRow,
  intent: Pick<ProviderIntent, 'id' | 'amount' | 'currency'>,
  source: 'webhook' | 'retrieve' | 'test',
  by: PaymentActor,
) {
  if (intent.amount !== payment.amount || intent.currency !== payment.currency) {
    await changePayment(
      db,
      payment,
      {
        lastError: `amount mismatch: ${intent.amount} ${intent.currency} for ${payment.amount} ${payment.currency}`,
      },
      'payment.amount_mismatch',
      by,
    );
    return false;
  }
  const paidAt = new Date();
  if (!(await markPaymentSucceeded(db, by.scope, payment.id, paidAt))) return false;
  await takeCompanyStep(db, payment.companyId, 'pay', { actorId: by.actorId, ip: by.ip });
  await insertAudit(db, {
    actorId: by.actorId,
    companyId: payment.companyId,
    action: 'payment.succeeded',
    entity: 'payment',
    entityId: payment.id,
    after: { provider: payment.provider, providerRef: intent.id, amount: payment.amount, source },
    ip: by.ip ?? null,
  });
  return true;
}

/**
 * `POST /payments/registration`: the intent the payment page confirms with Stripe. One registration
 * payment per company, created with an idempotency key: asking again answers the same intent, and a
 * paid company gets none.
 */
export async function startRegistrationPayment(ctx: PaymentsContext): Promise<RegistrationPayment> {
  const { db, provider } = ctx;
  const company = await ownCompany(ctx);
  if (company.status === 'pending_verification') throw new AppError('EMAIL_NOT_VERIFIED');
  let payment = await findRegistrationPayment(db, ctx.scope, company.id);
  if (payment?.status === 'succeeded' || company.status !== 'pending_payment')
    throw new AppError('PAYMENT_ALREADY_COMPLETED');
  if (!payment) {
    const fee = await registrationFee(db);
    // The payment and its audit row commit together; of racing calls, the one that made it writes it.
    payment = await db.transaction(async (tx) => {
      const { row, created } = await ensureRegistrationPayment(tx, ctx.scope, {
        companyId: company.id,
        purpose: 'registration',
        provider: provider.name,
        amount: fee.amount,
        currency: fee.currency,
        createdBy: ctx.auth.userId,
      });
      if (created) {
        await insertAudit(tx, {
          actorId: ctx.auth.userId,
          companyId: company.id,
          action: 'payment.started',
          entity: 'payment',
          entityId: row.id,
          after: { provider: row.provider, amount: row.amount, currency: row.currency },
          ip: ctx.ip,
        });
      }
      return row;
    });
  } else if (payment.provider !== provider.name) {
    // The deployment changed provider (test mode → Stripe) before this payment was made.
    payment = await changePayment(
      db,
      payment,
      { provider: provider.name, providerRef: null },
      'payment.provider_changed',
      byCaller(ctx),
    );
  }
  const current = payment;
  let intent: ProviderIntent | undefined;
  if (current.providerRef && current.status !== 'failed') {
    intent = await callProvider(ctx, 'read an intent', () => provider.retrieveIntent(current.providerRef!));
  }
  if (!intent || intent.status === 'failed') {
    // The first intent's key is the company's; a cancelled one is replaced under a key of its own.
    const idempotencyKey = current.providerRef
      ? `registration-${company.id}-${current.version}`
      : `registration-${company.id}`;
    const created = await callProvider(ctx, 'create an intent', () =>
      provider.createIntent({
        amount: current.amount,
        currency: current.currency,
        idempotencyKey,
        description: `Recolecta registration: ${company.legalName}`,
        metadata: { companyId: company.id, paymentId: current.id, purpose: 'registration' },
      }),
    );
    intent = created;
    payment = await changePayment(
      db,
      current,
      { providerRef: created.id, status: 'pending' },
      'payment.intent_created',
      byCaller(ctx),
    );
  }
  if (intent.status === 'succeeded') {
    // Paid, and the webhook has not arrived yet: record it now.
    const paid = { payment, intent };
    await db.transaction((tx) => confirmPayment(tx, paid.payment, paid.intent, 'retrieve', byCaller(ctx)));
    throw new AppError('PAYMENT_ALREADY_COMPLETED');
  }
  return {
    paymentId: payment.id,
    provider: provider.name,
    clientSecret: intent.clientSecret,
    publishableKey: provider.publishableKey,
    amount: payment.amount,
    currency: payment.currency,
  };
}

/**
 * `GET /payments/registration`: the payment's status. While it is pending on Stripe, the intent is
 * read from Stripe (the webhook may be late); the browser's word is never taken.
 */
export async function registrationStatus(ctx: PaymentsContext): Promise<RegistrationStatus> {
  const { db, provider } = ctx;
  const company = await ownCompany(ctx);
  let payment = await findRegistrationPayment(db, ctx.scope, company.id);
  if (
    payment?.status === 'pending' &&
    payment.providerRef &&
    payment.provider === 'stripe' &&
    provider.name === 'stripe'
  ) {
    const pending = payment;
    try {
      const intent = await provider.retrieveIntent(pending.providerRef!);
      if (intent.status === 'succeeded')
        await db.transaction((tx) => confirmPayment(tx, pending, intent, 'retrieve', byCaller(ctx)));
      else if (intent.status === 'failed')
        await changePayment(db, pending, { status: 'failed' }, 'payment.failed', byCaller(ctx));
    } catch (err) {
      ctx.log.warn({ err }, 'could not read the payment intent; answering the stored status');
    }
    payment = await findRegistrationPayment(db, ctx.scope, company.id);
  }
  const fee = payment ? { amount: payment.amount, currency: payment.currency } : await registrationFee(db);
  const companyNow = payment ? await findCompany(db, ctx.scope, company.id) : company;
  return {
    status: payment?.status ?? 'none',
    paymentId: payment?.id ?? null,
    provider: payment?.provider ?? provider.name,
    amount: fee.amount,
    currency: fee.currency,
    paidAt: payment?.paidAt?.toISOString() ?? null,
    companyStatus: companyNow!.status,
  };
}

/** `POST /payments/test/complete`: test mode only, for the company's own payment. */
export async function completeTestPayment(ctx: PaymentsContext, paymentId: string) {
  const company = await ownCompany(ctx);
  const payment = await findRegistrationPayment(ctx.db, ctx.scope, company.id);
  if (!payment || payment.id !== paymentId || payment.provider !== 'test') throw notFound();
  await ctx.db.transaction((tx) =>
    confirmPayment(
      tx,
      payment,
      { id: payment.providerRef ?? payment.id, amount: payment.amount, currency: payment.currency },
      'test',
      byCaller(ctx),
    ),
  );
  return registrationStatus(ctx);
}

/**
 * A verified Stripe event. Each event id is handled once: the id is recorded in the same transaction
 * as its effect, so a redelivery or a replay changes nothing, and a failure lets Stripe retry.
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event, log: FastifyBaseLogger) {
  return db.transaction(async (tx) => {
    if (!(await recordStripeEvent(tx, event.id, event.type))) return { duplicate: true };
    if (!event.type.startsWith('payment_intent.')) return { duplicate: false };
    const intent = event.data.object as Stripe.PaymentIntent;
    // null: a webhook is the provider's word, before anyone is signed in; the intent names the payment.
    const payment = await findPaymentByProviderRef(tx, null, 'stripe', intent.id);
    if (!payment || intent.metadata?.companyId !== payment.companyId) {
      log.info({ event: event.id, type: event.type }, 'Stripe event for an intent that is not ours');
      return { duplicate: false };
    }
    if (event.type === 'payment_intent.succeeded') {
      await confirmPayment(
        tx,
        payment,
        { id: intent.id, amount: intent.amount, currency: intent.currency },
        'webhook',
        bySystem,
      );
    } else if (event.type === 'payment_intent.payment_failed') {
      await changePayment(
        tx,
        payment,
        { lastError: intent.last_payment_error?.message ?? 'payment failed' },
        'payment.attempt_failed',
        bySystem,
      );
    } else if (event.type === 'payment_intent.canceled' && payment.status === 'pending') {
      await changePayment(tx, payment, { status: 'failed' }, 'payment.failed', bySystem);
    }
    return { duplicate: false };
  });
}
