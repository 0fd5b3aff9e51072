import type { Preferences } from '@recolecta/shared/preferences';
import { useSyncExternalStore } from 'react';
import { DEFAULT_PREFERENCES, isValidPreference } from './preference-defaults.ts';

const STORAGE_KEY = 'recolecta.preferences';
/** Changes made while signed out, sent to the server at the next sign-in. */
const PENDING_KEY = 'recolecta.preferences.pending';

type PreferencesPatch = Partial<Preferences>;

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function writeJson(key: string, value: unknown) {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage disabled: preferences last for this page only.
  }
}

/** Keeps each stored field that still validates, so one bad value does not reset the rest. */
function sanitize(value: unknown): PreferencesPatch {
  if (typeof value !== 'object' || value === null) return {};
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (isValidPreference(key, field)) result[key] = field;
  }
  return result as PreferencesPatch;
}

let current: Preferences = { ...DEFAULT_PREFERENCES, ...sanitize(readJson(STORAGE_KEY)) };
const listeners = new Set<() => void>();

function commit(next: Preferences) {
  current = next;
  writeJson(STORAGE_KEY, next);
  for (const listener of listeners) listener();
}

export function getPreferences(): Preferences {
  return current;
}

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribePreferences, getPreferences);
}

/** Applies a change locally; `rememberForSync` records it for the server when nobody is signed in. */
export function setPreferences(patch: PreferencesPatch, options: { rememberForSync?: boolean } = {}) {
  const clean = sanitize(patch);
  if (options.rememberForSync) writeJson(PENDING_KEY, { ...pendingPreferences(), ...clean });
  commit({ ...current, ...clean });
}

export function pendingPreferences(): PreferencesPatch {
  return sanitize(readJson(PENDING_KEY));
}

export function clearPendingPreferences() {
  writeJson(PENDING_KEY, undefined);
}

/**
 * At sign-in the server's copy wins, except for what was changed on this device while signed out
 * (typically the language picked on the login page): that is returned for sending to the server.
 */
export function adoptServerPreferences(server: Preferences): PreferencesPatch {
  const pending = pendingPreferences();
  clearPendingPreferences();
  commit({ ...DEFAULT_PREFERENCES, ...sanitize(server), ...pending });
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(pending)) {
    if (server[key as keyof Preferences] !== value) changed[key] = value;
  }
  return changed as PreferencesPatch;
}
