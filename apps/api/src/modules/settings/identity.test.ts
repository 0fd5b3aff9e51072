import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailsOf } from '../../../test/crud-contract.ts';
import { type DriverRoute, driverCalls, PNG, plannedDriverRoute } from '../../../test/driver-route.ts';
import { createMailTestContext, type MailTestContext } from '../../../test/helpers.ts';
import { pdfToText as pdfText } from '../../../test/pdf.ts';
import { organisationSettings } from '../../db/schema/settings.ts';

const IDENTITY = {
  name: 'Residuos Norteños S.A. de C.V.',
  rfc: 'RNO190305KJ7',
  transportAuthorisation: '19-I-204-2026',
  sctRegistration: 'SCT-190455-RPBI',
  address: 'Av. Constitución 800, Centro, 64000 Monterrey, N.L.',
};

describe('documents of an organisation without an identity (a new install)', () => {
  let ctx: MailTestContext;
  let cast: DriverRoute;
  const { api, act } = driverCalls(() => ctx);
  const get = (url: string, language = 'es') =>
    ctx.request({
      url: `/api/v1${url}`,
      token: cast.tenants.admin.token,
      headers: { 'accept-language': language },
    });

  beforeAll(async () => {
    ctx = await createMailTestContext();
    // As ensureOrganisation leaves it on an install without demo data.
    await ctx.app.db.update(organisationSettings).set({
      name: '',
      rfc: null,
      transportAuthorisation: null,
      sctRegistration: null,
      storageAuthorisation: null,
      address: null,
      phone: null,
    });
    cast = await plannedDriverRoute(ctx);
  });
  afterAll(() => ctx.close());

  it('makes no route sheet: 409 ORGANISATION_INCOMPLETE naming each missing field, in the caller’s language', async () => {
    const sheet = await get(`/routes/${cast.routeId}/sheet.pdf`);
    expect(sheet.statusCode).toBe(409);
    expect(sheet.headers['content-type']).toContain('application/json');
    const body = sheet.json();
    expect(body.code).toBe('ORGANISATION_INCOMPLETE');
    expect(body.message).toBe(
      'Completa los datos de la organización en Configuración antes de imprimir este documento: ' +
        'Nombre de la organización, RFC, Autorización de transporte, Registro SCT, Domicilio',
    );
    expect(detailsOf(body)).toEqual({
      name: 'Por favor ingresar Nombre de la organización',
      rfc: 'Por favor ingresar RFC',
      transportAuthorisation: 'Por favor ingresar Autorización de transporte',
      sctRegistration: 'Por favor ingresar Registro SCT',
      address: 'Por favor ingresar Domicilio',
    });
    const english = (await get(`/routes/${cast.routeId}/sheet.pdf`, 'en')).json();
    expect(english.message).toContain(
      'Organisation name, RFC, Transport authorisation, SCT registration, Address',
    );
  });

  it('still collects (the manifest is made), mails the news without the PDF, and prints no manifest', async () => {
    expect(
      (await act(cast.driverUser.token, { type: 'start', routeId: cast.routeId, signature: PNG })).statusCode,
    ).toBe(200);
    await ctx.mail.next(cast.contact);
    const stop = cast.stops[0]!;
    await act(cast.driverUser.token, { type: 'arrive', orderId: stop.id });
    const res = await api('POST', '/driver/actions', cast.driverUser.token, {
      id: randomUUID(),
      at: new Date().toISOString(),
      type: 'collect',
      orderId: stop.id,
      items: stop.items.map((item) => ({ id: item.id, actualKg: 3 })),
      serials: [],
      generatorName: 'Rosa Pérez',
      signature: PNG,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { manifestId, manifestFolio } = res.json().data;
    expect(manifestFolio).toMatch(/^MAN-/);

    const mails = [await ctx.mail.next(cast.contact), await ctx.mail.next(cast.contact)];
    const collected = mails.find((m) => m.subject.includes(stop.number))!;
    expect(collected.text).toContain(manifestFolio);
    expect(collected.raw).not.toContain('application/pdf');

    const pdf = await get(`/manifests/${manifestId}/manifest.pdf`);
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().code).toBe('ORGANISATION_INCOMPLETE');
    expect(Object.keys(detailsOf(pdf.json()))).toEqual([
      'name',
      'rfc',
      'transportAuthorisation',
      'sctRegistration',
      'address',
    ]);

    // Once the operator gives the identity, both print, the manifest with the identity it lacked.
    const settings = (await get('/settings/organisation')).json().data;
    const partial = await ctx.request({
      method: 'PATCH',
      url: '/api/v1/settings/organisation',
      token: cast.tenants.admin.token,
      payload: { version: settings.version, name: IDENTITY.name, rfc: IDENTITY.rfc },
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(Object.keys(detailsOf((await get(`/manifests/${manifestId}/manifest.pdf`)).json()))).toEqual([
      'transportAuthorisation',
      'sctRegistration',
      'address',
    ]);
    const whole = await ctx.request({
      method: 'PATCH',
      url: '/api/v1/settings/organisation',
      token: cast.tenants.admin.token,
      payload: { version: partial.json().data.version, ...IDENTITY },
    });
    expect(whole.statusCode, whole.body).toBe(200);
    expect((await get(`/routes/${cast.routeId}/sheet.pdf`)).statusCode).toBe(200);
    const printed = await get(`/manifests/${manifestId}/manifest.pdf`);
    expect(printed.statusCode).toBe(200);
    const text = pdfText(printed.rawPayload);
    expect(text).toContain(IDENTITY.name);
    expect(text).toContain(IDENTITY.transportAuthorisation);
    expect(text).toContain(IDENTITY.sctRegistration);
  });
});
