import { type SQL, sql } from 'drizzle-orm';
import {
  customType,
  doublePrecision,
  index,
  integer,
  type PgColumn,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Columns every table carries (docs/product.md §3): id, timestamps, optimistic-concurrency version, author. */
export const baseColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
  createdBy: uuid('created_by'),
});

/** A Mexican address and its map pin (sites and stores). */
export const addressColumns = () => ({
  street: text('street').notNull(),
  exteriorNumber: text('exterior_number').notNull(),
  interiorNumber: text('interior_number'),
  neighbourhood: text('neighbourhood').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  postalCode: text('postal_code').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

export const archivedAt = () => timestamp('archived_at', { withTimezone: true });

/**
 * One index per offered sort, ending in the id the lists break ties with: a page sorted by any column,
 * first or after a cursor, is an index range scan whatever the size of the table. `keys` are the
 * contract's sort fields, which the repository offers too (`columnsNamed`): no offered sort lacks its index.
 */
export function sortIndexes<const K extends string>(
  table: string,
  columns: Record<K | 'id', PgColumn>,
  keys: readonly K[],
) {
  return keys.map((name) =>
    index(`${table}_${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}_sort_idx`).on(
      columns[name],
      columns.id,
    ),
  );
}

/** The columns of a table by name: its sort keys' columns, for a list to sort by. */
export function columnsNamed<T, const K extends keyof T & string>(table: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((name) => [name, table[name]])) as Pick<T, K>;
}

/**
 * An index for a list filtered by `filter` in its default order: `(filter, sort, id)`, then the list's
 * other filter columns (and `archived_at`) as trailing keys. The filtered page is a range scan in order,
 * even when the filter correlates with the sort (walking the sort index, PostgreSQL would step over every
 * row of the other values first), and the capped count of the filtered list reads the index alone.
 */
export function filterIndex(
  table: string,
  filter: PgColumn,
  sort: PgColumn,
  id: PgColumn,
  carried: PgColumn[],
) {
  return index(`${table}_${filter.name}_${sort.name}_idx`).on(filter, sort, id, ...carried);
}

/**
 * Codes found by their beginning, `upper(code) like 'BR-2%'` (lib/search.ts): an index in the pattern
 * operator class, which a prefix LIKE can use whatever the database's collation, so a search's
 * `tsvector @@ … or upper(code) like …` is two index scans combined rather than a walk of the table.
 */
export function prefixIndex(table: string, code: PgColumn) {
  return index(`${table}_${code.name}_prefix_idx`).on(sql`upper(${code}) text_pattern_ops`);
}

/**
 * A list's search words in the list's default order: a row per distinct word of a row's search vector
 * that starts with a letter, with the row's sort value and id, kept by a trigger on the list's table
 * (see migration 0018). A prefix of a frequent word finds its first matches in the list's order here
 * (`lib/words.ts`), where the GIN index can only give every match, unordered.
 */
export function wordsTable(name: string) {
  return pgTable(
    name,
    {
      word: text('word').notNull(),
      sort: text('sort').notNull(),
      id: uuid('id').notNull(),
    },
    (t) => [uniqueIndex(`${name}_idx`).on(sql`${t.word} text_pattern_ops`, t.sort, t.id)],
  );
}

/** A full-text search column, filled by the database from the row's own text columns. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The `simple` text-search vector of the given columns (missing ones count as empty). */
export const searchOf = (...parts: SQL[]) =>
  sql`to_tsvector('simple', ${sql.join(
    parts.map((p) => sql`coalesce(${p}, '')`),
    sql` || ' ' || `,
  )})`;
