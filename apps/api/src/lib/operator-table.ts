import { addDays, type DocumentFilter, EXPIRY_WARNING_DAYS } from '@recolecta/shared/documents';
import { type AnyColumn, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { columnsNamed } from '../db/schema/common.ts';
import { recordChange, rowOr404, type ServiceContext } from './context.ts';
import { uniqueViolation } from './field-errors.ts';
import { allOf, archivedCondition, exportBatch, listPage, type PagedQuery, shownColumns } from './list.ts';
import type { Scope } from './principal.ts';
import { assertOperator, operatorCondition } from './scope.ts';
import { updateVersioned } from './versioned.ts';
import type { WordSearch } from './words.ts';

type OperatorTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
  archivedAt: PgColumn;
};

/** A row as repositories answer it: every column but the generated search vector. */
export type ShownRow<T extends PgTable> = Omit<T['$inferSelect'], 'search'>;

interface OperatorTableOptions<T extends OperatorTable> {
  table: T;
  /** The audit log's name: `driver` gives `driver.create` and `driver.update`. */
  entity: string;
  /** What a list may sort by: the contract's sort fields, each with an index ending in the id (`sortIndexes`). */
  sortKeys: readonly (keyof T & string)[];
  /** `field:dir` when the request names no sortable column. */
  fallback: string;
  /** Unique constraints by name, and the field each one reports a clash on (422). */
  constraints: Record<string, string>;
}

/**
 * The reads and writes every table of the operator's catalogs and fleet shares (drivers, vehicles,
 * container types, wastes): only operator staff reach their rows, a company scope sees none and may
 * write none, each write keeps an audit entry with no company.
 */
export function operatorTable<T extends OperatorTable>(options: OperatorTableOptions<T>) {
  const { table, entity, fallback, constraints } = options;
  const sortable = columnsNamed(table, options.sortKeys) as Record<string, PgColumn>;
  type Row = T['$inferSelect'];

  /** The scope's rows (none for a company), the archived filter and the resource's own conditions. */
  const where = (
    scope: Scope,
    archived: 'exclude' | 'include' | 'only',
    ...conditions: (SQL | undefined)[]
  ) => allOf(operatorCondition(scope), ...conditions, archivedCondition(table.archivedAt, archived));

  /**
   * A page: `condition` the scope and filters, `search` the text search (listPage reads it apart) and
   * `words` its words table, where the table has one.
   */
  const list = (db: Db, condition: SQL | undefined, query: PagedQuery, search?: SQL, words?: WordSearch) =>
    listPage<T, ShownRow<T> & { id: string }>(db, {
      table,
      columns: shownColumns(table),
      where: condition,
      search,
      words,
      sortable,
      fallback,
      query,
    });

  /** Export batches, in the list's order. */
  const batch = (db: Db, condition: SQL | undefined, sort: string | undefined) =>
    exportBatch<Row>(db, { table, where: condition, sortable, fallback, sort });

  async function find(db: Db, scope: Scope, id: string): Promise<Row | undefined> {
    const [row] = (await db
      .select()
      .from(table as PgTable)
      .where(allOf(eq(table.id, id), operatorCondition(scope)))
      .limit(1)) as Row[];
    return row;
  }

  /** The row, or 404 (for a company scope, always). */
  const getRow = rowOr404(find);

  /**
   * A resource's list page and export batches over its filter, as `tableReads` gives a company's
   * table: `where` the scope and filters, `search` the text search (a page reads it apart from the
   * filters), `words` its words table.
   */
  function reads<Filter>(of: {
    where(scope: Scope, filter: Filter): SQL | undefined;
    search?(filter: Filter): SQL | undefined;
    words?(filter: Filter): WordSearch | undefined;
  }) {
    return {
      list: (db: Db, scope: Scope, filter: Filter, query: PagedQuery) =>
        list(db, of.where(scope, filter), query, of.search?.(filter), of.words?.(filter)),
      batch: (db: Db, scope: Scope, filter: Filter, sort: string | undefined) =>
        batch(db, allOf(of.where(scope, filter), of.search?.(filter)), sort),
    };
  }

  async function insert(ctx: ServiceContext, values: T['$inferInsert']): Promise<Row> {
    assertOperator(ctx.scope);
    const rows = (await ctx.db
      .insert(table)
      .values({ ...values, createdBy: ctx.auth.userId })
      .returning()
      .catch(uniqueViolation(constraints))) as Row[];
    return rows[0]!;
  }

  async function update(ctx: ServiceContext, id: string, version: number, changes: Record<string, unknown>) {
    return updateVersioned(ctx.db, table, id, version, changes).catch(uniqueViolation(constraints));
  }

  /** The audit entry of a create (no `before`) or an update; operator rows belong to no company. */
  function audit(ctx: ServiceContext, id: string, before: object | null, after: object) {
    return recordChange(ctx, {
      action: `${entity}.${before ? 'update' : 'create'}`,
      entity,
      entityId: id,
      before,
      after,
      companyId: null,
    });
  }

  return { where, list, batch, reads, find, getRow, insert, update, audit };
}

/**
 * Rows with an expired or expiring document (a licence, an insurance policy): "expiring" means within
 * the warning window and not yet expired, on any of the given expiry columns.
 */
export function documentsCondition(
  filter: DocumentFilter | undefined,
  today: string,
  expiryColumns: AnyColumn[],
): SQL | undefined {
  if (!filter) return undefined;
  const horizon = addDays(today, EXPIRY_WARNING_DAYS);
  const expired = (column: AnyColumn) => sql`${column} < ${today}`;
  const expiring = (column: AnyColumn) => sql`${column} between ${today} and ${horizon}`;
  const any = (test: typeof expired) => or(...expiryColumns.map(test));
  if (filter === 'expired') return any(expired);
  if (filter === 'expiring') return any(expiring);
  return or(any(expired), any(expiring));
}

/** An equality condition when the filter has a value, none when it is absent. */
export function equalsIf(column: PgColumn, value: string | boolean | undefined): SQL | undefined {
  return value === undefined || value === '' ? undefined : eq(column, value);
}
