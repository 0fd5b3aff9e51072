import { describe, expect, it } from 'vitest';
import { crudContract } from '../../../test/crud-contract.ts';
import { assets } from '../../db/schema/assets.ts';
import { containerTypes } from '../../db/schema/containers.ts';

const validStore = (n: number) => ({
  name: `Centro de acopio ${n}`,
  type: 'transfer_station',
  authorisationNumber: `09-I-${n}-2024`,
  street: 'Calle Sur 24',
  exteriorNumber: `${100 + n}`,
  neighbourhood: 'Agrícola Oriental',
  city: 'Iztacalco',
  state: 'Ciudad de México',
  postalCode: '08500',
  latitude: 19.39,
  longitude: -99.07,
  capacityKg: 25000,
  opensAt: '06:00',
  closesAt: '20:00',
});

const contract = crudContract({
  path: 'stores',
  resource: 'stores',
  valid: validStore,
  change: { capacityKg: 30000, phone: '55 5600 1234' },
  searchFor: (body) => String(body.name),
});

const ZONE = {
  name: 'Cámara fría',
  type: 'cold_storage',
  capacityUnits: 40,
  temperatureMinC: 2,
  temperatureMaxC: 6,
};

describe('stores: rules and zones', () => {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, lang = 'es') => {
    const { ctx, admin } = contract.get();
    return ctx.request({
      method,
      url: `/api/v1${url}`,
      token: admin.token,
      payload,
      headers: { 'accept-language': lang },
    });
  };
  const newStore = async (n: number) => (await call('POST', '/stores', validStore(n))).json().data;

  it('refuses closing before opening, a bad postal code and an unknown type, each under its field', async () => {
    const res = await call(
      'POST',
      '/stores',
      { ...validStore(900), opensAt: '18:00', closesAt: '08:00', postalCode: 'ABCDE', type: 'silo' },
      'en',
    );
    expect(res.statusCode).toBe(422);
    const paths = (res.json().details as { path: string }[]).map((d) => d.path).sort();
    expect(paths).toEqual(['closesAt', 'postalCode', 'type']);
    const byPath = Object.fromEntries(
      (res.json().details as { path: string; message: string }[]).map((d) => [d.path, d.message]),
    );
    expect(byPath.closesAt).toBe('The closing time must be after the opening time');
    // A partial change is checked against the stored hours.
    const store = await newStore(901);
    const late = await call('PATCH', `/stores/${store.id}`, { version: store.version, opensAt: '21:00' });
    expect(late.statusCode).toBe(422);
    expect(late.json().details[0].path).toBe('closesAt');
  });

  it('adds zones under a store, with the range rules, and shows each zone with its store, count and fill', async () => {
    const store = await newStore(902);
    const cold = await call('POST', `/stores/${store.id}/zones`, { ...ZONE, temperatureMaxC: null });
    expect(cold.statusCode).toBe(422);
    expect(cold.json().details).toEqual([
      { path: 'temperatureMaxC', message: 'Una cámara fría necesita su rango de temperatura' },
    ]);
    const upside = await call('POST', `/stores/${store.id}/zones`, { ...ZONE, temperatureMinC: 8 });
    expect(upside.statusCode).toBe(422);
    expect(upside.json().details[0].path).toBe('temperatureMaxC');

    const zone = await call('POST', `/stores/${store.id}/zones`, ZONE);
    expect(zone.statusCode, zone.body).toBe(201);
    expect(zone.json().data).toMatchObject({
      storeId: store.id,
      storeName: store.name,
      assetCount: 0,
      fill: 0,
    });
    const twice = await call('POST', `/stores/${store.id}/zones`, { ...ZONE, name: 'cámara FRÍA' });
    expect(twice.statusCode).toBe(409);
    expect((await call('POST', `/stores/00000000-0000-4000-8000-000000000000/zones`, ZONE)).statusCode).toBe(
      404,
    );

    // Two containers in the zone: the zone and the store count them.
    const { ctx } = contract.get();
    const [type] = await ctx.app.db
      .insert(containerTypes)
      .values({
        code: `TST-${Date.now()}`.slice(0, 20),
        name: 'Tambo',
        material: 'drum',
        colour: 'red',
        capacityL: 200,
        tareKg: 10,
        reusable: true,
      })
      .returning();
    await ctx.app.db.insert(assets).values([
      {
        serial: `Z-${Date.now()}-1`,
        containerTypeId: type!.id,
        status: 'in_store',
        zoneId: zone.json().data.id,
      },
      {
        serial: `Z-${Date.now()}-2`,
        containerTypeId: type!.id,
        status: 'in_store',
        zoneId: zone.json().data.id,
      },
    ]);
    const read = (await call('GET', `/zones/${zone.json().data.id}`)).json().data;
    expect(read).toMatchObject({ assetCount: 2, fill: 2 / 40 });
    expect((await call('GET', `/stores/${store.id}`)).json().data).toMatchObject({
      zoneCount: 1,
      assetCount: 2,
    });
    const zones = (await call('GET', `/stores/${store.id}/zones`)).json().data;
    expect(zones.map((z: { name: string }) => z.name)).toEqual(['Cámara fría']);

    // Changing the type to cold storage checks the stored range; a held zone is archived, not deleted.
    const general = await call('POST', `/stores/${store.id}/zones`, {
      name: 'General',
      type: 'general',
      capacityUnits: 10,
    });
    const g = general.json().data;
    const toCold = await call('PATCH', `/zones/${g.id}`, { version: g.version, type: 'cold_storage' });
    expect(toCold.statusCode).toBe(422);
    expect((await call('DELETE', `/zones/${g.id}`)).json().data.outcome).toBe('deleted');
    const held = await call('DELETE', `/zones/${read.id}`);
    expect(held.json().data.outcome).toBe('archived');
    expect((await call('GET', `/stores/${store.id}/zones`)).json().data).toEqual([]);
    const history = await call('GET', `/zones/${read.id}/history`);
    expect(history.json().data.map((e: { action: string }) => e.action)).toEqual([
      'zone.archive',
      'zone.create',
    ]);
  });

  it('searches, sorts and exports a store’s zones, and only that store’s', async () => {
    const store = await newStore(906);
    const other = await newStore(907);
    for (const body of [
      ZONE,
      { name: 'Recepción', type: 'reception', capacityUnits: 20, notes: 'Andén norte' },
      { name: 'General', type: 'general', capacityUnits: 10 },
    ]) {
      expect((await call('POST', `/stores/${store.id}/zones`, body)).statusCode).toBe(201);
    }
    await call('POST', `/stores/${other.id}/zones`, {
      name: 'Lavado ajeno',
      type: 'washing',
      capacityUnits: 5,
    });
    const names = async (query: string) =>
      (await call('GET', `/stores/${store.id}/zones?${query}`))
        .json()
        .data.map((z: { name: string }) => z.name);
    expect(await names('')).toEqual(['Cámara fría', 'General', 'Recepción']);
    expect(await names('sort=name:desc')).toEqual(['Recepción', 'General', 'Cámara fría']);
    expect(await names('q=camara')).toEqual(['Cámara fría']);
    expect(await names('q=ANDEN')).toEqual(['Recepción']);

    const csv = await call('GET', `/stores/${store.id}/zones/export?format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Capacidad (contenedores)');
    expect(lines.slice(1).map((l: string) => l.split(',')[0])).toEqual([
      'Cámara fría',
      'General',
      'Recepción',
    ]);
    expect(lines[1]).toContain('Cámara fría');
    expect(csv.body).not.toContain('Lavado ajeno');
    const found = await call('GET', `/stores/${store.id}/zones/export?format=csv&q=general`);
    expect(found.body.trim().split(/\r?\n/)).toHaveLength(2);
    const english = await call('GET', `/stores/${store.id}/zones/export?format=csv`, undefined, 'en');
    expect(english.body).toContain('Cold storage');
    const missing = await call('GET', '/stores/00000000-0000-4000-8000-000000000000/zones/export?format=csv');
    expect(missing.statusCode).toBe(404);
  });

  it('keeps zones as a collection nested under their store: another store’s zone is 404 there', async () => {
    const store = await newStore(904);
    const other = await newStore(905);
    const created = await call('POST', `/stores/${store.id}/zones`, {
      name: 'Recepción',
      type: 'reception',
      capacityUnits: 20,
    });
    expect(created.statusCode, created.body).toBe(201);
    const zone = created.json().data;
    const base = `/stores/${store.id}/zones/${zone.id}`;

    const list = (await call('GET', `/stores/${store.id}/zones`)).json();
    expect(list.data.map((z: { id: string }) => z.id)).toEqual([zone.id]);
    expect(list.meta).toMatchObject({ page: 1, total: 1 });
    expect((await call('GET', base)).json().data).toMatchObject({ id: zone.id, storeName: store.name });

    const changed = await call('PATCH', base, { version: zone.version, capacityUnits: 30 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ capacityUnits: 30, version: zone.version + 1 });
    const stale = await call('PATCH', base, { version: zone.version, capacityUnits: 31 });
    expect(stale.statusCode).toBe(409);
    const upside = await call(
      'PATCH',
      base,
      { version: zone.version + 1, temperatureMinC: 9, temperatureMaxC: 3 },
      'en',
    );
    expect(upside.statusCode).toBe(422);
    expect(upside.json().details[0].path).toBe('temperatureMaxC');

    // The same zone through another store's path: every route answers 404 and changes nothing.
    const wrong = `/stores/${other.id}/zones/${zone.id}`;
    for (const [method, url, payload] of [
      ['GET', wrong, undefined],
      ['GET', `${wrong}/history`, undefined],
      ['PATCH', wrong, { version: zone.version + 1, capacityUnits: 99 }],
      ['POST', `${wrong}/archive`, { version: zone.version + 1 }],
      ['DELETE', wrong, undefined],
    ] as const) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', base)).json().data).toMatchObject({ capacityUnits: 30, archivedAt: null });

    const archived = await call('POST', `${base}/archive`, { version: zone.version + 1 });
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await call('GET', `/stores/${store.id}/zones`)).json().data).toEqual([]);
    const restored = await call('POST', `${base}/restore`, { version: zone.version + 2 });
    expect(restored.json().data.archivedAt).toBeNull();
    const history = (await call('GET', `${base}/history`)).json().data;
    expect(history.map((e: { action: string }) => e.action)).toEqual([
      'zone.restore',
      'zone.archive',
      'zone.update',
      'zone.create',
    ]);
    expect((await call('DELETE', base)).json().data.outcome).toBe('deleted');
    expect((await call('GET', base)).statusCode).toBe(404);
  });

  it('is the operator’s: an owner is refused every store and zone route', async () => {
    const { ctx, ownerA } = contract.get();
    const store = await newStore(903);
    const zoneId = (await call('POST', `/stores/${store.id}/zones`, ZONE)).json().data.id;
    for (const [method, url] of [
      ['GET', '/stores'],
      ['GET', `/stores/${store.id}`],
      ['GET', `/stores/${store.id}/zones`],
      ['GET', `/stores/${store.id}/zones/export?format=csv`],
      ['POST', `/stores/${store.id}/zones`],
      ['GET', `/stores/${store.id}/zones/${zoneId}`],
      ['PATCH', `/stores/${store.id}/zones/${zoneId}`],
      ['GET', `/zones/${zoneId}`],
    ] as const) {
      const res = await ctx.request({
        method,
        url: `/api/v1${url}`,
        token: ownerA.token,
        payload: method === 'POST' ? ZONE : method === 'PATCH' ? { version: 1, capacityUnits: 5 } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
