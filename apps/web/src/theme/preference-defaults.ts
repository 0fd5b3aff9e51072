import { LOCALES } from '@recolecta/shared/locales';
import type { Preferences } from '@recolecta/shared/preferences';

/**
 * The allowed values of `preferencesSchema`, without zod: the theme applies before the first paint, and
 * zod would add about 30 KB gzip to the login page. A unit test holds these to the shared schema, and
 * the `Record` types fail the build when a choice is added there. The defaults come from the shared
 * package's zod-free module.
 */
export { DEFAULT_PREFERENCES } from '@recolecta/shared/preference-defaults';

type Choice<K extends keyof Preferences> = Record<Preferences[K] & string, true>;

const CHOICES: {
  sideNavTheme: Choice<'sideNavTheme'>;
  navType: Choice<'navType'>;
  currentTheme: Choice<'currentTheme'>;
  direction: Choice<'direction'>;
} = {
  sideNavTheme: { light: true, dark: true },
  navType: { side: true, top: true },
  currentTheme: { light: true, dark: true },
  direction: { ltr: true, rtl: true },
};

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** Whether `value` is allowed for the preference `key`, as `preferencesSchema` decides. */
export function isValidPreference(key: string, value: unknown): boolean {
  switch (key as keyof Preferences) {
    case 'navCollapsed':
      return typeof value === 'boolean';
    case 'topNavColor':
    case 'headerNavColor':
      return typeof value === 'string' && HEX_COLOUR.test(value);
    case 'locale':
      return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
    case 'sideNavTheme':
    case 'navType':
    case 'currentTheme':
    case 'direction':
      return typeof value === 'string' && Object.hasOwn(CHOICES[key as keyof typeof CHOICES], value);
    default:
      return false;
  }
}
