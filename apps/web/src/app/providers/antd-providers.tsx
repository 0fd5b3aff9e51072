import { ConfigProvider } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toAntdTemplate } from '../../i18n/antd-template.ts';
import { useLanguagePack } from '../../i18n/language-store.ts';
import { usePreferences } from '../../theme/preferences-store.ts';
import { buildThemeConfig } from '../../theme/theme-config.ts';

/** Ant Design's theme, locale, direction and form messages for the user's preferences. */
export function useAntdConfig() {
  const { currentTheme, direction } = usePreferences();
  const { pack } = useLanguagePack();
  const { t } = useTranslation();
  const theme = useMemo(() => buildThemeConfig({ currentTheme }), [currentTheme]);
  // Our required message ("Por favor ingresar {label}", docs/product.md §6) over Ant Design's own wording.
  const form = useMemo(
    () => ({
      validateMessages: {
        required: toAntdTemplate(t('validation.required')),
        types: { email: t('validation.email') },
      },
    }),
    [t],
  );
  return { locale: pack.antd, theme, direction, form };
}

/**
 * Ant Design's configuration around the parts of the route tree built with it (the signed-in app, the
 * account pages). Loaded with them: the login page and the public layout are drawn without the library.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  return <ConfigProvider {...useAntdConfig()}>{children}</ConfigProvider>;
}
