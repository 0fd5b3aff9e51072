/**
 * The access model (PRODUCT §1): a permission is `resource:action`; a role holds permissions and has a
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
export type Permission = `${Resource}:${Action}`;

export const ALL_PERMISSIONS: Permission[] = (Object.keys(RESOURCES) as Resource[]).flatMap((resource) =>
  ACTIONS.map((action) => `${resource}:${action}` as const),
);

export function isPermission(value: string): value is Permission {
  return (ALL_PERMISSIONS as string[]).includes(value);
}

export function permissionsForScope(scope: RoleScope): Permission[] {
  return ALL_PERMISSIONS.filter((p) =>
    (RESOURCES[p.split(':')[0] as Resource] as readonly string[]).includes(scope),
  );
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
