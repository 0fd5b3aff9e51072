import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { wordsTable } from '../db/schema/common.ts';
import { escapeLike, searchTokens } from './search.ts';

type WordsTable = ReturnType<typeof wordsTable>;

/**
 * A search that a words table (`wordsTable` in db/schema/common.ts) can answer in the list's order: the
 * table, the list's column it is sorted by, the query's word it is read by, and the other ways the search
 * matches a row (a code's prefix), which it cannot see.
 */
export interface WordSearch {
  words: WordsTable;
  sort: PgColumn;
  word: string;
  besides?: SQL;
}

/** How many different words a prefix may stand for before the words table is not worth reading. */
export const MAX_WORDS = 64;

/**
 * The word of a search query that a words table is read by: its longest word of Latin letters (the
 * parser keeps such a word whole, and every row the search finds has a word beginning with it). None for
 * a query of numbers, codes or other scripts: those searches are read as before.
 */
export function wordOf(q: string | undefined): string | undefined {
  const words = searchTokens(q).filter((w) => /^[a-z\u00c0-\u024f]+$/.test(w));
  return words.sort((a, b) => b.length - a.length)[0];
}

/**
 * The ids of a page of a search, in the list's order, from the words table: for each different word
 * that begins with the search's word (at most MAX_WORDS), its entries in the list's order, each row kept
 * if it matches `where` (scope, filters and the whole search), the first `offset + size` of each merged.
 * Every row the search finds has such a word, so the page is exact; undefined when the words table
 * cannot answer (too many different words, or rows found another way, such as a code's prefix).
 */
export async function pageByWords(
  db: Db,
  options: {
    table: PgTable & { id: PgColumn };
    search: WordSearch;
    where: SQL | undefined;
    after: (sort: SQL, id: SQL) => SQL | undefined;
    direction: 'asc' | 'desc';
    size: number;
    offset: number;
  },
): Promise<string[] | undefined> {
  const { table, search, direction, size, offset } = options;
  const { words } = search;
  const prefix = `${escapeLike(search.word)}%`;
  const dir = sql.raw(direction);
  // The different words with the prefix, one index probe each (a loose scan of the words index).
  const found = (await db.execute(sql`with recursive w(word) as (
      (select ${words.word} from ${words} where ${words.word} like ${prefix}
        order by ${words.word} using ~<~ limit 1)
      union all
      select (select ${words.word} from ${words} where ${words.word} like ${prefix} and ${words.word} ~>~ w.word
        order by ${words.word} using ~<~ limit 1)
      from w where w.word is not null)
    select (select json_agg(word) from (select word from w where word is not null limit ${MAX_WORDS + 1}) l) as words,
      ${search.besides ? sql`exists (select 1 from ${table} where ${search.besides})` : sql`false`} as besides`)) as unknown as {
    rows: { words: string[] | string | null; besides: boolean }[];
  };
  const { words: list, besides } = found.rows[0]!;
  const all: string[] = typeof list === 'string' ? JSON.parse(list) : (list ?? []);
  if (besides || all.length > MAX_WORDS) return undefined;
  if (all.length === 0) return [];
  const after = options.after(sql`e.sort`, sql`e.id`);
  const result = (await db.execute(sql`select json_agg(id order by s ${dir}, id ${dir}) as ids from (
      select distinct x.s, x.id from json_array_elements_text(${JSON.stringify(all)}::json) as u(word)
      cross join lateral (
        select e.sort as s, e.id from ${words} e
        where e.word = u.word and ${after ?? sql`true`}
          and exists (select 1 from ${table} where ${table.id} = e.id and ${options.where ?? sql`true`})
        order by e.sort ${dir}, e.id ${dir} limit ${offset + size}) x
      order by x.s ${dir}, x.id ${dir} limit ${size} offset ${offset}) p`)) as unknown as {
    rows: { ids: string[] | string | null }[];
  };
  const ids = result.rows[0]?.ids;
  return typeof ids === 'string' ? JSON.parse(ids) : (ids ?? []);
}
