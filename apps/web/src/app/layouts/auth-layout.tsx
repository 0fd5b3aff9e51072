import { Flex, Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LanguageMenu } from '../../components/language-menu.tsx';
import { useChangePreferences } from '../../lib/session/preferences.ts';
import { BRAND } from '../../theme/brand.ts';
import { usePreferences } from '../../theme/preferences-store.ts';

/**
 * The public area: a centred panel on the brand background, the language switcher on top. Plain styled
 * elements instead of Card and Typography keep the login page's download small.
 */
export function AuthLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { locale, currentTheme } = usePreferences();
  const change = useChangePreferences();
  const dark = currentTheme === 'dark';
  const background = dark
    ? `linear-gradient(165deg, #0a1150 0%, ${token.colorBgLayout} 50%)`
    : `linear-gradient(165deg, ${BRAND.primaryColor} 0%, ${BRAND.topNavColor} 48%, #eef2ff 48.1%, #f5f7ff 100%)`;

  return (
    <Layout style={{ minHeight: '100vh', background }} data-testid="auth-layout">
      <Flex justify="space-between" align="center" style={{ padding: '16px 24px' }} wrap gap={12}>
        <BrandLogo size={36} textColour="#ffffff" />
        <LanguageMenu value={locale} onChange={(next) => change({ locale: next })} ghost />
      </Flex>
      <Flex flex={1} align="center" justify="center" style={{ padding: '16px 16px 32px' }}>
        <main
          style={{
            width: '100%',
            maxWidth: 440,
            padding: 32,
            borderRadius: token.borderRadiusLG * 2,
            background: token.colorBgContainer,
            color: token.colorText,
            boxShadow: dark ? '0 12px 40px rgba(0, 0, 0, 0.5)' : '0 16px 48px rgba(0, 26, 226, 0.18)',
          }}
        >
          <Outlet />
        </main>
      </Flex>
      <footer style={{ textAlign: 'center', padding: 16, fontSize: 14, color: token.colorTextSecondary }}>
        {t('app.footer', { year: new Date().getFullYear() })}
      </footer>
    </Layout>
  );
}
