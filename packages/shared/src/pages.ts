import type { Permission, RoleScope } from './permissions.ts';

/**
 * The page table of docs/product.md §5: who may open which `/app` page. `scopes` is the most a profile may
 * open; `permission` is what the role must hold there. The web builds its guards and menu from this.
 */
export interface PageAccess {
  scopes: readonly RoleScope[];
  permission?: Permission;
}

const BOTH = ['operator', 'company'] as const;
const OPERATOR = ['operator'] as const;
const COMPANY = ['company'] as const;

export const PAGE_ACCESS = {
  dashboard: { scopes: OPERATOR, permission: 'dashboard:read' },
  orders: { scopes: BOTH, permission: 'orders:read' },
  routes: { scopes: BOTH, permission: 'routes:read' },
  driver: { scopes: OPERATOR, permission: 'routes:drive' },
  manifests: { scopes: BOTH, permission: 'manifests:read' },
  receptions: { scopes: OPERATOR, permission: 'routes:update' },
  actives: { scopes: BOTH, permission: 'assets:read' },
  clients: { scopes: BOTH, permission: 'clients:read' },
  stores: { scopes: OPERATOR, permission: 'stores:read' },
  reports: { scopes: OPERATOR, permission: 'reports:read' },
  /** A company's own reports, from its orders page (the server scopes every figure to the company). */
  myReports: { scopes: COMPANY, permission: 'orders:read' },
  jobs: { scopes: OPERATOR, permission: 'jobs:read' },
  drivers: { scopes: OPERATOR, permission: 'drivers:read' },
  vehicles: { scopes: OPERATOR, permission: 'vehicles:read' },
  waste: { scopes: OPERATOR, permission: 'wastes:read' },
  containers: { scopes: OPERATOR, permission: 'containers:read' },
  roles: { scopes: BOTH, permission: 'roles:read' },
  users: { scopes: BOTH, permission: 'users:read' },
  schools: { scopes: OPERATOR, permission: 'schools:read' },
  patients: { scopes: OPERATOR, permission: 'patients:read' },
  profile: { scopes: BOTH },
  settings: { scopes: BOTH },
  companiesAdd: { scopes: BOTH },
} as const satisfies Record<string, PageAccess>;
export type PageKey = keyof typeof PAGE_ACCESS;

export function canOpenPage(page: PageKey, scope: RoleScope, permissions: readonly string[]) {
  const access: PageAccess = PAGE_ACCESS[page];
  if (!access.scopes.includes(scope)) return false;
  return access.permission ? permissions.includes(access.permission) : true;
}

/** Where a user lands after sign-in (docs/product.md §5): admins on the dashboard, owners on their orders. */
export function homePath(scope: RoleScope, permissions: readonly string[]) {
  if (canOpenPage('dashboard', scope, permissions)) return '/app/dashboard';
  if (canOpenPage('orders', scope, permissions)) return '/app/orders';
  if (canOpenPage('driver', scope, permissions)) return '/app/driver';
  return '/app/profile';
}
