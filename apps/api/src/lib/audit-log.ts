import { COUNT_CAP } from '@recolecta/shared/pagination';
import { and, asc, count, desc, eq, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { actors } from '../db/read-models/auth.ts';
import { auditLog } from '../db/schema/audit.ts';
import { historyView } from './history-view.ts';
import type { Scope } from './principal.ts';
import { companyCondition } from './scope.ts';

export interface AuditEntry {
  actorId: string | null;
  companyId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

export function insertAudit(db: Db, entry: AuditEntry) {
  return insertAudits(db, [entry]);
}

/**
 * The audit row of a user's own act on their account (signing in, verifying the address, setting a
 * password), in their company's history; with no user (an unknown address), it names nobody.
 */
export function insertUserAct(
  db: Db,
  user: { id: string; companyId: string | null } | undefined,
  action: string,
  details: Pick<AuditEntry, 'before' | 'after' | 'ip'>,
) {
  return insertAudit(db, {
    actorId: user?.id ?? null,
    companyId: user?.companyId ?? null,
    action,
    entity: 'user',
    entityId: user?.id ?? null,
    ...details,
  });
}

/** Several audit rows in one statement (the reads of a page of patients). */
export async function insertAudits(db: Db, entries: AuditEntry[]) {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      actorId: entry.actorId,
      companyId: entry.companyId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      ip: entry.ip ?? null,
    })),
  );
}

/** How many times `action` was recorded about `entityId` since `since` (a cap on notices sent). */
export async function auditCountSince(db: Db, action: string, entityId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId), gt(auditLog.at, since)));
  return row?.n ?? 0;
}

/** How many audit entries name the user as their actor (a user who has acted is archived, not deleted). */
export async function auditCountByActor(db: Db, actorId: string) {
  const [row] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.actorId, actorId));
  return row?.n ?? 0;
}

/**
 * The entries of chosen actions about one record, newest first, with the actor's address: for the
 * operator's own views of who read a record (a patient's reads).
 */
export function auditEntriesOf(db: Db, entity: string, entityId: string, actions: string[], limit: number) {
  return db
    .select({ at: auditLog.at, action: auditLog.action, actorEmail: actors.email })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.actorId))
    .where(
      and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId), inArray(auditLog.action, actions)),
    )
    .orderBy(desc(auditLog.at))
    .limit(limit);
}

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  action?: string;
  q?: string;
  /** Changes only: leave out the records of reads (`patient.read`, `.list`, `.export`). */
  changesOnly?: boolean;
}

function where(scope: Scope, filter: AuditFilter) {
  const conditions: SQL[] = [];
  const own = companyCondition(auditLog.companyId, scope);
  if (own) conditions.push(own);
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.changesOnly) conditions.push(sql`${auditLog.action} !~ '\.(read|list|export)$'`);
  if (filter.q) {
    const like = `%${filter.q.replace(/[%_\\]/g, '\\$&')}%`;
    conditions.push(
      or(ilike(auditLog.action, like), ilike(auditLog.entity, like), ilike(actors.email, like))!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * A page of the audit log within the caller's scope: a company's user reads the entries recorded
 * under their company, shown through `historyView` (nothing of another company or of the staff).
 */
export async function listAudit(
  db: Db,
  scope: Scope,
  filter: AuditFilter,
  page: { page: number; pageSize: number; direction: 'asc' | 'desc' },
) {
  const condition = where(scope, filter);
  const rowsQuery = db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorEmail: actors.email,
      actorCompanyId: actors.companyId,
      companyId: auditLog.companyId,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.actorId))
    .where(condition)
    .orderBy(page.direction === 'asc' ? asc(auditLog.at) : desc(auditLog.at), desc(auditLog.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  // Counted up to the cap, as every list (lib/list.ts): the log only grows. The join is only needed
  // when searching by the actor's e-mail.
  const matching = db.select({ one: sql`1`.as('one') }).from(auditLog);
  const counting = (filter.q ? matching.leftJoin(actors, eq(actors.id, auditLog.actorId)) : matching)
    .where(condition)
    .limit(COUNT_CAP + 1)
    .as('matching');
  const [rows, [counted]] = await Promise.all([rowsQuery, db.select({ n: count() }).from(counting)]);
  const n = counted?.n ?? 0;
  return {
    rows: await historyView(db, scope, rows),
    total: Math.min(n, COUNT_CAP),
    totalCapped: n > COUNT_CAP,
  };
}
