import { addDays, todayIn } from '@recolecta/shared/documents';
import { VEHICLE_SORT_FIELDS } from '@recolecta/shared/vehicles';
import { describe, expect, it } from 'vitest';
import { crudContract } from '../../../test/crud-contract.ts';

const today = todayIn();
const validVehicle = (n: number) => ({
  plate: `VH-${n}`,
  fleetNumber: `U-${n}`,
  type: 'box_truck',
  make: 'Hino',
  model: 'Serie 300 616',
  year: 2020,
  capacityKg: 4500,
  capacityL: 22000,
  refrigerated: false,
  transportPermitNumber: `0915TPAF03${n}`,
  transportPermitExpiry: addDays(today, 400),
  insurancePolicy: `QUA-${n}`,
  insuranceExpiry: addDays(today, 400),
  status: 'available',
  odometerKm: 1000,
});

const contract = crudContract({
  path: 'vehicles',
  resource: 'vehicles',
  valid: validVehicle,
  change: { status: 'maintenance', odometerKm: 125000 },
  searchFor: (body) => String(body.plate),
});

type Row = Record<string, unknown> & { id: string };
const detailsOf = (body: { details: { path: string; message: string }[] }) =>
  Object.fromEntries(body.details.map((d) => [d.path, d.message]));

/** PostgreSQL's order: nulls after every value ascending, before them descending. */
function expectOrdered(values: unknown[], dir: 'asc' | 'desc', label: string) {
  const rank = (v: unknown) => (v === null ? Number.POSITIVE_INFINITY : v);
  const sorted = [...values].sort((a, b) => {
    const x = rank(a) as number | string | boolean;
    const y = rank(b) as number | string | boolean;
    if (typeof x !== typeof y) return typeof x === 'number' && x === Number.POSITIVE_INFINITY ? 1 : -1;
    return x < y ? -1 : x > y ? 1 : 0;
  });
  if (dir === 'desc') sorted.reverse();
  expect(values, label).toEqual(sorted);
}

