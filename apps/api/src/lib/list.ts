import { COUNT_CAP, parseSort } from '@recolecta/shared/pagination';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  getTableColumns,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { validationError } from './validation.ts';

/** Text for a LIKE pattern, its wildcards (`%`, `_`) and the escape character taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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

/** A list page as repositories answer it (docs/product.md §7, kept flat however large the table). */
export interface Page<Row> {
  rows: Row[];
  total: number;
  totalCapped: boolean;
  next: string | null;
}

export interface PagedQuery {
  page: number;
  pageSize: number;
  sort?: string;
  after?: string;
}

type Cursor = { v: string | number | boolean | null; id: string };

function encodeCursor(cursor: Cursor) {
  return Buffer.from(JSON.stringify([cursor.v, cursor.id])).toString('base64url');
}

/** A cursor the client sent back; a forged or stale one is a 422 on `after`, never a 500. */
function decodeCursor(after: string): Cursor {
  try {
    const [v, id] = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as [unknown, unknown];
    const validValue = v === null || ['string', 'number', 'boolean'].includes(typeof v);
    if (validValue && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)) {
      return { v: v instanceof Date ? v.toISOString() : (v as Cursor['v']), id };
    }
  } catch {
    // fall through
  }
  throw validationError([{ path: 'query.after', message: 'validation.cursor' }]);
}

/**
 * Rows after the cursor in the page's order `(column dir, id dir)`, as one comparison the
 * `(column, id)` index answers. PostgreSQL puts nulls last going up and first going down.
 */
function afterCursor(column: PgColumn, id: PgColumn, direction: 'asc' | 'desc', cursor: Cursor): SQL {
  const { v } = cursor;
  const cid = cursor.id;
  const forward = direction === 'asc';
  if (column.notNull || (v !== null && !forward)) {
    if (v === null) return sql`false`;
    const row = forward ? sql`(${column}, ${id}) > (${v}, ${cid})` : sql`(${column}, ${id}) < (${v}, ${cid})`;
    return column.notNull ? row : sql`(${column} is not null and ${row})`;
  }
  if (v === null) {
    return forward
      ? sql`(${column} is null and ${id} > ${cid})`
      : sql`(${column} is not null or ${id} < ${cid})`;
  }
  return sql`((${column}, ${id}) > (${v}, ${cid}) or ${column} is null)`;
}

/**
 * One list page of a table: the rows of the page (by OFFSET, or after a cursor at the cost of the
 * first page), the count capped at COUNT_CAP (an exact count of a large table per request is what
 * made lists slow as they grew), and the cursor of the next page. Sort columns are plain columns of
 * the table, each with an index ending in the id.
 */
export async function listPage<T extends PgTable & { id: PgColumn }, Row extends { id: string }>(
  db: Db,
  options: {
    table: T;
    /** The columns the page shows: never the search vector. */
    columns: Record<string, PgColumn | SQL.Aliased>;
    where: SQL | undefined;
    sortable: Record<string, PgColumn>;
    fallback: string;
    query: PagedQuery;
  },
): Promise<Page<Row>> {
  const { table, query } = options;
  const parsed = parseSort(query.sort) ?? parseSort(options.fallback)!;
  const field = options.sortable[parsed.field] ? parsed.field : parseSort(options.fallback)!.field;
  const column = options.sortable[field]!;
  const cursor = query.after ? decodeCursor(query.after) : undefined;
  const direction = parsed.direction === 'asc' ? asc : desc;
  const rowsQuery = db
    .select(options.columns)
    .from(table as PgTable)
    .where(allOf(options.where, cursor ? afterCursor(column, table.id, parsed.direction, cursor) : undefined))
    .orderBy(direction(column), direction(table.id))
    .limit(query.pageSize)
    .offset(cursor ? 0 : offsetOf(query));
  const [rows, counted] = await Promise.all([rowsQuery, cappedCount(db, table, options.where)]);
  const last = rows.at(-1) as Record<string, unknown> | undefined;
  const next =
    last && rows.length === query.pageSize
      ? encodeCursor({ v: cursorValue(last[field]), id: String(last.id) })
      : null;
  return { rows: rows as unknown as Row[], ...counted, next };
}

function cursorValue(value: unknown): Cursor['v'] {
  if (value instanceof Date) return value.toISOString();
  if (value === null || value === undefined) return null;
  return typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
}

/** Matching rows counted up to the cap: the same cost at ten thousand rows and at ten million. */
export async function cappedCount(db: Db, table: PgTable, where: SQL | undefined) {
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  const n = row?.n ?? 0;
  return { total: Math.min(n, COUNT_CAP), totalCapped: n > COUNT_CAP };
}

/** Every column of a table but the generated search vector, which no page shows. */
export function shownColumns<T extends PgTable>(table: T): Record<string, PgColumn> {
  const { search: _search, ...columns } = getTableColumns(table) as Record<string, PgColumn>;
  return columns;
}
