import { WASTE_SORT_FIELDS } from '@recolecta/shared/wastes';
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { containerTypeNames } from '../../db/read-models/containers.ts';
import { columnsNamed } from '../../db/schema/common.ts';
import { wastes } from '../../db/schema/wastes.ts';
import { orderBy } from '../../lib/list.ts';
import { equalsIf, operatorTable, type ShownRow } from '../../lib/operator-table.ts';
import type { Scope } from '../../lib/principal.ts';
import { codeSearchCondition } from '../../lib/search.ts';

const containerTypeRef = containerTypeNames();

export type WasteRow = ShownRow<typeof wastes>;
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

const SORTABLE = columnsNamed(wastes, WASTE_SORT_FIELDS);
const DEFAULT_SORT = 'code:asc';

export const wasteTable = operatorTable({
  table: wastes,
  entity: 'waste',
  sortKeys: WASTE_SORT_FIELDS,
  fallback: DEFAULT_SORT,
  constraints: { wastes_code_key: 'code' },
});

function levelCondition(level: WasteFilter['level']) {
  if (level === 'top') return isNull(wastes.parentId);
  if (level === 'sub') return isNotNull(wastes.parentId);
  return undefined;
}

function where(scope: Scope, filter: WasteFilter) {
  return wasteTable.where(
    scope,
    filter.archived,
    codeSearchCondition(wastes.search, wastes.code, filter.q),
    equalsIf(wastes.category, filter.category),
    equalsIf(wastes.physicalState, filter.physicalState),
    levelCondition(filter.level),
    equalsIf(wastes.parentId, filter.parentId),
  );
}

export const { list: listWastes } = wasteTable.reads({ where });

export function wasteBatch(db: Db, scope: Scope, filter: WasteFilter, sort: string | undefined) {
  const parent = alias(wastes, 'parent');
  return (offset: number, limit: number): Promise<WasteExportRow[]> =>
    db
      .select({ waste: wastes, parentCode: parent.code, containerCode: containerTypeRef.code })
      .from(wastes)
      .leftJoin(parent, eq(parent.id, wastes.parentId))
      .leftJoin(containerTypeRef, eq(containerTypeRef.id, wastes.containerTypeId))
      .where(where(scope, filter))
      .orderBy(...orderBy(sort, SORTABLE, DEFAULT_SORT, wastes.id))
      .limit(limit)
      .offset(offset);
}

/** Every waste not archived, by code: the tree page is built from it. */
export function activeWastesByCode(db: Db) {
  return db.select().from(wastes).where(isNull(wastes.archivedAt)).orderBy(asc(wastes.code), asc(wastes.id));
}

/** Sub-wastes of a waste, archived ones included (they still point at it). */
export async function subWasteCount(db: Db, id: string) {
  const [row] = await db.select({ n: count() }).from(wastes).where(eq(wastes.parentId, id));
  return row?.n ?? 0;
}

export async function isActiveContainerType(db: Db, id: string) {
  const [row] = await db
    .select({ id: containerTypeRef.id })
    .from(containerTypeRef)
    .where(and(eq(containerTypeRef.id, id), isNull(containerTypeRef.archivedAt)));
  return Boolean(row);
}
