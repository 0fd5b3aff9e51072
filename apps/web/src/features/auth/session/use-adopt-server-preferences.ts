import type { Preferences } from '@recolecta/shared/preferences';
import { useCallback } from 'react';
import { useUpdatePreferences } from '../../../lib/session/preferences.ts';
import { adoptServerPreferences } from '../../../theme/preferences-store.ts';

// Once per token: later refetches of /auth/me must not undo a change whose save is still on its way.
let adoptedFor: string | null = null;

/** At the start of a session the account's theme settings apply; changes made signed out are sent up. */
export function useAdoptServerPreferences() {
  const { mutate } = useUpdatePreferences();
  return useCallback(
    (tokenId: string, server: Preferences) => {
      if (adoptedFor === tokenId) return;
      adoptedFor = tokenId;
      const pending = adoptServerPreferences(server);
      if (Object.keys(pending).length > 0) mutate(pending);
    },
    [mutate],
  );
}
