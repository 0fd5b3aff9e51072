import { and, count, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { emailCodes, linkTokens, sessions } from '../../db/schema/auth.ts';
import { companies } from '../../db/schema/companies.ts';
import { roles } from '../../db/schema/roles.ts';
import { users } from '../../db/schema/users.ts';
import { pgError } from '../../lib/db-errors.ts';
import { allOf, archivedCondition, offsetOf, orderBy, type PageRequest } from '../../lib/list.ts';
import type { Scope } from '../../lib/principal.ts';
import { companyCondition } from '../../lib/scope.ts';

export interface UserFilter {
  q?: string;
  status?: string;
  roleId?: string;
  companyId?: string;
  scope?: 'operator' | 'company';
  archived: 'exclude' | 'include' | 'only';
}

const SORTABLE = {
  name: users.name,
  email: users.email,
  status: users.status,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  lastLoginAt: users.lastLoginAt,
};

/** Every query on users names the caller's company when there is one. */
export const inScope = (scope: Scope): SQL | undefined => companyCondition(users.companyId, scope);

function where(scope: Scope, filter: UserFilter) {
  const like = filter.q ? `%${filter.q.replace(/[%_\\]/g, '\\$&')}%` : undefined;
  return allOf(
    inScope(scope),
    like ? sql`(${users.name} ilike ${like} or ${users.email} ilike ${like})` : undefined,
    filter.status ? eq(users.status, filter.status as typeof users.$inferSelect.status) : undefined,
    filter.roleId ? eq(users.roleId, filter.roleId) : undefined,
    filter.companyId && scope === null ? eq(users.companyId, filter.companyId) : undefined,
    filter.scope === 'operator' ? isNull(users.companyId) : undefined,
    filter.scope === 'company' ? sql`${users.companyId} is not null` : undefined,
    archivedCondition(users.archivedAt, filter.archived),
  );
}

function selectUsers(db: Db) {
  return db
    .select({
      user: users,
      role: roles,
      companyName: sql<string | null>`coalesce(${companies.tradeName}, ${companies.legalName})`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(companies, eq(companies.id, users.companyId));
}

export type UserWithRole = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];

export async function listUsers(
  db: Db,
  scope: Scope,
  filter: UserFilter,
  page: PageRequest & { sort?: string },
) {
  const condition = where(scope, filter);
  const [rows, [total]] = await Promise.all([
    selectUsers(db)
      .where(condition)
      .orderBy(...orderBy(page.sort, SORTABLE, 'name:asc', users.id))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(users).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function userBatch(db: Db, scope: Scope, filter: UserFilter, sort: string | undefined) {
  return (offset: number, limit: number) =>
    selectUsers(db)
      .where(where(scope, filter))
      .orderBy(...orderBy(sort, SORTABLE, 'name:asc', users.id))
      .limit(limit)
      .offset(offset);
}

/** A user the caller can see, or undefined (another company's user is simply not found). */
export async function findUser(db: Db, scope: Scope, id: string) {
  const [row] = await selectUsers(db)
    .where(and(eq(users.id, id), inScope(scope)))
    .limit(1);
  return row;
}

export async function insertUser(db: Db, scope: Scope, values: typeof users.$inferInsert) {
  if (scope !== null && values.companyId !== scope) throw new Error('user outside the caller scope');
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/**
 * Other active holders of a system role (`admin`, or `owner` within one company): the last one
 * cannot be disabled, demoted or deleted.
 */
export async function otherActiveHolders(
  db: Db,
  scope: Scope,
  roleId: string,
  userId: string,
  companyId: string | null,
) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.roleId, roleId),
        ne(users.id, userId),
        eq(users.status, 'active'),
        isNull(users.archivedAt),
        companyId ? eq(users.companyId, companyId) : isNull(users.companyId),
        inScope(scope),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Whether the user has acted (sessions, audit entries as actor): then it is archived, never deleted.
 * Rows of other modules that point at a user (a driver's link) are the database's to refuse.
 */
export async function userHasActed(db: Db, scope: Scope, id: string) {
  const [[s], [a]] = await Promise.all([
    db
      .select({ n: count() })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.userId, id), inScope(scope))),
    db.select({ n: count() }).from(auditLog).where(eq(auditLog.actorId, id)),
  ]);
  return (s?.n ?? 0) + (a?.n ?? 0) > 0;
}

/**
 * Removes a user with its pending codes and links, in a savepoint: false, with nothing removed, when
 * another row still refers to the user.
 */
export async function deleteUser(db: Db, scope: Scope, id: string) {
  try {
    await db.transaction(async (tx) => {
      await tx.delete(emailCodes).where(eq(emailCodes.userId, id));
      await tx.delete(linkTokens).where(eq(linkTokens.userId, id));
      await tx.delete(users).where(and(eq(users.id, id), inScope(scope)));
    });
    return true;
  } catch (error) {
    if (pgError(error)?.code === '23503') return false;
    throw error;
  }
}

/** Closes every way in: sessions revoked, pending links spent. */
export async function closeAccess(db: Db, _scope: Scope, id: string) {
  const now = new Date();
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
  await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(and(eq(linkTokens.userId, id), isNull(linkTokens.usedAt)));
}

export async function companyName(db: Db, scope: Scope, companyId: string) {
  const [row] = await db
    .select({ name: sql<string>`coalesce(${companies.tradeName}, ${companies.legalName})` })
    .from(companies)
    .where(and(eq(companies.id, companyId), companyCondition(companies.id, scope)));
  return row?.name;
}

/** How many times `action` was recorded about `entityId` since `since` (a cap on notices sent). */
export async function auditCountSince(db: Db, action: string, entityId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId), gt(auditLog.at, since)));
  return row?.n ?? 0;
}

/**
 * A pending invitation to an address held elsewhere whose account has gone: the address becomes the
 * invitation's own. False when another account holds it (the unique index decides a race).
 */
export async function claimAddress(db: Db, scope: Scope, id: string) {
  try {
    const rows = await db.transaction((tx) =>
      tx
        .update(users)
        .set({ heldElsewhere: false })
        .where(and(eq(users.id, id), eq(users.heldElsewhere, true), inScope(scope)))
        .returning({ id: users.id }),
    );
    return rows.length > 0;
  } catch (error) {
    if (pgError(error)?.code === '23505') return false;
    throw error;
  }
}
