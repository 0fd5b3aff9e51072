import { SYSTEM_ROLES } from '@recolecta/shared/permissions';
import { describe, expect, it } from 'vitest';
import { grantablePermissions, resourcesForScope, togglePermission } from './grants.ts';

const owner = SYSTEM_ROLES.owner.permissions;
const admin = SYSTEM_ROLES.admin.permissions;

describe('grantable permissions', () => {
  it("are the scope's permissions the user holds", () => {
    const forOwner = grantablePermissions('company', owner);
    expect(forOwner.has('orders:create')).toBe(true);
    // An owner reads routes but may not change them, so cannot grant that either.
    expect(forOwner.has('routes:read')).toBe(true);
    expect(forOwner.has('routes:update')).toBe(false);
    // Operator-only resources never go into a company role.
    expect(forOwner.has('drivers:read')).toBe(false);
    expect(grantablePermissions('company', admin).has('drivers:read')).toBe(false);
    expect(grantablePermissions('operator', admin).has('drivers:delete')).toBe(true);
  });

  it('are laid out by resource for the scope', () => {
    expect(resourcesForScope('company')).toEqual([
      'clients',
      'users',
      'roles',
      'orders',
      'routes',
      'assets',
      'manifests',
      'service-plans',
    ]);
    expect(resourcesForScope('operator')).toContain('dashboard');
  });
});

describe('togglePermission', () => {
  const all = grantablePermissions('company', owner);

  it('ticks "read" with any other action of the row', () => {
    expect(togglePermission([], 'orders:update', true, all)).toEqual(['orders:read', 'orders:update']);
  });

  it('clears the row with "read"', () => {
    expect(
      togglePermission(['orders:create', 'orders:read', 'users:read'], 'orders:read', false, all),
    ).toEqual(['users:read']);
  });

  it('leaves what cannot be granted alone', () => {
    const some = new Set(['orders:read']);
    expect(togglePermission(['orders:delete'], 'orders:read', false, some)).toEqual(['orders:delete']);
    expect(togglePermission([], 'orders:create', true, some)).toEqual(['orders:read']);
  });
});
