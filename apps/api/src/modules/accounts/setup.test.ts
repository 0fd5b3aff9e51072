import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailsOf } from '../../../test/crud-contract.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { setupCodes } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/auth.users.ts';
import { issueSetupCode } from './setup.service.ts';

const PASSWORD = 'Primer-admin-2026';
const body = (code: string, email = 'ana@operadora.test') => ({
  code,
  name: 'Ana López',
  email,
  password: PASSWORD,
});

describe('the first admin from the browser, with the one-time set-up code (an install without users)', () => {
  let ctx: TestContext;
  const setup = (payload: object) => ctx.request({ method: 'POST', url: '/api/v1/auth/setup', payload });
  const state = async () => (await ctx.request({ url: '/api/v1/auth/setup' })).json().data;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('works once with the printed code, signs the admin in and records it; then refuses', async () => {
    expect(await state()).toEqual({ needed: true });
    const issued = (await issueSetupCode(ctx.app.db))!;
    expect(issued.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);
    // Only a hash is kept.
    const stored = await ctx.app.db.select().from(setupCodes);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(issued.code.replaceAll('-', ''));

    const wrong = await setup(body('ABCDE-FGHJK-MNPQR-STVWX'));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('SETUP_CODE_INVALID');
    expect(detailsOf(wrong.json())).toEqual({
      code: 'El código de configuración no es correcto o venció; al reiniciarse, el servidor imprime uno nuevo',
    });
    const weak = await setup({ ...body(issued.code), password: 'corta' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(detailsOf(weak.json()))).toEqual(['password']);
    expect(await ctx.app.db.select().from(users)).toHaveLength(0);

    // Typed as read off a terminal: lower case, without the dashes.
    const made = await ctx.request({
      method: 'POST',
      url: '/api/v1/auth/setup',
      payload: body(issued.code.toLowerCase().replaceAll('-', ' ')),
      headers: { 'accept-language': 'fr' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const token = made.json().data.accessToken as string;
    const me = await ctx.request({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      email: 'ana@operadora.test',
      name: 'Ana López',
      role: { key: 'admin' },
    });
    const settings = await ctx.request({
      url: '/api/v1/settings/organisation',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(settings.statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(users);
    const audit = await ctx.app.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['user.setup']);
    expect(audit[0]).toMatchObject({
      actorId: row!.id,
      after: { email: 'ana@operadora.test', role: 'admin' },
    });
    expect(await ctx.app.db.select().from(setupCodes)).toHaveLength(0);

    // The code works once; once a user exists nothing opens the set-up again, and no code is printed.
    expect(await state()).toEqual({ needed: false });
    const again = await setup(body(issued.code, 'otra@operadora.test'));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SETUP_DONE');
    expect(await issueSetupCode(ctx.app.db)).toBeNull();
    expect((await setup(body('ABCDE-FGHJK-MNPQR-STVWX', 'otra@operadora.test'))).statusCode).toBe(409);
    expect(await ctx.app.db.select().from(users)).toHaveLength(1);
  });
});

describe('a set-up code', () => {
  let ctx: TestContext;
  const setup = (payload: object) => ctx.request({ method: 'POST', url: '/api/v1/auth/setup', payload });

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('opens nothing else: not as a bearer token, a password, a reset or an invitation link', async () => {
    const { code } = (await issueSetupCode(ctx.app.db))!;
    const bearer = { authorization: `Bearer ${code}` };
    expect((await ctx.request({ url: '/api/v1/auth/me', headers: bearer })).statusCode).toBe(401);
    expect((await ctx.request({ url: '/api/v1/users', headers: bearer })).statusCode).toBe(401);
    for (const url of ['/api/v1/auth/reset-password', '/api/v1/auth/new-password']) {
      const res = await ctx.request({
        method: 'POST',
        url,
        headers: bearer,
        payload: { password: PASSWORD },
      });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const login = await ctx.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@recolecta.test', password: code },
    });
    expect(login.statusCode).toBe(401);
    expect(await ctx.app.db.select().from(users)).toHaveLength(0);
  });

  it('has its guesses throttled per client address, the right code too while it waits', async () => {
    const { code } = (await issueSetupCode(ctx.app.db))!;
    const answers: number[] = [];
    for (let n = 0; n < 10; n++) answers.push((await setup(body(`WRONG-${n}`))).statusCode);
    // Five free guesses, then each waits after the last (1 s, doubling): at this pace, mostly refused.
    expect(answers.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(answers.slice(5)).toContain(429);
    const waiting = await setup(body(code));
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    const failures = await ctx.app.db.select().from(auditLog).where(eq(auditLog.action, 'auth.setup_failed'));
    expect(failures).toHaveLength(answers.filter((status) => status === 422).length);
    expect(await ctx.app.db.select().from(users)).toHaveLength(0);
  });

  it('makes one admin when two requests bring the right code at once', async () => {
    const { code } = (await issueSetupCode(ctx.app.db, new Date(Date.now() + 3_600_000)))!;
    // Another address than the throttled one above.
    const from = (remoteAddress: string, email: string) =>
      ctx.request({ method: 'POST', url: '/api/v1/auth/setup', payload: body(code, email), remoteAddress });
    const answers = await Promise.all([
      from('10.0.0.1', 'uno@operadora.test'),
      from('10.0.0.2', 'dos@operadora.test'),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([409, 422]).toContain(statuses[1]);
    expect(await ctx.app.db.select().from(users)).toHaveLength(1);
  });
});
