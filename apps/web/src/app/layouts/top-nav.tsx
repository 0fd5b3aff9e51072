import { ConfigProvider } from 'antd';
import { useMemo } from 'react';
import { BRAND } from '../../theme/brand.ts';
import { isDarkColour } from '../../theme/colour.ts';
import { usePreferences } from '../../theme/preferences-store.ts';
import { NavMenu } from './nav-menu.tsx';

/** The horizontal navigation under the header, in the top-nav colour (docs/product.md §5). */
export function TopNav() {
  const { topNavColor } = usePreferences();
  const dark = isDarkColour(topNavColor);
  const menuTheme = useMemo(
    () => ({
      components: {
        Menu: dark
          ? {
              darkItemBg: topNavColor,
              darkPopupBg: topNavColor,
              darkSubMenuItemBg: topNavColor,
              darkItemSelectedBg: 'rgba(0, 0, 0, 0.22)',
              darkItemColor: 'rgba(255, 255, 255, 0.88)',
              darkItemHoverColor: '#ffffff',
            }
          : { itemBg: topNavColor },
      },
    }),
    [dark, topNavColor],
  );
  return (
    <div
      data-testid="top-nav"
      style={{
        position: 'sticky',
        top: BRAND.headerHeight,
        zIndex: 25,
        background: topNavColor,
        display: 'flex',
      }}
    >
      <ConfigProvider theme={menuTheme}>
        <NavMenu mode="horizontal" theme={dark ? 'dark' : 'light'} />
      </ConfigProvider>
    </div>
  );
}
