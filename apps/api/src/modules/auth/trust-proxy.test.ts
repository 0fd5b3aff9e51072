import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, TEST_PASSWORD, type TestContext } from '../../../test/helpers.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { loginFailures, sessions } from '../../db/schema/auth.ts';

const login = (
  ctx: TestContext,
  email: string,
  password: string,
  remoteAddress: string,
  forwarded?: string,
) =>
  ctx.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress,
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  });

/** Fills the per-address sign-in counter of `ip` far enough to make it wait a minute. */
async function throttle(ctx: TestContext, ip: string) {
  const rows = Array.from({ length: 60 }, () => ({ kind: 'ip' as const, key: ip, at: new Date() }));
  await ctx.app.db.insert(loginFailures).values(rows);
}

/** The addresses the user's sessions and sign-in audit entries were recorded with. */
async function recordedAddresses(ctx: TestContext, userId: string) {
  const rows = await ctx.app.db.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.userId, userId));
  const entries = await ctx.app.db
    .select({ ip: auditLog.ip })
    .from(auditLog)
    .where(and(eq(auditLog.actorId, userId), eq(auditLog.action, 'auth.login')));
  return { sessions: rows.map((r) => r.ip), audit: entries.map((e) => e.ip) };
}

describe('TRUST_PROXY', () => {
  it('is off by default; takes true, a hop count or a list of addresses and ranges', () => {
    const base = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    for (const wrong of ['yes', '10.0.0.0/33', 'proxy.local', ',', '1.2.3.4/8/9', '10.0.0.1,nope']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: wrong }), wrong).toThrow(ConfigError);
    }
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'nope' })).toThrow(/TRUST_PROXY/);
  });
});

describe('X-Forwarded-For while no proxy is trusted (default)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('does not get past the per-address sign-in throttle by rotating the header', async () => {
    const ip = '10.9.0.1';
    await throttle(ctx, ip);
    const user = await createUser(ctx, { role: 'admin' });
    for (let i = 0; i < 5; i++) {
      const res = await login(ctx, user.email, TEST_PASSWORD, ip, `203.0.113.${i}`);
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('RATE_LIMITED');
    }
  });

  it('is not what gets stored: sessions and the audit log keep the connecting address', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const res = await login(ctx, user.email, TEST_PASSWORD, '10.9.0.2', '198.51.100.7');
    expect(res.statusCode).toBe(200);
    const recorded = await recordedAddresses(ctx, user.id);
    expect(recorded.audit).toEqual(['10.9.0.2']);
    expect(recorded.sessions).toContain('10.9.0.2');
    expect(recorded.sessions).not.toContain('198.51.100.7');
    const failed = await login(ctx, user.email, 'wrong-password', '10.9.0.3', '198.51.100.8');
    expect(failed.statusCode).toBe(401);
    const keys = await ctx.app.db.select().from(loginFailures).where(eq(loginFailures.kind, 'ip'));
    expect(keys.map((k) => k.key)).toContain('10.9.0.3');
    expect(keys.map((k) => k.key)).not.toContain('198.51.100.8');
  });
});

describe('X-Forwarded-For from a configured proxy', () => {
  let ctx: TestContext;
  const proxy = '10.8.0.1';
  beforeAll(async () => {
    ctx = await createTestContext({ trustProxy: [proxy] });
  });
  afterAll(() => ctx.close());

  it('names the client when the proxy sends it, and only then', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    expect((await login(ctx, user.email, TEST_PASSWORD, proxy, '198.51.100.20')).statusCode).toBe(200);
    expect((await recordedAddresses(ctx, user.id)).audit).toEqual(['198.51.100.20']);

    // A throttled client stays throttled whatever it writes in the header; another client is not.
    await throttle(ctx, '198.51.100.21');
    expect((await login(ctx, user.email, TEST_PASSWORD, proxy, '198.51.100.21')).statusCode).toBe(429);
    expect((await login(ctx, user.email, TEST_PASSWORD, proxy, '198.51.100.22')).statusCode).toBe(200);
    // The client writing its own header in front of the proxy's gains nothing: the proxy's entry counts.
    expect(
      (await login(ctx, user.email, TEST_PASSWORD, proxy, '203.0.113.1, 198.51.100.21')).statusCode,
    ).toBe(429);
    // Someone who is not the proxy is not believed.
    await throttle(ctx, '10.8.0.99');
    expect((await login(ctx, user.email, TEST_PASSWORD, '10.8.0.99', '198.51.100.22')).statusCode).toBe(429);
  });
});
