import { and, count, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userRoles } from '../../db/read-models/auth.ts';
import { roles } from '../../db/schema/roles.ts';
import { allOf, archivedCondition, offsetOf, orderBy, type PageRequest } from '../../lib/list.ts';
import type { Scope } from '../../lib/principal.ts';
import { companyCondition } from '../../lib/scope.ts';
import { updateVersioned } from '../../lib/versioned.ts';

export type RoleRow = typeof roles.$inferSelect;
export type RoleWithCount = RoleRow & { userCount: number };

export interface RoleFilter {
  /** The caller's company, or null for operator staff (who see every role). */
  q?: string;
  scope?: 'operator' | 'company';
  companyId?: string;
  archived: 'exclude' | 'include' | 'only';
}

const SORTABLE = { name: roles.name, createdAt: roles.createdAt, updatedAt: roles.updatedAt };

/** A company sees the system role of its scope (owner) and its own custom roles; staff see all. */
function visibleRoles(scope: Scope): SQL | undefined {
  if (scope === null) return undefined;
  return and(
    eq(roles.scope, 'company'),
    or(eq(roles.companyId, scope), and(isNull(roles.companyId), eq(roles.isSystem, true))),
  );
}

/** Users holding the role, within the caller's company when there is one. */
function userCount(scope: Scope) {
  // `roles.id` spelled out: Drizzle leaves columns unqualified in a one-table select.
  return sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = roles.id and ${userRoles.archivedAt} is null${
    scope === null ? sql`` : sql` and ${userRoles.companyId} = ${scope}`
  })`;
}

function where(scope: Scope, filter: RoleFilter) {
  const like = filter.q ? `%${filter.q.replace(/[%_\\]/g, '\\$&')}%` : undefined;
  return allOf(
    visibleRoles(scope),
    like ? sql`${roles.name} ilike ${like}` : undefined,
    filter.scope ? eq(roles.scope, filter.scope) : undefined,
    filter.companyId && scope === null ? eq(roles.companyId, filter.companyId) : undefined,
    archivedCondition(roles.archivedAt, filter.archived),
  );
}

function selectRoles(db: Db, scope: Scope) {
  return db.select({ role: roles, userCount: userCount(scope) }).from(roles);
}

const flatten = (rows: { role: RoleRow; userCount: number }[]): RoleWithCount[] =>
  rows.map((r) => ({ ...r.role, userCount: Number(r.userCount) }));

export async function listRoles(
  db: Db,
  scope: Scope,
  filter: RoleFilter,
  page: PageRequest & { sort?: string },
) {
  const condition = where(scope, filter);
  const [rows, [total]] = await Promise.all([
    selectRoles(db, scope)
      .where(condition)
      .orderBy(...orderBy(page.sort, SORTABLE, 'name:asc', roles.id))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(roles).where(condition),
  ]);
  return { rows: flatten(rows), total: total?.n ?? 0 };
}

export function roleBatch(db: Db, scope: Scope, filter: RoleFilter, sort: string | undefined) {
  return async (offset: number, limit: number) =>
    flatten(
      await selectRoles(db, scope)
        .where(where(scope, filter))
        .orderBy(...orderBy(sort, SORTABLE, 'name:asc', roles.id))
        .limit(limit)
        .offset(offset),
    );
}

/** A role the caller can see, or undefined (another company's role is simply not found). */
export async function findRole(db: Db, scope: Scope, id: string) {
  const rows = await selectRoles(db, scope)
    .where(and(eq(roles.id, id), visibleRoles(scope)))
    .limit(1);
  return flatten(rows)[0];
}

export async function insertRole(db: Db, scope: Scope, values: typeof roles.$inferInsert) {
  if (scope !== null && values.companyId !== scope) throw new Error('role outside the caller scope');
  const [row] = await db.insert(roles).values(values).returning();
  return row!;
}

/** A versioned change of a role the caller can see (404 outside the scope, 409 on a stale version). */
export function updateRole(db: Db, scope: Scope, id: string, version: number, values: Partial<RoleRow>) {
  return updateVersioned(db, roles, id, version, values, visibleRoles(scope));
}

export async function deleteRole(db: Db, scope: Scope, id: string) {
  await db.delete(roles).where(and(eq(roles.id, id), companyCondition(roles.companyId, scope)));
}

/** Users holding the role: `active` counts those not archived, `all` every row that refers to it. */
export async function roleHolders(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select({
      all: count(),
      active: sql<number>`count(*) filter (where ${userRoles.archivedAt} is null)::int`,
    })
    .from(userRoles)
    .where(and(eq(userRoles.roleId, id), companyCondition(userRoles.companyId, scope)));
  return { all: row?.all ?? 0, active: Number(row?.active ?? 0) };
}

export const ROLE_CONSTRAINTS = { roles_name_key: 'name' };
