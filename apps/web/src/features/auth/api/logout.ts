import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { SIGNED_OUT_PATH } from '../../../lib/paths.ts';
import { clearToken } from '../../../lib/token-storage.ts';

export async function logout(): Promise<void> {
  // Quiet: a token that already died answers 401, and signing out must not say "login again" for it.
  await api.post<void>('/auth/logout', undefined, { quiet: true });
}

/** Revokes the token, forgets it either way, and shows the login page at /app/login (docs/product.md §2). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      // The guard of the page being left sees the reason and sends to /app/login as well.
      clearToken('signed-out');
      queryClient.clear();
      void navigate(SIGNED_OUT_PATH, { replace: true });
    },
  });
}
