import { z } from 'zod';
import { REGISTRATION_PLANS } from './accounts.ts';
import { companyStatuses } from './auth.ts';

/** `stripe`, or `test`: the offline provider used while no Stripe keys are configured (test mode). */
export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the payment page needs to mount Stripe's Payment Element (or the test-mode form). */
export const registrationPaymentSchema = z.object({
  paymentId: z.uuid(),
  provider: z.enum(PAYMENT_PROVIDERS),
  clientSecret: z.string(),
  /** Null in test mode: there is no Stripe account to load. */
  publishableKey: z.string().nullable(),
  /** Minor units (centavos). */
  amount: z.number().int(),
  /** Lower-case ISO code, as Stripe writes it: `mxn`. */
  currency: z.string(),
});
export type RegistrationPayment = z.infer<typeof registrationPaymentSchema>;

export const registrationStatusSchema = z.object({
  /** `none` until the payment page asked for a payment. */
  status: z.enum(['none', ...PAYMENT_STATUSES]),
  paymentId: z.uuid().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  amount: z.number().int(),
  currency: z.string(),
  paidAt: z.iso.datetime().nullable(),
  companyStatus: z.enum(companyStatuses),
});
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

export const testPaymentCompleteBodySchema = z.object({ paymentId: z.uuid() });

export const plansResponseSchema = z.object({
  data: z.array(
    z.object({ plan: z.enum(REGISTRATION_PLANS), amount: z.number().int(), currency: z.string() }),
  ),
  provider: z.enum(PAYMENT_PROVIDERS),
});

export const webhookResponseSchema = z.object({ received: z.boolean(), duplicate: z.boolean().optional() });
