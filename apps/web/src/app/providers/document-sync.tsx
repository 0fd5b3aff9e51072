import { theme } from 'antd';
import { useEffect } from 'react';
import { applyDocumentPreferences } from '../../theme/apply-document.ts';
import { usePreferences } from '../../theme/preferences-store.ts';

/** Keeps `<html dir>`, the body classes and the page background in step with the preferences. */
export function DocumentSync() {
  const { direction, currentTheme } = usePreferences();
  const { token } = theme.useToken();
  useEffect(() => {
    applyDocumentPreferences({ direction, currentTheme }, token.colorBgLayout);
  }, [direction, currentTheme, token.colorBgLayout]);
  return null;
}
