import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createTestContext,
  createUser,
  siteBody,
  storeBody,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';
import { filledTemplate, importSender, XLSX_TYPE } from '../../../test/imports.ts';
import { drumType } from '../../../test/operations.ts';
import { containerTypes } from '../../db/schema/containers.ts';
import { vehicles } from '../../db/schema/vehicles.ts';

let ctx: TestContext;
let admin: TestUser;
let owner: TestUser;
const stamp = Date.now() % 100000;
const STORE = `Acopio Import ${stamp}`;
const TYPE = `TMI-${stamp}`;
const PLATE = `IM-${stamp}`;
const RFC = 'AIM200101AB1';

const call = (method: 'GET' | 'POST', url: string, user: TestUser, payload?: object) =>
  ctx.request({ method, url: `/api/v1${url}`, token: user.token, payload });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { role: 'admin' });
  const company = await createCompany(ctx, { rfc: RFC });
  owner = await createUser(ctx, { role: 'owner', companyId: company.id });
  const store = await call('POST', '/stores', admin, storeBody(STORE));
  expect(store.statusCode, store.body).toBe(201);
  for (const [name, type] of [
    ['General', 'general'],
    ['Lavado', 'washing'],
  ]) {
    const zone = await call('POST', `/stores/${store.json().data.id}/zones`, admin, {
      name,
      type,
      capacityUnits: 50,
    });
    expect(zone.statusCode, zone.body).toBe(201);
  }
  const site = await call('POST', '/sites', owner, siteBody('Sucursal Norte'));
  expect(site.statusCode, site.body).toBe(201);
  await ctx.app.db.insert(containerTypes).values(drumType(TYPE));
  await ctx.app.db.insert(vehicles).values({
    plate: PLATE,
    type: 'box_truck',
    make: 'Hino',
    model: '300',
    year: 2022,
    capacityKg: 4000,
  });
});
afterAll(() => ctx.close());

const HEADER = 'serial,containerType,placeKind,store,zone,rfc,site,plate,notes';
const send = importSender('assets', () => ({ ctx, admin }));

const asset = async (serial: string) =>
  (await call('GET', `/assets?q=${serial}`, admin))
    .json()
    .data.find((a: { serial: string }) => a.serial === serial);

describe('importing assets', () => {
  const file = [
    HEADER,
    `IMP-${stamp}-1,${TYPE},zone,${STORE},general,,,,`,
    `IMP-${stamp}-2,${TYPE},Zona de almacén,${STORE},LAVADO,,,,lavar`,
    `IMP-${stamp}-3,${TYPE.toLowerCase()},site,,,${RFC},sucursal norte,,`,
    `IMP-${stamp}-4,${TYPE},Vehicle,,,,,${PLATE.toLowerCase()},`,
    `imp mala,${TYPE},ninguno,${STORE},General,,,,`,
    `IMP-${stamp}-6,NO-EXISTE,zone,${STORE},General,,,,`,
  ].join('\n');

  it('a dry run reports the bad rows by line and column in the request language and writes nothing', async () => {
    const res = await send(file, '?dryRun=true', 'text/csv', admin, 'es');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({ dryRun: true, total: 6, valid: 4, invalid: 2, created: 0 });
    const at = (line: number, field: string) =>
      report.errors.find((e: { line: number; field: string }) => e.line === line && e.field === field);
    expect(at(6, 'serial').message).toBe('Solo letras mayúsculas, números y guiones');
    expect(at(6, 'placeKind').message).toBe('El lugar elegido no existe o está archivado');
    expect(at(7, 'containerType').message).toBe('El registro elegido no existe o está archivado');
    const english = (await send(file, '?dryRun=true', 'text/csv', admin, 'en')).json().data;
    expect(
      english.errors.find((e: { line: number; field: string }) => e.line === 6 && e.field === 'placeKind')
        .message,
    ).toBe('The chosen place does not exist or is archived');
    expect(english.errors.find((e: { line: number; field: string }) => e.line === 7).message).toBe(
      'The chosen record does not exist or is archived',
    );
    expect(await asset(`IMP-${stamp}-1`)).toBeUndefined();
  });

  it('imports the good rows with the status their place gives, and the same file again creates nothing', async () => {
    const res = await send(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ dryRun: false, total: 6, valid: 4, invalid: 2, created: 4 });
    expect((await asset(`IMP-${stamp}-1`)).status).toBe('in_store');
    expect((await asset(`IMP-${stamp}-2`)).status).toBe('washing');
    expect((await asset(`IMP-${stamp}-3`)).status).toBe('at_client');
    const onTruck = await asset(`IMP-${stamp}-4`);
    expect(onTruck.status).toBe('on_vehicle');
    const moves = (await call('GET', `/assets/${onTruck.id}/moves`, admin)).json().data;
    expect(moves).toHaveLength(1);
    const again = (await send(file)).json().data;
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 4, invalid: 2 });
    // A known serial is left as it is: a different place in the file does not move it.
    const elsewhere = (
      await send([HEADER, `IMP-${stamp}-4,${TYPE},zone,${STORE},General,,,,`].join('\n'))
    ).json().data;
    expect(elsewhere).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect((await asset(`IMP-${stamp}-4`)).status).toBe('on_vehicle');
  });

  it('reads an XLSX template with its localised header', async () => {
    const template = await call('GET', '/assets/import/template?format=xlsx', admin);
    expect(template.statusCode).toBe(200);
    const { header, body } = await filledTemplate(template.rawPayload, (row) => {
      row.getCell(1).value = `XLS-${stamp}`;
      row.getCell(2).value = TYPE;
      row.getCell(3).value = 'zone';
      row.getCell(4).value = STORE;
      row.getCell(5).value = 'General';
    });
    expect(header).toBe('Número de serie');
    const res = await send(body, '', XLSX_TYPE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ total: 1, created: 1, invalid: 0 });
  });

  it('refuses an owner, an empty file, a missing column and garbage', async () => {
    expect((await send(file, '', 'text/csv', owner)).statusCode).toBe(403);
    expect((await call('GET', '/assets/import/template?format=csv', owner)).statusCode).toBe(403);
    expect((await send(HEADER)).json().code).toBe('IMPORT_EMPTY');
    const noType = await send('serial,store,zone\nA-1,X,Y');
    expect(noType.statusCode).toBe(422);
    expect(noType.json().details.map((d: { path: string }) => d.path)).toContain('containerType');
    const garbage = await send(
      Buffer.from('PK\u0003\u0004nonsense'),
      '',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(garbage.statusCode).toBe(422);
  });

  it('refuses a CSV that is not UTF-8 (Windows-1252 "é") instead of keeping U+FFFD', async () => {
    const latin1 = Buffer.concat([
      Buffer.from(`${HEADER}\nIMP-${stamp}-L1,${TYPE},zone,${STORE},general,,,,caf`),
      Buffer.from([0xe9]),
    ]);
    const res = await send(latin1);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('IMPORT_UNREADABLE');
    expect(await asset(`IMP-${stamp}-L1`)).toBeUndefined();
  });
});
