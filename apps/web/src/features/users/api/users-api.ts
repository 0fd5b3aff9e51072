import type { User, UserCreate, UserUpdate } from '@recolecta/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { resourceApi } from '../../../lib/resource-api.ts';

export const usersApi = resourceApi<User, UserCreate, UserUpdate>('users');

/** `POST /users/:id/invitation`: a new invitation e-mail for a user who has not accepted yet. */
export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: string) => api.post<{ message: string }>(`/users/${id}/invitation`),
  });
}

/**
 * `POST /users/:id/disable` or `/enable`: operator staff close or reopen a client company's user
 * (their sessions end at once); the user's page and lists show the answer.
 */
export function useClientUserAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ user, action }: { user: User; action: 'disable' | 'enable' }) =>
      api.post<{ data: User }>(`/users/${user.id}/${action}`, { version: user.version }).then((r) => r.data),
    onSuccess: (user) => {
      client.setQueryData(usersApi.keys.detail(user.id), user);
      return client.invalidateQueries({ queryKey: usersApi.keys.all });
    },
  });
}
