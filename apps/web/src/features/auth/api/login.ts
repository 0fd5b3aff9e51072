import type { LoginBody, LoginResponse } from '@recolecta/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storeToken } from '../../../lib/token-storage.ts';

export async function login(body: LoginBody): Promise<string> {
  const response = await api.post<LoginResponse>('/auth/login', body, { public: true });
  return response.data.accessToken;
}

/** Signs in; on success the token is kept and whatever the previous user had cached is gone. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (token) => {
      queryClient.clear();
      storeToken(token);
    },
  });
}
