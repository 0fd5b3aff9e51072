import { preferencesSchema, DEFAULT_PREFERENCES as SHARED_DEFAULTS } from '@recolecta/shared/preferences';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, isValidPreference } from './preference-defaults.ts';

describe('zod-free preference defaults', () => {
  it('equal the shared schema defaults', () => {
    expect(DEFAULT_PREFERENCES).toEqual(SHARED_DEFAULTS);
  });

  it('accept and refuse what the shared schema accepts and refuses', () => {
    const samples: Record<string, unknown[]> = {
      navCollapsed: [true, false, 'true', 1],
      sideNavTheme: ['light', 'dark', 'blue', null],
      navType: ['side', 'top', 'bottom'],
      topNavColor: ['#3e82f7', '#ABCDEF', '#abc', 'red', '#12345g'],
      headerNavColor: ['#ffffff', '#000', 42],
      currentTheme: ['light', 'dark', 'dim'],
      direction: ['ltr', 'rtl', 'ttb'],
      locale: ['es', 'en', 'zh', 'fr', 'ja', 'de', 'es-MX'],
      unknownKey: ['x'],
    };
    const partial = preferencesSchema.partial().strict();
    for (const [key, values] of Object.entries(samples)) {
      for (const value of values) {
        expect(isValidPreference(key, value), `${key}=${JSON.stringify(value)}`).toBe(
          partial.safeParse({ [key]: value }).success,
        );
      }
    }
  });
});
