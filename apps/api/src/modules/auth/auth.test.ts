import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTenants,
  createTestContext,
  createUser,
  TEST_PASSWORD,
  type TestContext,
  testConfig,
} from '../../../test/helpers.ts';
import { refusedAudits } from '../../../test/refused-audits.ts';
import { buildApp } from '../../app.ts';
import { sessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/auth.users.ts';
import { createTokenService } from './tokens.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  ctx.request({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, headers });

describe('POST /auth/login', () => {
  it('signs a user in and answers {data: {accessToken}}, case-insensitive e-mail', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const res = await login(user.email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const token = res.json().data.accessToken as string;
    expect(token.split('.')).toHaveLength(3);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ sub: user.id, role: 'admin', cid: null, pur: 'session' });
    expect(claims.exp - claims.iat).toBe(12 * 3600);
    const me = await ctx.request({ url: '/api/v1/auth/me', token });
    expect(me.json().data.lastLoginAt).not.toBeNull();
  });

  it('answers the same 401 for an unknown e-mail and a wrong password', async () => {
    const user = await createUser(ctx, { role: 'owner', companyId: null });
    const wrong = await login(user.email, 'not-the-password');
    const unknown = await login('nobody@example.test', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Correo o contraseña incorrectos',
    });
  });

  it('answers 412 EMAIL_NOT_VERIFIED for an unverified user with the right password', async () => {
    const user = await createUser(ctx, { role: 'admin', status: 'unverified' });
    const res = await login(user.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(412);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect((await login(user.email, 'wrong')).statusCode).toBe(401);
  });

  it('refuses a disabled user like a wrong password', async () => {
    const user = await createUser(ctx, { role: 'admin', status: 'disabled' });
    expect((await login(user.email, TEST_PASSWORD)).json().code).toBe('INVALID_CREDENTIALS');
  });

  it('writes sign-ins and failures to the audit log, never the password', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    await login(admin.email, 'wrong-password-xyz');
    const res = await ctx.request({ url: `/api/v1/audit?entityId=${admin.id}`, token: admin.token });
    const entries = res.json().data as { action: string; after: unknown }[];
    expect(entries.map((e) => e.action)).toContain('auth.login_failed');
    expect(JSON.stringify(entries)).not.toContain('wrong-password-xyz');
  });
});

