/**
 * Which list counts reached the cap, remembered per database handle so that the first page of a large
 * list does not count ten thousand rows again on every request (what made a list cost four times
 * `/auth/me`). Only "more than the cap" is remembered, never an exact number: a list under the cap is
 * counted every time and always shows its true total.
 *
 * An entry is forgotten
 * - when this process writes to the table (the database handle's statement log names it: an insert,
 *   update, delete or truncate; a false alarm only costs a count);
 * - after `ttlMs`, for writes made by another process on the same PostgreSQL (or by a transaction that
 *   committed after a concurrent request counted). So another process's mass archive shows "more than
 *   10 000" for at most that long, while the pages themselves are always read fresh.
 */
export class CountCache {
  /** table → (count key → when it expires). */
  private readonly tables = new Map<string, Map<string, number>>();
  private size = 0;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the count under `key` of `table` was over the cap a moment ago. */
  isCapped(table: string, key: string): boolean {
    const entries = this.tables.get(table);
    const expires = entries?.get(key);
    if (expires === undefined) return false;
    if (expires > this.now()) return true;
    entries!.delete(key);
    this.size--;
    return false;
  }

  rememberCapped(table: string, key: string) {
    if (this.size >= this.maxEntries) this.clear();
    const entries = this.tables.get(table) ?? new Map<string, number>();
    this.tables.set(table, entries);
    if (!entries.has(key)) this.size++;
    entries.set(key, this.now() + this.ttlMs);
  }

  /** Every statement the handle runs passes here; a write forgets its table's counts. */
  noteStatement(statement: string) {
    if (this.size === 0) return;
    for (const table of tablesWritten(statement)) this.forget(table);
  }

  forget(table: string) {
    const entries = this.tables.get(table);
    if (!entries) return;
    this.size -= entries.size;
    this.tables.delete(table);
  }

  clear() {
    this.tables.clear();
    this.size = 0;
  }
}

/** The table after `insert into`, `update`, `delete from` or `truncate`, quoted or not. */
const WRITES = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?(\w+)"?/gi;

// The tables each statement text writes, remembered: a handle runs the same few hundred texts over and
// over (a list's session query alone is 1.5 KB to scan on every request).
const written = new Map<string, string[]>();
const NONE: string[] = [];

export function tablesWritten(statement: string): string[] {
  let tables = written.get(statement);
  if (tables === undefined) {
    tables = Array.from(statement.matchAll(WRITES), (match) => match[1]!.toLowerCase());
    if (tables.length === 0) tables = NONE;
    if (written.size >= 1_000) written.clear();
    written.set(statement, tables);
  }
  return tables;
}

const caches = new WeakMap<object, CountCache>();

/** The cache of a database handle (none for a transaction's handle: it counts every time). */
export const countCacheOf = (db: object) => caches.get(db);

export function attachCountCache(db: object, cache: CountCache) {
  caches.set(db, cache);
}