describe('vehicles: rules', () => {
  it('names each broken rule under its field, in Spanish by default', async () => {
    const { ctx, admin, url } = contract.get();
    const res = await ctx.request({
      method: 'POST',
      url,
      token: admin.token,
      payload: {
        plate: 'AB!',
        type: 'bus',
        model: 'X',
        year: 1979,
        capacityKg: 0,
        capacityL: -5,
        odometerKm: -1,
        transportPermitNumber: 'TPAF-1',
        insuranceExpiry: addDays(today, 100),
      },
    });
    expect(res.statusCode).toBe(422);
    const details = detailsOf(res.json());
    expect(details.plate).toBe('Placa de 5 a 10 letras y números (guiones y espacios permitidos)');
    expect(details.make).toBe('Por favor ingresar Marca');
    expect(details.type).toBeDefined();
    expect(details.year).toBe('Año entre 1980 y el próximo año');
    expect(details.capacityKg).toBe('Debe ser mayor que cero');
    expect(details.capacityL).toBe('Debe ser mayor que cero');
    expect(details.odometerKm).toBeDefined();
    expect(details.transportPermitExpiry).toBe('Indica la vigencia del permiso');
    expect(details.insurancePolicy).toBe('Indica el número de póliza');
    const halves = await ctx.request({
      method: 'POST',
      url,
      token: admin.token,
      payload: {
        ...validVehicle(500000),
        transportPermitExpiry: null,
        insurancePolicy: null,
      },
    });
    expect(halves.statusCode).toBe(422);
    expect(detailsOf(halves.json())).toEqual({
      transportPermitExpiry: 'Indica la vigencia del permiso',
      insurancePolicy: 'Indica el número de póliza',
    });
  });

  it('accepts years from 1980 to next year only, and says so in English when asked', async () => {
    const { ctx, admin, url, create } = contract.get();
    const nextYear = new Date().getFullYear() + 1;
    await create({ ...validVehicle(500001), year: 1980 });
    await create({ ...validVehicle(500002), year: nextYear });
    for (const year of [nextYear + 1, 2020.5]) {
      const res = await ctx.request({
        method: 'POST',
        url,
        token: admin.token,
        headers: { 'accept-language': 'en' },
        payload: { ...validVehicle(500003), year },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().details).toEqual([{ path: 'year', message: 'Year between 1980 and next year' }]);
    }
  });

  it('keeps each document whole when a change touches one half of it', async () => {
    const { ctx, admin, url, create } = contract.get();
    const row = await create(validVehicle(500101));
    const res = await ctx.request({
      method: 'PATCH',
      url: `${url}/${row.id}`,
      token: admin.token,
      headers: { 'accept-language': 'en' },
      payload: { insuranceExpiry: null, version: row.version },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([
      { path: 'insuranceExpiry', message: 'Enter the insurance expiry date' },
    ]);
    const cleared = await ctx.request({
      method: 'PATCH',
      url: `${url}/${row.id}`,
      token: admin.token,
      payload: { insurancePolicy: '', insuranceExpiry: null, version: row.version },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({
      insurancePolicy: null,
      insuranceExpiry: null,
      documents: { insurance: 'none', transportPermit: 'valid', worst: 'valid' },
    });
  });

  it('refuses a second vehicle with the same plate, ignoring case, spaces and dashes (409)', async () => {
    const { ctx, admin, url, create } = contract.get();
    const first = await create({ ...validVehicle(500201), plate: 'NRK-482-C' });
    expect(first.plate).toBe('NRK-482-C');
    for (const plate of ['nrk 482 c', 'NRK482C', 'nrk-482c']) {
      const dup = await ctx.request({
        method: 'POST',
        url,
        token: admin.token,
        payload: { ...validVehicle(500202), plate },
      });
      expect(dup.statusCode, plate).toBe(409);
      expect(dup.json()).toMatchObject({
        code: 'ALREADY_EXISTS',
        details: [{ path: 'plate', message: 'Ya existe un registro con este valor' }],
      });
    }
    const other = await create(validVehicle(500203));
    const renamed = await ctx.request({
      method: 'PATCH',
      url: `${url}/${other.id}`,
      token: admin.token,
      payload: { plate: 'NRK 482-C', version: other.version },
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().details[0].path).toBe('plate');
  });

  it('finds a vehicle by its plate written without dashes, and by make', async () => {
    const { ctx, admin, url, create } = contract.get();
    const row = await create({ ...validVehicle(500301), plate: '81-AP-1L', make: 'Isuzu' });
    for (const q of ['81AP1L', '81-ap-1l', 'isuz']) {
      const res = await ctx.request({ url: `${url}?q=${encodeURIComponent(q)}`, token: admin.token });
      expect(
        res.json().data.map((d: Row) => d.id),
        q,
      ).toContain(row.id);
    }
  });

  it('marks insurance and permits expiring within 30 days or expired, and filters on them', async () => {
    const { ctx, admin, url, create } = contract.get();
    const expiring = await create({ ...validVehicle(500401), insuranceExpiry: addDays(today, 12) });
    const expired = await create({ ...validVehicle(500402), transportPermitExpiry: addDays(today, -1) });
    const fine = await create(validVehicle(500403));
    const bare = await create({
      ...validVehicle(500404),
      transportPermitNumber: null,
      transportPermitExpiry: null,
      insurancePolicy: null,
      insuranceExpiry: null,
    });
    expect(expiring.documents).toEqual({
      insurance: 'expiring',
      transportPermit: 'valid',
      worst: 'expiring',
    });
    expect(expired.documents).toEqual({ insurance: 'valid', transportPermit: 'expired', worst: 'expired' });
    expect(fine.documents).toEqual({ insurance: 'valid', transportPermit: 'valid', worst: 'valid' });
    expect(bare.documents).toEqual({ insurance: 'none', transportPermit: 'none', worst: 'none' });
    const ids = async (filter: string) =>
      (await ctx.request({ url: `${url}?documents=${filter}&pageSize=100`, token: admin.token }))
        .json()
        .data.map((d: Row) => d.id);
    expect(await ids('expiring')).toContain(expiring.id);
    expect(await ids('expiring')).not.toContain(expired.id);
    expect(await ids('expired')).toContain(expired.id);
    expect(await ids('expired')).not.toContain(expiring.id);
    const attention = await ids('attention');
    expect(attention).toEqual(expect.arrayContaining([expired.id, expiring.id]));
    expect(attention).not.toContain(fine.id);
    expect(attention).not.toContain(bare.id);
  });

  it('filters by status, type and refrigerated', async () => {
    const { ctx, admin, url, create } = contract.get();
    const cold = await create({
      ...validVehicle(500501),
      type: 'refrigerated_truck',
      refrigerated: true,
      status: 'retired',
    });
    const pickup = await create({ ...validVehicle(500502), type: 'pickup', status: 'retired' });
    const list = async (query: string) =>
      (await ctx.request({ url: `${url}?${query}&pageSize=100`, token: admin.token })).json().data as Row[];
    const retired = await list('status=retired');
    expect(retired.map((d) => d.id)).toEqual(expect.arrayContaining([cold.id, pickup.id]));
    expect(retired.every((d) => d.status === 'retired')).toBe(true);
    const pickups = await list('type=pickup');
    expect(pickups.map((d) => d.id)).toContain(pickup.id);
    expect(pickups.every((d) => d.type === 'pickup')).toBe(true);
    const refrigerated = await list('refrigerated=true');
    expect(refrigerated.map((d) => d.id)).toContain(cold.id);
    expect(refrigerated.every((d) => d.refrigerated === true)).toBe(true);
    const dry = await list('refrigerated=false&status=retired');
    expect(dry.map((d) => d.id)).toEqual([pickup.id]);
    expect((await ctx.request({ url: `${url}?type=bus`, token: admin.token })).statusCode).toBe(422);
  });

  it('sorts on every listed column, both ways', async () => {
    const { ctx, admin, url, create } = contract.get();
    await create({ ...validVehicle(500601), make: 'Aaa', year: 1995, capacityL: null, odometerKm: null });
    await create({ ...validVehicle(500602), make: 'Zzz', year: 2024, refrigerated: true, capacityKg: 900 });
    // Text columns follow the database collation, which differs from JavaScript's order.
    const text = new Set(['plate', 'fleetNumber', 'make', 'model']);
    for (const field of VEHICLE_SORT_FIELDS) {
      for (const dir of ['asc', 'desc'] as const) {
        const res = await ctx.request({
          url: `${url}?sort=${field}:${dir}&pageSize=100`,
          token: admin.token,
        });
        expect(res.statusCode, `${field}:${dir}`).toBe(200);
        if (text.has(field)) continue;
        expectOrdered(
          res.json().data.map((d: Row) => d[field]),
          dir,
          `${field}:${dir}`,
        );
      }
    }
    const byMake = await ctx.request({ url: `${url}?sort=make:desc&pageSize=100`, token: admin.token });
    const makes = byMake.json().data.map((d: Row) => d.make);
    expect(makes[0]).toBe('Zzz');
    expect(makes.at(-1)).toBe('Aaa');
  });
});
