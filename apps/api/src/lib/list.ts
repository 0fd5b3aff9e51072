import { parseSort } from '@recolecta/shared/pagination';
import { type AnyColumn, and, asc, desc, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Prefix full-text search on a generated tsvector column: "ana lop" finds "Ana López". Tokens are
 * reduced to letters and digits so user input can never break the tsquery syntax.
 */
export function searchCondition(column: PgColumn, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const tokens = q
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (tokens.length === 0) return undefined;
  const query = tokens.map((t) => `${t}:*`).join(' & ');
  return sql`${column} @@ to_tsquery('simple', ${query})`;
}

export function archivedCondition(
  column: PgColumn,
  archived: 'exclude' | 'include' | 'only',
): SQL | undefined {
  if (archived === 'include') return undefined;
  return archived === 'only' ? isNotNull(column) : isNull(column);
}

/** ORDER BY from `sort=field:dir`, limited to the resource's sortable columns, with the id as tie-break. */
export function orderBy(
  sort: string | undefined,
  sortable: Record<string, AnyColumn | SQL>,
  fallback: string,
  id: AnyColumn,
): SQL[] {
  const parsed = parseSort(sort) ?? parseSort(fallback)!;
  const column = sortable[parsed.field] ?? sortable[parseSort(fallback)!.field]!;
  const direction = parsed.direction === 'asc' ? asc : desc;
  return [direction(column), direction(id)];
}

export function allOf(...conditions: (SQL | undefined)[]) {
  const present = conditions.filter((c): c is SQL => Boolean(c));
  return present.length ? and(...present) : undefined;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

export const offsetOf = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize;