describe('GET /auth/me', () => {
  it('answers the user, role, permissions, company and preferences', async () => {
    const { ownerA, companyA } = await createTenants(ctx);
    const res = await ctx.request({ url: '/api/v1/auth/me', token: ownerA.token });
    expect(res.statusCode).toBe(200);
    const me = res.json().data;
    expect(me).toMatchObject({
      id: ownerA.id,
      role: { key: 'owner', scope: 'company' },
      company: { id: companyA.id, status: 'active' },
      preferences: { locale: 'es', currentTheme: 'light', direction: 'ltr', navType: 'side' },
    });
    expect(me.permissions).toContain('orders:create');
    expect(me.permissions).not.toContain('drivers:read');
  });

  it('answers 401 without a token, with a malformed one, a forged one or an expired one', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    expect((await ctx.request({ url: '/api/v1/auth/me' })).statusCode).toBe(401);
    expect((await ctx.request({ url: '/api/v1/auth/me', token: 'not.a.jwt' })).statusCode).toBe(401);
    const [h, p] = user.token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    expect((await ctx.request({ url: '/api/v1/auth/me', token: forged })).statusCode).toBe(401);
    const otherKey = await createTokenService('another-secret-another-secret-another', 60).sign({
      sub: user.id,
      role: 'admin',
      cid: null,
      pur: 'session',
    });
    expect((await ctx.request({ url: '/api/v1/auth/me', token: otherKey.token })).statusCode).toBe(401);
    const expired = await createTokenService(testConfig().jwtSecret, -10).sign({
      sub: user.id,
      role: 'admin',
      cid: null,
      pur: 'session',
    });
    const res = await ctx.request({ url: '/api/v1/auth/me', token: expired.token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Inicia sesión de nuevo' });
  });

  it('answers 401, never 500, to a well-signed token whose claims are of the wrong type', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const key = new TextEncoder().encode(testConfig().jwtSecret);
    const signed = (claims: Record<string, unknown>) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    const now = Math.floor(Date.now() / 1000);
    const good = {
      sub: user.id,
      jti: randomUUID(),
      role: 'admin',
      cid: null,
      pur: 'session',
      iat: now,
      exp: now + 60,
    };
    const bad = [
      { ...good, sub: 'not-a-uuid' },
      { ...good, jti: 'not-a-uuid' },
      { ...good, sub: 42 },
      { ...good, cid: 'not-a-uuid' },
      { ...good, pur: 'root' },
      { ...good, role: ['admin'] },
      { ...good, sub: `${user.id}\u0000` },
    ];
    for (const claims of bad) {
      const res = await ctx.request({ url: '/api/v1/auth/me', token: await signed(claims) });
      expect(res.statusCode, JSON.stringify(claims)).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses the token of a user disabled after sign-in', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const { users } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await ctx.app.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    expect((await ctx.request({ url: '/api/v1/auth/me', token: user.token })).statusCode).toBe(401);
  });

  it('answers 403 COMPANY_NOT_ACTIVE outside onboarding for a company still signing up', async () => {
    const { createCompany } = await import('../../../test/helpers.ts');
    const company = await createCompany(ctx, { status: 'pending_profile' });
    const owner = await createUser(ctx, { role: 'owner', companyId: company.id });
    expect((await ctx.request({ url: '/api/v1/auth/me', token: owner.token })).statusCode).toBe(200);
    const blocked = await ctx.request({ url: '/api/v1/audit', token: owner.token });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('COMPANY_NOT_ACTIVE');
    const admin = await createUser(ctx, { role: ['audit:read'], companyId: null });
    expect((await ctx.request({ url: '/api/v1/audit', token: admin.token })).statusCode).toBe(200);
  });
});

describe('PATCH /auth/me/preferences', () => {
  it('keeps theme settings and language, merging with what was kept', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const patch = (payload: object) =>
      ctx.request({ method: 'PATCH', url: '/api/v1/auth/me/preferences', payload, token: user.token });
    expect((await patch({ currentTheme: 'dark', direction: 'rtl' })).statusCode).toBe(200);
    const res = await patch({ locale: 'ja' });
    expect(res.json().data.preferences).toMatchObject({
      currentTheme: 'dark',
      direction: 'rtl',
      locale: 'ja',
    });
    expect(res.json().data.locale).toBe('ja');
    const bad = await patch({ currentTheme: 'purple', extra: 1 });
    expect(bad.statusCode).toBe(422);
    const me = await ctx.request({ url: '/api/v1/auth/me', token: user.token });
    expect(me.json().data.preferences.currentTheme).toBe('dark');
  });
});

describe('POST /auth/logout', () => {
  it('revokes the token, and the revocation survives a restart', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const res = await login(user.email, TEST_PASSWORD);
    const token = res.json().data.accessToken;
    expect((await ctx.request({ method: 'POST', url: '/api/v1/auth/logout', token })).statusCode).toBe(204);
    expect((await ctx.request({ url: '/api/v1/auth/me', token })).statusCode).toBe(401);
    // Another app on the same database, as after a restart.
    const restarted = await buildApp({ config: testConfig(), database: ctx.database, logger: false });
    const again = await restarted.inject({
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(401);
    const other = await restarted.inject({
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(other.statusCode).toBe(200);
    await restarted.close();
  });
});

describe('sign-in and sign-out write their audit rows in their transaction', () => {
  it('a sign-out whose audit row fails leaves the session open', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const audits = await refusedAudits(ctx);
    const res = await audits.refusing({ action: 'auth.logout', entityId: user.id }, () =>
      ctx.request({ method: 'POST', url: '/api/v1/auth/logout', token: user.token }),
    );
    expect(res.statusCode).toBe(500);
    expect((await ctx.request({ url: '/api/v1/auth/me', token: user.token })).statusCode).toBe(200);
  });

  it('a sign-in whose audit row fails opens no session and keeps the last sign-in time', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const before = await ctx.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const audits = await refusedAudits(ctx);
    const res = await audits.refusing({ action: 'auth.login', entityId: user.id }, () =>
      login(user.email, TEST_PASSWORD),
    );
    expect(res.statusCode).toBe(500);
    expect(await ctx.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(
      before.length,
    );
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastLoginAt).toBeNull();
  });
});

describe('GET /audit', () => {
  it('is for holders of audit:read only', async () => {
    const { admin, ownerA } = await createTenants(ctx);
    expect((await ctx.request({ url: '/api/v1/audit' })).statusCode).toBe(401);
    const forbidden = await ctx.request({ url: '/api/v1/audit', token: ownerA.token });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    const ok = await ctx.request({ url: '/api/v1/audit?pageSize=5&sort=at:asc', token: admin.token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().meta).toMatchObject({ page: 1, pageSize: 5 });
  });
});
