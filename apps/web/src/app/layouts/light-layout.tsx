import { LogoutOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useChangePreferences } from '../../lib/session/preferences.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { BRAND } from '../../theme/brand.ts';
import { usePreferences } from '../../theme/preferences-store.ts';

/** Phones: the driver's page works at 390 px, so the header's buttons shrink to icons. */
const PHONE_QUERY = '(max-width: 575.98px)';

/**
 * The light layout of the onboarding step (`/app/companies/add`) and the driver's page (`/app/driver`):
 * brand, language and sign-out only.
 */
export function LightLayout() {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
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
          paddingInline: phone ? 12 : 24,
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
          <Button
            type="text"
            icon={<LogoutOutlined />}
            aria-label={phone ? t('header.logout') : undefined}
            onClick={() => logout.mutate()}
          >
            {phone ? null : t('header.logout')}
          </Button>
        </Flex>
      </Flex>
      <Layout.Content
        style={{ padding: phone ? 12 : 24, width: '100%', maxWidth: 960, marginInline: 'auto' }}
      >
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
