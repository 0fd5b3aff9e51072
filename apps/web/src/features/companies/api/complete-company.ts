import type { Company, CompanyOnboardingBody } from '@recolecta/shared/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../../../lib/access.ts';
import { api } from '../../../lib/api-client.ts';

/** `POST /companies`: the signed-up company's profile and first site; the company becomes active. */
export function completeCompany(body: CompanyOnboardingBody): Promise<Company> {
  return api.post<{ data: Company }>('/companies', body).then((r) => r.data);
}

/** Completes the profile; the account is read again so the guards see an active company. */
export function useCompleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeCompany,
    onSuccess: () => queryClient.refetchQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
