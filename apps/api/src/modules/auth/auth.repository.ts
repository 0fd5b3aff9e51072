import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/auth.ts';
import { companies } from '../../db/schema/companies.ts';
import { roles } from '../../db/schema/roles.ts';
import { users } from '../../db/schema/users.ts';

/**
 * The account an address belongs to: every sign-in, recovery, code and sign-up finds it here. A
 * company's pending invitation to an address held elsewhere is not an account and is never found.
 */
export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.heldElsewhere, false)))
    .limit(1);
  return user;
}

export async function findUserProfile(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, role: roles, company: companies })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
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

/** Revokes every session of a user but one (the caller's, after a password change). */
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

export async function touchLastLogin(db: Db, userId: string) {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}
