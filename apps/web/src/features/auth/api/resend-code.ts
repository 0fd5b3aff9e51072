import type { EmailBody } from '@recolecta/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /auth/otp/resend`: a new code, at most one a minute (429 with Retry-After otherwise). */
export function resendCode(body: EmailBody): Promise<{ message: string }> {
  return api.post<{ message: string }>('/auth/otp/resend', body, { public: true });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
