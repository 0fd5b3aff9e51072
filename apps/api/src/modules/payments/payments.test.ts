import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe.ts';
import {
  createCompany,
  createMailTestContext,
  createUser,
  type MailTestContext,
  signUp,
} from '../../../test/helpers.ts';
import { refusedAudits } from '../../../test/refused-audits.ts';
import { auditLog, statusTransitions } from '../../db/schema/audit.ts';
import { companies } from '../../db/schema/companies.ts';
import { payments, stripeEvents } from '../../db/schema/payments.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_fake');

/** The company's `pay` transition row and its audit row. */
async function payStep(ctx: MailTestContext, companyId: string) {
  const [moved] = await ctx.app.db
    .select()
    .from(statusTransitions)
    .where(and(eq(statusTransitions.entityId, companyId), eq(statusTransitions.name, 'pay')));
  const [audit] = await ctx.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'company.pay'), eq(auditLog.entityId, companyId)));
  return { moved, audit };
}

/** The company's transitions and history as operator staff read them. */
async function operatorReads(ctx: MailTestContext, companyId: string) {
  const staff = await createUser(ctx, { role: 'admin' });
  const transitions = await ctx.request({
    url: `/api/v1/clients/${companyId}/transitions`,
    token: staff.token,
  });
  const history = await ctx.request({ url: `/api/v1/clients/${companyId}/history`, token: staff.token });
  return {
    transitions: transitions.json().data,
    actions: history.json().data.map((e: { action: string }) => e.action) as string[],
  };
}

async function companyStatus(ctx: MailTestContext, id: string) {
  const [row] = await ctx.app.db
    .select({ status: companies.status })
    .from(companies)
    .where(eq(companies.id, id));
  return row!.status;
}

