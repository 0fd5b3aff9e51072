import type { Preferences } from '@recolecta/shared/preferences';

/**
 * Mirrors direction and theme on the document (direction on the document and as a body
 * class), so CSS outside React and the page background follow them too.
 */
export function applyDocumentPreferences(
  preferences: Pick<Preferences, 'direction' | 'currentTheme'>,
  background: string,
) {
  const root = document.documentElement;
  root.dir = preferences.direction;
  root.dataset.theme = preferences.currentTheme;
  root.style.colorScheme = preferences.currentTheme;
  const body = document.body;
  body.classList.toggle('rtl', preferences.direction === 'rtl');
  body.classList.toggle('ltr', preferences.direction === 'ltr');
  body.classList.toggle('theme-dark', preferences.currentTheme === 'dark');
  body.classList.toggle('theme-light', preferences.currentTheme === 'light');
  body.style.backgroundColor = background;
}
