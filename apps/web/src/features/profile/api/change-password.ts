import type { ChangePasswordBody } from '@recolecta/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /auth/me/password`: needs the current password; the user's other sessions are signed out. */
export function changePassword(body: ChangePasswordBody) {
  return api.post<{ message: string }>('/auth/me/password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
