import type { WasteSummary } from '@recolecta/shared/containers';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containerTypes, containerTypeWastes, wastes } from '../../db/schema/index.ts';
import { allOf, archivedCondition, offsetOf, orderBy, type PageRequest } from '../../lib/list.ts';
import { codeSearchCondition } from '../../lib/search.ts';

export type ContainerRow = typeof containerTypes.$inferSelect;
export type ContainerInsert = typeof containerTypes.$inferInsert;
/** A container type with the wastes it may hold, as lists, answers and exports show it. */
export type ContainerWithWastes = ContainerRow & { wastes: WasteSummary[] };

export interface ContainerFilter {
  q?: string;
  material?: string;
  colour?: string;
  reusable?: boolean;
  archived: 'exclude' | 'include' | 'only';
}

const SORTABLE = {
  code: containerTypes.code,
  name: containerTypes.name,
  material: containerTypes.material,
  colour: containerTypes.colour,
  capacityL: containerTypes.capacityL,
  tareKg: containerTypes.tareKg,
  reusable: containerTypes.reusable,
  createdAt: containerTypes.createdAt,
  updatedAt: containerTypes.updatedAt,
};
const DEFAULT_SORT = 'code:asc';

function where(filter: ContainerFilter) {
  return allOf(
    codeSearchCondition(containerTypes.search, containerTypes.code, filter.q),
    filter.material ? eq(containerTypes.material, filter.material) : undefined,
    filter.colour ? eq(containerTypes.colour, filter.colour) : undefined,
    filter.reusable === undefined ? undefined : eq(containerTypes.reusable, filter.reusable),
    archivedCondition(containerTypes.archivedAt, filter.archived),
  );
}

/** The wastes each of the given container types may hold, by code: one query for a whole page. */
export async function wastesOf(db: Db, containerIds: string[]) {
  const byContainer = new Map<string, WasteSummary[]>();
  if (containerIds.length === 0) return byContainer;
  const links = await db
    .select({
      containerTypeId: containerTypeWastes.containerTypeId,
      id: wastes.id,
      code: wastes.code,
      name: wastes.name,
    })
    .from(containerTypeWastes)
    .innerJoin(wastes, eq(wastes.id, containerTypeWastes.wasteId))
    .where(inArray(containerTypeWastes.containerTypeId, containerIds))
    .orderBy(asc(wastes.code));
  for (const { containerTypeId, ...waste } of links) {
    const list = byContainer.get(containerTypeId) ?? [];
    list.push(waste);
    byContainer.set(containerTypeId, list);
  }
  return byContainer;
}

export async function withWastes(db: Db, rows: ContainerRow[]): Promise<ContainerWithWastes[]> {
  const byContainer = await wastesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, wastes: byContainer.get(r.id) ?? [] }));
}

export async function oneWithWastes(db: Db, row: ContainerRow): Promise<ContainerWithWastes> {
  return { ...row, wastes: (await wastesOf(db, [row.id])).get(row.id) ?? [] };
}

export async function listContainers(db: Db, filter: ContainerFilter, page: PageRequest & { sort?: string }) {
  const condition = where(filter);
  const rowsQuery = db
    .select()
    .from(containerTypes)
    .where(condition)
    .orderBy(...orderBy(page.sort, SORTABLE, DEFAULT_SORT, containerTypes.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const totalQuery = db.select({ n: count() }).from(containerTypes).where(condition);
  const [rows, [total]] = await Promise.all([rowsQuery, totalQuery]);
  return { rows: await withWastes(db, rows), total: total?.n ?? 0 };
}

export function containerBatch(db: Db, filter: ContainerFilter, sort: string | undefined) {
  return async (offset: number, limit: number) =>
    withWastes(
      db,
      await db
        .select()
        .from(containerTypes)
        .where(where(filter))
        .orderBy(...orderBy(sort, SORTABLE, DEFAULT_SORT, containerTypes.id))
        .limit(limit)
        .offset(offset),
    );
}

export async function findContainer(db: Db, id: string) {
  const [row] = await db.select().from(containerTypes).where(eq(containerTypes.id, id)).limit(1);
  return row;
}

export async function insertContainer(db: Db, values: ContainerInsert) {
  const [row] = await db.insert(containerTypes).values(values).returning();
  return row!;
}

export async function deleteContainer(db: Db, id: string) {
  await db.delete(containerTypes).where(eq(containerTypes.id, id));
}

/** Replaces the wastes a container type may hold. */
export async function setContainerWastes(db: Db, containerTypeId: string, wasteIds: string[]) {
  await db.delete(containerTypeWastes).where(eq(containerTypeWastes.containerTypeId, containerTypeId));
  if (wasteIds.length > 0) {
    await db.insert(containerTypeWastes).values(wasteIds.map((wasteId) => ({ containerTypeId, wasteId })));
  }
}

/** Of the given waste ids, those that exist and are not archived. */
export async function activeWasteIds(db: Db, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: wastes.id })
    .from(wastes)
    .where(and(inArray(wastes.id, ids), isNull(wastes.archivedAt)));
  return new Set(rows.map((r) => r.id));
}

/** Wastes that name this container type as the one they require (PRODUCT §3: delete archives). */
export async function containerReferenceCount(db: Db, id: string) {
  const [row] = await db.select({ n: count() }).from(wastes).where(eq(wastes.containerTypeId, id));
  return row?.n ?? 0;
}

export const CONTAINER_CONSTRAINTS = { container_types_code_key: 'code' };
