import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { escapeLike, searchCondition } from './list.ts';

/**
 * Full-text search also tried with the query's letters and digits run together. PostgreSQL's parser
 * reads "VH-123" as the word "vh" and the number "-123", so a plate typed as written would not find
 * itself; a search column that also holds the compacted plate ("vh123") does.
 */
export function compactSearchCondition(column: PgColumn, q: string | undefined): SQL | undefined {
  const words = searchCondition(column, q);
  const compact = q?.replace(/[^\p{L}\p{N}]+/gu, '');
  if (!words || !compact || compact === q) return words;
  return sql`(${words} or ${searchCondition(column, compact)})`;
}

/**
 * Codes ("BR-20", "RPBI-SAN-L") found by their beginning as well as by full-text search, for the
 * same reason: a dash before digits makes a negative number of them. Catalogs of codes are small.
 */
export function codeSearchCondition(
  search: PgColumn,
  code: PgColumn,
  q: string | undefined,
): SQL | undefined {
  const words = searchCondition(search, q);
  const prefix = q === undefined ? undefined : escapeLike(q.trim().toUpperCase());
  if (!words || !prefix) return words;
  return sql`(${words} or upper(${code}) like ${`${prefix}%`})`;
}
