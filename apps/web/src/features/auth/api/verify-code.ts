import type { OtpBody, otpResponseSchema } from '@recolecta/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { storeVerifiedToken } from '../../../lib/token-storage.ts';

export type OtpAnswer = z.infer<typeof otpResponseSchema>;

/** `POST /auth/otp`: checks the e-mailed code and answers a session token. */
export function verifyCode(body: OtpBody): Promise<OtpAnswer> {
  return api.post<OtpAnswer>('/auth/otp', body, { public: true });
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}

/**
 * Keeps the verified session: in local storage only, the session-storage copy removed, and
 * nothing cached under the sign-up token survives. Pages call it after choosing where to go, so the
 * public-page guard sees the new session on the next step already.
 */
export function useAdoptVerifiedSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (answer: OtpAnswer) => {
      queryClient.clear();
      storeVerifiedToken(answer.response.access_token);
    },
    [queryClient],
  );
}
