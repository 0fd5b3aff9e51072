import Stripe from 'stripe';
import type { PaymentProvider, ProviderIntent } from './provider.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API endpoint (tests, stripe-mock). */
  apiUrl?: string;
}

export function toProviderIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status === 'succeeded' ? 'succeeded' : intent.status === 'canceled' ? 'failed' : 'pending',
    amount: intent.amount,
    currency: intent.currency,
    metadata: intent.metadata ?? {},
  };
}

export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  /** Checks the `Stripe-Signature` header against the raw body; throws when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event;
}

/** Stripe PaymentIntents through the official SDK; webhooks verified with `constructEvent`. */
export function createStripeProvider(settings: StripeSettings): StripeProvider {
  const endpoint = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(endpoint
      ? {
          host: endpoint.hostname,
          port: endpoint.port || (endpoint.protocol === 'http:' ? 80 : 443),
          protocol: endpoint.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    async createIntent(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          automatic_payment_methods: { enabled: true },
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toProviderIntent(intent);
    },
    async retrieveIntent(id) {
      return toProviderIntent(await stripe.paymentIntents.retrieve(id));
    },
    verifyWebhook(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    },
  };
}
