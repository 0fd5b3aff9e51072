import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext } from '../../../test/helpers.ts';
import { refusedAudits } from '../../../test/refused-audits.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('organisation settings', () => {
  it('reads and changes the settings with the version read; the registration fee drives the payment', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const read = await ctx.request({ url: '/api/v1/settings/organisation', token: admin.token });
    expect(read.statusCode).toBe(200);
    const settings = read.json().data;
    expect(settings).toMatchObject({
      timeZone: 'America/Mexico_City',
      currency: 'MXN',
      registrationFee: 15000,
      defaultLocale: 'es',
    });
    const patch = (payload: object) =>
      ctx.request({ method: 'PATCH', url: '/api/v1/settings/organisation', token: admin.token, payload });
    const res = await patch({
      version: settings.version,
      registrationFee: 18000,
      timeZone: 'America/Monterrey',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      registrationFee: 18000,
      timeZone: 'America/Monterrey',
      version: settings.version + 1,
    });
    expect((await ctx.request({ url: '/api/v1/payments/plans' })).json().data[0].amount).toBe(18000);
    // Every signed-in user (a company's owner too, who cannot read the settings) gets the zone the web
    // shows times in.
    const owner = await createUser(ctx, { role: 'owner' });
    for (const who of [admin, owner]) {
      const me = await ctx.request({ url: '/api/v1/auth/me', token: who.token });
      expect(me.json().data.timeZone).toBe('America/Monterrey');
    }
    const stale = await patch({ version: settings.version, name: 'Otra' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');
    const bad = await patch({
      version: settings.version + 1,
      timeZone: 'Mars/Olympus',
      registrationFee: -1,
      rfc: 'nope',
    });
    expect(bad.statusCode).toBe(422);
    const paths = bad
      .json()
      .details.map((d: { path: string }) => d.path)
      .sort();
    expect(paths).toEqual(['registrationFee', 'rfc', 'timeZone']);
    expect(bad.json().details.find((d: { path: string }) => d.path === 'timeZone').message).toBe(
      'Elige una zona horaria de la lista, como America/Mexico_City',
    );
    const history = await ctx.request({
      url: '/api/v1/audit?entity=organisation_settings',
      token: admin.token,
    });
    expect(history.json().data[0]).toMatchObject({ action: 'settings.update' });
  });

  it('needs settings permissions: a custom operator role with settings:read reads but does not change', async () => {
    const reader = await createUser(ctx, { role: ['settings:read'] });
    const read = await ctx.request({ url: '/api/v1/settings/organisation', token: reader.token });
    expect(read.statusCode).toBe(200);
    const res = await ctx.request({
      method: 'PATCH',
      url: '/api/v1/settings/organisation',
      token: reader.token,
      payload: { version: read.json().data.version, name: 'No' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('a settings change and its audit row', () => {
  it('are one transaction: a change whose audit row fails is not kept', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const before = (await ctx.request({ url: '/api/v1/settings/organisation', token: admin.token })).json()
      .data;
    const audits = await refusedAudits(ctx);
    const res = await audits.refusing({ action: 'settings.update', entityId: before.id }, () =>
      ctx.request({
        method: 'PATCH',
        url: '/api/v1/settings/organisation',
        token: admin.token,
        payload: { version: before.version, name: 'Nunca guardado' },
      }),
    );
    expect(res.statusCode).toBe(500);
    const after = (await ctx.request({ url: '/api/v1/settings/organisation', token: admin.token })).json()
      .data;
    expect(after).toEqual(before);
  });
});
