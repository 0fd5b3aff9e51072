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
 * What every catalog resource must do (docs/product.md §7, issue 4): the access matrix, create/read/update
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

  /** A create (POST) as the admin, answered in Spanish unless a language is named. */
  const post = (payload: Record<string, unknown>, language?: string) =>
    ctx.request({ method: 'POST', url, token: admin.token, payload, headers: languageHeader(language) });
  /** An update (PATCH) of one row as the admin, answered in Spanish unless a language is named. */
  const patch = (id: string, payload: Record<string, unknown>, language?: string) =>
    ctx.request({
      method: 'PATCH',
      url: `${url}/${id}`,
      token: admin.token,
      payload,
      headers: languageHeader(language),
    });

  /**
   * Lists sorted by each field both ways (a page of 100) and expects every answer, and each page in
   * order. Text fields are only asked for: the database collation orders text unlike JavaScript.
   */
  const expectSortsBy = async (fields: readonly string[], textFields: readonly string[]) => {
    for (const field of fields) {
      for (const dir of ['asc', 'desc'] as const) {
        const res = await ctx.request({
          url: `${url}?sort=${field}:${dir}&pageSize=100`,
          token: admin.token,
        });
        expect(res.statusCode, `${field}:${dir}`).toBe(200);
        if (textFields.includes(field)) continue;
        const values = res.json().data.map((d: Record<string, unknown>) => d[field]);
        expectOrdered(values, dir, `${field}:${dir}`);
      }
    }
  };

  return { get: () => ({ ctx, admin, ownerA, create, next, url, post, patch, expectSortsBy }) };
}

/** PostgreSQL's order: nulls after every value ascending, before them descending. */
export function expectOrdered(values: unknown[], dir: 'asc' | 'desc', label: string) {
  const rank = (v: unknown) => (v === null ? Number.POSITIVE_INFINITY : v);
  const sorted = [...values].sort((a, b) => {
    const x = rank(a) as number | string | boolean;
    const y = rank(b) as number | string | boolean;
    if (typeof x !== typeof y) return typeof x === 'number' && x === Number.POSITIVE_INFINITY ? 1 : -1;
    return x < y ? -1 : x > y ? 1 : 0;
  });
  if (dir === 'desc') sorted.reverse();
  expect(values, label).toEqual(sorted);
}

const languageHeader = (language: string | undefined) =>
  language ? { 'accept-language': language } : undefined;

/** A 422's field details as `{ path: message }`. */
export const detailsOf = (body: { details: { path: string; message: string }[] }) =>
  Object.fromEntries(body.details.map((d) => [d.path, d.message]));

type RowRoute = 'read' | 'update' | 'delete' | 'archive' | 'restore' | 'history' | 'transitions';

export interface TenantContractOptions {
  path: string;
  /** The routes of one row this resource registers. */
  rowRoutes: RowRoute[];
  /** Whether the resource has a list and a search to look into. */
  list: boolean;
  /** Whether it also has an export (default: when it has a list). */
  exported?: boolean;
  /** Makes a row of company A (through the API, as admin or A's owner); `term` finds it in a search. */
  makeRow(
    ctx: TestContext,
    tenants: Awaited<ReturnType<typeof createTenants>>,
  ): Promise<{ id: string; term?: string }>;
  /** A valid change for PATCH (the version is added). */
  change?: Record<string, unknown>;
  /** A transition A's row could take, to try as B. */
  transition?: string;
}

/**
 * The tenant boundary of a company-scoped resource (docs/product.md §1): another company's owner gets
 * 404 on every route of the row, and never sees it in a list, a search or an export.
 */
