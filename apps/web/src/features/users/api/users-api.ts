import type { User, UserCreate, UserUpdate } from '@recolecta/shared/users';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { resourceApi } from '../../../lib/resource-api.ts';

export const usersApi = resourceApi<User, UserCreate, UserUpdate>('users');

/** `POST /users/:id/invitation`: a new invitation e-mail for a user who has not accepted yet. */
export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: string) => api.post<{ message: string }>(`/users/${id}/invitation`),
  });
}
