import type { PaymentProviderName } from '@recolecta/shared/payments';

/** A payment intent as the rest of the app sees it, whichever provider holds it. */
export interface ProviderIntent {
  id: string;
  clientSecret: string;
  /** `pending` until the provider says it succeeded; `failed` when it was cancelled. */
  status: 'pending' | 'succeeded' | 'failed';
  amount: number;
  currency: string;
  metadata: Record<string, string>;
}

export interface CreateIntentInput {
  amount: number;
  currency: string;
  /** The same key answers the same intent: a second request cannot charge twice. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

/** What a payment provider does for us: create and read intents. Confirmation is never the browser's word. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** For the browser's Stripe.js; null in test mode. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  retrieveIntent(id: string): Promise<ProviderIntent>;
}
