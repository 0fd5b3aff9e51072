import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext } from '../../test/helpers.ts';
import { sessions, users } from './schema/index.ts';
import { SessionCache, sessionCacheOf } from './session-cache.ts';

describe('SessionCache', () => {
  it('answers what it was given until its expiry', () => {
    const cache = new SessionCache<string>();
    cache.set('k', cache.current, 1_000, 'ana');
    expect(cache.get('k', 999)).toBe('ana');
    expect(cache.get('k', 1_000)).toBeUndefined();
  });

  it.each([
    ['update "sessions" set "revoked_at" = $1 where "sessions"."id" = $2', true],
    ['update "users" set "status" = $1 where "users"."id" = $2', true],
    ['update "roles" set "permissions" = $1 where "roles"."id" = $2', true],
    ['update "companies" set "status" = $1 where "companies"."id" = $2', true],
    ['delete from "sessions" where "sessions"."user_id" = $1', true],
    ['update "drivers" set "notes" = $1 where "drivers"."id" = $2', false],
    ['select "id" from "users" where "users"."email" = $1', false],
  ])('forgets everything on %s: %s', (statement, forgets) => {
    const cache = new SessionCache<string>();
    cache.set('k', cache.current, Number.MAX_SAFE_INTEGER, 'ana');
    cache.noteStatement(statement);
    expect(cache.get('k', 0)).toBe(forgets ? undefined : 'ana');
  });

  it('does not keep what was read while a write came', () => {
    const cache = new SessionCache<string>();
    const started = cache.current;
    cache.noteStatement('update "users" set "name" = $1');
    cache.set('k', started, Number.MAX_SAFE_INTEGER, 'old');
    expect(cache.get('k', 0)).toBeUndefined();
  });

  it('holds a bounded number of sessions', () => {
    const cache = new SessionCache<string>(2);
    for (const key of ['a', 'b', 'c']) cache.set(key, cache.current, Number.MAX_SAFE_INTEGER, key);
    expect(['a', 'b', 'c'].map((key) => cache.get(key, 0))).toEqual([undefined, undefined, 'c']);
  });
});

describe('sessions remembered by the server on its own database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  // Another process's statement: straight to the database, past the handle's statement log (on
  // PostgreSQL, which other processes may write, nothing is remembered and the change shows at once).
  const elsewhere = (statement: string) =>
    (ctx.database.db as unknown as { $client: { query(s: string): Promise<unknown> } }).$client.query(
      statement,
    );
  const me = (token: string) => ctx.request({ method: 'GET', url: '/api/v1/auth/me', token });

  it('is kept on the embedded database only, and forgotten by any write to sessions or users', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    expect((await me(user.token)).statusCode).toBe(200);
    await elsewhere(`update sessions set revoked_at = now() where user_id = '${user.id}'`);
    const embedded = ctx.database.kind === 'pglite';
    expect(Boolean(sessionCacheOf(ctx.database.db))).toBe(embedded);
    // Revoked behind the server's back: only a server that remembers the session still lets it in.
    expect((await me(user.token)).statusCode).toBe(embedded ? 200 : 401);
    // A write through the server to any user (here an unrelated one) forgets every session.
    await ctx.database.db
      .update(users)
      .set({ name: sql`${users.name}` })
      .where(eq(users.id, user.id));
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it('lets a sign-out and a disabled user take effect on the next request', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(200);
    const out = await ctx.request({ method: 'POST', url: '/api/v1/auth/logout', token: user.token });
    expect(out.statusCode).toBeLessThan(300);
    expect((await me(user.token)).statusCode).toBe(401);

    const other = await createUser(ctx, { role: 'admin' });
    expect((await me(other.token)).statusCode).toBe(200);
    await ctx.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, other.id));
    expect((await me(other.token)).statusCode).toBe(401);
    const [session] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, other.id));
    expect(session?.revokedAt ?? null).toBeNull();
  });
});
