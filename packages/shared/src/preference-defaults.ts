import { DEFAULT_LOCALE } from './locales.ts';
import type { Preferences } from './preferences.ts';

/**
 * The seed's defaults: side navigation, light theme, left to right, Spanish. Apart from the schema, so
 * that the web app's first paint and the browser tests read them without loading zod.
 */
export const DEFAULT_PREFERENCES: Preferences = {
  navCollapsed: false,
  sideNavTheme: 'light',
  navType: 'side',
  topNavColor: '#3e82f7',
  headerNavColor: '#ffffff',
  currentTheme: 'light',
  direction: 'ltr',
  locale: DEFAULT_LOCALE,
};
