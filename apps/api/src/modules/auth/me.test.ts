import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, TEST_PASSWORD, type TestContext } from '../../../test/helpers.ts';
import { refusedAudits } from '../../../test/refused-audits.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { loginFailures } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/auth.users.ts';
import { loginDelaySeconds } from './throttle.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  ctx.request({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress });

describe('PATCH /auth/me', () => {
  it('changes name, phone and language, and nothing else', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const patch = (payload: object) =>
      ctx.request({ method: 'PATCH', url: '/api/v1/auth/me', payload, token: user.token });
    const res = await patch({ name: 'Ana María López', phone: '+52 55 1111 2222', locale: 'zh' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Ana María López',
      phone: '+52 55 1111 2222',
      locale: 'zh',
      preferences: { locale: 'zh' },
    });
    expect((await patch({ phone: null })).json().data.phone).toBeNull();
    const bad = await patch({ email: 'other@example.test', status: 'active' });
    expect(bad.statusCode).toBe(422);
    expect((await patch({ name: 'x' })).statusCode).toBe(422);
    expect((await ctx.request({ method: 'PATCH', url: '/api/v1/auth/me', payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /auth/me/password', () => {
  it('needs the current password, checks the rule, and signs out every other session', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const other = (await login(user.email, TEST_PASSWORD)).json().data.accessToken as string;
    const change = (payload: object, headers: Record<string, string> = {}) =>
      ctx.request({ method: 'POST', url: '/api/v1/auth/me/password', payload, token: user.token, headers });

    const wrong = await change(
      { currentPassword: 'nope', newPassword: 'Nueva-clave-2026' },
      { 'accept-language': 'en' },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_WRONG',
      details: [{ path: 'currentPassword', message: 'The current password is wrong' }],
    });
    const weak = await change({ currentPassword: TEST_PASSWORD, newPassword: 'aaaaaaaaaaaa' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().details[0].path).toBe('newPassword');

    const ok = await change({ currentPassword: TEST_PASSWORD, newPassword: 'Nueva-clave-2026' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Contraseña cambiada; cerramos tus otras sesiones');
    expect((await ctx.request({ url: '/api/v1/auth/me', token: user.token })).statusCode).toBe(200);
    expect((await ctx.request({ url: '/api/v1/auth/me', token: other })).statusCode).toBe(401);
    expect((await login(user.email, 'Nueva-clave-2026')).statusCode).toBe(200);
    const [entry] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'auth.password_changed')));
    expect(entry).toBeDefined();
  });
});

describe('changes to oneself write their audit row in their transaction', () => {
  it('a profile change whose audit row fails changes nothing', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const audits = await refusedAudits(ctx);
    const res = await audits.refusing({ action: 'user.profile_updated', entityId: user.id }, () =>
      ctx.request({
        method: 'PATCH',
        url: '/api/v1/auth/me',
        payload: { name: 'Otro Nombre' },
        token: user.token,
      }),
    );
    expect(res.statusCode).toBe(500);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Usuario de prueba', version: 1 });
  });

  it('a change of preferences is audited, and one whose audit row fails changes nothing', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const save = (payload: object) =>
      ctx.request({ method: 'PATCH', url: '/api/v1/auth/me/preferences', payload, token: user.token });
    const audits = await refusedAudits(ctx);
    const res = await audits.refusing({ action: 'user.preferences_updated', entityId: user.id }, () =>
      save({ currentTheme: 'dark', locale: 'fr' }),
    );
    expect(res.statusCode).toBe(500);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.preferences).not.toHaveProperty('currentTheme');
    expect(row!.locale).toBe('es');

    const saved = await save({ currentTheme: 'dark' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.preferences.currentTheme).toBe('dark');
    const [entry] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'user.preferences_updated')));
    expect(entry).toMatchObject({ actorId: user.id, after: { currentTheme: 'dark' } });
  });

  it('a password change whose audit row fails keeps the old password and the other sessions', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const other = (await login(user.email, TEST_PASSWORD)).json().data.accessToken as string;
    const audits = await refusedAudits(ctx);
    const res = await audits.refusing({ action: 'auth.password_changed', entityId: user.id }, () =>
      ctx.request({
        method: 'POST',
        url: '/api/v1/auth/me/password',
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'Nueva-clave-2026' },
        token: user.token,
      }),
    );
    expect(res.statusCode).toBe(500);
    expect((await ctx.request({ url: '/api/v1/auth/me', token: other })).statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, 'Nueva-clave-2026')).statusCode).toBe(401);
  });
});

