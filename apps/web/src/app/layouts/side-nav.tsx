import { Layout, theme } from 'antd';
import { BRAND } from '../../theme/brand.ts';
import { usePreferences } from '../../theme/preferences-store.ts';
import { NavMenu } from './nav-menu.tsx';

/** The side navigation: 300 px, 56 px collapsed (docs/product.md §5), light or dark as the user chose. */
export function SideNav() {
  const { navCollapsed, sideNavTheme } = usePreferences();
  const { token } = theme.useToken();
  return (
    <Layout.Sider
      width={BRAND.sideNavWidth}
      collapsedWidth={BRAND.sideNavCollapsedWidth}
      collapsed={navCollapsed}
      theme={sideNavTheme}
      trigger={null}
      data-testid="side-nav"
      data-collapsed={navCollapsed}
      style={{
        position: 'sticky',
        top: BRAND.headerHeight,
        height: `calc(100vh - ${BRAND.headerHeight}px)`,
        overflowY: 'auto',
        overflowX: 'hidden',
        borderInlineEnd: sideNavTheme === 'light' ? `1px solid ${token.colorSplit}` : undefined,
        // The light sider has no background of its own: without this the menu's white ends with its entries.
        background: sideNavTheme === 'light' ? token.colorBgContainer : undefined,
      }}
    >
      <NavMenu mode="inline" theme={sideNavTheme} collapsed={navCollapsed} />
    </Layout.Sider>
  );
}
