import type { Me } from '@recolecta/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { parseMeResponse } from './parse-me.ts';

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
