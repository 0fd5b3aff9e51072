import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { allOf, exportBatch, listPage, type PagedQuery } from './list.ts';
import type { Scope } from './principal.ts';

interface TableReadsOptions<T extends PgTable & { id: PgColumn }, Filter> {
  table: T;
  /** The columns a row shows (never the search vector), made anew for each query. */
  columns(): Record<string, PgColumn | SQL.Aliased>;
  /** The columns a list may sort by, each with an index ending in the id. */
  sortable: Record<string, PgColumn>;
  /** `field:dir` when the request names no sortable column. */
  fallback: string;
  /** The rows the scope reaches: `companyCondition(table.companyId, scope)` or `operatorCondition(scope)`. */
  scope(scope: Scope): SQL | undefined;
  /** The filters, without the text search. */
  filters(filter: Filter): SQL | undefined;
  /** The text search, which a list page reads apart from the filters. */
  search?(filter: Filter): SQL | undefined;
}

/**
 * The reads a repository makes of its table with one column set: a list page, the export's batches in
 * the list's order over the same filter and search, and one row by id within the scope (another
 * company's is not found).
 */
export function tableReads<T extends PgTable & { id: PgColumn }, Row extends { id: string }, Filter>(
  options: TableReadsOptions<T, Filter>,
) {
  const { table, sortable, fallback } = options;
  const filtered = (scope: Scope, filter: Filter) => allOf(options.scope(scope), options.filters(filter));

  return {
    list(db: Db, scope: Scope, filter: Filter, query: PagedQuery) {
      return listPage<T, Row>(db, {
        table,
        columns: options.columns(),
        where: filtered(scope, filter),
        search: options.search?.(filter),
        sortable,
        fallback,
        query,
      });
    },

    batch(db: Db, scope: Scope, filter: Filter, sort: string | undefined) {
      return exportBatch<Row>(db, {
        table,
        columns: options.columns(),
        where: allOf(filtered(scope, filter), options.search?.(filter)),
        sortable,
        fallback,
        sort,
      });
    },

    async find(db: Db, scope: Scope, id: string): Promise<Row | undefined> {
      const [row] = await db
        .select(options.columns())
        .from(table as PgTable)
        .where(allOf(eq(table.id, id), options.scope(scope)))
        .limit(1);
      return row as Row | undefined;
    },
  };
}
