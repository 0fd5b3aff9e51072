import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenants, createTestContext, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { filledTemplate, importSender, XLSX_TYPE } from '../../../test/imports.ts';

let ctx: TestContext;
let admin: TestUser;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, ownerA: owner } = await createTenants(ctx));
});
afterAll(() => ctx.close());

const HEADER =
  'legalName,tradeName,rfc,generatorLevel,nra,contactName,email,phone,name,street,exteriorNumber,interiorNumber,neighbourhood,city,state,postalCode,latitude,longitude,collectionWindowStart,collectionWindowEnd';
const row = (rfc: string, site: string, extra: Partial<Record<'level' | 'postal' | 'email', string>> = {}) =>
  [
    'Hospital Importado S.A.',
    'Hospital Importado',
    rfc,
    extra.level ?? 'II',
    'HIM0901500111',
    'Ana Ruiz',
    extra.email ?? 'ana@importado.mx',
    '55 1111 2222',
    site,
    'Av. Reforma',
    '10',
    '',
    'Juárez',
    'Cuauhtémoc',
    'Ciudad de México',
    extra.postal ?? '06600',
    '19.43',
    '-99.15',
    '08:00',
    '12:00',
  ].join(',');

const send = importSender('clients', () => ({ ctx, admin }));

describe('importing clients with their sites', () => {
  const rfc = 'HIM200101AB1';
  const file = [
    HEADER,
    row(rfc, 'Sede Reforma'),
    row(rfc, 'Sede Roma'),
    row('NOPE', 'Sede Mala', { level: 'IV', postal: '123' }),
  ].join('\r\n');

  it('a dry run reports every bad row with its line and field, in the request language, and writes nothing', async () => {
    const res = await send(file, '?dryRun=true', 'text/csv', admin, 'en');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({ dryRun: true, total: 3, valid: 2, invalid: 1, created: 0 });
    expect(report.errors.map((e: { line: number; field: string }) => `${e.line}:${e.field}`).sort()).toEqual([
      '4:generatorLevel',
      '4:postalCode',
      '4:rfc',
    ]);
    expect(report.errors.find((e: { field: string }) => e.field === 'postalCode').message).toBe(
      'The postal code must have 5 digits',
    );
    const listed = await ctx.request({ url: `/api/v1/clients?q=${rfc}`, token: admin.token });
    expect(listed.json().data).toEqual([]);
  });

  it('imports the good rows, and the same file again creates nothing', async () => {
    const first = (await send(file)).json().data;
    expect(first).toMatchObject({
      dryRun: false,
      total: 3,
      valid: 2,
      invalid: 1,
      created: 2,
      updated: 0,
      unchanged: 0,
    });
    const company = (await ctx.request({ url: `/api/v1/clients?q=${rfc}`, token: admin.token })).json()
      .data[0];
    expect(company).toMatchObject({ status: 'active', siteCount: 2, generatorLevel: 'II' });
    const again = (await send(file)).json().data;
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2, invalid: 1 });
    // A changed row updates what is there.
    const changed = [HEADER, row(rfc, 'sede reforma', { email: 'nueva@importado.mx' })].join('\n');
    expect((await send(changed)).json().data).toMatchObject({ updated: 1, created: 0 });
    const after = (await ctx.request({ url: `/api/v1/clients/${company.id}`, token: admin.token })).json()
      .data;
    expect(after).toMatchObject({ email: 'nueva@importado.mx', siteCount: 2 });
    const history = (
      await ctx.request({ url: `/api/v1/clients/${company.id}/history`, token: admin.token })
    ).json().data;
    expect(history.map((e: { action: string }) => e.action)).toContain('company.import');
  });

  it('reads an XLSX made from the template, with headers in Spanish', async () => {
    const template = await ctx.request({
      url: '/api/v1/clients/import/template?format=xlsx',
      token: admin.token,
    });
    expect(template.statusCode).toBe(200);
    const { header, body } = await filledTemplate(template.rawPayload, (row) => {
      row.getCell(3).value = 'XLS200101AB1';
    });
    expect(header).toBe('Razón social');
    const res = await send(body, '', XLSX_TYPE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ total: 1, created: 1, invalid: 0 });
  });

  it('refuses what is not an import: no rows, a missing column, garbage, an owner', async () => {
    expect((await send(HEADER)).json().code).toBe('IMPORT_EMPTY');
    const noRfc = await send('legalName,name\nX,Y');
    expect(noRfc.statusCode).toBe(422);
    expect(noRfc.json().details.map((d: { path: string }) => d.path)).toContain('rfc');
    const garbage = await send(
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00]),
      '',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().code).toBe('IMPORT_UNREADABLE');
    expect((await send(file, '', 'application/pdf')).statusCode).toBe(415);
    expect((await send(file, '', 'text/csv', owner)).statusCode).toBe(403);
  });
});
