import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimitPerMinute: 3 });
});
afterAll(() => ctx.close());

describe('the API rate limit', () => {
  it('answers 429 RATE_LIMITED with Retry-After past the limit, and leaves the web app alone', async () => {
    const call = () =>
      ctx.request({
        url: '/api/v1/no-such-route',
        headers: { 'accept-language': 'en' },
        remoteAddress: '10.0.0.9',
      });
    for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(404);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(/^Too many attempts; wait \d+ s$/);
    // Another client is not affected.
    const other = await ctx.request({ url: '/api/v1/auth/me', remoteAddress: '10.0.0.10' });
    expect(other.statusCode).toBe(401);
    // Unknown API paths count too.
    const scanner = () => ctx.request({ url: '/api/v1/wp-admin', remoteAddress: '10.0.0.11' });
    for (let i = 0; i < 3; i++) expect((await scanner()).statusCode).toBe(404);
    expect((await scanner()).statusCode).toBe(429);
    expect((await ctx.request({ url: '/healthz', remoteAddress: '10.0.0.9' })).statusCode).toBe(200);
  });
});
