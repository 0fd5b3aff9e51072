import type { Preferences } from '@recolecta/shared/preferences';
import { type ThemeConfig, theme } from 'antd';
import { BRAND } from './brand.ts';

/** Ant Design theme for the user's preferences: brand tokens, and the dark algorithm when chosen. */
export function buildThemeConfig(preferences: Pick<Preferences, 'currentTheme'>): ThemeConfig {
  const dark = preferences.currentTheme === 'dark';
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: dark ? BRAND.primaryColorOnDark : BRAND.primaryColor,
      colorInfo: dark ? BRAND.primaryColorOnDark : BRAND.primaryColor,
      colorLink: dark ? BRAND.primaryColorOnDark : BRAND.primaryColor,
      fontSize: BRAND.fontSize,
    },
    components: {
      Menu: { collapsedWidth: BRAND.sideNavCollapsedWidth },
      Layout: {
        headerHeight: BRAND.headerHeight,
        headerPadding: '0 16px',
      },
    },
  };
}
