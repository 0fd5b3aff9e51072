import { and, count, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  companies,
  drivers,
  emailCodes,
  linkTokens,
  roles,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { allOf, archivedCondition, offsetOf, orderBy, type PageRequest } from '../../lib/list.ts';

export interface UserFilter {
  /** The caller's company, or null for operator staff (who see every user). */
  companyScope: string | null;
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
export const inScope = (companyScope: string | null): SQL | undefined =>
  companyScope ? eq(users.companyId, companyScope) : undefined;

function where(filter: UserFilter) {
  const like = filter.q ? `%${filter.q.replace(/[%_\\]/g, '\\$&')}%` : undefined;
  return allOf(
    inScope(filter.companyScope),
    like ? sql`(${users.name} ilike ${like} or ${users.email} ilike ${like})` : undefined,
    filter.status ? eq(users.status, filter.status as typeof users.$inferSelect.status) : undefined,
    filter.roleId ? eq(users.roleId, filter.roleId) : undefined,
    filter.companyId && !filter.companyScope ? eq(users.companyId, filter.companyId) : undefined,
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

export async function listUsers(db: Db, filter: UserFilter, page: PageRequest & { sort?: string }) {
  const condition = where(filter);
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

export function userBatch(db: Db, filter: UserFilter, sort: string | undefined) {
  return (offset: number, limit: number) =>
    selectUsers(db)
      .where(where(filter))
      .orderBy(...orderBy(sort, SORTABLE, 'name:asc', users.id))
      .limit(limit)
      .offset(offset);
}

/** A user the caller can see, or undefined (another company's user is simply not found). */
export async function findUser(db: Db, companyScope: string | null, id: string) {
  const [row] = await selectUsers(db)
    .where(and(eq(users.id, id), inScope(companyScope)))
    .limit(1);
  return row;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/**
 * Other active holders of a system role (`admin`, or `owner` within one company): the last one
 * cannot be disabled, demoted or deleted.
 */
export async function otherActiveHolders(db: Db, roleId: string, userId: string, companyId: string | null) {
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
      ),
    );
  return row?.n ?? 0;
}

/** Whether anything keeps a trace of the user (sessions, audit entries, a driver): then it is archived. */
export async function userIsReferenced(db: Db, id: string) {
  const [[s], [a], [d]] = await Promise.all([
    db.select({ n: count() }).from(sessions).where(eq(sessions.userId, id)),
    db.select({ n: count() }).from(auditLog).where(eq(auditLog.actorId, id)),
    db.select({ n: count() }).from(drivers).where(eq(drivers.userId, id)),
  ]);
  return (s?.n ?? 0) + (a?.n ?? 0) + (d?.n ?? 0) > 0;
}

/** Removes a user nothing refers to, with its pending codes and links. */
export async function deleteUser(db: Db, id: string) {
  await db.delete(emailCodes).where(eq(emailCodes.userId, id));
  await db.delete(linkTokens).where(eq(linkTokens.userId, id));
  await db.delete(users).where(eq(users.id, id));
}

/** Closes every way in: sessions revoked, pending links spent. */
export async function closeAccess(db: Db, id: string) {
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

export async function companyName(db: Db, companyId: string) {
  const [row] = await db
    .select({ name: sql<string>`coalesce(${companies.tradeName}, ${companies.legalName})` })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.name;
}
