import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext } from '../../test/helpers.ts';
import { organisationSettings } from '../db/schema/settings.ts';
import { DEMO_ORGANISATION, forgetDemoIdentity } from './seed-organisation.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const identity = async () => {
  const [row] = await ctx.app.db.select().from(organisationSettings);
  return row!;
};

describe('an install given the demo identity by an earlier version', () => {
  it('has the demo’s fictional values blanked at start, and keeps what the operator changed', async () => {
    // The tests' snapshot holds the demo identity, as every start without demo data used to write it.
    expect(await identity()).toMatchObject(DEMO_ORGANISATION);
    await ctx.app.db.update(organisationSettings).set({ rfc: 'RNO190305KJ7', phone: '81 8340 1200' });
    await forgetDemoIdentity(ctx.app.db);
    expect(await identity()).toMatchObject({
      name: '',
      rfc: 'RNO190305KJ7',
      transportAuthorisation: null,
      sctRegistration: null,
      storageAuthorisation: null,
      address: null,
      phone: '81 8340 1200',
    });
  });

  it('leaves a demo database as it is', async () => {
    await ctx.app.db.update(organisationSettings).set(DEMO_ORGANISATION);
    await createUser(ctx, { role: 'admin', email: 'admin@recolecta.test' });
    await forgetDemoIdentity(ctx.app.db);
    expect(await identity()).toMatchObject(DEMO_ORGANISATION);
  });
});
