import type { RegistrationPayment, RegistrationStatus } from '@recolecta/shared/payments';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const KEY = ['payments', 'registration'] as const;

/**
 * `POST /payments/registration` starts the company's one registration payment, or resumes it: the
 * server keeps one per company, so asking again (a reload, a second tab) answers the same payment.
 */
export const startPaymentOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'start'] as const,
    queryFn: () => api.post<RegistrationPayment>('/payments/registration'),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

/**
 * `GET /payments/registration`: the status as the server confirmed it (webhook or Stripe itself).
 * `round` starts a fresh series of checks.
 */
export const paymentStatusOptions = (round = 0) =>
  queryOptions({
    queryKey: [...KEY, 'status', round] as const,
    queryFn: ({ signal }) => api.get<RegistrationStatus>('/payments/registration', { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** Test mode only: the offline provider marks the payment paid. */
export function useCompleteTestPayment() {
  return useMutation({
    mutationFn: (paymentId: string) => api.post<RegistrationStatus>('/payments/test/complete', { paymentId }),
  });
}
