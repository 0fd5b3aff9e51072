import type { SetupBody, setupStateResponseSchema } from '@recolecta/shared/accounts';
import type { LoginResponse } from '@recolecta/shared/auth';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { storeToken } from '../../../lib/token-storage.ts';

type SetupState = z.infer<typeof setupStateResponseSchema>['data'];

/** `GET /auth/setup`: whether the install still waits for its first admin. */
export const setupStateOptions = () =>
  queryOptions({
    queryKey: ['auth', 'setup'] as const,
    queryFn: ({ signal }) =>
      api.get<{ data: SetupState }>('/auth/setup', { public: true, signal }).then((r) => r.data),
    staleTime: 0,
  });

/** `POST /auth/setup`: the first admin, with the server's set-up code; signs them in. */
export function useSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetupBody) =>
      api.post<LoginResponse>('/auth/setup', body, { public: true }).then((r) => r.data.accessToken),
    onSuccess: (token) => {
      queryClient.clear();
      storeToken(token);
    },
  });
}
