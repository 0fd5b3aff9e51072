import { COUNT_CAP, parseSort } from '@recolecta/shared/pagination';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  getTableColumns,
  getTableName,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type PgColumn, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { countCacheOf } from '../db/count-cache.ts';
import { validationError } from './validation.ts';
import { pageByWords, type WordSearch } from './words.ts';

export { escapeLike, searchCondition, searchTokens } from './search.ts';

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

/**
 * An export's reader: the rows `where` picks, in the list's order (the id breaking ties), `limit` at a
 * time from `offset`; every repository's export reads its table through this.
 */
export function exportBatch<Row>(
  db: Db,
  options: {
    table: PgTable & { id: PgColumn };
    columns?: Record<string, PgColumn | SQL.Aliased>;
    where: SQL | undefined;
    sortable: Record<string, AnyColumn | SQL>;
    fallback: string;
    sort: string | undefined;
  },
) {
  const { table } = options;
  return (offset: number, limit: number) =>
    (options.columns ? db.select(options.columns) : db.select())
      .from(table as PgTable)
      .where(options.where)
      .orderBy(...orderBy(options.sort, options.sortable, options.fallback, table.id))
      .limit(limit)
      .offset(offset) as unknown as Promise<Row[]>;
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
function afterCursor(
  column: PgColumn | SQL,
  id: PgColumn | SQL,
  notNull: boolean,
  direction: 'asc' | 'desc',
  cursor: Cursor,
): SQL {
  const { v } = cursor;
  const cid = cursor.id;
  const forward = direction === 'asc';
  if (notNull || (v !== null && !forward)) {
    if (v === null) return sql`false`;
    const row = forward ? sql`(${column}, ${id}) > (${v}, ${cid})` : sql`(${column}, ${id}) < (${v}, ${cid})`;
    return notNull ? row : sql`(${column} is not null and ${row})`;
  }
  if (v === null) {
    return forward
      ? sql`(${column} is null and ${id} > ${cid})`
      : sql`(${column} is not null or ${id} < ${cid})`;
  }
  return sql`((${column}, ${id}) > (${v}, ${cid}) or ${column} is null)`;
}

/**
 * Rows a searched page may walk in the list's order before it reads the search's matches instead: about
 * what reading a capped count of matches costs, so a page never costs much more than the better of the two.
 */
export const WALK_LIMIT = 10_000;

/** How a page was read (for tests): see listPage. */
export type PageRead =
  | 'matches'
  | 'bounded walk'
  | 'bounded walk, then matches'
  | 'walk'
  | 'bounded walk before the count'
  | 'bounded walk, then matches counted'
  | 'words';

/**
 * One list page of a table: the rows of the page (by OFFSET, or after a cursor at the cost of the
 * first page), the count capped at COUNT_CAP (an exact count of a large table per request is what
 * made lists slow as they grew), and the cursor of the next page. Sort columns are plain columns of
 * the table, each with an index ending in the id.
 *
 * Walking the sort index and keeping the matching rows is fast when matches are spread along the order,
 * and reads the whole table when they are not: a filter or a search that correlates with the sort
 * ("garc" on a list by surname: every García sorts after the surnames in A–F). So the page is read in
 * one of these ways, each giving the same rows in the same order (the order ends in the id):
 * - at most COUNT_CAP matches: the first rows of the matches, read by whatever index finds them and
 *   sorted; bounded by the cap, not by the table. A search reads them once for the count and the page;
 * - more, and a search: the sort index walked for at most WALK_LIMIT rows under the filters (which have
 *   their own indexes), keeping the matches; if that did not fill the page, the matches read and sorted,
 *   bounded by their number where walking on could cross the whole table. Which of the two a search
 *   tries first rests on the planner's estimate of its matches (only the cost depends on it);
 * - more, no search (or a page beyond the bounded walk): the sort index walked, as the planner chooses.
 */
export async function listPage<T extends PgTable & { id: PgColumn }, Row extends { id: string }>(
  db: Db,
  options: {
    table: T;
    /** The columns the page shows: never the search vector. */
    columns: Record<string, PgColumn | SQL.Aliased>;
    /** The scope and the filters. */
    where: SQL | undefined;
    /** The text search, apart from the filters (its matches may correlate with any sort). */
    search?: SQL | undefined;
    /** The search's words in the list's default order (`lib/words.ts`), where the list has them. */
    words?: WordSearch | undefined;
    sortable: Record<string, PgColumn>;
    fallback: string;
    query: PagedQuery;
    /** Tests only: smaller limits than COUNT_CAP and WALK_LIMIT, to take every way with a few rows. */
    limits?: { count: number; walk: number };
    /** Tests only: told how the page was read. */
    trace?: (read: PageRead) => void;
  },
): Promise<Page<Row>> {
  const { table, query } = options;
  const limits = options.limits ?? { count: COUNT_CAP, walk: WALK_LIMIT };
  const parsed = parseSort(query.sort) ?? parseSort(options.fallback)!;
  const field = options.sortable[parsed.field] ? parsed.field : parseSort(options.fallback)!.field;
  const column = options.sortable[field]!;
  const cursor = query.after ? decodeCursor(query.after) : undefined;
  const after = cursor ? afterCursor(column, table.id, column.notNull, parsed.direction, cursor) : undefined;
  const offset = cursor ? 0 : offsetOf(query);
  const size = query.pageSize;
  const where = allOf(options.where, options.search);
  const dir = sql.raw(parsed.direction);
  // The cursor is the sort column's value as PostgreSQL writes it: exact for any type (a timestamp read
  // into a Date would lose its microseconds), and read whatever key the page shows the column under.
  const columns = { ...options.columns, [CURSOR_KEY]: sql<string | null>`${column}::text` };
  const select = (condition: SQL | undefined) =>
    db
      .select(columns)
      .from(table as PgTable)
      .where(condition)
      .orderBy(sql`${column} ${dir}`, sql`${table.id} ${dir}`);
  const byIds = (ids: SQL) => select(sql`${table.id} in (${ids})`);
  // The page's ids among every match (after the cursor), sorted: the matches are read by the index
  // that finds them (materialized, so the planner cannot turn this back into a walk of the sort index).
  const matches = sql`with m as materialized (
      select ${column} as s, ${table.id} as id from ${table} where ${allOf(where, after) ?? sql`true`})
    select id from m order by s ${dir}, id ${dir} limit ${size} offset ${offset}`;
  // The first rows in the list's order under the filters, the search tested on each, and the page's
  // among them.
  const walked = sql`select id from (
      select ${column} as s, ${table.id} as id, (${options.search}) as hit from ${table}
      where ${allOf(options.where, after) ?? sql`true`}
      order by ${column} ${dir}, ${table.id} ${dir} limit ${limits.walk}) w
    where hit order by s ${dir}, id ${dir} limit ${size} offset ${offset}`;
  // The page out of the matches, and how many match, from one read of them: every match, or the first
  // `cap + 1` found in any order (the page then stands only if they are all).
  const readMatches = async (cap?: number) => {
    const mAfter = cursor
      ? afterCursor(sql`m.s`, sql`m.id`, column.notNull, parsed.direction, cursor)
      : undefined;
    const result = (await db.execute(sql`with m as materialized (
        select ${column} as s, ${table.id} as id from ${table} where ${where ?? sql`true`}
        ${cap === undefined ? sql`` : sql`limit ${cap + 1}`}),
      p as (select s, id from m where ${mAfter ?? sql`true`}
        order by s ${dir}, id ${dir} limit ${size} offset ${offset})
      select (select count(*) from m)::int as n,
        (select json_agg(id order by s ${dir}, id ${dir}) from p) as ids`)) as unknown as {
      rows: { n: number; ids: string[] | string | null }[];
    };
    const { n, ids: found } = result.rows[0]!;
    const ids: string[] = typeof found === 'string' ? JSON.parse(found) : (found ?? []);
    const counted = { total: Math.min(n, limits.count), totalCapped: n > limits.count };
    const complete = cap === undefined || n <= cap;
    return { counted, complete, rows: complete && ids.length ? await byIds(sqlList(ids)) : [] };
  };

  let rows: Record<string, unknown>[];
  let counted: { total: number; totalCapped: boolean } | undefined;
  let read: PageRead;
  const memo = countMemo(db, table, where, limits.count);
  if (options.search !== undefined && offset + size <= limits.walk) {
    if (memo.capped() || (await estimatedRows(db, table, where)) > limits.count) {
      // Likely more matches than the cap: the words table in the list's order where there is one, else
      // the walk first, the count once either has filled the page.
      const ids =
        options.words?.sort === column
          ? await pageByWords(db, {
              table,
              search: options.words,
              where,
              after: (s, id) => cursor && afterCursor(s, id, true, parsed.direction, cursor),
              direction: parsed.direction,
              size,
              offset,
            })
          : undefined;
      if (ids) {
        read = 'words';
        rows = ids.length ? await byIds(sqlList(ids)) : [];
      } else {
        read = 'bounded walk before the count';
        rows = await byIds(walked);
        if (rows.length < size) {
          read = 'bounded walk, then matches counted';
          ({ rows, counted } = await readMatches());
        }
      }
    } else {
      // Likely few: counted and paged from one read of at most cap + 1 of them.
      let complete: boolean;
      read = 'matches';
      ({ rows, counted, complete } = await readMatches(limits.count));
      if (!complete) {
        memo.remember();
        read = 'bounded walk';
        rows = await byIds(walked);
        if (rows.length < size) {
          read = 'bounded walk, then matches';
          rows = await byIds(matches);
        }
      }
    }
  } else {
    counted = await cappedCount(db, table, where, limits.count, memo);
    if (!counted.totalCapped) {
      read = 'matches';
      rows = await byIds(matches);
    } else {
      read = 'walk';
      rows = await select(allOf(where, after)).limit(size).offset(offset);
    }
  }
  counted ??= await cappedCount(db, table, where, limits.count, memo);
  options.trace?.(read);
  const last = rows.at(-1);
  const next =
    last && rows.length === size
      ? encodeCursor({ v: (last[CURSOR_KEY] as string | null) ?? null, id: String(last.id) })
      : null;
  for (const row of rows) delete row[CURSOR_KEY];
  return { rows: rows as unknown as Row[], ...counted, next };
}

/** How many rows the planner expects the condition to match (its estimate; only a choice rests on it). */
async function estimatedRows(db: Db, table: PgTable, where: SQL | undefined) {
  const result = (await db.execute(
    sql`explain (format json) select 1 from ${table} where ${where ?? sql`true`}`,
  )) as unknown as {
    rows: Record<string, unknown>[];
  };
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as {
    Plan?: { 'Plan Rows'?: number };
  }[];
  return Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** Values as a list for `in (…)`. */
const sqlList = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The key the page's cursor value is selected under (and taken off the rows). */
const CURSOR_KEY = '__cursor';

/**
 * Matching rows counted up to the cap: the same cost at ten thousand rows and at ten million. A count
 * that reached the cap is remembered for a while (`db/count-cache.ts`), so the pages of a large list do
 * not count again; a count under the cap is always read.
 */
export async function cappedCount(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  cap = COUNT_CAP,
  memo = countMemo(db, table, where, cap),
) {
  if (memo.capped()) return { total: cap, totalCapped: true };
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  const n = row?.n ?? 0;
  if (n > cap) memo.remember();
  return { total: Math.min(n, cap), totalCapped: n > cap };
}

const dialect = new PgDialect();

/** Whether the rows of `table` under `where` were lately found to be more than `cap`, and remembering it. */
function countMemo(db: Db, table: PgTable, where: SQL | undefined, cap: number) {
  const cache = countCacheOf(db);
  if (!cache) return { capped: () => false, remember: () => {} };
  const name = getTableName(table);
  // The condition as the database receives it, with its values, and the cap.
  const query = where ? dialect.sqlToQuery(where) : { sql: '', params: [] };
  const key = `${cap}\u0000${query.sql}\u0000${JSON.stringify(query.params, (_, v) => (typeof v === 'bigint' ? `${v}` : v))}`;
  return { capped: () => cache.isCapped(name, key), remember: () => cache.rememberCapped(name, key) };
}

/** Every column of a table but the generated search vector, which no page shows. */
export function shownColumns<T extends PgTable>(table: T): Record<string, PgColumn> {
  const { search: _search, ...columns } = getTableColumns(table) as Record<string, PgColumn>;
  return columns;
}
