import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { applyLanguage } from '../../i18n/language-store.ts';
import { usePreferences } from '../../theme/preferences-store.ts';
import { DocumentSync } from './document-sync.tsx';
import { NoticeHost } from './notice-host.tsx';

/**
 * Query cache, locale and direction, notifications: everything the pages stand on. Ant Design's
 * configuration is not here but around the parts built with it (`AntdProviders`), so the login page
 * loads no component library.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { locale } = usePreferences();

  useEffect(() => {
    applyLanguage(locale).catch((error: unknown) => console.error('Could not load language', locale, error));
  }, [locale]);

  return (
    <QueryClientProvider client={queryClient}>
      <DocumentSync />
      <NoticeHost />
      {children}
    </QueryClientProvider>
  );
}
