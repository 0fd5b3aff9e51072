import { tablesWritten } from './count-cache.ts';

/** What a request's principal is read from: a write to any of them may change who the caller is. */
const SESSION_TABLES = new Set(['sessions', 'users', 'roles', 'companies']);

/**
 * The principals of recent requests, remembered on a database that only this process writes: the
 * embedded one (PGlite lives inside the server and no other process can open its folder meanwhile).
 * Every statement the handle runs passes here, and one that writes a session, user, role or company
 * forgets everything, so a sign-out, a disabled user, a changed role or a suspended company takes
 * effect on the very next request, as when the session is read each time. An entry also ends with
 * its session's expiry.
 *
 * Exact because PGlite runs one statement at a time on one connection: a read cannot see a write that
 * another request's transaction has made but not committed. A read that was under way when a write
 * came is answered but not kept (the generation it started in is over). On PostgreSQL, where other
 * processes write too, there is no such cache: the session is read on every request.
 */
export class SessionCache<T> {
  private generation = 0;
  private readonly entries = new Map<string, { generation: number; expiresAt: number; value: T }>();

  constructor(private readonly maxEntries = 10_000) {}

  /** The current generation, to hand back to `set` once the read is done. */
  get current() {
    return this.generation;
  }

  get(key: string, now: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation === this.generation && entry.expiresAt > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps a value read during `generation`, unless a write has come since. */
  set(key: string, generation: number, expiresAt: number, value: T) {
    if (generation !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { generation, expiresAt, value });
  }

  noteStatement(statement: string) {
    for (const table of tablesWritten(statement)) {
      if (SESSION_TABLES.has(table)) {
        this.generation++;
        this.entries.clear();
        return;
      }
    }
  }
}

const caches = new WeakMap<object, SessionCache<unknown>>();

/** The session cache of a database handle: only the embedded database's has one. */
export const sessionCacheOf = <T>(db: object) => caches.get(db) as SessionCache<T> | undefined;

export function attachSessionCache(db: object, cache: SessionCache<unknown>) {
  caches.set(db, cache);
}
