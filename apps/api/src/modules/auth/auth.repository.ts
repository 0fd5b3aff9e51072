import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyNames } from '../../db/read-models/companies.ts';
import { roleGrants } from '../../db/read-models/roles.ts';
import { sessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/auth.users.ts';
import type { Scope } from '../../lib/principal.ts';
import { companyCondition } from '../../lib/scope.ts';

const companyRef = companyNames();

/** A company's caller reaches its own users only; null (the system, operator staff) reaches every user. */
const inScope = (scope: Scope) => companyCondition(users.companyId, scope);

/** A user's row (the auth module owns the users table: every sign-in, code, link and session names one). */
export type UserRow = typeof users.$inferSelect;

/**
 * The account an address belongs to: every sign-in, recovery, code and sign-up finds it here. A
 * company's pending invitation to an address held elsewhere is not an account and is never found.
 */
export async function findUserByEmail(db: Db, scope: Scope, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        eq(users.heldElsewhere, false),
        inScope(scope),
      ),
    )
    .limit(1);
  return user;
}

/** A pending invitation to an address held elsewhere is not an account (see `findUserByEmail`). */
export async function findAccount(db: Db, scope: Scope, userId: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.heldElsewhere, false), inScope(scope)))
    .limit(1);
  return user;
}

/** A user's role as the answers about users carry it (joined through the roles' read model). */
export const userRole = {
  id: roleGrants.id,
  key: roleGrants.key,
  name: roleGrants.name,
  scope: roleGrants.scope,
  permissions: roleGrants.permissions,
};

export async function findUserProfile(db: Db, scope: Scope, userId: string) {
  const [row] = await db
    .select({
      user: users,
      role: userRole,
      company: {
        id: companyRef.id,
        legalName: companyRef.legalName,
        tradeName: companyRef.tradeName,
        status: companyRef.status,
      },
    })
    .from(users)
    .innerJoin(roleGrants, eq(roleGrants.id, users.roleId))
    .leftJoin(companyRef, eq(companyRef.id, users.companyId))
    .where(and(eq(users.id, userId), inScope(scope)))
    .limit(1);
  return row;
}

export async function insertSession(
  db: Db,
  session: { id: string; userId: string; purpose: string; expiresAt: Date; ip?: string; userAgent?: string },
) {
  await db.insert(sessions).values(session);
}

export async function revokeSession(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every session of a user but one (the caller's, after a password change), or all of them. */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}

export async function touchLastLogin(db: Db, scope: Scope, userId: string) {
  await db
    .update(users)
    .set({ lastLoginAt: new Date() })
    .where(and(eq(users.id, userId), inScope(scope)));
}

/** Serialises code and link issuing per user (a row lock inside the caller's transaction). */
export async function lockUser(db: Db, scope: Scope, userId: string) {
  await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), inScope(scope)))
    .for('update');
}

/** The user's address is proven: an unverified or invited user becomes active (`markEmailVerified`). */
export async function activateUser(db: Db, scope: Scope, userId: string) {
  await db
    .update(users)
    .set({ status: 'active', updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(and(eq(users.id, userId), sql`${users.status} in ('unverified', 'invited')`, inScope(scope)));
}

export async function setPassword(db: Db, scope: Scope, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(and(eq(users.id, userId), inScope(scope)));
}

/** The signed-in user's own changes (`PATCH /auth/me`): name, phone, language; a new version. */
export async function updateOwnProfile(
  db: Db,
  scope: Scope,
  userId: string,
  changes: Partial<Pick<UserRow, 'name' | 'phone' | 'locale' | 'preferences'>>,
) {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(and(eq(users.id, userId), inScope(scope)));
}

/** The signed-in user's preferences (and language): not part of the record others edit, so no new version. */
export async function savePreferences(
  db: Db,
  scope: Scope,
  userId: string,
  changes: Pick<UserRow, 'preferences'> & Partial<Pick<UserRow, 'locale'>>,
) {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(users.id, userId), inScope(scope)));
}
