import { useEffect } from 'react';
import { applyDocumentPreferences } from '../../theme/apply-document.ts';
import { LAYOUT_BACKGROUND } from '../../theme/light-tokens.ts';
import { usePreferences } from '../../theme/preferences-store.ts';

/** Keeps `<html dir>`, the body classes and the page background in step with the preferences. */
export function DocumentSync() {
  const { direction, currentTheme } = usePreferences();
  useEffect(() => {
    applyDocumentPreferences({ direction, currentTheme }, LAYOUT_BACKGROUND[currentTheme]);
  }, [direction, currentTheme]);
  return null;
}
