import { todayIn } from '@recolecta/shared/documents';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createTestContext,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';
import { makeCatalog, makeDriver, makeSite, makeStore, makeVehicle } from '../../../test/operations.ts';
import { organisationSettings } from '../../db/schema/settings.ts';
import { stores } from '../../db/schema/stores.ts';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  // As a new install starts: no identity.
  await ctx.app.db.update(organisationSettings).set({
    name: '',
    rfc: null,
    transportAuthorisation: null,
    sctRegistration: null,
    address: null,
  });
  admin = await createUser(ctx, { role: 'admin' });
});
afterAll(() => ctx.close());

const checklist = async (token = admin.token) => {
  const res = await ctx.request({ url: '/api/v1/setup/checklist', token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { steps: { key: string; done: boolean; missing?: string[] }[]; done: boolean };
};
const doneSteps = async () => (await checklist()).steps.filter((s) => s.done).map((s) => s.key);

describe('the first-run checklist', () => {
  it('is the admin’s: an owner, a staff role that only reads the settings and nobody signed in are refused', async () => {
    const owner = await createUser(ctx, { role: 'owner' });
    const reader = await createUser(ctx, { role: ['settings:read', 'dashboard:read'] });
    expect((await ctx.request({ url: '/api/v1/setup/checklist', token: owner.token })).statusCode).toBe(403);
    expect((await ctx.request({ url: '/api/v1/setup/checklist', token: reader.token })).statusCode).toBe(403);
    expect((await ctx.request({ url: '/api/v1/setup/checklist' })).statusCode).toBe(401);
  });

  it('ticks each step once the install holds it, names the identity still missing, and is done at the end', async () => {
    const first = await checklist();
    expect(first).toEqual({
      steps: [
        {
          key: 'organisation',
          done: false,
          missing: ['name', 'rfc', 'transportAuthorisation', 'sctRegistration', 'address'],
        },
        { key: 'store', done: false },
        { key: 'vehicle', done: false },
        { key: 'driver', done: false },
        { key: 'client', done: false },
        { key: 'order', done: false },
      ],
      done: false,
    });

    const settings = (await ctx.request({ url: '/api/v1/settings/organisation', token: admin.token })).json()
      .data;
    const patch = (payload: object) =>
      ctx.request({ method: 'PATCH', url: '/api/v1/settings/organisation', token: admin.token, payload });
    const named = await patch({
      version: settings.version,
      name: 'Residuos Norteños S.A. de C.V.',
      rfc: 'RNO190305KJ7',
    });
    expect((await checklist()).steps[0]).toEqual({
      key: 'organisation',
      done: false,
      missing: ['transportAuthorisation', 'sctRegistration', 'address'],
    });
    await patch({
      version: named.json().data.version,
      transportAuthorisation: '19-I-204-2026',
      sctRegistration: 'SCT-190455-RPBI',
      address: 'Av. Constitución 800, Monterrey',
    });
    expect(await doneSteps()).toEqual(['organisation']);

    // An archived store is no store to work from.
    const store = await makeStore(ctx);
    expect(await doneSteps()).toEqual(['organisation', 'store']);
    await ctx.app.db.update(stores).set({ archivedAt: new Date() }).where(eq(stores.id, store.id));
    expect(await doneSteps()).toEqual(['organisation']);
    await makeStore(ctx);
    await makeVehicle(ctx);
    await makeDriver(ctx);
    expect(await doneSteps()).toEqual(['organisation', 'store', 'vehicle', 'driver']);

    // A client counts once it is active and has a site.
    const pending = await createCompany(ctx, { status: 'pending_profile' });
    await makeSite(ctx, pending.id);
    const client = await createCompany(ctx);
    expect(await doneSteps()).not.toContain('client');
    const site = await makeSite(ctx, client.id);
    expect(await doneSteps()).toContain('client');
    expect((await checklist()).done).toBe(false);

    const catalog = await makeCatalog(ctx);
    const order = await ctx.request({
      method: 'POST',
      url: '/api/v1/orders',
      token: admin.token,
      payload: {
        companyId: client.id,
        siteId: site.id,
        requestedDate: todayIn(),
        items: [
          { wasteId: catalog.sharps.id, containerTypeId: catalog.box.id, containerCount: 1, estimatedKg: 3 },
        ],
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    const last = await checklist();
    expect(last.steps.every((s) => s.done)).toBe(true);
    expect(last.done).toBe(true);
  });
});
