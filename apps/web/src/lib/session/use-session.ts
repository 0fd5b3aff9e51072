import { useSyncExternalStore } from 'react';
import { getSession, type StoredSession, subscribeToken } from '../token-storage.ts';

/** The stored token and its claims, or null when signed out; re-renders when it changes. */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribeToken, () => getSession());
}
