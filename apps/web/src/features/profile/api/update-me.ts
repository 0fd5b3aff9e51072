import type { MePatch } from '@recolecta/shared/accounts';
import type { Me } from '@recolecta/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../../../lib/access.ts';
import { api } from '../../../lib/api-client.ts';
import { parseMeResponse } from '../../../lib/session/parse-me.ts';
import { setPreferences } from '../../../theme/preferences-store.ts';

/** `PATCH /auth/me`: the signed-in user's own name, phone and language. */
export async function updateMe(patch: MePatch): Promise<Me> {
  return parseMeResponse(await api.patch<unknown>('/auth/me', patch));
}

/** Saves the profile; a new language applies at once (the server keeps it in the preferences too). */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryOptions().queryKey, me);
      setPreferences({ locale: me.locale });
    },
  });
}
