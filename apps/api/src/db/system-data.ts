import { SYSTEM_ROLES, type SystemRoleKey } from '@recolecta/shared/permissions';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { organisationSettings, roles, users } from './schema/index.ts';

// The rows every database holds whatever its data (the demo's are in src/seed/, above the modules).

/**
 * The system roles exist in every database and follow the code: their permissions are rewritten at
 * each start, so a new permission reaches admins and owners without a data migration.
 */
export async function ensureSystemRoles(db: Db) {
  const ids = {} as Record<SystemRoleKey, string>;
  for (const [key, def] of Object.entries(SYSTEM_ROLES) as [
    SystemRoleKey,
    (typeof SYSTEM_ROLES)[SystemRoleKey],
  ][]) {
    const name = key === 'admin' ? 'Administrador' : 'Propietario';
    const [row] = await db
      .insert(roles)
      .values({ key, name, scope: def.scope, permissions: [...def.permissions], isSystem: true })
      .onConflictDoUpdate({
        target: roles.key,
        targetWhere: sql`${roles.key} is not null`,
        set: { permissions: [...def.permissions], scope: def.scope, isSystem: true },
      })
      .returning({ id: roles.id });
    ids[key] = row!.id;
  }
  return ids;
}

/**
 * The organisation's one settings row, written if there is none. Its identity (name, RFC,
 * authorisations, address) stays blank until the operator gives it in the settings: an install does
 * not print anyone's numbers on its manifests (the demo fills its own, src/seed/seed-organisation.ts).
 */
export async function ensureOrganisation(db: Db) {
  const [existing] = await db.select({ id: organisationSettings.id }).from(organisationSettings).limit(1);
  if (existing) return;
  await db.insert(organisationSettings).values({ name: '' });
}

export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

export async function findSystemRoleId(db: Db, key: SystemRoleKey) {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, key)).limit(1);
  return row?.id;
}
