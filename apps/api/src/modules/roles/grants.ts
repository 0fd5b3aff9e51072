import { permissionsForScope, type RoleScope } from '@recolecta/shared/permissions';
import type { Principal } from '../../lib/principal.ts';

/**
 * The access model's rules for granting (docs/product.md §1): a role holds a subset of its creator's
 * permissions, valid for its scope. Shared by the roles and users services.
 */
export function ungrantable(actor: Principal, scope: RoleScope, permissions: readonly string[]) {
  const valid = new Set<string>(permissionsForScope(scope));
  const held = new Set<string>(actor.permissions);
  return permissions.filter((p) => !valid.has(p) || !held.has(p));
}

/** An actor manages only roles (and holders of roles) that do not exceed their own permissions. */
export function withinActor(actor: Principal, permissions: readonly string[]) {
  const held = new Set<string>(actor.permissions);
  return permissions.every((p) => held.has(p));
}

/** Roles an actor may assign or edit live in the actor's own catalog: the operator's, or their company's. */
export function inActorCatalog(
  actor: Principal,
  role: { scope: RoleScope; companyId: string | null; isSystem: boolean },
) {
  if (role.scope !== actor.scope) return false;
  if (actor.scope === 'operator') return role.companyId === null;
  return role.companyId === actor.companyId || (role.companyId === null && role.isSystem);
}