describe('sign-in throttling', () => {
  /** Moves a key's failures back in time, instead of waiting for their delay to pass. */
  const age = (key: string, seconds: number) =>
    ctx.app.db
      .update(loginFailures)
      .set({ at: sql`${loginFailures.at} - make_interval(secs => ${seconds})` })
      .where(sql`starts_with(${loginFailures.key}, ${key})`);
  const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

  it('waits 0 s for the first failures of a key, then 1 s doubling per failure up to its cap', () => {
    expect([0, 4, 5, 6, 7, 14, 15, 40].map((n) => loginDelaySeconds('pair', n))).toEqual([
      0, 0, 1, 2, 4, 512, 900, 900,
    ]);
    expect([49, 50, 51, 55, 56, 500].map((n) => loginDelaySeconds('ip', n))).toEqual([0, 1, 2, 32, 60, 60]);
  });

  it('slows one address guessing one account, but never holds the owner back at another address', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const attacker = '10.1.0.1';
    for (let i = 0; i < 5; i++)
      expect((await login(user.email, `wrong-${i}`, attacker)).statusCode).toBe(401);
    // The sixth try from that address waits 1 s, whatever the password: it is not even checked.
    const res = await login(user.email, TEST_PASSWORD, attacker);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(retryAfter(res)).toBe(1);
    // Many addresses failing for the account do not add up to a wall either.
    for (let a = 2; a < 12; a++)
      for (let i = 0; i < 5; i++) await login(user.email, `wrong-${i}`, `10.1.0.${a}`);
    // The owner, from an address that has not failed, signs in at once.
    expect((await login(user.email, TEST_PASSWORD, '10.1.0.99')).statusCode).toBe(200);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'auth.throttled')));
    expect(audit).toHaveLength(11);
  });

  it('doubles the wait with each failure past the free ones, up to 15 minutes', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const ip = '10.1.1.1';
    const pair = `${user.email} ${ip}`;
    const waits: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await login(user.email, `wrong-${i}`, ip);
      if (res.statusCode === 429) {
        waits.push(retryAfter(res));
        // The delay passes: the failures move back by it, instead of the test waiting.
        await age(pair, retryAfter(res));
        expect((await login(user.email, `wrong-${i}`, ip)).statusCode).toBe(401);
      } else expect(res.statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256]);
    const next = await login(user.email, TEST_PASSWORD, ip);
    expect(retryAfter(next)).toBe(512);
    // Once it has passed, the right password is accepted and forgets the pair's failures.
    await age(pair, 512);
    expect((await login(user.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    expect((await login(user.email, 'wrong', ip)).statusCode).toBe(401);
    // Twenty failures in the window wait the cap, 15 minutes, not more.
    const rows = Array.from({ length: 20 }, () => ({ kind: 'pair' as const, key: pair, at: new Date() }));
    await ctx.app.db.insert(loginFailures).values(rows);
    expect(retryAfter(await login(user.email, TEST_PASSWORD, ip))).toBe(900);
  });

  it("counts a pair's failures for a day and an address's for an hour", async () => {
    const failures = async (kind: 'pair' | 'ip', key: string, n: number, secondsAgo: number) => {
      await ctx.app.db
        .insert(loginFailures)
        .values(
          Array.from({ length: n }, () => ({ kind, key, at: new Date(Date.now() - secondsAgo * 1000) })),
        );
    };
    const user = await createUser(ctx, { role: 'admin' });
    // Twenty failures of a pair 23 hours ago still count: one more, and the next waits the cap.
    await failures('pair', `${user.email} 10.1.3.1`, 20, 23 * 3600);
    expect((await login(user.email, 'wrong', '10.1.3.1')).statusCode).toBe(401);
    expect(retryAfter(await login(user.email, TEST_PASSWORD, '10.1.3.1'))).toBe(15 * 60);
    // 25 hours ago, they no longer do.
    await failures('pair', `${user.email} 10.1.3.2`, 20, 25 * 3600);
    expect((await login(user.email, 'wrong', '10.1.3.2')).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, '10.1.3.2')).statusCode).toBe(200);
    // An address's failures count for an hour.
    await failures('ip', '10.1.3.3', 60, 59 * 60);
    expect((await login(user.email, 'wrong', '10.1.3.3')).statusCode).toBe(401);
    expect(retryAfter(await login(user.email, TEST_PASSWORD, '10.1.3.3'))).toBe(60);
    await failures('ip', '10.1.3.4', 60, 61 * 60);
    expect((await login(user.email, 'wrong', '10.1.3.4')).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, '10.1.3.4')).statusCode).toBe(200);
  });

  it('lets attempts sent at once past the free failures only', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(user.email, `wrong-${i}`, '10.1.2.1')),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c !== 401).every((c) => c === 429)).toBe(true);
  });

  it('throttles unknown addresses the same way, so a delay does not tell an account exists', async () => {
    for (let i = 0; i < 5; i++) await login('ghost@example.test', 'whatever', '10.2.0.1');
    const res = await login('ghost@example.test', 'whatever', '10.2.0.1');
    expect(res.statusCode).toBe(429);
    expect(retryAfter(res)).toBe(1);
  });

  it('a successful sign-in clears the pair counter; a wrong current password counts as a failure', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    for (let i = 0; i < 4; i++) await login(user.email, 'wrong', '10.3.0.1');
    expect((await login(user.email, TEST_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'wrong', '10.3.0.1')).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    const change = (currentPassword: string) =>
      ctx.request({
        method: 'POST',
        url: '/api/v1/auth/me/password',
        payload: { currentPassword, newPassword: 'Nueva-clave-2026' },
        token: user.token,
        remoteAddress: '10.3.0.2',
      });
    for (let i = 0; i < 5; i++) expect((await change('nope')).statusCode).toBe(422);
    expect((await change(TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('slows one client address across accounts after 50 failures, up to a minute; other addresses go on', async () => {
    const ip = '10.4.0.1';
    const rows = Array.from({ length: 55 }, () => ({ kind: 'ip' as const, key: ip, at: new Date() }));
    await ctx.app.db.insert(loginFailures).values(rows);
    const user = await createUser(ctx, { role: 'admin' });
    const res = await login(user.email, TEST_PASSWORD, ip);
    expect(res.statusCode).toBe(429);
    expect(retryAfter(res)).toBe(32);
    expect((await login(user.email, TEST_PASSWORD, '10.4.0.2')).statusCode).toBe(200);
    await ctx.app.db.insert(loginFailures).values(rows);
    expect(retryAfter(await login(user.email, TEST_PASSWORD, ip))).toBe(60);
    // A minute later (moved back rather than waited for), everyone behind that address signs in.
    await age(ip, 60);
    expect((await login(user.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
  });
});