export function tenantContract(options: TenantContractOptions) {
  const url = `/api/v1/${options.path}`;
  let ctx: TestContext;
  let tenants: Awaited<ReturnType<typeof createTenants>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    tenants = await createTenants(ctx);
  });
  afterAll(() => ctx.close());

  describe(`${options.path}: another company's rows`, () => {
    it("answers 404 to another company's owner on every route of the row, and changes nothing", async () => {
      const row = await options.makeRow(ctx, tenants);
      const asAdmin = async () =>
        (await ctx.request({ url: `${url}/${row.id}`, token: tenants.admin.token })).json();
      const before = await asAdmin();
      const version = before.data.version as number;
      const calls: {
        route: RowRoute;
        method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
        url: string;
        payload?: object;
      }[] = [
        { route: 'read', method: 'GET', url: `${url}/${row.id}` },
        {
          route: 'update',
          method: 'PATCH',
          url: `${url}/${row.id}`,
          payload: { ...options.change, version },
        },
        { route: 'delete', method: 'DELETE', url: `${url}/${row.id}` },
        { route: 'archive', method: 'POST', url: `${url}/${row.id}/archive`, payload: { version } },
        { route: 'restore', method: 'POST', url: `${url}/${row.id}/restore`, payload: { version } },
        { route: 'history', method: 'GET', url: `${url}/${row.id}/history` },
        { route: 'transitions', method: 'GET', url: `${url}/${row.id}/transitions` },
        {
          route: 'transitions',
          method: 'POST',
          url: `${url}/${row.id}/transitions/${options.transition ?? 'none'}`,
          payload: { version, reason: 'prueba' },
        },
      ];
      for (const call of calls.filter((c) => options.rowRoutes.includes(c.route))) {
        const res = await ctx.request({ ...call, token: tenants.ownerB.token });
        expect(res.statusCode, `${call.method} ${call.url} as another company's owner: ${res.body}`).toBe(
          404,
        );
        expect(res.json().code).toBe('NOT_FOUND');
      }
      expect(await asAdmin()).toEqual(before);
    });

    it.runIf(options.rowRoutes.includes('history') || options.rowRoutes.includes('transitions'))(
      "shows the row's own company nothing of the staff in its history (test/history-tenancy.test.ts has more)",
      async () => {
        const row = await options.makeRow(ctx, tenants);
        if (options.change && options.rowRoutes.includes('update')) {
          // The staff change it too, where they may (they do not change a company's users).
          const read = await ctx.request({ url: `${url}/${row.id}`, token: tenants.admin.token });
          const changed = await ctx.request({
            method: 'PATCH',
            url: `${url}/${row.id}`,
            token: tenants.admin.token,
            payload: { ...options.change, version: read.json().data.version },
          });
          expect([200, 403]).toContain(changed.statusCode);
        }
        const staff = [tenants.admin.id, tenants.admin.email];
        for (const route of ['history', 'transitions'] as const) {
          if (!options.rowRoutes.includes(route)) continue;
          const res = await ctx.request({ url: `${url}/${row.id}/${route}`, token: tenants.ownerA.token });
          expect(res.statusCode, res.body).toBe(200);
          expect(valuesIn(res.body, staff), `${route} as company A's owner: ${res.body}`).toEqual([]);
        }
      },
    );

    it.runIf(options.list)("never shows the row in another company's list, search or export", async () => {
      const row = await options.makeRow(ctx, tenants);
      const token = tenants.ownerB.token;
      const queries = ['pageSize=100', ...(row.term ? [`q=${encodeURIComponent(row.term)}`] : [])];
      for (const query of queries) {
        const list = await ctx.request({ url: `${url}?${query}`, token });
        expect(list.statusCode, list.body).toBe(200);
        const ids = (list.json().data as { id: string }[]).map((r) => r.id);
        expect(ids).not.toContain(row.id);
        if (options.exported === false) continue;
        const csv = await ctx.request({ url: `${url}/export?format=csv&${query}`, token });
        expect(csv.statusCode).toBe(200);
        if (row.term) expect(csv.body).not.toContain(row.term);
      }
      // Company A's owner does see it, so the search above could have found it.
      const own = await ctx.request({ url: `${url}?pageSize=100`, token: tenants.ownerA.token });
      expect((own.json().data as { id: string }[]).map((r) => r.id)).toContain(row.id);
    });
  });
}

/**
 * The values (ids, names, addresses) an answer holds anywhere in its JSON, whatever the field: the
 * generic check that a company is shown nothing of another company or of the operator's staff.
 */
export function valuesIn(body: string, values: readonly string[]): string[] {
  const text = body.toLowerCase();
  return values.filter((value) => text.includes(value.toLowerCase()));
}
