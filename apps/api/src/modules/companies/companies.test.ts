import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTestContext, createTenants, type MailTestContext, signUp } from '../../../test/helpers.ts';

let ctx: MailTestContext;
beforeAll(async () => {
  ctx = await createMailTestContext();
});
afterAll(() => ctx.close());

const profile = (overrides: Record<string, unknown> = {}, site: Record<string, unknown> = {}) => ({
  tradeName: 'Clínica Lindavista',
  generatorLevel: 'II',
  nra: 'cli0900500321',
  site: {
    name: 'Matriz',
    street: 'Av. Montevideo',
    exteriorNumber: '363',
    interiorNumber: 'Local 4',
    neighbourhood: 'Lindavista Sur',
    city: 'Gustavo A. Madero',
    state: 'Ciudad de México',
    postalCode: '07300',
    latitude: 19.4886,
    longitude: -99.1312,
    collectionWindowStart: '08:00',
    collectionWindowEnd: '14:00',
    notes: 'Acceso por la rampa lateral',
    ...site,
  },
  ...overrides,
});

const complete = (token: string, payload: object = profile(), headers: Record<string, string> = {}) =>
  ctx.request({ method: 'POST', url: '/api/v1/companies', token, payload, headers });

/** Signs up, verifies and pays in test mode: the company is pending its profile. */
async function paidCompany() {
  const owner = await signUp(ctx, 'verified');
  const { paymentId } = (
    await ctx.request({ method: 'POST', url: '/api/v1/payments/registration', token: owner.token })
  ).json();
  await ctx.request({
    method: 'POST',
    url: '/api/v1/payments/test/complete',
    token: owner.token,
    payload: { paymentId },
  });
  return owner;
}

describe('POST /companies (onboarding)', () => {
  it('completes the profile and first site: company active, welcome e-mail, full access', async () => {
    const owner = await paidCompany();
    const before = await ctx.request({ url: '/api/v1/audit', token: owner.token });
    expect(before.json().code).toBe('COMPANY_NOT_ACTIVE');
    const res = await complete(owner.token);
    expect(res.statusCode).toBe(201);
    const company = res.json().data;
    expect(company).toMatchObject({
      id: owner.companyId,
      status: 'active',
      tradeName: 'Clínica Lindavista',
      generatorLevel: 'II',
      nra: 'CLI0900500321',
    });
    expect(company.sites).toEqual([
      expect.objectContaining({
        name: 'Matriz',
        postalCode: '07300',
        state: 'Ciudad de México',
        latitude: 19.4886,
        longitude: -99.1312,
        collectionWindowStart: '08:00',
        collectionWindowEnd: '14:00',
        interiorNumber: 'Local 4',
      }),
    ]);
    const welcome = await ctx.mail.next(owner.email);
    expect(welcome.subject).toBe('Bienvenido a Recolecta');
    expect(welcome.text).toContain('https://app.recolecta.test/app/orders');
    // Active now: ordinary routes answer by permission, not by onboarding state.
    const after = await ctx.request({ url: '/api/v1/audit', token: owner.token });
    expect(after.json().code).toBe('FORBIDDEN');
    const again = await complete(owner.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PROFILE_ALREADY_COMPLETE');
  });

  it('wants payment first (402) and verification before that (the sign-up token opens nothing yet: 401)', async () => {
    const unverified = await signUp(ctx, 'signed_up');
    const early = await complete(unverified.signupToken);
    expect(early.statusCode).toBe(401);
    expect(early.json().code).toBe('UNAUTHENTICATED');
    const unpaid = await signUp(ctx, 'verified');
    const res = await complete(unpaid.token);
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('PAYMENT_REQUIRED');
  });

  it('checks the profile and site fields', async () => {
    const owner = await paidCompany();
    const cases: [Record<string, unknown>, Record<string, unknown>, string, string][] = [
      [{}, { postalCode: '1234' }, 'site.postalCode', 'El código postal debe tener 5 dígitos'],
      [{}, { latitude: 95 }, 'site.latitude', ''],
      [{}, { longitude: 'west' }, 'site.longitude', ''],
      [{}, { state: 'Texas' }, 'site.state', ''],
      [
        {},
        { collectionWindowStart: '15:00', collectionWindowEnd: '09:00' },
        'site.collectionWindowEnd',
        'posterior',
      ],
      [{}, { collectionWindowStart: '8am' }, 'site.collectionWindowStart', 'HH:MM'],
      [{ generatorLevel: 'IV' }, {}, 'generatorLevel', ''],
      [{ nra: '123' }, {}, 'nra', 'NRA'],
      [{}, { street: '' }, 'site.street', ''],
    ];
    for (const [company, site, path, message] of cases) {
      const res = await complete(owner.token, profile(company, site));
      expect(res.statusCode, path).toBe(422);
      const detail = res.json().details.find((d: { path: string }) => d.path === path);
      expect(detail, JSON.stringify(res.json())).toBeDefined();
      if (message) expect(detail.message).toContain(message);
    }
    const { site: _site, ...noSite } = profile();
    expect((await complete(owner.token, noSite)).json().details).toContainEqual({
      path: 'site',
      message: 'Por favor ingresar Sucursal',
    });
  });

  it('is for the owner of a signing-up company only', async () => {
    const { admin, ownerA } = await createTenants(ctx);
    expect((await complete(admin.token)).statusCode).toBe(403);
    expect((await complete(ownerA.token)).json().code).toBe('PROFILE_ALREADY_COMPLETE');
    expect(
      (await ctx.request({ method: 'POST', url: '/api/v1/companies', payload: profile() })).statusCode,
    ).toBe(401);
  });
});
