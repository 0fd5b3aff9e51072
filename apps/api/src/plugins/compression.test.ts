import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenants, createTestContext, type TestContext } from '../../test/helpers.ts';

// A built web app in miniature: one hashed asset with the .br and .gz copies the build writes.
const webDist = mkdtempSync(path.join(tmpdir(), 'recolecta-web-'));
const SCRIPT = `console.log(${JSON.stringify('recolecta '.repeat(400))});`;
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), SCRIPT);
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestContext({ webDist });
  adminToken = (await createTenants(ctx)).admin.token;
  // Enough drivers that a page of them is well over the 1 KB threshold.
  for (let i = 0; i < 12; i++) {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/v1/drivers',
      token: adminToken,
      payload: {
        firstName: `Conductor${i}`,
        lastName: 'Compresión',
        licenceNumber: `CMP-${i}-${Date.now()}`,
        licenceType: 'E',
        licenceExpiry: '2030-01-01',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** A GET as the admin that accepts one encoding. */
const adminGet = (url: string, encoding: string) =>
  ctx.request({ url, token: adminToken, headers: { 'accept-encoding': encoding } });

describe('compression', () => {
  it('serves the precompressed copy of a static asset to a browser that accepts it', async () => {
    const br = await ctx.request({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await ctx.request({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await ctx.request({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses a large API answer, and leaves a small one alone', async () => {
    const list = await adminGet('/api/v1/drivers?pageSize=50&q=Compresión', 'br');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(list.rawPayload).toString());
    expect(body.data).toHaveLength(12);

    const missing = await adminGet('/api/v1/drivers/00000000-0000-4000-8000-000000000000', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('an export arrives whole through gzip', async () => {
    const csv = await adminGet('/api/v1/drivers/export?format=csv&q=Compresión', 'gzip');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-encoding']).toBe('gzip');
    const lines = gunzipSync(csv.rawPayload).toString().split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(13);
  });
});
