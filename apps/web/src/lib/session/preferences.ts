import type { Preferences } from '@recolecta/shared/preferences';
import type { Me } from '@recolecta/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { setPreferences } from '../../theme/preferences-store.ts';
import { meQueryOptions } from '../access.ts';
import { api } from '../api-client.ts';
import { parseMeResponse } from './parse-me.ts';
import { useSession } from './use-session.ts';

export async function updatePreferences(patch: Partial<Preferences>): Promise<Me> {
  const body = await api.patch<unknown>('/auth/me/preferences', patch);
  return parseMeResponse(body);
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (me) => queryClient.setQueryData(meQueryOptions().queryKey, me),
  });
}

/**
 * Changes theme settings: at once on this device (so they apply before sign-in too) and, for a
 * signed-in user, on the server; signed out, the change waits for the next sign-in.
 */
export function useChangePreferences() {
  const session = useSession();
  const signedIn = session?.claims.pur === 'session';
  const { mutate } = useUpdatePreferences();
  return useCallback(
    (patch: Partial<Preferences>) => {
      setPreferences(patch, { rememberForSync: !signedIn });
      if (signedIn) mutate(patch);
    },
    [signedIn, mutate],
  );
}
