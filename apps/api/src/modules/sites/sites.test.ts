import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantContract } from '../../../test/crud-contract.ts';
import { createTenants, createTestContext, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SITE = {
  name: 'Sucursal Coyoacán',
  street: 'Av. Universidad',
  exteriorNumber: '1200',
  neighbourhood: 'Xoco',
  city: 'Benito Juárez',
  state: 'Ciudad de México',
  postalCode: '03330',
  latitude: 19.3601,
  longitude: -99.1649,
  collectionWindowStart: '09:00',
  collectionWindowEnd: '14:00',
  contactName: 'Rosa Pérez',
  contactPhone: '55 1234 5678',
};

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  ctx.request({ method, url: `/api/v1${url}`, token, payload });

describe('sites of a client', () => {
  it('an owner adds a site to their own company; staff add one to the company they name', async () => {
    const { admin, ownerA, companyA, companyB } = await createTenants(ctx);
    const own = await call('POST', '/sites', ownerA.token, { ...SITE, companyId: companyB.id });
    expect(own.statusCode, own.body).toBe(201);
    // The owner's company, whatever the body says.
    expect(own.json().data).toMatchObject({
      companyId: companyA.id,
      companyName: companyA.legalName,
      collectionWindowStart: '09:00',
      contactName: 'Rosa Pérez',
    });

    const missing = await call('POST', '/sites', admin.token, SITE);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().details).toEqual([
      { path: 'companyId', message: 'Elige la empresa de la sucursal' },
    ]);
    const unknown = await call('POST', '/sites', admin.token, {
      ...SITE,
      companyId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details[0].path).toBe('companyId');
    const staff = await call('POST', '/sites', admin.token, { ...SITE, companyId: companyB.id });
    expect(staff.statusCode).toBe(201);
    expect(staff.json().data.companyId).toBe(companyB.id);

    const listed = await call('GET', `/sites?companyId=${companyA.id}`, admin.token);
    expect((listed.json().data as { id: string }[]).map((s) => s.id)).toEqual([own.json().data.id]);
  });

  it('refuses a bad address with every field named, in the request language', async () => {
    const { ownerA } = await createTenants(ctx);
    const res = await ctx.request({
      method: 'POST',
      url: '/api/v1/sites',
      token: ownerA.token,
      headers: { 'accept-language': 'en' },
      payload: {
        ...SITE,
        postalCode: '1234',
        state: 'Texas',
        latitude: 120,
        collectionWindowStart: '15:00',
        collectionWindowEnd: '09:00',
        name: undefined,
      },
    });
    expect(res.statusCode).toBe(422);
    const details = res.json().details as { path: string; message: string }[];
    expect(details.map((d) => d.path).sort()).toEqual(
      ['collectionWindowEnd', 'latitude', 'name', 'postalCode', 'state'].sort(),
    );
    expect(details.find((d) => d.path === 'name')?.message).toContain('Site name');
  });

  it('edits with the version read, keeps the window in order against what is stored, archives and restores', async () => {
    const { ownerA } = await createTenants(ctx);
    const site = (await call('POST', '/sites', ownerA.token, SITE)).json().data;
    const edited = await call('PATCH', `/sites/${site.id}`, ownerA.token, {
      version: site.version,
      name: 'Sucursal Xoco',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Sucursal Xoco', version: site.version + 1 });
    const stale = await call('PATCH', `/sites/${site.id}`, ownerA.token, {
      version: site.version,
      name: 'X',
    });
    expect(stale.statusCode).toBe(409);
    // Only the start in the body: checked against the stored end (14:00).
    const late = await call('PATCH', `/sites/${site.id}`, ownerA.token, {
      version: site.version + 1,
      collectionWindowStart: '16:00',
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().details[0].path).toBe('collectionWindowEnd');

    const archived = await call('POST', `/sites/${site.id}/archive`, ownerA.token, {
      version: site.version + 1,
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data.archivedAt).not.toBeNull();
    const hidden = await call('GET', '/sites?pageSize=100', ownerA.token);
    expect((hidden.json().data as { id: string }[]).map((s) => s.id)).not.toContain(site.id);
    const shown = await call('GET', '/sites?pageSize=100&archived=only', ownerA.token);
    expect((shown.json().data as { id: string }[]).map((s) => s.id)).toContain(site.id);
    const restored = await call('POST', `/sites/${site.id}/restore`, ownerA.token, {
      version: site.version + 2,
    });
    expect(restored.json().data.archivedAt).toBeNull();

    const history = await call('GET', `/sites/${site.id}/history`, ownerA.token);
    expect(history.json().data.map((e: { action: string }) => e.action)).toEqual([
      'site.restore',
      'site.archive',
      'site.update',
      'site.create',
    ]);
    const removed = await call('DELETE', `/sites/${site.id}`, ownerA.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.outcome).toBe('deleted');
  });

  it('searches and filters by state, sorts, and exports what it lists', async () => {
    const { ownerA } = await createTenants(ctx);
    await call('POST', '/sites', ownerA.token, SITE);
    await call('POST', '/sites', ownerA.token, {
      ...SITE,
      name: 'Planta Monterrey',
      state: 'Nuevo León',
      city: 'Monterrey',
      postalCode: '64000',
    });
    const names = async (query: string) =>
      ((await call('GET', `/sites?${query}`, ownerA.token)).json().data as { name: string }[]).map(
        (s) => s.name,
      );
    expect(await names('q=monter')).toEqual(['Planta Monterrey']);
    expect(await names(`state=${encodeURIComponent('Nuevo León')}`)).toEqual(['Planta Monterrey']);
    expect(await names('sort=name:desc')).toEqual(['Sucursal Coyoacán', 'Planta Monterrey']);
    const csv = await call('GET', '/sites/export?format=csv&q=monter', ownerA.token);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Planta Monterrey');
  });
});

tenantContract({
  path: 'sites',
  rowRoutes: ['read', 'update', 'delete', 'archive', 'restore', 'history'],
  list: true,
  change: { name: 'Ajena' },
  async makeRow(context, { ownerA }) {
    const name = `Sucursal Tenant ${Date.now()}`;
    const res = await context.request({
      method: 'POST',
      url: '/api/v1/sites',
      token: ownerA.token,
      payload: { ...SITE, name },
    });
    return { id: res.json().data.id, term: name };
  },
});
