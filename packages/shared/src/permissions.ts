/**
 * The access model (docs/product.md §1): a permission is `resource:action`; a role holds permissions and has a
 * scope. Operator-scope roles see every company; company-scope roles are confined to their company.
 */
export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/** Resources and the scopes that may ever hold a permission on them. */
export const RESOURCES = {
  dashboard: ['operator'],
  reports: ['operator'],
  settings: ['operator'],
  audit: ['operator'],
  jobs: ['operator'],
  drivers: ['operator'],
  vehicles: ['operator'],
  wastes: ['operator'],
  containers: ['operator'],
  stores: ['operator'],
  schools: ['operator'],
  patients: ['operator'],
  clients: ['operator', 'company'],
  users: ['operator', 'company'],
  roles: ['operator', 'company'],
  orders: ['operator', 'company'],
  routes: ['operator', 'company'],
  assets: ['operator', 'company'],
  manifests: ['operator', 'company'],
  'service-plans': ['operator', 'company'],
} as const satisfies Record<string, readonly RoleScope[]>;

export type RoleScope = 'operator' | 'company';
export type Resource = keyof typeof RESOURCES;

/**
 * Permissions beyond the four actions, for acts that a resource's `update` must not imply: an owner
 * edits their own company's profile (`clients:update`) but only the operator suspends a company.
 */
export const EXTRA_PERMISSIONS = {
  'clients:suspend': ['operator'],
  /**
   * Disabling and re-enabling a client company's user, their sessions ended at once (a compromised
   * account): `users:update` lets staff manage operator staff only (docs/product.md §1).
   */
  'users:disable': ['operator'],
  /** Exporting the personal data of minors takes more than reading it (docs/product.md §3). */
  'patients:export': ['operator'],
  /**
   * Working one's own day's route from the driver's page (docs/product.md §9 "Driver view"): a user
   * linked to a driver acts on that driver's routes only, without changing any route.
   */
  'routes:drive': ['operator'],
} as const satisfies Record<string, readonly RoleScope[]>;
export type ExtraPermission = keyof typeof EXTRA_PERMISSIONS;

export type Permission = `${Resource}:${Action}` | ExtraPermission;

export const ALL_PERMISSIONS: Permission[] = [
  ...(Object.keys(RESOURCES) as Resource[]).flatMap((resource) =>
    ACTIONS.map((action) => `${resource}:${action}` as const),
  ),
  ...(Object.keys(EXTRA_PERMISSIONS) as ExtraPermission[]),
];

/** The scopes that may ever hold a permission. */
export function scopesOf(permission: Permission): readonly RoleScope[] {
  if (permission in EXTRA_PERMISSIONS) return EXTRA_PERMISSIONS[permission as ExtraPermission];
  return RESOURCES[permission.split(':')[0] as Resource];
}

export function isPermission(value: string): value is Permission {
  return (ALL_PERMISSIONS as string[]).includes(value);
}

export function permissionsForScope(scope: RoleScope): Permission[] {
  return ALL_PERMISSIONS.filter((p) => scopesOf(p).includes(scope));
}

/** What an owner may do with the company resources an owner holds: read-only where the operator acts. */
const OWNER_READ_ONLY: Resource[] = ['routes', 'assets', 'manifests'];
const OWNER_NO_DELETE: Resource[] = ['clients'];

export const SYSTEM_ROLES = {
  admin: { scope: 'operator' as RoleScope, permissions: permissionsForScope('operator') },
  owner: {
    scope: 'company' as RoleScope,
    permissions: permissionsForScope('company').filter((p) => {
      const [resource, action] = p.split(':') as [Resource, Action];
      if (OWNER_READ_ONLY.includes(resource)) return action === 'read';
      if (OWNER_NO_DELETE.includes(resource)) return action !== 'delete' && action !== 'create';
      return true;
    }),
  },
} as const;
export type SystemRoleKey = keyof typeof SYSTEM_ROLES;

export function can(permissions: readonly string[], needed: Permission) {
  return permissions.includes(needed);
}
