import { REGISTRATION_PLANS } from '@recolecta/shared/accounts';
import {
  plansResponseSchema,
  registrationPaymentSchema,
  registrationStatusSchema,
  testPaymentCompleteBodySchema,
  webhookResponseSchema,
} from '@recolecta/shared/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { serviceContext } from '../../lib/context.ts';
import { registrationFee } from './payments.repository.ts';
import {
  completeTestPayment,
  handleStripeEvent,
  type PaymentsContext,
  registrationStatus,
  startRegistrationPayment,
} from './payments.service.ts';
import type { PaymentProvider } from './providers/provider.ts';
import { createStripeProvider, type StripeSettings } from './providers/stripe.ts';
import { createTestProvider } from './providers/test.ts';

/**
 * The registration payment (docs/product.md §2): Stripe when its keys are configured, else the offline test
 * provider, whose `POST /payments/test/complete` exists only then.
 */
export default async function paymentsRoutes(fastify: FastifyInstance, options: { stripe?: StripeSettings }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const stripe = options.stripe ? createStripeProvider(options.stripe) : undefined;
  const provider: PaymentProvider = stripe ?? createTestProvider();
  const ctx = (request: FastifyRequest): PaymentsContext => ({
    ...serviceContext(app, request),
    provider,
    log: request.log,
  });
  const onboarding = { access: 'session', onboarding: true } as const;

  app.get(
    '/payments/plans',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Registration plans with their fee, and the payment provider in use (`test` = test mode)',
        response: { 200: plansResponseSchema },
      },
    },
    async () => {
      const fee = await registrationFee(app.db);
      return { data: REGISTRATION_PLANS.map((plan) => ({ plan, ...fee })), provider: provider.name };
    },
  );

  app.post(
    '/payments/registration',
    {
      config: onboarding,
      schema: {
        tags: ['payments'],
        summary: "Start (or resume) the company's registration payment",
        description:
          'For the owner of a company pending payment (sign-up token or session). Answers what the payment ' +
          'page needs for Stripe’s Payment Element; `provider: "test"` means the offline test mode.',
        response: { 200: registrationPaymentSchema },
      },
    },
    async (request) => startRegistrationPayment(ctx(request)),
  );

  app.get(
    '/payments/registration',
    {
      config: onboarding,
      schema: {
        tags: ['payments'],
        summary: 'Status of the registration payment, confirmed from the server side',
        response: { 200: registrationStatusSchema },
      },
    },
    async (request) => registrationStatus(ctx(request)),
  );

  if (provider.name === 'test') {
    app.post(
      '/payments/test/complete',
      {
        config: onboarding,
        schema: {
          tags: ['payments'],
          summary: 'TEST MODE ONLY: mark the registration payment paid (exists only without Stripe keys)',
          body: testPaymentCompleteBodySchema,
          response: { 200: registrationStatusSchema },
        },
      },
      async (request) => completeTestPayment(ctx(request), request.body.paymentId),
    );
  }

  if (stripe) {
    // The signature covers the exact bytes Stripe sent: this route keeps the body raw.
    await app.register(async (raw) => {
      raw.removeContentTypeParser('application/json');
      raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      raw.post(
        '/payments/stripe/webhook',
        {
          config: { access: 'public' },
          schema: {
            tags: ['payments'],
            summary: 'Stripe webhook (signed); each event is handled once',
            response: { 200: webhookResponseSchema },
          },
        },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          let event: ReturnType<typeof stripe.verifyWebhook>;
          try {
            if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('unsigned');
            event = stripe.verifyWebhook(request.body, signature);
          } catch {
            throw new AppError('WEBHOOK_SIGNATURE_INVALID');
          }
          const { duplicate } = await handleStripeEvent(app.db, event, request.log);
          return { received: true, duplicate };
        },
      );
    });
  }
}
