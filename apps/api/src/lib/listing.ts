import type { Db } from '../db/client.ts';
import type { ServiceContext } from './context.ts';
import { type ExportColumn, inBatches } from './export.ts';
import type { Scope } from './principal.ts';
import type { ListResult } from './resource-routes.ts';

/** A page as a repository answers it: its rows, the count, and a cursor where it has one. */
type ListPage<Row> = Omit<ListResult<never>, 'data'> & { rows: Row[] };

interface ListingOptions<Query, Filter, Row, Item, ExportRow> {
  /** The repository's filter, made from the list query (and the context, for the day or the scope). */
  filterOf(query: Query, ctx: ServiceContext): Filter;
  /** The repository's page of rows, with what it knows of the rest (the count, the next cursor). */
  page(db: Db, scope: Scope, filter: Filter, query: Query): Promise<ListPage<Row>>;
  /** A row as the API answers it. */
  toItem(row: Row, ctx: ServiceContext): Item;
  /** The repository's export reader over the same filter, in the list's order. */
  batch(
    db: Db,
    scope: Scope,
    filter: Filter,
    sort: string | undefined,
  ): (offset: number, limit: number) => Promise<NoInfer<ExportRow>[]>;
  exportColumns(ctx: ServiceContext): ExportColumn<ExportRow>[];
}

/**
 * A resource's `list` and `exportRows`, the same for every repository that pages and batches one
 * filter: the filter is made from the query once per call, the page's rows become items, and the
 * export reads the whole filtered set in batches.
 */
export function listing<Query extends { sort?: string }, Filter, Row, Item, ExportRow>(
  options: ListingOptions<Query, Filter, Row, Item, ExportRow>,
) {
  return {
    async list(ctx: ServiceContext, query: Query): Promise<ListResult<Item>> {
      const { rows, ...page } = await options.page(ctx.db, ctx.scope, options.filterOf(query, ctx), query);
      return { data: rows.map((row) => options.toItem(row, ctx)), ...page };
    },

    exportRows(ctx: ServiceContext, query: Query) {
      const filter = options.filterOf(query, ctx);
      return {
        columns: options.exportColumns(ctx),
        batches: inBatches(options.batch(ctx.db, ctx.scope, filter, query.sort)),
      };
    },
  };
}
