import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantContract } from '../../../test/crud-contract.ts';
import {
  createTenants,
  createTestContext,
  siteBody,
  storeBody,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';
import { drumType } from '../../../test/operations.ts';
import { containerTypes } from '../../db/schema/containers.ts';
import { vehicles } from '../../db/schema/vehicles.ts';
import { qrMatrix } from '../../lib/qr-pdf.ts';
import { LABELS_PER_PAGE } from './asset-labels.ts';

/** A PDF with its compressed content streams inflated, so the text drawn on its pages can be looked for. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts = [raw];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      parts.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a deflated stream (e.g. already plain): the raw text above holds it.
    }
  }
  return parts.join('\n');
}

let ctx: TestContext;
let tenants: Awaited<ReturnType<typeof createTenants>>;
const places = { zone: '', washing: '', siteA: '', siteB: '', vehicle: '', type: '', singleUse: '' };

const STORE = storeBody(`Acopio ${Date.now()}`);
const SITE = siteBody('Sucursal');

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, user: TestUser, payload?: object) =>
  ctx.request({ method, url: `/api/v1${url}`, token: user.token, payload });

let n = 0;
const newAsset = async (place: { kind: string; id: string }) => {
  n += 1;
  const res = await call('POST', '/assets', tenants.admin, {
    serial: `rpbi-t${Date.now() % 1_000_000}-${n}`,
    containerTypeId: places.type,
    place,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};

beforeAll(async () => {
  ctx = await createTestContext();
  tenants = await createTenants(ctx);
  const store = (await call('POST', '/stores', tenants.admin, STORE)).json().data;
  const zone = await call('POST', `/stores/${store.id}/zones`, tenants.admin, {
    name: 'General',
    type: 'general',
    capacityUnits: 50,
  });
  places.zone = zone.json().data.id;
  places.washing = (
    await call('POST', `/stores/${store.id}/zones`, tenants.admin, {
      name: 'Lavado',
      type: 'washing',
      capacityUnits: 10,
    })
  ).json().data.id;
  places.siteA = (await call('POST', '/sites', tenants.ownerA, SITE)).json().data.id;
  places.siteB = (await call('POST', '/sites', tenants.ownerB, SITE)).json().data.id;
  const [type] = await ctx.app.db
    .insert(containerTypes)
    .values(drumType(`TMB-${n}${Date.now() % 10000}`))
    .returning();
  places.type = type!.id;
  const [single] = await ctx.app.db
    .insert(containerTypes)
    .values({
      code: `BOL-${Date.now() % 10000}`,
      name: 'Bolsa',
      material: 'bag',
      colour: 'red',
      capacityL: 50,
      tareKg: 0.1,
    })
    .returning();
  places.singleUse = single!.id;
  const [truck] = await ctx.app.db
    .insert(vehicles)
    .values({
      plate: `AS-${Date.now() % 100000}`,
      type: 'box_truck',
      make: 'Hino',
      model: '300',
      year: 2022,
      capacityKg: 4000,
    })
    .returning();
  places.vehicle = truck!.id;
});
afterAll(() => ctx.close());

describe('assets: where every container is', () => {
  it('registers a container in a zone, with its first move, and refuses what cannot be', async () => {
    const asset = await newAsset({ kind: 'zone', id: places.zone });
    expect(asset).toMatchObject({
      status: 'in_store',
      place: { kind: 'zone', name: 'General', parent: STORE.name },
    });
    expect(asset.serial).toMatch(/^RPBI-T/);
    const moves = (await call('GET', `/assets/${asset.id}/moves`, tenants.admin)).json().data;
    expect(moves).toMatchObject([
      { from: null, to: { kind: 'zone', id: places.zone }, toStatus: 'in_store' },
    ]);

    const again = await call('POST', '/assets', tenants.admin, {
      serial: asset.serial.toLowerCase(),
      containerTypeId: places.type,
      place: { kind: 'zone', id: places.zone },
    });
    expect(again.statusCode).toBe(409);
    const bad = await ctx.request({
      method: 'POST',
      url: '/api/v1/assets',
      token: tenants.admin.token,
      headers: { 'accept-language': 'en' },
      payload: {
        serial: 'no spaces!',
        containerTypeId: places.singleUse,
        place: { kind: 'zone', id: places.siteA },
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([
      { path: 'serial', message: 'Capital letters, digits and dashes only' },
    ]);
    const notReusable = await call('POST', '/assets', tenants.admin, {
      serial: 'RPBI-BOLSA-1',
      containerTypeId: places.singleUse,
      place: { kind: 'zone', id: places.zone },
    });
    expect(notReusable.json().details).toEqual([
      { path: 'containerTypeId', message: 'Elige un tipo de contenedor reutilizable' },
    ]);
    const nowhere = await call('POST', '/assets', tenants.admin, {
      serial: 'RPBI-NOWHERE-1',
      containerTypeId: places.type,
      place: { kind: 'zone', id: places.siteA },
    });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().details[0].path).toBe('place.id');
    // Owners read, never write.
    expect(
      (
        await call('POST', '/assets', tenants.ownerA, {
          serial: 'X-1',
          containerTypeId: places.type,
          place: { kind: 'site', id: places.siteA },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('moves a container from zone to vehicle to a client site and to washing; each move is kept', async () => {
    const asset = await newAsset({ kind: 'zone', id: places.zone });
    const move = (version: number, to: { kind: string; id: string }, note?: string) =>
      call('POST', `/assets/${asset.id}/move`, tenants.admin, { version, to, note });
    const onTruck = await move(asset.version, { kind: 'vehicle', id: places.vehicle });
    expect(onTruck.json().data).toMatchObject({ status: 'on_vehicle', companyId: null });
    expect((await move(asset.version, { kind: 'site', id: places.siteA })).statusCode).toBe(409);
    const atClient = await move(asset.version + 1, { kind: 'site', id: places.siteA }, 'Entregado');
    expect(atClient.json().data).toMatchObject({ status: 'at_client', companyId: tenants.companyA.id });
    const same = await move(asset.version + 2, { kind: 'site', id: places.siteA });
    expect(same.statusCode).toBe(422);
    expect(same.json().details[0].path).toBe('to.id');

    // Company A's owner sees it now, with their own site named and the operator's places unnamed.
    const owned = await call('GET', `/assets/${asset.id}`, tenants.ownerA);
    expect(owned.statusCode).toBe(200);
    expect(owned.json().data.place).toMatchObject({ kind: 'site', name: 'Sucursal' });
    const ownerMoves = (await call('GET', `/assets/${asset.id}/moves`, tenants.ownerA)).json().data;
    expect(ownerMoves.map((m: { to: { kind: string } }) => m.to.kind)).toEqual(['site', 'vehicle', 'zone']);
    expect(ownerMoves[0]).toMatchObject({
      note: 'Entregado',
      from: { kind: 'vehicle', id: null, name: null },
    });
    expect(
      (await call('GET', `/assets?siteId=${places.siteA}`, tenants.ownerA))
        .json()
        .data.map((a: { id: string }) => a.id),
    ).toContain(asset.id);
    expect((await call('GET', `/assets/${asset.id}`, tenants.ownerB)).statusCode).toBe(404);
    expect((await call('GET', `/assets/${asset.id}/moves`, tenants.ownerB)).statusCode).toBe(404);

    const washing = await move(asset.version + 2, { kind: 'zone', id: places.washing });
    expect(washing.json().data).toMatchObject({ status: 'washing', companyId: null });
    // Back at the operator, company A's owner no longer reaches it.
    expect((await call('GET', `/assets/${asset.id}`, tenants.ownerA)).statusCode).toBe(404);
    const history = (await call('GET', `/assets/${asset.id}/history`, tenants.admin)).json().data;
    expect(history.filter((e: { action: string }) => e.action === 'asset.move')).toHaveLength(3);
  });

  it('retires with a reason; a retired container goes back only to a zone', async () => {
    const asset = await newAsset({ kind: 'site', id: places.siteB });
    const noReason = await call('POST', `/assets/${asset.id}/transitions/retire`, tenants.admin, {
      version: asset.version,
    });
    expect(noReason.statusCode).toBe(422);
    const retired = await call('POST', `/assets/${asset.id}/transitions/retire`, tenants.admin, {
      version: asset.version,
      reason: 'Tapa rota',
    });
    expect(retired.json().data.status).toBe('retired');
    const toSite = await call('POST', `/assets/${asset.id}/move`, tenants.admin, {
      version: asset.version + 1,
      to: { kind: 'site', id: places.siteA },
    });
    expect(toSite.statusCode).toBe(422);
    expect(toSite.json().details[0].path).toBe('to.kind');
    const back = await call('POST', `/assets/${asset.id}/move`, tenants.admin, {
      version: asset.version + 1,
      to: { kind: 'zone', id: places.zone },
    });
    expect(back.json().data.status).toBe('in_store');
    // PATCH never changes the status.
    const patch = await call('PATCH', `/assets/${asset.id}`, tenants.admin, {
      version: asset.version + 2,
      status: 'retired',
    });
    expect(patch.statusCode).toBe(422);
  });

  it('edits serial, type and notes with the version check, never the place', async () => {
    const asset = await newAsset({ kind: 'zone', id: places.zone });
    const edit = (payload: object) => call('PATCH', `/assets/${asset.id}`, tenants.admin, payload);
    const edited = await edit({
      version: asset.version,
      notes: 'Tapa cambiada',
      serial: `${asset.serial}-b`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      notes: 'Tapa cambiada',
      serial: `${asset.serial}-B`,
      status: 'in_store',
      place: { kind: 'zone', id: places.zone },
    });
    const stale = await edit({ version: asset.version, notes: 'Otra' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');
    const unknownType = await edit({ version: asset.version + 1, containerTypeId: places.zone });
    expect(unknownType.statusCode).toBe(422);
    expect(unknownType.json().details[0].path).toBe('containerTypeId');
    // The place is not a field of PATCH: the container stays where it is, and has one move.
    const placed = await edit({ version: asset.version + 1, place: { kind: 'site', id: places.siteA } });
    expect(placed.statusCode).toBeLessThan(500);
    const after = (await call('GET', `/assets/${asset.id}`, tenants.admin)).json().data;
    expect(after).toMatchObject({ status: 'in_store', place: { kind: 'zone', id: places.zone } });
    expect((await call('GET', `/assets/${asset.id}/moves`, tenants.admin)).json().data).toHaveLength(1);
    // An owner moves nothing, not even to their own site.
    const moveB = await call('POST', `/assets/${asset.id}/move`, tenants.ownerB, {
      version: after.version,
      to: { kind: 'site', id: places.siteB },
    });
    expect(moveB.statusCode).toBe(403);
  });

  it('filters by status, store, company and type, searches by serial, and exports', async () => {
    const asset = await newAsset({ kind: 'site', id: places.siteA });
    const ids = async (query: string, user = tenants.admin) =>
      ((await call('GET', `/assets?pageSize=100&${query}`, user)).json().data as { id: string }[]).map(
        (a) => a.id,
      );
    expect(await ids('status=at_client')).toContain(asset.id);
    expect(await ids('status=in_store')).not.toContain(asset.id);
    expect(await ids(`companyId=${tenants.companyA.id}`)).toContain(asset.id);
    expect(await ids(`q=${asset.serial}`)).toEqual([asset.id]);
    const csv = await call('GET', `/assets/export?format=csv&q=${asset.serial}`, tenants.admin);
    expect(csv.body).toContain(asset.serial);
    expect(csv.body).toContain('Sucursal');
  });
});

describe('assets: QR labels', () => {
  it('prints 24 labels a page as a PDF, the owner only theirs', async () => {
    const before = (await call('GET', '/assets?pageSize=100&archived=include', tenants.admin)).json().meta
      .total as number;
    for (let i = before; i < LABELS_PER_PAGE + 2; i++) await newAsset({ kind: 'zone', id: places.zone });
    const all = await call('GET', '/assets/labels.pdf?archived=include', tenants.admin);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('application/pdf');
    const pdf = all.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    const pages = pdf.match(/\/Type \/Page\b/g) ?? [];
    const total = (await call('GET', '/assets?pageSize=100&archived=include', tenants.admin)).json().meta
      .total as number;
    expect(pages).toHaveLength(Math.ceil(total / LABELS_PER_PAGE));
    expect(pages.length).toBeGreaterThanOrEqual(2);

    const ownerA = await call('GET', '/assets/labels.pdf', tenants.ownerA);
    expect(ownerA.statusCode).toBe(200);
    expect(ownerA.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    // Chosen ids: the owner's own assets print, another company's are left out as if unknown.
    // A short serial, so it prints on one line of the label.
    const created = await call('POST', '/assets', tenants.admin, {
      serial: `Q${Date.now() % 1_000_000}`,
      containerTypeId: places.type,
      place: { kind: 'site', id: places.siteA },
    });
    const mine = created.json().data;
    const serialHex = Buffer.from(mine.serial, 'latin1').toString('hex');
    const chosen = async (user: TestUser) =>
      pdfText((await call('GET', `/assets/labels.pdf?ids=${mine.id}`, user)).rawPayload);
    const adminPdf = await chosen(tenants.admin);
    const ownerPdf = await chosen(tenants.ownerA);
    const otherPdf = await chosen(tenants.ownerB);
    for (const pdf of [adminPdf, ownerPdf, otherPdf]) expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(adminPdf.includes(serialHex)).toBe(true);
    expect(ownerPdf.includes(serialHex)).toBe(true);
    expect(otherPdf.includes(serialHex)).toBe(false);
    const bad = await call('GET', '/assets/labels.pdf?ids=not-a-uuid', tenants.admin);
    expect(bad.statusCode).toBe(422);
  });

  it('the QR code a label carries reads back as the serial', () => {
    for (const serial of ['RPBI-000123', 'TMB-2026-99999']) {
      const matrix = qrMatrix(serial);
      const scale = 6;
      const quiet = 4;
      const side = (matrix.length + 2 * quiet) * scale;
      const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
      for (const [row, line] of matrix.entries()) {
        for (const [col, dark] of line.entries()) {
          if (!dark) continue;
          for (let dy = 0; dy < scale; dy++) {
            for (let dx = 0; dx < scale; dx++) {
              const at = (((row + quiet) * scale + dy) * side + (col + quiet) * scale + dx) * 4;
              pixels[at] = 0;
              pixels[at + 1] = 0;
              pixels[at + 2] = 0;
            }
          }
        }
      }
      expect(jsQR(pixels, side, side)?.data).toBe(serial);
    }
  });
});

tenantContract({
  path: 'assets',
  // An owner holds assets:read only: the changing routes answer 403 to every owner, whatever the row.
  rowRoutes: ['read', 'history'],
  list: true,
  change: { notes: 'ajeno' },
  async makeRow(context, { admin, ownerA }) {
    const site = await context.request({
      method: 'POST',
      url: '/api/v1/sites',
      token: ownerA.token,
      payload: SITE,
    });
    const [type] = await context.app.db
      .insert(containerTypes)
      .values({
        code: `TC-${Date.now() % 100000}`,
        name: 'Contenedor rígido',
        material: 'rigid',
        colour: 'red',
        capacityL: 60,
        tareKg: 2,
        reusable: true,
      })
      .returning();
    const serial = `TEN-${Date.now() % 1_000_000}`;
    const res = await context.request({
      method: 'POST',
      url: '/api/v1/assets',
      token: admin.token,
      payload: { serial, containerTypeId: type!.id, place: { kind: 'site', id: site.json().data.id } },
    });
    return { id: res.json().data.id, term: serial };
  },
});
