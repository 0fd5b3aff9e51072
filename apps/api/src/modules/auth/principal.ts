import type { Permission } from '@recolecta/shared/permissions';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyNames } from '../../db/read-models/companies.ts';
import { roleGrants } from '../../db/read-models/roles.ts';
import { sessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/auth.users.ts';
import { sessionCacheOf } from '../../db/session-cache.ts';
import type { Principal } from '../../lib/principal.ts';

const companyRef = companyNames();

function principalQuery(db: Db) {
  return (
    db
      .select({
        userId: users.id,
        sessionId: sessions.id,
        purpose: sessions.purpose,
        email: users.email,
        name: users.name,
        locale: users.locale,
        status: users.status,
        roleId: roleGrants.id,
        roleKey: roleGrants.key,
        scope: roleGrants.scope,
        permissions: roleGrants.permissions,
        companyId: users.companyId,
        companyStatus: companyRef.status,
        phone: users.phone,
        roleName: roleGrants.name,
        companyName: sql<string | null>`coalesce(${companyRef.tradeName}, ${companyRef.legalName})`,
        preferences: users.preferences,
        lastLoginAt: users.lastLoginAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      // A pending invitation to an address held elsewhere is no account: no session of it counts.
      .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.heldElsewhere, false)))
      .innerJoin(roleGrants, eq(roleGrants.id, users.roleId))
      .leftJoin(companyRef, eq(companyRef.id, users.companyId))
      .where(
        and(
          eq(sessions.id, sql.placeholder('sessionId')),
          eq(sessions.userId, sql.placeholder('userId')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare('load_principal')
  );
}

// Runs on every request: built and prepared once per database handle.
const prepared = new WeakMap<Db, ReturnType<typeof principalQuery>>();

/**
 * One query: the session must exist, be unrevoked and unexpired, and its user not disabled (nor, for
 * a sign-up token, still unverified). On the embedded database the answer is remembered until a
 * write to a session, user, role or company, or the session's expiry (db/session-cache.ts).
 */
export async function loadPrincipal(db: Db, sessionId: string, userId: string): Promise<Principal | null> {
  const cache = sessionCacheOf<Principal>(db);
  const key = `${sessionId} ${userId}`;
  const now = Date.now();
  const remembered = cache?.get(key, now);
  if (remembered) return remembered;
  const generation = cache?.current ?? 0;
  let query = prepared.get(db);
  if (!query) {
    query = principalQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ sessionId, userId, now: new Date(now).toISOString() });
  if (!row || row.status === 'disabled') return null;
  // A sign-up token opens nothing until its address is verified, exactly like the token answered to
  // a sign-up with a taken address, which has no session at all (docs/decisions/0006).
  if (row.purpose === 'signup' && row.status === 'unverified') return null;
  const { status, permissions, phone, roleName, companyName, preferences, lastLoginAt, expiresAt, ...rest } =
    row;
  // Shared by the requests that find it remembered: frozen, so that none can change it for the others.
  const principal: Principal = Object.freeze({
    ...rest,
    permissions: Object.freeze(permissions as Permission[]) as Permission[],
    profile: Object.freeze({ phone, status, roleName, companyName, preferences, lastLoginAt }),
  });
  cache?.set(key, generation, expiresAt.getTime(), principal);
  return principal;
}
