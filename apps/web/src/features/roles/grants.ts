import {
  ACTIONS,
  type Action,
  type Permission,
  permissionsForScope,
  RESOURCES,
  type Resource,
  type RoleScope,
} from '@recolecta/shared/permissions';

/**
 * What a user may put in a role (docs/product.md §1): the permissions the role's scope allows that the user
 * holds themself. The API refuses the rest; the matrix offers only these.
 */
export function grantablePermissions(scope: RoleScope, held: readonly string[]): Set<Permission> {
  const mine = new Set(held);
  return new Set(permissionsForScope(scope).filter((p) => mine.has(p)));
}

/** The matrix rows: resources a role of this scope may hold permissions on, in the model's order. */
export function resourcesForScope(scope: RoleScope): Resource[] {
  return (Object.keys(RESOURCES) as Resource[]).filter((r) =>
    (RESOURCES[r] as readonly RoleScope[]).includes(scope),
  );
}

export const permissionOf = (resource: Resource, action: Action): Permission => `${resource}:${action}`;

/**
 * Ticks or clears one cell. Creating, editing or deleting needs the list to open, so ticking any of
 * them ticks "read" as well, and clearing "read" clears the rest of the row. Only grantable cells move;
 * anything else the role holds stays as it is.
 */
export function togglePermission(
  current: readonly string[],
  permission: Permission,
  checked: boolean,
  grantable: ReadonlySet<string>,
): string[] {
  const next = new Set(current);
  const [resource, action] = permission.split(':') as [Resource, Action];
  const touch = (p: Permission, on: boolean) => {
    if (!grantable.has(p)) return;
    if (on) next.add(p);
    else next.delete(p);
  };
  touch(permission, checked);
  if (checked && action !== 'read') touch(permissionOf(resource, 'read'), true);
  if (!checked && action === 'read') {
    for (const other of ACTIONS) if (other !== 'read') touch(permissionOf(resource, other), false);
  }
  return [...next].sort();
}
