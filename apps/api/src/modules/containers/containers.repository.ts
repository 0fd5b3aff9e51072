import type { WasteSummary } from '@recolecta/shared/containers';
import { CONTAINER_SORT_FIELDS } from '@recolecta/shared/containers';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { wasteNames } from '../../db/read-models/wastes.ts';
import { containerTypes } from '../../db/schema/containers.ts';
import { containerTypeWastes } from '../../db/schema/containers.wastes.ts';
import type { PagedQuery } from '../../lib/list.ts';
import { equalsIf, operatorTable, type ShownRow } from '../../lib/operator-table.ts';
import type { Scope } from '../../lib/principal.ts';
import { codeSearchCondition } from '../../lib/search.ts';

const wasteRef = wasteNames();

export type ContainerRow = ShownRow<typeof containerTypes>;
/** A container type with the wastes it may hold, as lists, answers and exports show it. */
export type ContainerWithWastes = ContainerRow & { wastes: WasteSummary[] };

export interface ContainerFilter {
  q?: string;
  material?: string;
  colour?: string;
  reusable?: boolean;
  archived: 'exclude' | 'include' | 'only';
}

export const containerTable = operatorTable({
  table: containerTypes,
  entity: 'container',
  sortKeys: CONTAINER_SORT_FIELDS,
  fallback: 'code:asc',
  constraints: { container_types_code_key: 'code' },
});

function where(scope: Scope, filter: ContainerFilter) {
  return containerTable.where(
    scope,
    filter.archived,
    codeSearchCondition(containerTypes.search, containerTypes.code, filter.q),
    equalsIf(containerTypes.material, filter.material),
    equalsIf(containerTypes.colour, filter.colour),
    equalsIf(containerTypes.reusable, filter.reusable),
  );
}

/** The wastes each of the given container types may hold, by code: one query for a whole page. */
export async function wastesOf(db: Db, containerIds: string[]) {
  const byContainer = new Map<string, WasteSummary[]>();
  if (containerIds.length === 0) return byContainer;
  const links = await db
    .select({
      containerTypeId: containerTypeWastes.containerTypeId,
      id: wasteRef.id,
      code: wasteRef.code,
      name: wasteRef.name,
    })
    .from(containerTypeWastes)
    .innerJoin(wasteRef, eq(wasteRef.id, containerTypeWastes.wasteId))
    .where(inArray(containerTypeWastes.containerTypeId, containerIds))
    .orderBy(asc(wasteRef.code));
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

export async function listContainers(db: Db, scope: Scope, filter: ContainerFilter, query: PagedQuery) {
  const page = await containerTable.list(db, where(scope, filter), query);
  return { ...page, rows: await withWastes(db, page.rows) };
}

export function containerBatch(db: Db, scope: Scope, filter: ContainerFilter, sort: string | undefined) {
  const rows = containerTable.batch(db, where(scope, filter), sort);
  return async (offset: number, limit: number) => withWastes(db, await rows(offset, limit));
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
    .select({ id: wasteRef.id })
    .from(wasteRef)
    .where(and(inArray(wasteRef.id, ids), isNull(wasteRef.archivedAt)));
  return new Set(rows.map((r) => r.id));
}

/** A container type by id, archived or not (another feature checks what it may hold or carry). */
export async function findContainerType(db: Db, id: string) {
  const [row] = await db.select().from(containerTypes).where(eq(containerTypes.id, id)).limit(1);
  return row;
}

/** A container type by its code, in any case (the imports name types by code). */
export async function findContainerTypeByCode(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(containerTypes)
    .where(sql`upper(${containerTypes.code}) = upper(${code})`)
    .limit(1);
  return row;
}
