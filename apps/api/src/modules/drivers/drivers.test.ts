import { addDays, todayIn } from '@recolecta/shared/documents';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { crudContract, detailsOf } from '../../../test/crud-contract.ts';

const today = todayIn();
const validDriver = (n: number) => ({
  firstName: 'Juan',
  lastName: `Pérez ${n}`,
  phone: '+52 55 1234 5678',
  email: `juan${n}@example.test`,
  licenceNumber: `LIC-${n}`,
  licenceType: 'E',
  licenceExpiry: addDays(today, 400),
  hazmatPermitNumber: null,
  hazmatPermitExpiry: null,
  status: 'active',
});

const contract = crudContract({
  path: 'drivers',
  resource: 'drivers',
  valid: validDriver,
  change: { notes: 'Turno vespertino', phone: '55 9876 5432' },
  searchFor: (body) => String(body.licenceNumber),
});

describe('drivers: the XLSX export', () => {
  it('writes phone numbers as text cells, as typed, without the quote the CSV guard adds', async () => {
    const { ctx, admin, create } = contract.get();
    const row = await create({ ...validDriver(910001), phone: '+52 55 4321 8765' });
    const search = `q=${encodeURIComponent(String(row.licenceNumber))}`;
    const xlsx = await ctx.request({
      url: `/api/v1/drivers/export?format=xlsx&${search}`,
      token: admin.token,
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const column = headers.indexOf('Teléfono');
    expect(column, headers.join(' | ')).toBeGreaterThan(0);
    const cell = sheet.getRow(2).getCell(column);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('+52 55 4321 8765');
    // The CSV keeps its guard: a cell starting with + would run as a formula there.
    const csv = await ctx.request({ url: `/api/v1/drivers/export?format=csv&${search}`, token: admin.token });
    expect(csv.body).toContain("'+52 55 4321 8765");
  });
});

describe('drivers: rules', () => {
  it('names each broken rule under its field, in the asked language', async () => {
    const { post } = contract.get();
    const res = await post({
      firstName: '',
      licenceNumber: 'L!',
      licenceType: 'Z',
      licenceExpiry: '2026-13-40',
      phone: 'abc',
      email: 'nope',
      hazmatPermitNumber: 'PERM-1',
    });
    expect(res.statusCode).toBe(422);
    const details = detailsOf(res.json());
    expect(details.lastName).toBe('Por favor ingresar Apellidos');
    expect(details.licenceNumber).toBeDefined();
    expect(details.licenceType).toBeDefined();
    expect(details.licenceExpiry).toBeDefined();
    expect(details.phone).toBe('Escribe un teléfono de 10 dígitos (puede llevar +52)');
    // zod's own rules, worded for a person (issue-messages.ts).
    expect(details.email).toBe('Escribe un correo válido, como nombre@empresa.mx');
    expect(details.licenceType).toBe('Elige una de las opciones de la lista');
    const en = await post(
      { ...validDriver(1), hazmatPermitNumber: 'PERM-1', hazmatPermitExpiry: null },
      'en',
    );
    expect(en.json().details).toEqual([
      { path: 'hazmatPermitExpiry', message: 'Enter the permit expiry date' },
    ]);
  });

  it('keeps the permit whole when a change touches one half of it', async () => {
    const { create, patch } = contract.get();
    const row = await create({
      ...validDriver(500101),
      hazmatPermitNumber: 'PERM-7',
      hazmatPermitExpiry: addDays(today, 200),
    });
    const res = await patch(row.id, { hazmatPermitExpiry: null, version: row.version }, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([
      { path: 'hazmatPermitExpiry', message: 'Enter the permit expiry date' },
    ]);
    const cleared = await patch(row.id, {
      hazmatPermitNumber: '',
      hazmatPermitExpiry: null,
      version: row.version,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ hazmatPermitNumber: null, hazmatPermitExpiry: null });
  });

  it('refuses a second driver with the same licence number, whatever its case (409)', async () => {
    const { create, post } = contract.get();
    const first = await create(validDriver(900001));
    const dup = await post({
      ...validDriver(900002),
      licenceNumber: String(first.licenceNumber).toLowerCase(),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'ALREADY_EXISTS', details: [{ path: 'licenceNumber' }] });
  });

  it('marks documents expiring within 30 days and expired ones, and filters on them', async () => {
    const { ctx, admin, create, url } = contract.get();
    const expiring = await create({ ...validDriver(800001), licenceExpiry: addDays(today, 10) });
    const expired = await create({
      ...validDriver(800002),
      hazmatPermitNumber: 'MP-1',
      hazmatPermitExpiry: addDays(today, -1),
    });
    const fine = await create(validDriver(800003));
    expect(expiring.documents).toEqual({ licence: 'expiring', hazmatPermit: 'none', worst: 'expiring' });
    expect(expired.documents).toEqual({ licence: 'valid', hazmatPermit: 'expired', worst: 'expired' });
    expect((fine.documents as { worst: string }).worst).toBe('valid');
    const ids = async (filter: string) =>
      (await ctx.request({ url: `${url}?documents=${filter}&pageSize=100`, token: admin.token }))
        .json()
        .data.map((d: { id: string }) => d.id);
    expect(await ids('expiring')).toContain(expiring.id);
    expect(await ids('expiring')).not.toContain(expired.id);
    expect(await ids('expired')).toEqual(expect.arrayContaining([expired.id]));
    expect(await ids('expired')).not.toContain(fine.id);
    expect(await ids('attention')).toEqual(expect.arrayContaining([expired.id, expiring.id]));
  });

  it('sorts on each column both ways and filters by status', async () => {
    const { ctx, admin, create, url, expectSortsBy } = contract.get();
    await create({ ...validDriver(700001), lastName: 'Aaa', status: 'inactive' });
    await create({ ...validDriver(700002), lastName: 'Zzz', status: 'inactive' });
    await expectSortsBy(
      ['lastName', 'licenceExpiry', 'licenceNumber', 'status', 'createdAt'],
      ['lastName', 'licenceNumber'],
    );
    const byName = await ctx.request({
      url: `${url}?sort=lastName:desc&status=inactive`,
      token: admin.token,
    });
    const names = byName.json().data.map((d: { lastName: string }) => d.lastName);
    expect(names[0]).toBe('Zzz');
    expect(names.at(-1)).toBe('Aaa');
    expect(byName.json().data.every((d: { status: string }) => d.status === 'inactive')).toBe(true);
  });

  it('finds a driver by any word of the name, with accents, by prefix', async () => {
    const { ctx, admin, create, url } = contract.get();
    const row = await create({ ...validDriver(600001), firstName: 'Ximena', lastName: 'Hernández Oñate' });
    for (const q of ['xim', 'hernández', 'OÑATE', 'xim hern']) {
      const res = await ctx.request({ url: `${url}?q=${encodeURIComponent(q)}`, token: admin.token });
      expect(
        res.json().data.map((d: { id: string }) => d.id),
        q,
      ).toContain(row.id);
    }
  });
});

describe('drivers: lifecycle', () => {
  it('changes status only through transitions, each kept with who, when and why', async () => {
    const { ctx, admin, url, post, patch } = contract.get();
    const created = await post(validDriver(880001));
    const driver = created.json().data;

    // PATCH keeps the status it was sent back unchanged, and refuses another.
    const same = await patch(driver.id, { status: 'active', phone: '55 1111 2222', version: driver.version });
    expect(same.statusCode, same.body).toBe(200);
    const patched = await patch(driver.id, { status: 'inactive', version: same.json().data.version });
    expect(patched.statusCode).toBe(422);
    expect(patched.json().details).toEqual([{ path: 'status', message: expect.any(String) }]);

    const leave = await ctx.request({
      method: 'POST',
      url: `${url}/${driver.id}/transitions/leave`,
      token: admin.token,
      payload: { version: same.json().data.version, reason: 'Vacaciones' },
    });
    expect(leave.statusCode, leave.body).toBe(200);
    expect(leave.json().data.status).toBe('on_leave');

    const illegal = await ctx.request({
      method: 'POST',
      url: `${url}/${driver.id}/transitions/reactivate`,
      token: admin.token,
      payload: { version: leave.json().data.version },
    });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json()).toMatchObject({ code: 'INVALID_TRANSITION', allowed: ['return', 'deactivate'] });

    const log = await ctx.request({ url: `${url}/${driver.id}/transitions`, token: admin.token });
    expect(log.json().data).toEqual([
      expect.objectContaining({
        name: 'leave',
        from: 'active',
        to: 'on_leave',
        reason: 'Vacaciones',
        actorEmail: admin.email,
      }),
    ]);
    const history = await ctx.request({ url: `${url}/${driver.id}/history`, token: admin.token });
    expect(history.json().data[0].action).toBe('driver.leave');
  });

  it('one transaction per change: when the audit row cannot be written, the change is rolled back', async () => {
    const { ctx, admin, url, post, patch } = contract.get();
    const driver = (await post(validDriver(880002))).json().data;
    // The audit insert fails for this one change only.
    await ctx.app.db.execute(
      sql.raw(`create or replace function fail_audit() returns trigger language plpgsql as $$
        begin
          if new.after->>'notes' = 'rollback-me' then raise exception 'audit refused'; end if;
          return new;
        end $$`),
    );
    await ctx.app.db.execute(
      sql.raw(
        'create trigger fail_audit before insert on audit_log for each row execute function fail_audit()',
      ),
    );
    try {
      const res = await patch(driver.id, {
        notes: 'rollback-me',
        firstName: 'Cambiado',
        version: driver.version,
      });
      expect(res.statusCode).toBe(500);
      const after = (await ctx.request({ url: `${url}/${driver.id}`, token: admin.token })).json().data;
      expect(after).toMatchObject({ firstName: driver.firstName, notes: null, version: driver.version });
    } finally {
      await ctx.app.db.execute(sql.raw('drop trigger fail_audit on audit_log'));
      await ctx.app.db.execute(sql.raw('drop function fail_audit()'));
    }
  });
});

describe('drivers: pages after a cursor', () => {
  it('walks every page by the next cursor in any sort, the same rows as by page number', async () => {
    const { ctx, admin, url } = contract.get();
    const tag = `Cursor${Math.floor(Math.random() * 1e6)}`;
    for (let i = 0; i < 7; i++) {
      const body = {
        ...validDriver(890000 + i + Math.floor(Math.random() * 1e5)),
        lastName: `${tag} ${i % 3}`,
      };
      // Some without a hazmat permit expiry: nulls must be walked too.
      if (i % 2)
        Object.assign(body, { hazmatPermitNumber: `HZ-${i}`, hazmatPermitExpiry: addDays(today, 100 + i) });
      await ctx.request({ method: 'POST', url, token: admin.token, payload: body });
    }
    for (const sort of [
      'lastName:asc',
      'lastName:desc',
      'hazmatPermitExpiry:asc',
      'hazmatPermitExpiry:desc',
    ]) {
      const base = `${url}?q=${tag}&pageSize=3&sort=${sort}`;
      const byNumber: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await ctx.request({ url: `${base}&page=${page}`, token: admin.token });
        byNumber.push(...res.json().data.map((d: { id: string }) => d.id));
      }
      const byCursor: string[] = [];
      let after: string | null = null;
      do {
        const res = await ctx.request({
          url: `${base}${after ? `&after=${after}` : ''}`,
          token: admin.token,
        });
        expect(res.statusCode, res.body).toBe(200);
        const { data, meta } = res.json();
        expect(meta).toMatchObject({ total: 7, totalCapped: false });
        byCursor.push(...data.map((d: { id: string }) => d.id));
        after = meta.next;
      } while (after);
      expect(byCursor, sort).toEqual(byNumber);
      expect(new Set(byCursor).size).toBe(7);
    }
    const forged = await ctx.request({ url: `${url}?after=bm9wZQ`, token: admin.token });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().details).toEqual([{ path: 'query.after', message: expect.any(String) }]);
  });
});
