import { createHash } from 'node:crypto';
import type { PaymentProvider } from './provider.ts';

/**
 * The offline provider used while no Stripe keys are configured (test mode, shown as such in the UI).
 * It holds no state: the intent id follows from the idempotency key, and the payment is completed
 * only by `POST /payments/test/complete`, which the database records.
 */
export function createTestProvider(): PaymentProvider {
  const idFor = (key: string) => `test_pi_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
  return {
    name: 'test',
    publishableKey: null,
    async createIntent(input) {
      const id = idFor(input.idempotencyKey);
      return {
        id,
        clientSecret: `${id}_secret_test`,
        status: 'pending',
        amount: input.amount,
        currency: input.currency,
        metadata: input.metadata,
      };
    },
    async retrieveIntent(id) {
      return {
        id,
        clientSecret: `${id}_secret_test`,
        status: 'pending',
        amount: 0,
        currency: '',
        metadata: {},
      };
    },
  };
}
