import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A reset link sets a new password; an invitation link sets the first one (docs/product.md §2). */
export type PasswordLink = 'reset' | 'invitation';

const PATHS: Record<PasswordLink, string> = {
  reset: '/auth/reset-password',
  invitation: '/auth/new-password',
};

/** Sends the password with the link's own token as the bearer, never the stored one. */
export function setPassword(link: PasswordLink, token: string, password: string) {
  return api.post<{ message: string }>(PATHS[link], { password }, { public: true, token });
}

export function useSetPassword(link: PasswordLink, token: string) {
  return useMutation({ mutationFn: (password: string) => setPassword(link, token, password) });
}
