import { addDays, todayIn } from '@recolecta/shared/documents';
import { describe, expect, it } from 'vitest';
import { crudContract } from '../../../test/crud-contract.ts';

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
  change: { status: 'on_leave', phone: '55 9876 5432' },
  searchFor: (body) => String(body.licenceNumber),
});

describe('drivers: rules', () => {
  it('names each broken rule under its field, in the asked language', async () => {
    const { ctx, admin, url } = contract.get();
    const res = await ctx.request({
      method: 'POST',
      url,
      token: admin.token,
      payload: {
        firstName: '',
        licenceNumber: 'L!',
        licenceType: 'Z',
        licenceExpiry: '2026-13-40',
        phone: 'abc',
        email: 'nope',
        hazmatPermitNumber: 'PERM-1',
      },
    });
    expect(res.statusCode).toBe(422);
    const details = Object.fromEntries(
      res.json().details.map((d: { path: string; message: string }) => [d.path, d.message]),
    );
    expect(details.lastName).toBe('Por favor ingresar Apellidos');
    expect(details.licenceNumber).toBeDefined();
    expect(details.licenceType).toBeDefined();
    expect(details.licenceExpiry).toBeDefined();
    expect(details.phone).toBe('Escribe un teléfono de 10 dígitos (puede llevar +52)');
    expect(details.email).toBeDefined();
    const en = await ctx.request({
      method: 'POST',
      url,
      token: admin.token,
      headers: { 'accept-language': 'en' },
      payload: { ...validDriver(1), hazmatPermitNumber: 'PERM-1', hazmatPermitExpiry: null },
    });
    expect(en.json().details).toEqual([
      { path: 'hazmatPermitExpiry', message: 'Enter the permit expiry date' },
    ]);
  });

  it('refuses a second driver with the same licence number, whatever its case (409)', async () => {
    const { ctx, admin, url, create } = contract.get();
    const first = await create(validDriver(900001));
    const dup = await ctx.request({
      method: 'POST',
      url,
      token: admin.token,
      payload: { ...validDriver(900002), licenceNumber: String(first.licenceNumber).toLowerCase() },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'ALREADY_EXISTS', details: [{ path: 'licenceNumber' }] });
  });

  it('marks documents expiring within 30 days and expired ones, and filters on them', async () => {
    const { ctx, admin, url, create } = contract.get();
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
    const { ctx, admin, url, create } = contract.get();
    await create({ ...validDriver(700001), lastName: 'Aaa', status: 'inactive' });
    await create({ ...validDriver(700002), lastName: 'Zzz', status: 'inactive' });
    for (const field of ['lastName', 'licenceExpiry', 'licenceNumber', 'status', 'createdAt']) {
      for (const dir of ['asc', 'desc']) {
        const res = await ctx.request({
          url: `${url}?sort=${field}:${dir}&pageSize=100`,
          token: admin.token,
        });
        const values = res.json().data.map((d: Record<string, string>) => d[field]);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        if (dir === 'desc') sorted.reverse();
        if (field === 'lastName' || field === 'licenceNumber') continue; // collation differs from JS order
        expect(values, `${field}:${dir}`).toEqual(sorted);
      }
    }
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
    const { ctx, admin, url, create } = contract.get();
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
