import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { BRAND } from '../../theme/brand.ts';
import { usePreferences } from '../../theme/preferences-store.ts';
import { useHeaderColours } from './use-header-colours.ts';
import { UserMenu } from './user-menu.tsx';

export function AppHeader({
  mobile,
  onToggleNav,
  onOpenSettings,
}: {
  mobile: boolean;
  onToggleNav: () => void;
  onOpenSettings: () => void;
}) {
  const { t } = useTranslation();
  const { navType, navCollapsed, direction } = usePreferences();
  const colours = useHeaderColours();
  const sideNav = navType === 'side' && !mobile;
  const collapsed = sideNav && navCollapsed;
  const logoWidth = sideNav ? (collapsed ? BRAND.sideNavCollapsedWidth : BRAND.sideNavWidth) : undefined;
  const ToggleIcon = mobile ? MenuOutlined : collapsed ? MenuUnfoldOutlined : MenuFoldOutlined;

  return (
    <Layout.Header
      data-testid="app-header"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 30,
        height: BRAND.headerHeight,
        lineHeight: `${BRAND.headerHeight}px`,
        padding: 0,
        display: 'flex',
        alignItems: 'center',
        background: colours.background,
        color: colours.text,
        boxShadow: '0 1px 4px rgba(0, 21, 41, 0.12)',
      }}
    >
      <Flex
        align="center"
        justify={collapsed ? 'center' : 'flex-start'}
        style={{
          width: logoWidth,
          flex: 'none',
          paddingInline: collapsed ? 0 : 16,
          transition: 'width 0.2s',
          overflow: 'hidden',
        }}
      >
        <Link
          to="/app"
          // The name begins with the words shown (WCAG 2.5.3, label in name), then says where it goes.
          aria-label={`${t('app.name')}, ${t('header.home')}`}
          style={{ display: 'flex', alignItems: 'center', height: BRAND.headerHeight, lineHeight: 1 }}
        >
          <BrandLogo compact={collapsed} textColour={colours.text} />
        </Link>
      </Flex>
      {mobile || navType === 'side' ? (
        <Tooltip title={mobile ? t('header.openMenu') : t('header.toggleNav')}>
          <Button
            type="text"
            aria-label={mobile ? t('header.openMenu') : t('header.toggleNav')}
            data-testid="nav-toggle"
            // The fold arrows point at the side nav, which sits on the right in rtl.
            icon={<ToggleIcon style={direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />}
            onClick={onToggleNav}
            style={{ color: colours.text, marginInlineStart: 8 }}
          />
        </Tooltip>
      ) : null}
      <div style={{ flex: 1 }} />
      <Flex align="center" gap={4} style={{ paddingInlineEnd: 12 }}>
        <Tooltip title={t('header.settings')}>
          <Button
            type="text"
            aria-label={t('header.settings')}
            data-testid="open-settings"
            icon={<SettingOutlined />}
            onClick={onOpenSettings}
            style={{ color: colours.text }}
          />
        </Tooltip>
        <UserMenu compact={mobile} textColour={colours.text} />
      </Flex>
    </Layout.Header>
  );
}
