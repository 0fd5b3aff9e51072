import type { PageKey } from '@recolecta/shared/pages';
import { type AppPageKey, appPage, type SectionKey } from '../routes/app-pages.ts';

export type MenuIcon =
  | 'dashboard'
  | 'orders'
  | 'routes'
  | 'manifests'
  | 'receptions'
  | 'actives'
  | 'clients'
  | 'stores'
  | 'reports'
  | 'jobs'
  | 'schools'
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

/** A menu entry opening a page, named by the page's key (so a typo fails the typecheck). */
const leaf = (key: SectionKey & AppPageKey, icon: MenuIcon): MenuEntry => {
  const page = appPage(key);
  return { key, icon, path: `/app/${page.path}`, access: page.access };
};

/** The menu of docs/product.md §5, before filtering by the user's permissions. */
export const MENU: readonly MenuEntry[] = [
  leaf('dashboard', 'dashboard'),
  leaf('orders', 'orders'),
  leaf('routes', 'routes'),
  leaf('manifests', 'manifests'),
  leaf('receptions', 'receptions'),
  leaf('actives', 'actives'),
  leaf('clients', 'clients'),
  leaf('stores', 'stores'),
  leaf('reports', 'reports'),
  leaf('jobs', 'jobs'),
  leaf('schools', 'schools'),
  {
    key: 'catalogs',
    icon: 'catalogs',
    children: [
      leaf('drivers', 'drivers'),
      leaf('vehicles', 'vehicles'),
      leaf('waste', 'waste'),
      leaf('containers', 'containers'),
      leaf('roles', 'roles'),
      leaf('users', 'users'),
    ],
  },
];
