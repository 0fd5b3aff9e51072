import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES } from './preference-defaults.ts';

// The store reads localStorage when loaded, so each test loads a fresh copy.
async function loadStore() {
  vi.resetModules();
  return import('./preferences-store.ts');
}

beforeEach(() => localStorage.clear());

describe('preferences store', () => {
  it('starts from the defaults', async () => {
    const store = await loadStore();
    expect(store.getPreferences()).toEqual(DEFAULT_PREFERENCES);
  });

  it('keeps what was saved, dropping only the fields that are no longer valid', async () => {
    localStorage.setItem(
      'recolecta.preferences',
      JSON.stringify({ currentTheme: 'dark', direction: 'sideways', locale: 'ja', extra: 1 }),
    );
    const store = await loadStore();
    expect(store.getPreferences()).toEqual({ ...DEFAULT_PREFERENCES, currentTheme: 'dark', locale: 'ja' });
  });

  it('survives unreadable storage', async () => {
    localStorage.setItem('recolecta.preferences', '{not json');
    const store = await loadStore();
    expect(store.getPreferences()).toEqual(DEFAULT_PREFERENCES);
  });

  it('saves changes and tells subscribers', async () => {
    const store = await loadStore();
    const listener = vi.fn();
    store.subscribePreferences(listener);
    store.setPreferences({ direction: 'rtl' });
    expect(listener).toHaveBeenCalledOnce();
    expect(JSON.parse(localStorage.getItem('recolecta.preferences') ?? '{}').direction).toBe('rtl');
  });

  it("at sign-in takes the account's settings but keeps what was changed while signed out", async () => {
    const store = await loadStore();
    store.setPreferences({ locale: 'en' }, { rememberForSync: true });
    store.setPreferences({ currentTheme: 'dark' });
    const toSend = store.adoptServerPreferences({ ...DEFAULT_PREFERENCES, navType: 'top', locale: 'es' });
    expect(toSend).toEqual({ locale: 'en' });
    expect(store.getPreferences()).toEqual({ ...DEFAULT_PREFERENCES, navType: 'top', locale: 'en' });
    expect(store.pendingPreferences()).toEqual({});
  });

  it('sends nothing when the account already has the pending value', async () => {
    const store = await loadStore();
    store.setPreferences({ locale: 'fr' }, { rememberForSync: true });
    expect(store.adoptServerPreferences({ ...DEFAULT_PREFERENCES, locale: 'fr' })).toEqual({});
  });
});
