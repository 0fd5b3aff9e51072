import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenants, createTestContext, signupBody, type TestContext } from '../../test/helpers.ts';
import { auditLog } from '../db/schema/audit.ts';
import { users } from '../db/schema/auth.users.ts';
import { companies } from '../db/schema/companies.ts';
import { unstorableTextPaths } from './input.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createTenants>>['admin'];
let ownerA: Awaited<ReturnType<typeof createTenants>>['ownerA'];
beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, ownerA } = await createTenants(ctx));
});
afterAll(() => ctx.close());

/** A JSON body written by hand, so escapes such as a lone `\ud83d` reach the server as sent. */
const raw = (json: string) => ({ headers: { 'content-type': 'application/json' }, payload: json });

const driver = {
  firstName: 'Ana',
  lastName: 'Pérez',
  licenceNumber: 'LIC-12345',
  licenceType: 'E',
  licenceExpiry: '2030-01-01',
};

async function rowCounts() {
  const [c] = await ctx.app.db.select({ n: count() }).from(companies);
  const [u] = await ctx.app.db.select({ n: count() }).from(users);
  const [a] = await ctx.app.db.select({ n: count() }).from(auditLog);
  return { companies: c!.n, users: u!.n, audit: a!.n };
}

describe('integers beyond their column', () => {
  it('answers 422 naming version, page and pageSize instead of a refused insert', async () => {
    const created = await ctx.request({
      method: 'POST',
      url: '/api/v1/drivers',
      token: admin.token,
      payload: driver,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    const patch = await ctx.request({
      method: 'PATCH',
      url: `/api/v1/drivers/${id}`,
      token: admin.token,
      payload: { version: 2147483648, firstName: 'X' },
    });
    expect(patch.statusCode).toBe(422);
    expect(patch.json().details).toEqual([
      { path: 'version', message: 'Escribe un número de 2,147,483,647 o menos' },
    ]);
    for (const action of ['archive', 'restore']) {
      const res = await ctx.request({
        method: 'POST',
        url: `/api/v1/drivers/${id}/${action}`,
        token: admin.token,
        payload: { version: 2 ** 53 },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().details[0].path).toBe('version');
    }
    for (const [query, path] of [
      ['page=2147483648', 'query.page'],
      ['page=1e400', 'query.page'],
      ['pageSize=2147483648', 'query.pageSize'],
    ] as const) {
      const res = await ctx.request({ url: `/api/v1/drivers?${query}`, token: admin.token });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().details[0].path).toBe(path);
    }
    const settings = await ctx.request({
      method: 'PATCH',
      url: '/api/v1/settings/organisation',
      token: admin.token,
      payload: { version: 2147483648 },
    });
    expect(settings.statusCode).toBe(422);
    expect(settings.json().details[0].path).toBe('version');
    const unchanged = await ctx.request({ url: `/api/v1/drivers/${id}`, token: admin.token });
    expect(unchanged.json().data).toMatchObject({ firstName: 'Ana', version: 1 });
  });
});

describe('NUL bytes and lone surrogates', () => {
  it('are refused with 422 on the field, in bodies, queries and path parameters', async () => {
    const cases: [string, Parameters<TestContext['request']>[0], string][] = [
      [
        'body NUL',
        { method: 'POST', url: '/api/v1/drivers', ...raw(JSON.stringify({ ...driver, notes: 'a\u0000b' })) },
        'notes',
      ],
      [
        'body surrogate',
        { method: 'POST', url: '/api/v1/drivers', ...raw(`{"firstName":"X\\udc00","lastName":"Y"}`) },
        'firstName',
      ],
      [
        'nested',
        {
          method: 'PATCH',
          url: '/api/v1/settings/organisation',
          ...raw('{"version":1,"x":[{"y":"\\ud83d"}]}'),
        },
        'x.0.y',
      ],
      ['key', { method: 'POST', url: '/api/v1/drivers', ...raw('{"a\\u0000":1}') }, 'a\uFFFD'],
      ['query q', { url: '/api/v1/drivers?q=a%00b' }, 'query.q'],
      ['audit filter', { url: '/api/v1/audit?entity=driver%00' }, 'query.entity'],
      ['export', { url: '/api/v1/drivers/export?q=a%00b&format=xlsx' }, 'query.q'],
      ['params', { url: '/api/v1/drivers/%00' }, 'params.id'],
    ];
    for (const [label, request, path] of cases) {
      const res = await ctx.request({
        ...request,
        token: admin.token,
        headers: { ...request.headers, 'accept-language': 'en' },
      });
      expect(res.statusCode, label).toBe(422);
      expect(res.headers['content-type'], label).toMatch(/application\/json/);
      expect(res.json().details, label).toContainEqual({
        path,
        message: 'Contains characters that cannot be stored (a null or incomplete character)',
      });
    }
  });

  it('leave the profile and the audit log untouched (PATCH /auth/me with a lone surrogate)', async () => {
    const before = await rowCounts();
    const res = await ctx.request({
      method: 'PATCH',
      url: '/api/v1/auth/me',
      token: ownerA.token,
      ...raw('{"name":"Dueño Sur \\ud83d"}'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([{ path: 'name', message: expect.any(String) }]);
    const [user] = await ctx.app.db.select().from(users).where(eq(users.id, ownerA.id));
    expect(user!.name).toBe('Usuario de prueba');
    expect(await rowCounts()).toEqual(before);
  });

  it('create nothing on sign-up (a lone surrogate in companyName, a NUL in the name)', async () => {
    const before = await rowCounts();
    const body = signupBody();
    const surrogate = JSON.stringify(body).replace(body.companyName, 'Clínica \\ud83d');
    const first = await ctx.request({ method: 'POST', url: '/api/v1/auth/user', ...raw(surrogate) });
    expect(first.statusCode).toBe(422);
    expect(first.json().details).toEqual([{ path: 'companyName', message: expect.any(String) }]);
    const nul = await ctx.request({
      method: 'POST',
      url: '/api/v1/auth/user',
      payload: { ...body, name: 'A\u0000B' },
    });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().details[0].path).toBe('name');
    expect(await rowCounts()).toEqual(before);
    // The same sign-up, well formed, is then simply new.
    const ok = await ctx.request({ method: 'POST', url: '/api/v1/auth/user', payload: body });
    expect(ok.statusCode).toBe(201);
  });

  it('accepts well-formed text: pairs, accents, CJK and emoji', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/v1/drivers',
      token: admin.token,
      payload: { ...driver, licenceNumber: 'LIC-99999', notes: 'Ñandú 🚛 日本語 \ud83d\ude9b' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.notes).toBe('Ñandú 🚛 日本語 🚛');
  });

  it('walks deep bodies without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableTextPaths(deep)).toHaveLength(1);
    expect(unstorableTextPaths({ a: ['ok', { b: '\udfff' }], c: 'fine' })).toEqual(['a.1.b']);
  });
});

describe('bodies that are not UTF-8', () => {
  // "Ana " then bytes no UTF-8 text holds: a lone continuation byte, a truncated sequence, an
  // overlong NUL, a Latin-1 "é".
  const bad = [[0x80], [0xe2, 0x82], [0xc0, 0x80], [0xe9]];
  const body = (bytes: number[]) =>
    Buffer.concat([Buffer.from('{"name":"Ana '), Buffer.from(bytes), Buffer.from('"}')]);

  it('are refused with 400 INVALID_UTF8 before parsing, and nothing is stored', async () => {
    const before = await rowCounts();
    for (const bytes of bad) {
      const res = await ctx.request({
        method: 'PATCH',
        url: '/api/v1/auth/me',
        token: ownerA.token,
        headers: { 'content-type': 'application/json; charset=utf-8', 'accept-language': 'en' },
        payload: body(bytes),
      });
      expect(res.statusCode, String(bytes)).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        code: 'INVALID_UTF8',
        message: 'The request body is not valid UTF-8 text',
      });
    }
    const [user] = await ctx.app.db.select().from(users).where(eq(users.id, ownerA.id));
    expect(user!.name).toBe('Usuario de prueba');
    expect(await rowCounts()).toEqual(before);
    const text = await ctx.request({
      method: 'POST',
      url: '/api/v1/drivers',
      token: admin.token,
      headers: { 'content-type': 'text/plain' },
      payload: Buffer.from([0x41, 0xff]),
    });
    expect(text.json().code).toBe('INVALID_UTF8');
  });

  it('still parse well-formed UTF-8 with a byte order mark, and refuse prototype keys', async () => {
    const ok = await ctx.request({
      method: 'PATCH',
      url: '/api/v1/auth/me',
      token: admin.token,
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"name":"Admin Ñandú 日本"}')]),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.name).toBe('Admin Ñandú 日本');
    const poisoned = await ctx.request({
      method: 'PATCH',
      url: '/api/v1/auth/me',
      token: admin.token,
      ...raw('{"name":"x","__proto__":{"admin":true}}'),
    });
    expect(poisoned.json().code).toBe('INVALID_JSON');
  });
});

describe("Fastify's own errors", () => {
  it('answer {statusCode, code, message} like every other error', async () => {
    for (const url of ['/api/v1/%', '/api/v1/drivers/%E0%A4%A', '/%']) {
      const res = await ctx.request({ url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: 'Bad request' });
    }
    const media = await ctx.request({
      method: 'POST',
      url: '/api/v1/drivers',
      token: admin.token,
      headers: { 'content-type': 'application/xml' },
      payload: '<driver/>',
    });
    expect(media.json()).toEqual({
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.any(String),
    });
  });
});
