import { addDays, todayIn } from '@recolecta/shared/documents';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantContract } from '../../../test/crud-contract.ts';
import { createTenants, createTestContext, TEST_PASSWORD, type TestContext } from '../../../test/helpers.ts';
import { companies } from '../../db/schema/companies.ts';
import { orders } from '../../db/schema/orders.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const api = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.request({ method, url: `/api/v1${url}`, token, payload });

describe('clients: the company lifecycle', () => {
  it('an admin suspends a company with a reason; its users are refused; reactivating lets them back', async () => {
    const { admin, companyA, ownerA, ownerB } = await createTenants(ctx);
    const read = await api('GET', `/clients/${companyA.id}`, admin.token);
    expect(read.json().data).toMatchObject({ status: 'active' });
    const version = read.json().data.version;

    const noReason = await api('POST', `/clients/${companyA.id}/transitions/suspend`, admin.token, {
      version,
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().details).toEqual([{ path: 'reason', message: expect.any(String) }]);

    const suspended = await api('POST', `/clients/${companyA.id}/transitions/suspend`, admin.token, {
      version,
      reason: 'Adeudo de tres meses',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data).toMatchObject({ status: 'suspended', version: version + 1 });

    // Every request of the company's users, and a new sign-in, meet a clear refusal.
    const me = await ctx.request({ url: '/api/v1/auth/me', token: ownerA.token });
    expect(me.statusCode).toBe(403);
    expect(me.json()).toMatchObject({
      code: 'COMPANY_SUSPENDED',
      message: expect.stringContaining('suspendida'),
    });
    const login = await ctx.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: ownerA.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('COMPANY_SUSPENDED');
    // Another company is untouched.
    expect((await ctx.request({ url: '/api/v1/auth/me', token: ownerB.token })).statusCode).toBe(200);

    const again = await api('POST', `/clients/${companyA.id}/transitions/suspend`, admin.token, {
      version: version + 1,
      reason: 'otra vez',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVALID_TRANSITION', allowed: ['reactivate'] });

    const back = await api('POST', `/clients/${companyA.id}/transitions/reactivate`, admin.token, {
      version: version + 1,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.status).toBe('active');
    expect((await ctx.request({ url: '/api/v1/auth/me', token: ownerA.token })).statusCode).toBe(200);

    // Every transition is kept with who, when and why, newest first; the owner sees their own, with
    // the staff member who took it as "the operator".
    const log = await api('GET', `/clients/${companyA.id}/transitions`, ownerA.token);
    expect(log.statusCode).toBe(200);
    const operator = { actorId: null, actorEmail: null, actorKind: 'operator' };
    expect(log.json().data).toMatchObject([
      { name: 'reactivate', from: 'suspended', to: 'active', reason: null, ...operator },
      { name: 'suspend', from: 'active', to: 'suspended', reason: 'Adeudo de tres meses', ...operator },
    ]);
    const staffLog = await api('GET', `/clients/${companyA.id}/transitions`, admin.token);
    expect(staffLog.json().data[0]).toMatchObject({ actorEmail: admin.email, actorKind: 'user' });
    const history = await api('GET', `/clients/${companyA.id}/history`, ownerA.token);
    expect(history.json().data.map((e: { action: string }) => e.action)).toEqual([
      'company.reactivate',
      'company.suspend',
    ]);
  });

  it('refuses what the table does not allow: an owner suspending, a system step, an unknown name, a stale version', async () => {
    const { admin, companyA, ownerA } = await createTenants(ctx);
    const { version } = (await api('GET', `/clients/${companyA.id}`, admin.token)).json().data;

    const byOwner = await api('POST', `/clients/${companyA.id}/transitions/suspend`, ownerA.token, {
      version,
      reason: 'no',
    });
    expect(byOwner.statusCode).toBe(403);
    for (const name of ['complete', 'verify', 'fly']) {
      const res = await api('POST', `/clients/${companyA.id}/transitions/${name}`, admin.token, { version });
      expect(res.statusCode, name).toBe(409);
      expect(res.json()).toMatchObject({ code: 'INVALID_TRANSITION', allowed: ['suspend'] });
    }
    const stale = await api('POST', `/clients/${companyA.id}/transitions/suspend`, admin.token, {
      version: version + 5,
      reason: 'tarde',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');
    expect((await api('GET', `/clients/${companyA.id}`, admin.token)).json().data).toMatchObject({
      status: 'active',
      version,
    });
  });
});

describe('clients: the list and the profile', () => {
  it('lists every client for staff with sites, last collection and the storage deadline by level', async () => {
    const { admin, ownerA, companyA, companyB } = await createTenants(ctx);
    const today = todayIn();
    // Level II keeps 15 days: collected 13 days ago is near; level III (7 days) 10 days ago is past.
    await ctx.app.db
      .update(companies)
      .set({ generatorLevel: 'II', lastCollectionOn: addDays(today, -13) })
      .where(eq(companies.id, companyA.id));
    await ctx.app.db
      .update(companies)
      .set({ generatorLevel: 'III', lastCollectionOn: addDays(today, -10) })
      .where(eq(companies.id, companyB.id));
    const site = await api('POST', '/sites', ownerA.token, SITE);
    expect(site.statusCode, site.body).toBe(201);

    const a = (await api('GET', `/clients/${companyA.id}`, admin.token)).json().data;
    expect(a).toMatchObject({
      siteCount: 1,
      storageDeadline: addDays(today, 2),
      deadlineStatus: 'near',
      nextPickupOn: null,
    });
    // The next pickup is the earliest open order from today: scheduled day first, else requested.
    const siteId = site.json().data.id;
    await ctx.app.db.insert(orders).values([
      { number: `T-${siteId}-1`, companyId: companyA.id, siteId, requestedDate: addDays(today, 9) },
      {
        number: `T-${siteId}-2`,
        companyId: companyA.id,
        siteId,
        requestedDate: addDays(today, 20),
        status: 'scheduled',
        scheduledDate: addDays(today, 5),
      },
      {
        number: `T-${siteId}-3`,
        companyId: companyA.id,
        siteId,
        requestedDate: addDays(today, 1),
        status: 'cancelled',
      },
      { number: `T-${siteId}-4`, companyId: companyA.id, siteId, requestedDate: addDays(today, -2) },
    ]);
    expect((await api('GET', `/clients/${companyA.id}`, admin.token)).json().data.nextPickupOn).toBe(
      addDays(today, 5),
    );
    const b = (await api('GET', `/clients/${companyB.id}`, admin.token)).json().data;
    expect(b).toMatchObject({ storageDeadline: addDays(today, -3), deadlineStatus: 'past', siteCount: 0 });

    const ids = async (query: string) =>
      ((await api('GET', `/clients?pageSize=100&${query}`, admin.token)).json().data as { id: string }[]).map(
        (c) => c.id,
      );
    expect(await ids('deadline=near')).toContain(companyA.id);
    expect(await ids('deadline=near')).not.toContain(companyB.id);
    expect(await ids('deadline=past')).toContain(companyB.id);
    expect(await ids('generatorLevel=III')).toContain(companyB.id);
    expect(await ids('generatorLevel=III')).not.toContain(companyA.id);
    expect(await ids(`state=${encodeURIComponent('Jalisco')}`)).toEqual([companyA.id]);
    expect(await ids(`q=${encodeURIComponent(companyA.rfc)}`)).toEqual([companyA.id]);
    const bad = await api('GET', '/clients?deadline=soon', admin.token);
    expect(bad.statusCode).toBe(422);

    // An owner's list, and export, hold their own company only.
    const own = await api('GET', '/clients?pageSize=100', ownerA.token);
    expect((own.json().data as { id: string }[]).map((c) => c.id)).toEqual([companyA.id]);
    const csv = await api('GET', '/clients/export?format=csv', ownerA.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(companyA.rfc);
    expect(csv.body).not.toContain(companyB.rfc);
  });

  it('the owner edits the profile with the version read; a stale one is 409; bad input is 422 by field', async () => {
    const { admin, ownerA, ownerB, companyA } = await createTenants(ctx);
    const { version } = (await api('GET', `/clients/${companyA.id}`, ownerA.token)).json().data;
    const patch = (token: string, payload: object) =>
      ctx.request({ method: 'PATCH', url: `/api/v1/clients/${companyA.id}`, token, payload });

    const saved = await patch(ownerA.token, { version, tradeName: 'Clínica Centro', nra: 'cno0901500123' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      tradeName: 'Clínica Centro',
      nra: 'CNO0901500123',
      version: version + 1,
    });
    expect((await patch(ownerA.token, { version, tradeName: 'Tarde' })).statusCode).toBe(409);
    expect((await patch(ownerB.token, { version: version + 1, tradeName: 'Ajena' })).statusCode).toBe(404);

    const invalid = await ctx.request({
      method: 'PATCH',
      url: `/api/v1/clients/${companyA.id}`,
      token: ownerA.token,
      headers: { 'accept-language': 'en' },
      payload: { version: version + 1, nra: '123', email: 'no', generatorLevel: 'IV' },
    });
    expect(invalid.statusCode).toBe(422);
    const paths = (invalid.json().details as { path: string }[]).map((d) => d.path).sort();
    expect(paths).toEqual(['email', 'generatorLevel', 'nra']);
    // PATCH never changes the status: that is the lifecycle's.
    const status = await patch(admin.token, { version: version + 1, status: 'suspended' });
    expect(status.statusCode).toBe(200);
    expect(status.json().data.status).toBe('active');
    const history = await api('GET', `/clients/${companyA.id}/history`, ownerA.token);
    expect(history.json().data.map((e: { action: string }) => e.action)).toContain('company.update');
  });
});

const SITE = {
  name: 'Sucursal Providencia',
  street: 'Av. Américas',
  exteriorNumber: '1500',
  neighbourhood: 'Providencia',
  city: 'Guadalajara',
  state: 'Jalisco',
  postalCode: '44630',
  latitude: 20.6889,
  longitude: -103.3894,
  collectionWindowStart: '08:00',
  collectionWindowEnd: '12:00',
  contactName: 'Mario Ruiz',
  contactPhone: '+52 33 3123 4567',
};

tenantContract({
  path: 'clients',
  rowRoutes: ['read', 'update', 'history', 'transitions'],
  list: true,
  transition: 'suspend',
  change: { tradeName: 'Otra' },
  async makeRow(_context, { companyA }) {
    return { id: companyA.id, term: companyA.rfc };
  },
});
