import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenants, createTestContext, type TestContext } from '../../test/helpers.ts';
import { evidenceFiles } from '../db/schema/field-records.ts';

// A built web app in miniature: the shell and one hashed asset.
const webDist = mkdtempSync(path.join(tmpdir(), 'recolecta-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1);');

/** A 1×1 PNG, as a signature drawn on the phone is kept. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let ctx: TestContext;
let tenants: Awaited<ReturnType<typeof createTenants>>;
beforeAll(async () => {
  ctx = await createTestContext({ webDist });
  tenants = await createTenants(ctx);
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, token?: string) => ctx.request({ url, token });

describe('what caches may keep', () => {
  it('keeps no authenticated answer: JSON, a PDF, an export, an error', async () => {
    const list = await get('/api/v1/drivers', tenants.admin.token);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');

    const pdf = await get('/api/v1/assets/labels.pdf', tenants.admin.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="etiquetas.pdf"',
      'cache-control': 'private, no-store',
    });

    const csv = await get('/api/v1/drivers/export?format=csv', tenants.admin.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="[\w-]+\.csv"$/);
    expect(csv.headers['cache-control']).toBe('private, no-store');

    const refused = await get('/api/v1/drivers');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });

  it('serves evidence inline under a file name, never sniffed, never cached', async () => {
    const [file] = await ctx.app.db
      .insert(evidenceFiles)
      .values({ companyId: tenants.companyA.id, kind: 'generator_signature', mime: 'image/png', data: PNG })
      .returning();
    const res = await get(`/api/v1/evidence/${file!.id}`, tenants.ownerA.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': `inline; filename="generator_signature-${file!.id}.png"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect((await get(`/api/v1/evidence/${file!.id}`, tenants.ownerB.token)).statusCode).toBe(404);
  });

  it("leaves the web app's files their own caching: hashed assets a year, the shell revalidated", async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const shell = await get('/app/orders');
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
  });
});
