import type { RegisterBody, registerResponseSchema } from '@recolecta/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { storeToken } from '../../../lib/token-storage.ts';

export type RegisterAnswer = z.infer<typeof registerResponseSchema>;

/** `POST /auth/user`: the company and its owner; answers the owner's id and a sign-up token. */
export function register(body: RegisterBody): Promise<RegisterAnswer> {
  return api.post<RegisterAnswer>('/auth/user', body, { public: true });
}

/** Registers; the sign-up token is kept so the next steps can verify, pay and onboard. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (answer) => {
      queryClient.clear();
      storeToken(answer.access_token);
    },
  });
}
