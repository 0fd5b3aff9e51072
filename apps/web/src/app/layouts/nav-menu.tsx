import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { activeMenuKeys } from '../menu/filter-menu.ts';
import type { MenuEntry } from '../menu/menu-entries.ts';
import { MENU_ICONS } from '../menu/menu-icons.tsx';
import { useMenu } from '../menu/use-menu.ts';

type Items = NonNullable<MenuProps['items']>;

/** The permission-filtered menu, vertical (side nav, mobile drawer) or horizontal (top nav). */
export function NavMenu({
  mode,
  theme,
  collapsed = false,
  onNavigate,
}: {
  mode: 'inline' | 'horizontal';
  theme: 'light' | 'dark';
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const entries = useMenu();
  const { pathname } = useLocation();
  const active = useMemo(() => activeMenuKeys(entries, pathname), [entries, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(active.open);

  // Opening a page inside a group unfolds the group (inline mode keeps what the user opened too).
  useEffect(() => {
    setOpenKeys((keys) => Array.from(new Set([...keys, ...active.open])));
  }, [active.open]);

  const items = useMemo(() => {
    const toItems = (list: readonly MenuEntry[]): Items =>
      list.map((entry) =>
        entry.children
          ? {
              key: entry.key,
              icon: MENU_ICONS[entry.icon],
              label: t(`nav.${entry.key}`),
              children: toItems(entry.children),
            }
          : {
              key: entry.key,
              icon: MENU_ICONS[entry.icon],
              label: (
                <Link to={entry.path ?? '/app'} onClick={onNavigate} data-menu-key={entry.key}>
                  {t(`nav.${entry.key}`)}
                </Link>
              ),
            },
      );
    return toItems(entries);
  }, [entries, t, onNavigate]);

  return (
    <Menu
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={active.selected}
      aria-label={t('nav.menu')}
      data-testid={mode === 'horizontal' ? 'top-nav-menu' : 'side-nav-menu'}
      {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange: setOpenKeys } : {})}
      style={{
        borderInlineEnd: 'none',
        background: 'transparent',
        flex: mode === 'horizontal' ? 1 : undefined,
        minWidth: 0,
      }}
    />
  );
}
