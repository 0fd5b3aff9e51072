import { and, count, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyNames } from '../../db/read-models/companies.ts';
import { roleGrants } from '../../db/read-models/roles.ts';
import { sessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/auth.users.ts';
import { auditCountByActor } from '../../lib/audit-log.ts';
import { pgError } from '../../lib/db-errors.ts';
import { allOf, archivedCondition, offsetOf, orderBy, type PageRequest } from '../../lib/list.ts';
import type { Scope } from '../../lib/principal.ts';
import { companyCondition } from '../../lib/scope.ts';
import { updateVersioned } from '../../lib/versioned.ts';
import { userRole } from './auth.repository.ts';

const companyRef = companyNames();

/*
 * The users catalog's queries (modules/users builds on them): the users table is the auth module's,
 * since every sign-in, code, link and session names a user and auth is below the modules that manage them.
 */

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
const inScope = (scope: Scope): SQL | undefined => companyCondition(users.companyId, scope);

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
      role: userRole,
      companyName: sql<string | null>`coalesce(${companyRef.tradeName}, ${companyRef.legalName})`,
    })
    .from(users)
    .innerJoin(roleGrants, eq(roleGrants.id, users.roleId))
    .leftJoin(companyRef, eq(companyRef.id, users.companyId));
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

/** A versioned change of a user the caller can see (404 outside the scope, 409 on a stale version). */
export function updateUser(
  db: Db,
  scope: Scope,
  id: string,
  version: number,
  values: Partial<typeof users.$inferInsert>,
) {
  return updateVersioned(db, users, id, version, values, inScope(scope));
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
  const [[s], acted] = await Promise.all([
    db
      .select({ n: count() })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.userId, id), inScope(scope))),
    auditCountByActor(db, id),
  ]);
  return (s?.n ?? 0) + acted > 0;
}

/**
 * Removes a user row; the caller removes the user's codes and links first, in the same transaction
 * (a row of another module that still refers to the user makes the database refuse: 23503).
 */
export async function deleteUser(db: Db, scope: Scope, id: string) {
  await db.delete(users).where(and(eq(users.id, id), inScope(scope)));
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

/** A company's active users, to whom its notices go (the welcome e-mail on activation). */
export function activeCompanyUsers(db: Db, scope: Scope, companyId: string) {
  return db
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.status, 'active'),
        isNull(users.archivedAt),
        inScope(scope),
      ),
    );
}
