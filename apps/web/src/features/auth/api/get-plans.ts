import type { plansResponseSchema } from '@recolecta/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type PlansAnswer = z.infer<typeof plansResponseSchema>;

/** `GET /payments/plans`: each registration plan's fee and whether payments run in test mode. */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'plans'] as const,
    queryFn: ({ signal }) => api.get<PlansAnswer>('/payments/plans', { public: true, signal }),
    staleTime: 5 * 60_000,
  });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
