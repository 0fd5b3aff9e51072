import type { EmailBody } from '@recolecta/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /auth/initiate-reset-password`: the same answer whether or not the address has an account. */
export function requestPasswordReset(body: EmailBody): Promise<{ message: string }> {
  return api.post<{ message: string }>('/auth/initiate-reset-password', body, { public: true });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
