import type { companyStatuses } from '@recolecta/shared/auth';
import type { Locale } from '@recolecta/shared/locales';
import type { Permission, RoleScope } from '@recolecta/shared/permissions';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, roles, sessions, users } from '../../db/schema/index.ts';

/** Who is calling: resolved once per request from the token's session row. */
export interface Principal {
  userId: string;
  sessionId: string;
  purpose: string;
  email: string;
  name: string;
  locale: Locale;
  roleId: string;
  roleKey: string | null;
  scope: RoleScope;
  permissions: Permission[];
  companyId: string | null;
  companyStatus: (typeof companyStatuses)[number] | null;
}

function principalQuery(db: Db) {
  return db
    .select({
      userId: users.id,
      sessionId: sessions.id,
      purpose: sessions.purpose,
      email: users.email,
      name: users.name,
      locale: users.locale,
      status: users.status,
      roleId: roles.id,
      roleKey: roles.key,
      scope: roles.scope,
      permissions: roles.permissions,
      companyId: users.companyId,
      companyStatus: companies.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('load_principal');
}

// Runs on every request: built and prepared once per database handle.
const prepared = new WeakMap<Db, ReturnType<typeof principalQuery>>();

/** One query: the session must exist, be unrevoked and unexpired, and its user not disabled. */
export async function loadPrincipal(db: Db, sessionId: string, userId: string): Promise<Principal | null> {
  let query = prepared.get(db);
  if (!query) {
    query = principalQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ sessionId, userId, now: new Date().toISOString() });
  if (!row || row.status === 'disabled') return null;
  const { status: _status, permissions, ...rest } = row;
  return { ...rest, permissions: permissions as Permission[] };
}

/** The company a principal is confined to, or null for operator staff who see every company. */
export function companyScope(principal: Principal): string | null {
  return principal.scope === 'operator' ? null : principal.companyId;
}
