import { SYSTEM_ROLES } from '@recolecta/shared/permissions';
import { describe, expect, it } from 'vitest';
import { activeMenuKeys, filterMenu } from './filter-menu.ts';
import { MENU, type MenuEntry } from './menu-entries.ts';

const keys = (entries: MenuEntry[]): string[] =>
  entries.flatMap((entry) => [entry.key, ...(entry.children ? keys(entry.children) : [])]);

describe('filterMenu', () => {
  it('shows an admin every section', () => {
    expect(keys(filterMenu(MENU, 'operator', SYSTEM_ROLES.admin.permissions))).toEqual([
      'dashboard',
      'orders',
      'routes',
      'manifests',
      'receptions',
      'actives',
      'clients',
      'stores',
      'reports',
      'jobs',
      'schools',
      'catalogs',
      'drivers',
      'vehicles',
      'waste',
      'containers',
      'roles',
      'users',
    ]);
  });

  it('shows an owner only the company sections', () => {
    expect(keys(filterMenu(MENU, 'company', SYSTEM_ROLES.owner.permissions))).toEqual([
      'orders',
      'routes',
      'manifests',
      'actives',
      'clients',
      'catalogs',
      'roles',
      'users',
    ]);
  });

  it('drops a group left empty', () => {
    expect(keys(filterMenu(MENU, 'company', ['orders:read']))).toEqual(['orders']);
  });
});

describe('activeMenuKeys', () => {
  it('selects the section of a sub-page and opens its group', () => {
    expect(activeMenuKeys(MENU, '/app/drivers/edit/42')).toEqual({
      selected: ['drivers'],
      open: ['catalogs'],
    });
    expect(activeMenuKeys(MENU, '/app/orders')).toEqual({ selected: ['orders'], open: [] });
  });

  it('does not mistake a path that only starts alike', () => {
    expect(activeMenuKeys(MENU, '/app/ordersx')).toEqual({ selected: [], open: [] });
  });
});
