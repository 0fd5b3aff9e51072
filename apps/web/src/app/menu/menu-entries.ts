import type { PageKey } from '@recolecta/shared/pages';
import type { SectionKey } from '../routes/app-pages.ts';

export type MenuIcon =
  | 'dashboard'
  | 'orders'
  | 'routes'
  | 'actives'
  | 'clients'
  | 'stores'
  | 'reports'
  | 'catalogs'
  | 'drivers'
  | 'vehicles'
  | 'waste'
  | 'containers'
  | 'roles'
  | 'users';

export interface MenuEntry {
  key: SectionKey;
  icon: MenuIcon;
  /** A leaf opens a page; a group holds children. */
  path?: string;
  access?: PageKey;
  children?: MenuEntry[];
}

/** The menu of PRODUCT §5 / seed §1, before filtering by the user's permissions. */
export const MENU: readonly MenuEntry[] = [
  { key: 'dashboard', icon: 'dashboard', path: '/app/dashboard', access: 'dashboard' },
  { key: 'orders', icon: 'orders', path: '/app/orders', access: 'orders' },
  { key: 'routes', icon: 'routes', path: '/app/routes', access: 'routes' },
  { key: 'actives', icon: 'actives', path: '/app/actives', access: 'actives' },
  { key: 'clients', icon: 'clients', path: '/app/clients', access: 'clients' },
  { key: 'stores', icon: 'stores', path: '/app/stores', access: 'stores' },
  { key: 'reports', icon: 'reports', path: '/app/reports', access: 'reports' },
  {
    key: 'catalogs',
    icon: 'catalogs',
    children: [
      { key: 'drivers', icon: 'drivers', path: '/app/drivers', access: 'drivers' },
      { key: 'vehicles', icon: 'vehicles', path: '/app/vehicles', access: 'vehicles' },
      { key: 'waste', icon: 'waste', path: '/app/waste', access: 'waste' },
      { key: 'containers', icon: 'containers', path: '/app/containers', access: 'containers' },
      { key: 'roles', icon: 'roles', path: '/app/roles', access: 'roles' },
      { key: 'users', icon: 'users', path: '/app/users', access: 'users' },
    ],
  },
];
