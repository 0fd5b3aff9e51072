import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { containerTypes, containerTypeWastes, wastes } from '../../db/schema/index.ts';
import { allOf, archivedCondition, offsetOf, orderBy, type PageRequest } from '../../lib/list.ts';
import { codeSearchCondition } from '../../lib/search.ts';

export type WasteRow = typeof wastes.$inferSelect;
export type WasteInsert = typeof wastes.$inferInsert;
/** An exported waste names its parent and its container by code rather than by id. */
export interface WasteExportRow {
  waste: WasteRow;
  parentCode: string | null;
  containerCode: string | null;
}

export interface WasteFilter {
  q?: string;
  category?: string;
  physicalState?: string;
  level?: 'top' | 'sub';
  parentId?: string;
  archived: 'exclude' | 'include' | 'only';
}

const SORTABLE = {
  code: wastes.code,
  name: wastes.name,
  category: wastes.category,
  physicalState: wastes.physicalState,
  unit: wastes.unit,
  hazardCode: wastes.hazardCode,
  containerColour: wastes.containerColour,
  maxStorageDays: wastes.maxStorageDays,
  requiresRefrigeration: wastes.requiresRefrigeration,
  createdAt: wastes.createdAt,
  updatedAt: wastes.updatedAt,
};
const DEFAULT_SORT = 'code:asc';

function levelCondition(level: WasteFilter['level']) {
  if (level === 'top') return isNull(wastes.parentId);
  if (level === 'sub') return isNotNull(wastes.parentId);
  return undefined;
}

function where(filter: WasteFilter) {
  return allOf(
    codeSearchCondition(wastes.search, wastes.code, filter.q),
    filter.category ? eq(wastes.category, filter.category) : undefined,
    filter.physicalState ? eq(wastes.physicalState, filter.physicalState) : undefined,
    levelCondition(filter.level),
    filter.parentId ? eq(wastes.parentId, filter.parentId) : undefined,
    archivedCondition(wastes.archivedAt, filter.archived),
  );
}

export async function listWastes(db: Db, filter: WasteFilter, page: PageRequest & { sort?: string }) {
  const condition = where(filter);
  const rowsQuery = db
    .select()
    .from(wastes)
    .where(condition)
    .orderBy(...orderBy(page.sort, SORTABLE, DEFAULT_SORT, wastes.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const totalQuery = db.select({ n: count() }).from(wastes).where(condition);
  const [rows, [total]] = await Promise.all([rowsQuery, totalQuery]);
  return { rows, total: total?.n ?? 0 };
}

export function wasteBatch(db: Db, filter: WasteFilter, sort: string | undefined) {
  const parent = alias(wastes, 'parent');
  return (offset: number, limit: number): Promise<WasteExportRow[]> =>
    db
      .select({ waste: wastes, parentCode: parent.code, containerCode: containerTypes.code })
      .from(wastes)
      .leftJoin(parent, eq(parent.id, wastes.parentId))
      .leftJoin(containerTypes, eq(containerTypes.id, wastes.containerTypeId))
      .where(where(filter))
      .orderBy(...orderBy(sort, SORTABLE, DEFAULT_SORT, wastes.id))
      .limit(limit)
      .offset(offset);
}

/** Every waste not archived, by code: the tree page is built from it. */
export function activeWastesByCode(db: Db) {
  return db.select().from(wastes).where(isNull(wastes.archivedAt)).orderBy(asc(wastes.code), asc(wastes.id));
}

export async function findWaste(db: Db, id: string) {
  const [row] = await db.select().from(wastes).where(eq(wastes.id, id)).limit(1);
  return row;
}

export async function insertWaste(db: Db, values: WasteInsert) {
  const [row] = await db.insert(wastes).values(values).returning();
  return row!;
}

export async function deleteWaste(db: Db, id: string) {
  await db.delete(wastes).where(eq(wastes.id, id));
}

/** Sub-wastes of a waste, archived ones included (they still point at it). */
export async function subWasteCount(db: Db, id: string) {
  const [row] = await db.select({ n: count() }).from(wastes).where(eq(wastes.parentId, id));
  return row?.n ?? 0;
}

/** Sub-wastes, and container types that may hold it, point at a waste (PRODUCT §3: delete archives). */
export async function wasteReferenceCount(db: Db, id: string) {
  const [links] = await db
    .select({ n: count() })
    .from(containerTypeWastes)
    .where(eq(containerTypeWastes.wasteId, id));
  return (await subWasteCount(db, id)) + (links?.n ?? 0);
}

export async function isActiveContainerType(db: Db, id: string) {
  const [row] = await db
    .select({ id: containerTypes.id })
    .from(containerTypes)
    .where(and(eq(containerTypes.id, id), isNull(containerTypes.archivedAt)));
  return Boolean(row);
}

export const WASTE_CONSTRAINTS = { wastes_code_key: 'code' };
