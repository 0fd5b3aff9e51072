import type { Permission, Resource } from '@recolecta/shared/permissions';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenants, createTestContext, createUser, type TestContext, type TestUser } from './helpers.ts';

export interface CrudContractOptions {
  path: string;
  resource: Resource;
  /** A valid create body; `n` makes unique fields unique. */
  valid(n: number): Record<string, unknown>;
  /** A field change to try in updates, and the field a search finds the created row by. */
  change: Record<string, unknown>;
  searchFor(body: Record<string, unknown>): string;
}

/**
 * What every catalog resource must do (PRODUCT §7, issue 4): the access matrix, create/read/update
 * with version check, delete and archive, history, search, pagination and export of the whole
 * filtered set. Resource tests add their own rules on top.
 */
export function crudContract(options: CrudContractOptions) {
  const url = `/api/v1/${options.path}`;
  let ctx: TestContext;
  let admin: TestUser;
  let ownerA: TestUser;
  let reader: TestUser;
  let seq = 0;
  const next = () => options.valid(++seq + Math.floor(Math.random() * 1e6));

  beforeAll(async () => {
    ctx = await createTestContext();
    ({ admin, ownerA } = await createTenants(ctx));
    reader = await createUser(ctx, { role: [`${options.resource}:read` as Permission] });
  });
  afterAll(() => ctx.close());

  const create = async (body = next(), token = admin.token) => {
    const res = await ctx.request({ method: 'POST', url, payload: body, token });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string; version: number } & Record<string, unknown>;
  };

  describe(`${options.path}: the contract of every catalog`, () => {
    it('refuses anonymous callers (401), owners and a role without the permission (403)', async () => {
      const row = await create();
      const calls = [
        { method: 'GET' as const, url },
        { method: 'GET' as const, url: `${url}/${row.id}` },
        { method: 'GET' as const, url: `${url}/export` },
        { method: 'POST' as const, url, payload: next() },
        {
          method: 'PATCH' as const,
          url: `${url}/${row.id}`,
          payload: { ...options.change, version: row.version },
        },
        { method: 'DELETE' as const, url: `${url}/${row.id}` },
      ];
      for (const call of calls) {
        expect((await ctx.request(call)).statusCode, `${call.method} ${call.url} anonymous`).toBe(401);
        const owner = await ctx.request({ ...call, token: ownerA.token });
        expect(owner.statusCode, `${call.method} ${call.url} owner`).toBe(403);
        expect(owner.json().code).toBe('FORBIDDEN');
      }
      // A read-only role reads but does not write.
      expect((await ctx.request({ url, token: reader.token })).statusCode).toBe(200);
      expect((await ctx.request({ url: `${url}/${row.id}`, token: reader.token })).statusCode).toBe(200);
      expect(
        (await ctx.request({ method: 'POST', url, payload: next(), token: reader.token })).statusCode,
      ).toBe(403);
      expect(
        (await ctx.request({ method: 'DELETE', url: `${url}/${row.id}`, token: reader.token })).statusCode,
      ).toBe(403);
    });

    it('creates (201), reads, and answers 404 for an unknown id and 422 for a malformed one', async () => {
      const row = await create();
      expect(row.version).toBe(1);
      const read = await ctx.request({ url: `${url}/${row.id}`, token: admin.token });
      expect(read.json().data).toEqual(row);
      const missing = await ctx.request({
        url: `${url}/00000000-0000-4000-8000-000000000000`,
        token: admin.token,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('NOT_FOUND');
      expect((await ctx.request({ url: `${url}/not-a-uuid`, token: admin.token })).statusCode).toBe(422);
    });

    it('updates with the version read, and answers 409 to a stale version without changing the row', async () => {
      const row = await create();
      const first = await ctx.request({
        method: 'PATCH',
        url: `${url}/${row.id}`,
        payload: { ...options.change, version: row.version },
        token: admin.token,
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data).toMatchObject({ ...options.change, version: row.version + 1 });
      const stale = await ctx.request({
        method: 'PATCH',
        url: `${url}/${row.id}`,
        payload: { ...row, ...next(), version: row.version },
        token: admin.token,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('VERSION_CONFLICT');
      const now = await ctx.request({ url: `${url}/${row.id}`, token: admin.token });
      expect(now.json().data).toEqual(first.json().data);
      const noVersion = await ctx.request({
        method: 'PATCH',
        url: `${url}/${row.id}`,
        payload: options.change,
        token: admin.token,
      });
      expect(noVersion.statusCode).toBe(422);
      expect(noVersion.json().details).toContainEqual(expect.objectContaining({ path: 'version' }));
    });

    it('archives and restores, hiding archived rows from the default list', async () => {
      const body = next();
      const row = await create(body);
      const archived = await ctx.request({
        method: 'POST',
        url: `${url}/${row.id}/archive`,
        payload: { version: row.version },
        token: admin.token,
      });
      expect(archived.statusCode).toBe(200);
      expect(archived.json().data.archivedAt).not.toBeNull();
      const q = encodeURIComponent(options.searchFor(body));
      const hidden = await ctx.request({ url: `${url}?q=${q}`, token: admin.token });
      expect(hidden.json().data.map((r: { id: string }) => r.id)).not.toContain(row.id);
      const only = await ctx.request({ url: `${url}?q=${q}&archived=only`, token: admin.token });
      expect(only.json().data.map((r: { id: string }) => r.id)).toContain(row.id);
      const restored = await ctx.request({
        method: 'POST',
        url: `${url}/${row.id}/restore`,
        payload: { version: archived.json().data.version },
        token: admin.token,
      });
      expect(restored.json().data.archivedAt).toBeNull();
    });

    it('deletes an unreferenced row (then 404) and keeps its story in the history', async () => {
      const row = await create();
      await ctx.request({
        method: 'PATCH',
        url: `${url}/${row.id}`,
        payload: { ...options.change, version: 1 },
        token: admin.token,
      });
      const history = await ctx.request({ url: `${url}/${row.id}/history`, token: admin.token });
      expect(history.statusCode).toBe(200);
      const actions = history.json().data.map((e: { action: string }) => e.action);
      expect(actions).toHaveLength(2);
      expect(actions[0]).toMatch(/\.update$/);
      expect(actions[1]).toMatch(/\.create$/);
      const entry = history.json().data[0];
      expect(entry.actorEmail).toBe(admin.email);
      expect(entry.before).toBeTruthy();
      expect(entry.after).toMatchObject(options.change);
      const removed = await ctx.request({ method: 'DELETE', url: `${url}/${row.id}`, token: admin.token });
      expect(removed.json().data).toEqual({ id: row.id, outcome: 'deleted' });
      expect((await ctx.request({ url: `${url}/${row.id}`, token: admin.token })).statusCode).toBe(404);
    });

    it('paginates with meta, finds by search, and refuses unknown sorts and page sizes over 100', async () => {
      const body = next();
      const row = await create(body);
      for (let i = 0; i < 3; i++) await create();
      const page = await ctx.request({ url: `${url}?page=1&pageSize=2`, token: admin.token });
      expect(page.json().meta).toMatchObject({ page: 1, pageSize: 2 });
      expect(page.json().meta.total).toBeGreaterThanOrEqual(4);
      expect(page.json().data).toHaveLength(2);
      const found = await ctx.request({
        url: `${url}?q=${encodeURIComponent(options.searchFor(body))}`,
        token: admin.token,
      });
      expect(found.json().data.map((r: { id: string }) => r.id)).toContain(row.id);
      const odd = await ctx.request({
        url: `${url}?q=${encodeURIComponent("'&|!():*<->")}`,
        token: admin.token,
      });
      expect(odd.statusCode).toBe(200);
      expect((await ctx.request({ url: `${url}?sort=password:asc`, token: admin.token })).statusCode).toBe(
        422,
      );
      expect((await ctx.request({ url: `${url}?pageSize=101`, token: admin.token })).statusCode).toBe(422);
    });

    it('exports the whole filtered set as CSV and XLSX, not only a page', async () => {
      for (let i = 0; i < 3; i++) await create();
      const total = (await ctx.request({ url: `${url}?pageSize=1`, token: admin.token })).json().meta
        .total as number;
      const csv = await ctx.request({ url: `${url}/export?format=csv&pageSize=1`, token: admin.token });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      expect(csv.headers['content-disposition']).toMatch(
        new RegExp(`attachment; filename="${options.path}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
      );
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r\n/);
      expect(lines).toHaveLength(total + 1);
      const xlsx = await ctx.request({
        url: `${url}/export?format=xlsx`,
        token: admin.token,
        headers: { 'accept-language': 'en' },
      });
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.rowCount).toBe(total + 1);
    });
  });

  return { get: () => ({ ctx, admin, ownerA, create, next, url }) };
}
