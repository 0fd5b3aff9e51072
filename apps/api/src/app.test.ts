import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext } from '../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ bodyLimitBytes: 2048 });
});
afterAll(() => ctx.close());

/** A sign-in request: the route whose body the parsers and the validator see first. */
const postLogin = (payload: string | object, headers?: Record<string, string>) =>
  ctx.request({ method: 'POST', url: '/api/v1/auth/login', headers, payload });

describe('the HTTP contract', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await ctx.request({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await ctx.request({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('answers an unknown /api path with a JSON 404 in the asked language', async () => {
    const res = await ctx.request({
      url: '/api/v1/no-such-thing',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: "Route d'API inconnue" });
    const post = await ctx.request({ method: 'POST', url: '/api/v2/whatever' });
    expect(post.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await postLogin('{"email": "a@b.c", "password":', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'INVALID_JSON' });
  });

  it('answers a schema violation with 422 and localised field details', async () => {
    const res = await postLogin({ email: 'not-an-email' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: 'password', message: 'Por favor ingresar password' },
        expect.objectContaining({ path: 'email' }),
      ]),
    );
    const en = await postLogin({ email: 'a@b.test' }, { 'accept-language': 'en' });
    expect(en.json().details).toEqual([{ path: 'password', message: 'Please enter password' }]);
  });

  it('refuses an oversized body with 413 and an unknown content type with 415', async () => {
    const big = await postLogin({ email: 'a@b.test', password: 'x'.repeat(5000) });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
    const xml = await postLogin('<a/>', { 'content-type': 'application/xml' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('validates query strings with the query prefix in the details', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const res = await ctx.request({ url: '/api/v1/audit?pageSize=1000&sort=nope:up', token: admin.token });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['query.pageSize', 'query.sort']);
  });

  it('sets security headers and echoes a request id', async () => {
    const res = await ctx.request({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const generated = await ctx.request({ url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('OpenAPI', () => {
  it('publishes a valid OpenAPI 3.1 document generated from the schemas', async () => {
    const res = await ctx.request({ url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/v1/auth/login'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/v1/auth/me'].get.security).toEqual([{ bearer: [] }]);
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('serves the API browser at /api/docs', async () => {
    const res = await ctx.request({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});

describe('route access declarations', () => {
  it('every /api route declares who may call it', () => {
    const apiRoutes = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThan(5);
    const undeclared = apiRoutes.filter((r) => !r.access);
    expect(undeclared).toEqual([]);
  });

  it('refuses to build an app with an undeclared /api route', async () => {
    const Fastify = (await import('fastify')).default;
    const authPlugin = (await import('./plugins/auth.ts')).default;
    const dbPlugin = (await import('./plugins/db.ts')).default;
    const app = Fastify();
    await app.register(dbPlugin, { database: ctx.database, closeOnShutdown: false });
    await app.register(authPlugin, { jwtSecret: 'x'.repeat(32), jwtTtlSeconds: 60 });
    expect(() => app.get('/api/v1/unguarded', async () => 'oops')).toThrow(/declares no access/);
    await app.close();
  });
});
