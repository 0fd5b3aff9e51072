import { addDays, todayIn } from '@recolecta/shared/documents';
import { VEHICLE_SORT_FIELDS } from '@recolecta/shared/vehicles';
import { describe, expect, it } from 'vitest';
import { crudContract, detailsOf } from '../../../test/crud-contract.ts';

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
  change: { fleetNumber: 'ECO-777', odometerKm: 125000 },
  searchFor: (body) => String(body.plate),
});

type Row = Record<string, unknown> & { id: string };

describe('vehicles: rules', () => {
  it('names each broken rule under its field, in Spanish by default', async () => {
    const { post } = contract.get();
    const res = await post({
      plate: 'AB!',
      type: 'bus',
      model: 'X',
      year: 1979,
      capacityKg: 0,
      capacityL: -5,
      odometerKm: -1,
      transportPermitNumber: 'TPAF-1',
      insuranceExpiry: addDays(today, 100),
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
    const halves = await post({
      ...validVehicle(500000),
      transportPermitExpiry: null,
      insurancePolicy: null,
    });
    expect(halves.statusCode).toBe(422);
    expect(detailsOf(halves.json())).toEqual({
      transportPermitExpiry: 'Indica la vigencia del permiso',
      insurancePolicy: 'Indica el número de póliza',
    });
  });

  it('accepts years from 1980 to next year only, and says so in English when asked', async () => {
    const { create, post } = contract.get();
    const nextYear = new Date().getFullYear() + 1;
    await create({ ...validVehicle(500001), year: 1980 });
    await create({ ...validVehicle(500002), year: nextYear });
    for (const year of [nextYear + 1, 2020.5]) {
      const res = await post({ ...validVehicle(500003), year }, 'en');
      expect(res.statusCode).toBe(422);
      expect(res.json().details).toEqual([{ path: 'year', message: 'Year between 1980 and next year' }]);
    }
  });

  it('keeps each document whole when a change touches one half of it', async () => {
    const { create, patch } = contract.get();
    const row = await create(validVehicle(500101));
    const res = await patch(row.id, { insuranceExpiry: null, version: row.version }, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([
      { path: 'insuranceExpiry', message: 'Enter the insurance expiry date' },
    ]);
    const cleared = await patch(row.id, { insurancePolicy: '', insuranceExpiry: null, version: row.version });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({
      insurancePolicy: null,
      insuranceExpiry: null,
      documents: { insurance: 'none', transportPermit: 'valid', worst: 'valid' },
    });
  });

  it('refuses a second vehicle with the same plate, ignoring case, spaces and dashes (409)', async () => {
    const { create, post, patch } = contract.get();
    const first = await create({ ...validVehicle(500201), plate: 'NRK-482-C' });
    expect(first.plate).toBe('NRK-482-C');
    for (const plate of ['nrk 482 c', 'NRK482C', 'nrk-482c']) {
      const dup = await post({ ...validVehicle(500202), plate });
      expect(dup.statusCode, plate).toBe(409);
      expect(dup.json()).toMatchObject({
        code: 'ALREADY_EXISTS',
        details: [{ path: 'plate', message: 'Ya existe un registro con este valor' }],
      });
    }
    const other = await create(validVehicle(500203));
    const renamed = await patch(other.id, { plate: 'NRK 482-C', version: other.version });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().details[0].path).toBe('plate');
  });

  it('finds a vehicle by its plate written without dashes, and by make', async () => {
    const { ctx, admin, create, url } = contract.get();
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
    const { ctx, admin, create, url } = contract.get();
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
    const { ctx, admin, create, url } = contract.get();
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
    const { ctx, admin, create, url, expectSortsBy } = contract.get();
    await create({ ...validVehicle(500601), make: 'Aaa', year: 1995, capacityL: null, odometerKm: null });
    await create({ ...validVehicle(500602), make: 'Zzz', year: 2024, refrigerated: true, capacityKg: 900 });
    await expectSortsBy(VEHICLE_SORT_FIELDS, ['plate', 'fleetNumber', 'make', 'model']);
    const byMake = await ctx.request({ url: `${url}?sort=make:desc&pageSize=100`, token: admin.token });
    const makes = byMake.json().data.map((d: Row) => d.make);
    expect(makes[0]).toBe('Zzz');
    expect(makes.at(-1)).toBe('Aaa');
  });
});
