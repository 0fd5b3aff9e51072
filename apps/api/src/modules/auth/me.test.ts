import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, TEST_PASSWORD, type TestContext } from '../../../test/helpers.ts';
import { auditLog, loginFailures } from '../../db/schema/index.ts';

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

describe('sign-in throttling', () => {
  it('locks an account after 10 failures in 15 minutes (429, Retry-After), even with the right password', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    for (let i = 0; i < 10; i++) {
      const res = await login(user.email, `wrong-${i}`, `10.1.0.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const locked = await login(user.email, TEST_PASSWORD, '10.1.0.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
    const retry = Number(locked.headers['retry-after']);
    expect(retry).toBeGreaterThan(14 * 60);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'auth.locked')));
    expect(audit).toHaveLength(1);
    // Fifteen minutes later (the failures moved back rather than waiting), the right password works.
    await ctx.app.db
      .update(loginFailures)
      .set({ at: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginFailures.key, user.email));
    expect((await login(user.email, TEST_PASSWORD, '10.1.0.99')).statusCode).toBe(200);
  });

  it('throttles unknown addresses the same way, so a lock does not tell an account exists', async () => {
    for (let i = 0; i < 10; i++) await login('ghost@example.test', 'whatever', `10.2.0.${i}`);
    const res = await login('ghost@example.test', 'whatever', '10.2.0.99');
    expect(res.statusCode).toBe(429);
  });

  it('a successful sign-in clears the account counter', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    for (let i = 0; i < 9; i++) await login(user.email, 'wrong', `10.3.0.${i}`);
    expect((await login(user.email, TEST_PASSWORD, '10.3.0.50')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await login(user.email, 'wrong', `10.3.1.${i}`)).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, '10.3.0.51')).statusCode).toBe(200);
  });

  it('limits one client address to 50 failures in 15 minutes across accounts', async () => {
    const ip = '10.4.0.1';
    const rows = Array.from({ length: 50 }, () => ({ kind: 'ip' as const, key: ip, at: new Date() }));
    await ctx.app.db.insert(loginFailures).values(rows);
    const user = await createUser(ctx, { role: 'admin' });
    const res = await login(user.email, TEST_PASSWORD, ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(user.email, TEST_PASSWORD, '10.4.0.2')).statusCode).toBe(200);
  });
});
