import type { Permission, RoleScope } from '@recolecta/shared/permissions';
import type { Me } from '@recolecta/shared/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { parseMeResponse } from './session/parse-me.ts';

/**
 * The one entry through which pages reach the signed-in user and what they may do. Features import
 * this module, never features/auth (apps/web/src/architecture.test.ts keeps it so).
 */
export async function getMe(signal?: AbortSignal): Promise<Me> {
  const body = await api.get<unknown>('/auth/me', { signal });
  return parseMeResponse(body);
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'] as const,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useMe(enabled = true) {
  return useQuery({ ...meQueryOptions(), enabled });
}

/** The signed-in user; only for components rendered below the private-route guard, which loads it. */
export function useCurrentUser(): Me {
  const { data } = useMe();
  if (!data) throw new Error('useCurrentUser() used outside the signed-in area');
  return data;
}

/** The signed-in user's permissions (their role's). */
export function usePermissions(): readonly string[] {
  return useCurrentUser().permissions;
}

/** Whether the signed-in user holds the permission. */
export function useCan(permission: Permission): boolean {
  return usePermissions().includes(permission);
}

/** Operator staff or a client company's user. */
export function useRoleScope(): RoleScope {
  return useCurrentUser().role.scope;
}