describe('registration payment in test mode (no Stripe keys)', () => {
  let ctx: MailTestContext;
  beforeAll(async () => {
    ctx = await createMailTestContext();
  });
  afterAll(() => ctx.close());

  const start = (token: string) =>
    ctx.request({ method: 'POST', url: '/api/v1/payments/registration', token });
  const status = (token: string) => ctx.request({ url: '/api/v1/payments/registration', token });
  const complete = (token: string, paymentId: string) =>
    ctx.request({ method: 'POST', url: '/api/v1/payments/test/complete', token, payload: { paymentId } });

  it('answers the fee and the test provider, the same intent twice, and completes on the server', async () => {
    const plans = await ctx.request({ url: '/api/v1/payments/plans' });
    expect(plans.json()).toEqual({
      data: [{ plan: 'basic', amount: 15000, currency: 'mxn' }],
      provider: 'test',
    });

    const owner = await signUp(ctx, 'verified');
    expect((await status(owner.token)).json()).toMatchObject({
      status: 'none',
      companyStatus: 'pending_payment',
    });
    const first = await start(owner.token);
    expect(first.statusCode).toBe(200);
    const payment = first.json();
    expect(Object.keys(payment).sort()).toEqual(
      ['amount', 'clientSecret', 'currency', 'paymentId', 'provider', 'publishableKey'].sort(),
    );
    expect(payment).toMatchObject({ provider: 'test', publishableKey: null, amount: 15000, currency: 'mxn' });
    expect((await start(owner.token)).json()).toEqual(payment);
    // The sign-up token may pay as well.
    expect((await start(owner.signupToken)).json()).toEqual(payment);
    expect((await status(owner.token)).json()).toMatchObject({
      status: 'pending',
      paymentId: payment.paymentId,
    });

    const done = await complete(owner.token, payment.paymentId);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'succeeded',
      companyStatus: 'pending_profile',
      provider: 'test',
    });
    expect(await companyStatus(ctx, owner.companyId)).toBe('pending_profile');
    // Completing again changes nothing; paying again is refused.
    expect((await complete(owner.token, payment.paymentId)).json().status).toBe('succeeded');
    const again = await start(owner.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYMENT_ALREADY_COMPLETED');
    const rows = await ctx.app.db.select().from(payments).where(eq(payments.companyId, owner.companyId));
    expect(rows).toHaveLength(1);
    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.succeeded'), eq(auditLog.companyId, owner.companyId)));
    expect(audits).toHaveLength(1);
  });

  it("refuses another company's payment (404), an unverified sign-up (401) and non-owners (403)", async () => {
    const a = await signUp(ctx, 'verified');
    const b = await signUp(ctx, 'verified');
    const paymentA = (await start(a.token)).json().paymentId as string;
    await start(b.token);
    const cross = await complete(b.token, paymentA);
    expect(cross.statusCode).toBe(404);
    expect(await companyStatus(ctx, a.companyId)).toBe('pending_payment');

    // Before its address is verified, the sign-up token opens nothing (docs/decisions/0006).
    const unverified = await signUp(ctx, 'signed_up');
    const early = await start(unverified.signupToken);
    expect(early.statusCode).toBe(401);
    expect(early.json().code).toBe('UNAUTHENTICATED');

    const admin = await createUser(ctx, { role: 'admin' });
    expect((await start(admin.token)).statusCode).toBe(403);
    const company = await createCompany(ctx);
    const owner = await createUser(ctx, { role: 'owner', companyId: company.id });
    expect((await start(owner.token)).json().code).toBe('PAYMENT_ALREADY_COMPLETED');
    expect((await ctx.request({ method: 'POST', url: '/api/v1/payments/registration' })).statusCode).toBe(
      401,
    );
  });

  it("pay is the company's transition by the owner who completed it, with its audit row, which the operator reads", async () => {
    const owner = await signUp(ctx, 'verified');
    const { paymentId } = (await start(owner.token)).json();
    expect((await complete(owner.token, paymentId)).statusCode).toBe(200);
    const { moved, audit } = await payStep(ctx, owner.companyId);
    expect(moved).toMatchObject({
      entity: 'company',
      fromStatus: 'pending_payment',
      toStatus: 'pending_profile',
      actorId: owner.userId,
      companyId: owner.companyId,
    });
    expect(audit).toMatchObject({
      actorId: owner.userId,
      companyId: owner.companyId,
      after: { status: 'pending_profile' },
    });
    const read = await operatorReads(ctx, owner.companyId);
    expect(read.transitions).toMatchObject([
      {
        name: 'pay',
        from: 'pending_payment',
        to: 'pending_profile',
        actorId: owner.userId,
        actorKind: 'user',
      },
      {
        name: 'verify',
        from: 'pending_verification',
        to: 'pending_payment',
        actorId: owner.userId,
        actorKind: 'user',
      },
    ]);
    expect(read.actions).toEqual(expect.arrayContaining(['company.pay', 'company.verify']));
  });

  it('a payment whose audit row fails is neither started nor completed', async () => {
    const owner = await signUp(ctx, 'verified');
    const audits = await refusedAudits(ctx);
    const refusedStart = await audits.refusing(
      { action: 'payment.started', companyId: owner.companyId },
      () => start(owner.token),
    );
    expect(refusedStart.statusCode).toBe(500);
    expect(await ctx.app.db.select().from(payments).where(eq(payments.companyId, owner.companyId))).toEqual(
      [],
    );

    const { paymentId } = (await start(owner.token)).json();
    const refusedPay = await audits.refusing({ action: 'company.pay', entityId: owner.companyId }, () =>
      complete(owner.token, paymentId),
    );
    expect(refusedPay.statusCode).toBe(500);
    const [row] = await ctx.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row!.status).toBe('pending');
    expect(await companyStatus(ctx, owner.companyId)).toBe('pending_payment');
    expect((await payStep(ctx, owner.companyId)).moved).toBeUndefined();
    expect((await complete(owner.token, paymentId)).json().companyStatus).toBe('pending_profile');
  });

  it('has no Stripe webhook in test mode', async () => {
    const res = await ctx.request({ method: 'POST', url: '/api/v1/payments/stripe/webhook', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

describe('registration payment with Stripe', () => {
  let ctx: MailTestContext;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    ctx = await createMailTestContext({
      stripe: {
        secretKey: 'sk_test_fake',
        publishableKey: 'pk_test_fake',
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: stripe.url,
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  const start = (token: string) =>
    ctx.request({ method: 'POST', url: '/api/v1/payments/registration', token });
  const status = (token: string) => ctx.request({ url: '/api/v1/payments/registration', token });

  function event(type: string, intent: object, id = `evt_${Math.random().toString(36).slice(2)}`) {
    return { id, object: 'event', type, api_version: '2025-01-01', created: 1, data: { object: intent } };
  }

  function webhook(
    body: object | string,
    options: { secret?: string; timestamp?: number; signature?: string } = {},
  ) {
    const payload = typeof body === 'string' ? body : JSON.stringify(body);
    const signature =
      options.signature ??
      signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? WEBHOOK_SECRET,
        timestamp: options.timestamp,
      });
    return ctx.request({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });
  }

  it('creates one PaymentIntent with an idempotency key, and answers it again without a second create', async () => {
    const owner = await signUp(ctx, 'verified');
    const res = await start(owner.token);
    expect(res.statusCode).toBe(200);
    const payment = res.json();
    expect(payment).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_fake',
      amount: 15000,
      currency: 'mxn',
    });
    const creates = stripe.requests.filter(
      (r) => r.method === 'POST' && r.form.get('metadata[companyId]') === owner.companyId,
    );
    expect(creates).toHaveLength(1);
    expect(creates[0]!.idempotencyKey).toBe(`registration-${owner.companyId}`);
    expect(creates[0]!.form.get('amount')).toBe('15000');
    expect(creates[0]!.form.get('currency')).toBe('mxn');
    const intent = [...stripe.intents.values()].find((i) => i.metadata.companyId === owner.companyId)!;
    expect(payment.clientSecret).toBe(intent.client_secret);

    expect((await start(owner.token)).json()).toEqual(payment);
    expect(
      stripe.requests.filter(
        (r) => r.method === 'POST' && r.form.get('metadata[companyId]') === owner.companyId,
      ),
    ).toHaveLength(1);
    // The test-mode shortcut does not exist with Stripe.
    const shortcut = await ctx.request({
      method: 'POST',
      url: '/api/v1/payments/test/complete',
      token: owner.token,
      payload: { paymentId: payment.paymentId },
    });
    expect(shortcut.statusCode).toBe(404);
  });

  it('confirms on a signed payment_intent.succeeded; a replayed or duplicate event changes nothing', async () => {
    const owner = await signUp(ctx, 'verified');
    const { paymentId } = (await start(owner.token)).json();
    const intent = [...stripe.intents.values()].find((i) => i.metadata.companyId === owner.companyId)!;
    const succeeded = event('payment_intent.succeeded', { ...intent, status: 'succeeded' });

    const first = await webhook(succeeded);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await companyStatus(ctx, owner.companyId)).toBe('pending_profile');
    const [row] = await ctx.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: 'succeeded', providerRef: intent.id });
    const paidAt = row!.paidAt;

    const replay = await webhook(succeeded);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    // A new event id for the same intent (Stripe resends differently) changes nothing either.
    expect(
      (await webhook(event('payment_intent.succeeded', { ...intent, status: 'succeeded' }))).statusCode,
    ).toBe(200);
    const [after] = await ctx.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(after!.paidAt).toEqual(paidAt);
    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.succeeded'), eq(auditLog.companyId, owner.companyId)));
    expect(audits).toHaveLength(1);
    expect((await status(owner.token)).json()).toMatchObject({
      status: 'succeeded',
      companyStatus: 'pending_profile',
    });
  });

  it("a webhook confirmation is the system's pay transition; it and its event id roll back with a failed audit row", async () => {
    const owner = await signUp(ctx, 'verified');
    const { paymentId } = (await start(owner.token)).json();
    const intent = [...stripe.intents.values()].find((i) => i.metadata.companyId === owner.companyId)!;
    const succeeded = event('payment_intent.succeeded', { ...intent, status: 'succeeded' });

    const audits = await refusedAudits(ctx);
    const refused = await audits.refusing({ action: 'company.pay', entityId: owner.companyId }, () =>
      webhook(succeeded),
    );
    expect(refused.statusCode).toBe(500);
    expect(await companyStatus(ctx, owner.companyId)).toBe('pending_payment');
    const [row] = await ctx.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row!.status).toBe('pending');
    expect(await ctx.app.db.select().from(stripeEvents).where(eq(stripeEvents.id, succeeded.id))).toEqual([]);

    // Stripe delivers the event again: it is handled as new.
    expect((await webhook(succeeded)).json()).toEqual({ received: true, duplicate: false });
    expect(await companyStatus(ctx, owner.companyId)).toBe('pending_profile');
    const { moved, audit } = await payStep(ctx, owner.companyId);
    expect(moved).toMatchObject({
      fromStatus: 'pending_payment',
      toStatus: 'pending_profile',
      actorId: null,
    });
    expect(audit).toMatchObject({ actorId: null, companyId: owner.companyId });
    const read = await operatorReads(ctx, owner.companyId);
    expect(read.transitions[0]).toMatchObject({ name: 'pay', actorId: null, actorKind: 'system' });
    expect(read.actions).toContain('company.pay');
  });

  it("a payment's new intent, failure and cancellation are audited, each rolled back with a refused audit row", async () => {
    const owner = await signUp(ctx, 'verified');
    const { paymentId } = (await start(owner.token)).json();
    const entries = async (action: string) =>
      ctx.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.entityId, paymentId)));
    const intent = [...stripe.intents.values()].find((i) => i.metadata.companyId === owner.companyId)!;
    expect(await entries('payment.intent_created')).toMatchObject([
      {
        actorId: owner.userId,
        companyId: owner.companyId,
        after: { providerRef: intent.id, status: 'pending' },
      },
    ]);

    const audits = await refusedAudits(ctx);
    const failed = event('payment_intent.payment_failed', {
      ...intent,
      last_payment_error: { message: 'card declined' },
    });
    const refusedError = await audits.refusing(
      { action: 'payment.attempt_failed', entityId: paymentId },
      () => webhook(failed),
    );
    expect(refusedError.statusCode).toBe(500);
    const [untouched] = await ctx.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(untouched!.lastError).toBeNull();
    expect(await ctx.app.db.select().from(stripeEvents).where(eq(stripeEvents.id, failed.id))).toEqual([]);
    expect((await webhook(failed)).statusCode).toBe(200);
    expect(await entries('payment.attempt_failed')).toMatchObject([
      { actorId: null, companyId: owner.companyId, after: { lastError: 'card declined' } },
    ]);

    const canceled = event('payment_intent.canceled', { ...intent, status: 'canceled' });
    const refusedCancel = await audits.refusing({ action: 'payment.failed', entityId: paymentId }, () =>
      webhook(canceled),
    );
    expect(refusedCancel.statusCode).toBe(500);
    const [pending] = await ctx.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(pending!.status).toBe('pending');
    expect((await webhook(canceled)).statusCode).toBe(200);
    const [failedRow] = await ctx.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(failedRow!.status).toBe('failed');
    expect(await entries('payment.failed')).toMatchObject([
      { actorId: null, before: { status: 'pending' }, after: { status: 'failed' } },
    ]);
  });

  it('refuses unsigned, wrongly signed, tampered and stale webhooks with 400', async () => {
    const owner = await signUp(ctx, 'verified');
    await start(owner.token);
    const intent = [...stripe.intents.values()].find((i) => i.metadata.companyId === owner.companyId)!;
    const body = event('payment_intent.succeeded', { ...intent, status: 'succeeded' });
    const payload = JSON.stringify(body);
    const noSignature = await ctx.request({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(noSignature.statusCode).toBe(400);
    expect(noSignature.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await webhook(body, { secret: 'whsec_someone_else' })).statusCode).toBe(400);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = payload.replace('"amount":15000', '"amount":1');
    expect((await webhook(tampered, { signature })).statusCode).toBe(400);
    const stale = await webhook(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.statusCode).toBe(400);
    expect(await companyStatus(ctx, owner.companyId)).toBe('pending_payment');
  });

  it('ignores events for intents that are not ours, or for another amount', async () => {
    const owner = await signUp(ctx, 'verified');
    await start(owner.token);
    const intent = [...stripe.intents.values()].find((i) => i.metadata.companyId === owner.companyId)!;
    const foreign = await webhook(
      event('payment_intent.succeeded', { ...intent, id: 'pi_not_ours', status: 'succeeded' }),
    );
    expect(foreign.statusCode).toBe(200);
    const cheaper = await webhook(
      event('payment_intent.succeeded', { ...intent, amount: 100, status: 'succeeded' }),
    );
    expect(cheaper.statusCode).toBe(200);
    const other = await webhook(event('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(other.json()).toEqual({ received: true, duplicate: false });
    expect(await companyStatus(ctx, owner.companyId)).toBe('pending_payment');
  });

  it('confirms from GET /payments/registration by reading the intent when the webhook is late', async () => {
    const owner = await signUp(ctx, 'verified');
    await start(owner.token);
    const intent = [...stripe.intents.values()].find((i) => i.metadata.companyId === owner.companyId)!;
    expect((await status(owner.token)).json().status).toBe('pending');
    intent.status = 'succeeded';
    const res = await status(owner.token);
    expect(res.json()).toMatchObject({
      status: 'succeeded',
      companyStatus: 'pending_profile',
      provider: 'stripe',
    });
    // The owner whose request read the intent took the step.
    expect((await payStep(ctx, owner.companyId)).moved).toMatchObject({ actorId: owner.userId });
    // The webhook arriving afterwards changes nothing.
    expect((await webhook(event('payment_intent.succeeded', { ...intent }))).statusCode).toBe(200);
    const again = await start(owner.token);
    expect(again.statusCode).toBe(409);
  });

  it('answers 502 PAYMENT_PROVIDER_ERROR when Stripe refuses, and succeeds on the next try', async () => {
    const owner = await signUp(ctx, 'verified');
    stripe.failNextCreate(400, 'Invalid currency');
    const res = await start(owner.token);
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('PAYMENT_PROVIDER_ERROR');
    expect((await start(owner.token)).statusCode).toBe(200);
  });
});
