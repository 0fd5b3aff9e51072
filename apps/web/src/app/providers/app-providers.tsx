import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toAntdTemplate } from '../../i18n/antd-template.ts';
import { applyLanguage, useLanguagePack } from '../../i18n/language-store.ts';
import { usePreferences } from '../../theme/preferences-store.ts';
import { buildThemeConfig } from '../../theme/theme-config.ts';
import { DocumentSync } from './document-sync.tsx';
import { NotificationBridge } from './notification-bridge.tsx';

/** Query cache, Ant Design theme, locale and direction, notifications: everything the pages stand on. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { locale, currentTheme, direction } = usePreferences();
  const { pack } = useLanguagePack();
  const { t } = useTranslation();

  useEffect(() => {
    applyLanguage(locale).catch((error: unknown) => console.error('Could not load language', locale, error));
  }, [locale]);

  const themeConfig = useMemo(() => buildThemeConfig({ currentTheme }), [currentTheme]);
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

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={pack.antd} theme={themeConfig} direction={direction} form={form}>
        <DocumentSync />
        <NotificationBridge />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
