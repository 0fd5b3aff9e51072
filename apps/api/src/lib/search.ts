import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Text for a LIKE pattern, its wildcards (`%`, `_`) and the escape character taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Prefix full-text search on a generated tsvector column: "ana lop" finds "Ana López". Tokens are
 * reduced to letters and digits so user input can never break the tsquery syntax.
 */
export function searchCondition(column: PgColumn, q: string | undefined): SQL | undefined {
  const tokens = searchTokens(q);
  if (tokens.length === 0) return undefined;
  const query = tokens.map((t) => `${t}:*`).join(' & ');
  return sql`${column} @@ to_tsquery('simple', ${query})`;
}

/** The words a search query looks for: its runs of letters and digits, lower case, at most eight. */
export function searchTokens(q: string | undefined): string[] {
  if (!q) return [];
  return q
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

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
  const prefix = codePrefixCondition(code, q);
  if (!words || !prefix) return words;
  return sql`(${words} or ${prefix})`;
}

/** The rows whose code begins with the query, as typed (`codeSearchCondition`'s other half). */
export function codePrefixCondition(code: PgColumn, q: string | undefined): SQL | undefined {
  const prefix = q === undefined ? undefined : escapeLike(q.trim().toUpperCase());
  return prefix ? sql`upper(${code}) like ${`${prefix}%`}` : undefined;
}
