import { LogoutOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useChangePreferences } from '../../lib/session/preferences.ts';
import { BRAND } from '../../theme/brand.ts';
import { usePreferences } from '../../theme/preferences-store.ts';

/** The light layout of the onboarding step (`/app/companies/add`): brand, language and sign-out only. */
export function LightLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { locale } = usePreferences();
  const change = useChangePreferences();
  const logout = useLogout();
  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="light-layout">
      <Flex
        align="center"
        justify="space-between"
        gap={12}
        style={{
          height: BRAND.headerHeight,
          paddingInline: 24,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorSplit}`,
        }}
      >
        <BrandLogo />
        <Flex gap={8} align="center">
          <LanguageSwitcher
            value={locale}
            onChange={(next) => change({ locale: next })}
            variant="borderless"
          />
          <Button type="text" icon={<LogoutOutlined />} onClick={() => logout.mutate()}>
            {t('header.logout')}
          </Button>
        </Flex>
      </Flex>
      <Layout.Content style={{ padding: 24, width: '100%', maxWidth: 960, marginInline: 'auto' }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
