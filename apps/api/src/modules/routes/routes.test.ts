import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateSync } from 'node:zlib';
import { addDays, todayIn } from '@recolecta/shared/documents';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailsOf, tenantContract } from '../../../test/crud-contract.ts';
import {
  createCompany,
  createMailTestContext,
  createTenants,
  createTestContext,
  createUser,
  type MailTestContext,
  type TestContext,
} from '../../../test/helpers.ts';
import { makeCatalog, makeDriver, makeSite, makeStore, makeVehicle } from '../../../test/operations.ts';
import { pdfToText } from '../../../test/pdf.ts';
import { refusedAudits } from '../../../test/refused-audits.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { optimizations } from '../../db/schema/routes.ts';
import { stores } from '../../db/schema/stores.ts';
import { wastes } from '../../db/schema/wastes.ts';
import { listTransitions } from '../../lib/transitions.ts';

const tag = () => randomUUID().slice(0, 6).toUpperCase();
const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex');
/** The PDF's content streams, inflated: its text shows there as hex strings of Latin-1 bytes. */
const pdfText = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)]
    .map((m) => {
      try {
        return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    })
    .join('\n')
    // Kerning splits a line into pieces with spacing between them: join them back.
    .replace(/> -?[\d.]+ </g, '');
const day = (n: number) => addDays(todayIn(), n);

tenantContract({
  path: 'routes',
  rowRoutes: ['read', 'history'],
  list: true,
  async makeRow(ctx, { admin, companyA }) {
    const catalog = await makeCatalog(ctx);
    const site = await makeSite(ctx, companyA.id);
    const date = day(2);
    const made = await ctx.request({
      method: 'POST',
      url: '/api/v1/orders',
      token: admin.token,
      payload: {
        companyId: companyA.id,
        siteId: site.id,
        requestedDate: date,
        items: [
          { wasteId: catalog.sharps.id, containerTypeId: catalog.box.id, containerCount: 1, estimatedKg: 5 },
        ],
      },
    });
    const store = await makeStore(ctx);
    const res = await ctx.request({
      method: 'POST',
      url: '/api/v1/routes',
      token: admin.token,
      payload: {
        date,
        driverId: (await makeDriver(ctx)).id,
        vehicleId: (await makeVehicle(ctx)).id,
        startStoreId: store.id,
        endStoreId: store.id,
        startTime: '09:00',
        stops: [made.json().data.id],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().data.id, term: res.json().data.number };
  },
});

describe('routes', () => {
  let ctx: MailTestContext;
  let tenants: Awaited<ReturnType<typeof createTenants>>;
  let catalog: Awaited<ReturnType<typeof makeCatalog>>;
  let siteA: Awaited<ReturnType<typeof makeSite>>;
  let siteB: Awaited<ReturnType<typeof makeSite>>;
  let depot: Awaited<ReturnType<typeof makeStore>>;

  beforeAll(async () => {
    ctx = await createMailTestContext();
    tenants = await createTenants(ctx);
    catalog = await makeCatalog(ctx);
    siteA = await makeSite(ctx, tenants.companyA.id, {
      collectionWindowStart: '08:00',
      collectionWindowEnd: '18:00',
    });
    siteB = await makeSite(ctx, tenants.companyB.id, {
      latitude: 19.4,
      longitude: -99.17,
      collectionWindowStart: '08:00',
      collectionWindowEnd: '18:00',
    });
    depot = await makeStore(ctx);
  });
  afterAll(() => ctx.close());

  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    ctx.request({ method, url: `/api/v1${url}`, token, payload });

  async function order(
    siteId: string,
    date: string,
    kg = 50,
    token = tenants.admin.token,
    companyId = siteId === siteB.id ? tenants.companyB.id : tenants.companyA.id,
  ) {
    const res = await api('POST', '/orders', token, {
      siteId,
      companyId,
      requestedDate: date,
      items: [
        { wasteId: catalog.sharps.id, containerTypeId: catalog.box.id, containerCount: 2, estimatedKg: kg },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string; number: string; version: number };
  }

  async function route(body: Record<string, unknown>) {
    return api('POST', '/routes', tenants.admin.token, {
      startStoreId: depot.id,
      endStoreId: depot.id,
      ...body,
    });
  }

  const statusOf = async (orderId: string) =>
    (await api('GET', `/orders/${orderId}`, tenants.admin.token)).json().data as {
      status: string;
      scheduledDate: string | null;
    };

  it('plans a route: numbered, stops in order with times, totals; its orders scheduled for the day', async () => {
    const date = day(3);
    const [driver, vehicle] = [await makeDriver(ctx), await makeVehicle(ctx)];
    const a = await order(siteA.id, date);
    const b = await order(siteB.id, date, 30);
    const res = await route({ date, driverId: driver.id, vehicleId: vehicle.id, stops: [a.id, b.id] });
    expect(res.statusCode, res.body).toBe(201);
    const planned = res.json().data;
    expect(planned.number).toMatch(/^RUT-\d{4}-\d{6}$/);
    expect(planned).toMatchObject({ status: 'planned', startTime: '07:00', loadKg: 80, date });
    expect(planned.stops.map((s: { orderId: string }) => s.orderId)).toEqual([a.id, b.id]);
    // The vehicle waits for the 08:00 window at the first stop, then 15 minutes there.
    expect(planned.stops[0]).toMatchObject({ arrival: '08:00', departure: '08:15', siteName: siteA.name });
    expect(planned.distanceKm).toBeGreaterThan(0);
    expect(await statusOf(a.id)).toMatchObject({ status: 'scheduled', scheduledDate: date });
    // The order names its route, to its company's owner too.
    const seen = (await api('GET', `/orders/${a.id}`, tenants.ownerA.token)).json().data;
    expect(seen.route).toEqual({ id: planned.id, number: planned.number });

    // An owner reads only the route's stops at their sites, and none of its totals.
    const asOwner = await api('GET', `/routes/${planned.id}`, tenants.ownerA.token);
    expect(asOwner.statusCode, asOwner.body).toBe(200);
    expect(asOwner.json().data.stops).toHaveLength(1);
    expect(asOwner.json().data.stops[0]).toMatchObject({ orderId: a.id, position: 0 });
    expect(asOwner.json().data).toMatchObject({ distanceKm: null, loadKg: null, endTime: null });
    const ownerList = await api('GET', `/routes?date=${date}`, tenants.ownerA.token);
    expect(ownerList.json().data.map((r: { id: string }) => r.id)).toEqual([planned.id]);
    // The driver's sheet: a PDF with the route's number (staff only).
    const sheet = await api('GET', `/routes/${planned.id}/sheet.pdf`, tenants.admin.token);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    expect(sheet.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(sheet.rawPayload);
    expect(text).toContain(hex(planned.number));
    expect(text).toContain(hex(siteA.name.slice(0, 8)));
    expect((await api('GET', `/routes/${planned.id}/sheet.pdf`, tenants.ownerA.token)).statusCode).toBe(403);
    // An owner changes nothing.
    expect(
      (await api('PATCH', `/routes/${planned.id}`, tenants.ownerA.token, { version: 1, notes: 'x' }))
        .statusCode,
    ).toBe(403);

    // Taking a stop off gives its order back; another owner's route list stays empty of it.
    const patched = await api('PATCH', `/routes/${planned.id}`, tenants.admin.token, {
      version: planned.version,
      stops: [b.id],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await statusOf(a.id)).toMatchObject({ status: 'requested', scheduledDate: null });
    expect((await api('GET', `/orders/${a.id}`, tenants.admin.token)).json().data.route).toBeNull();
    expect((await api('GET', `/routes/${planned.id}`, tenants.ownerA.token)).statusCode).toBe(404);
    // The second save on the version read first is a conflict.
    const stale = await api('PATCH', `/routes/${planned.id}`, tenants.admin.token, {
      version: planned.version,
      notes: 'otra',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');
  });

  it("the driver's sheet carries each stop's notes, its site's contact and a line each for the generator's and the driver's signature", async () => {
    const date = day(4);
    const [driver, vehicle] = [await makeDriver(ctx), await makeVehicle(ctx)];
    const site = await makeSite(ctx, tenants.companyA.id, {
      collectionWindowStart: '08:00',
      collectionWindowEnd: '18:00',
      contactName: 'Marta Ibáñez',
      contactPhone: '55 4321 8765',
    });
    const noted = await api('POST', '/orders', tenants.admin.token, {
      siteId: site.id,
      companyId: tenants.companyA.id,
      requestedDate: date,
      notes: 'Entrar por el andén trasero; pedir la llave al guardia',
      items: [
        { wasteId: catalog.sharps.id, containerTypeId: catalog.box.id, containerCount: 1, estimatedKg: 5 },
      ],
    });
    expect(noted.statusCode, noted.body).toBe(201);
    const plain = await order(siteB.id, date, 20);
    const res = await route({
      date,
      driverId: driver.id,
      vehicleId: vehicle.id,
      stops: [noted.json().data.id, plain.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const planned = res.json().data;
    expect(planned.stops.map((s: { notes: string | null }) => s.notes)).toEqual([
      'Entrar por el andén trasero; pedir la llave al guardia',
      null,
    ]);

    const sheet = await api('GET', `/routes/${planned.id}/sheet.pdf`, tenants.admin.token);
    expect(sheet.statusCode).toBe(200);
    const text = pdfToText(sheet.rawPayload);
    const [first, second] = text.split(/^\s*2\. /m);
    expect(first).toContain(noted.json().data.number);
    expect(first).toContain('Notas: Entrar por el andén trasero; pedir la llave al guardia');
    expect(first).toMatch(/Persona de contacto: Marta Ibáñez\s+Teléfono de contacto: 55 4321 8765/);
    expect(first).toMatch(/Nombre y firma del generador\s+Firma del chofer/);
    // The second stop's order has no notes and its site no contact: said so, and still its lines to sign.
    expect(second).toContain(plain.number);
    expect(second).not.toContain('Notas:');
    expect(second).toContain('Persona de contacto: —');
    expect(second).toMatch(/Nombre y firma del generador\s+Firma del chofer/);
    expect(text.match(/Firma del chofer/g)).toHaveLength(2);

    // In the reader's language.
    const english = await ctx.request({
      method: 'GET',
      url: `/api/v1/routes/${planned.id}/sheet.pdf`,
      token: tenants.admin.token,
      headers: { 'accept-language': 'en' },
    });
    expect(pdfToText(english.rawPayload)).toMatch(/Generator's name and signature\s+Driver's signature/);
  });

  it('takes orders scheduled by hand and not yet on a route, and tells the company each day it sets', async () => {
    const company = await createCompany(ctx);
    const owner = await createUser(ctx, { role: 'owner', companyId: company.id, locale: 'en' });
    const site = await makeSite(ctx, company.id, {
      collectionWindowStart: '08:00',
      collectionWindowEnd: '18:00',
    });
    const [date, later] = [day(20), day(21)];
    const make = () => order(site.id, date, 10, tenants.admin.token, company.id);
    const [byHand, requested, elsewhere] = [await make(), await make(), await make()];
    const handMoved = await api('POST', `/orders/${byHand.id}/transitions/schedule`, tenants.admin.token, {
      version: byHand.version,
      input: { scheduledDate: date },
    });
    expect(handMoved.statusCode, handMoved.body).toBe(200);
    await ctx.app.jobs.drain();
    for (const to of [company.email, owner.email]) {
      for (const _ of ctx.mail.pending(to)) await ctx.mail.next(to);
    }

    // The day's pool: the requested orders and the one scheduled by hand, each company its own.
    const pool = async (on: string, token = tenants.admin.token) =>
      (await api('GET', `/orders?awaitingRoute=${on}&companyId=${company.id}&pageSize=100`, token))
        .json()
        .data.map((o: { id: string }) => o.id)
        .sort();
    expect(await pool(date)).toEqual([byHand.id, requested.id, elsewhere.id].sort());
    // A day that is not one is refused on its field.
    const badDay = await api('GET', '/orders?awaitingRoute=2026-02-30', tenants.admin.token);
    expect(badDay.statusCode).toBe(422);
    expect(badDay.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(detailsOf(badDay.json()))).toEqual(['query.awaitingRoute']);
    const foreignPool = await api('GET', `/orders?awaitingRoute=${date}`, tenants.ownerA.token);
    expect(foreignPool.statusCode).toBe(200);
    expect(foreignPool.json().data.map((o: { id: string }) => o.id)).not.toContain(byHand.id);

    // A route on the day takes both; only the requested one's day is new, so only it is told.
    const res = await route({
      date,
      driverId: (await makeDriver(ctx)).id,
      vehicleId: (await makeVehicle(ctx)).id,
      stops: [byHand.id, requested.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await statusOf(byHand.id)).toMatchObject({ status: 'scheduled', scheduledDate: date });
    expect(await statusOf(requested.id)).toMatchObject({ status: 'scheduled', scheduledDate: date });
    expect(await pool(date)).toEqual([elsewhere.id]);
    await ctx.app.jobs.drain();
    const told = ctx.mail.pending(company.email).map((m) => m.subject);
    expect(told).toEqual([`Tu pedido ${requested.number} está programado`]);
    expect((await ctx.mail.next(owner.email)).subject).toBe(`Your order ${requested.number} is scheduled`);
    await ctx.mail.next(company.email);

    // Another route cannot take an order already on one.
    const twice = await route({
      date,
      driverId: (await makeDriver(ctx)).id,
      vehicleId: (await makeVehicle(ctx)).id,
      stops: [byHand.id],
    });
    expect(twice.statusCode).toBe(422);
    expect(detailsOf(twice.json())).toEqual({ 'stops.0': expect.any(String) });

    // Moving the route's day moves its stops' day, and each company hears of the new day.
    const moved = await api('PATCH', `/routes/${res.json().data.id}`, tenants.admin.token, {
      version: res.json().data.version,
      date: later,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await statusOf(byHand.id)).toMatchObject({ status: 'scheduled', scheduledDate: later });
    await ctx.app.jobs.drain();
    const news = ctx.mail.pending(company.email);
    expect(news.map((m) => m.subject).sort()).toEqual(
      [`Tu pedido ${byHand.number} está programado`, `Tu pedido ${requested.number} está programado`].sort(),
    );
    expect(news.every((m) => m.text.includes(later))).toBe(true);

    // The optimiser's day, when no orders are named, is the same pool.
    const run = await api('POST', '/routes/optimize', tenants.admin.token, {
      date,
      startStoreId: depot.id,
      endStoreId: depot.id,
      driverIds: [(await makeDriver(ctx)).id],
      vehicleIds: [(await makeVehicle(ctx)).id],
      timeLimitSeconds: 1,
    });
    expect(run.statusCode, run.body).toBe(202);
    const [stored] = await ctx.app.db
      .select()
      .from(optimizations)
      .where(eq(optimizations.id, run.json().data.id));
    expect(stored!.request.orderIds).toContain(elsewhere.id);
    expect(stored!.request.orderIds).not.toContain(byHand.id);
  });

  it('started from the office tells the first stop the truck is coming; a collection typed in tells the site, with the manifest', async () => {
    const company = await createCompany(ctx);
    const contact = `sitio-${tag().toLowerCase()}@example.test`;
    const site = await makeSite(ctx, company.id, {
      collectionWindowStart: '00:00',
      collectionWindowEnd: '23:59',
      contactEmail: contact,
    });
    const date = day(0);
    const placed = await order(site.id, date, 12, tenants.admin.token, company.id);
    const planned = await route({
      date,
      driverId: (await makeDriver(ctx)).id,
      vehicleId: (await makeVehicle(ctx)).id,
      startTime: '00:00',
      stops: [placed.id],
    });
    expect(planned.statusCode, planned.body).toBe(201);
    await ctx.app.jobs.drain();
    for (const _ of ctx.mail.pending(contact)) await ctx.mail.next(contact);

    const started = await api(
      'POST',
      `/routes/${planned.json().data.id}/transitions/start`,
      tenants.admin.token,
      {
        version: planned.json().data.version,
      },
    );
    expect(started.statusCode, started.body).toBe(200);
    expect((await ctx.mail.next(contact)).subject).toBe(`El camión va en camino: pedido ${placed.number}`);

    const current = (await api('GET', `/orders/${placed.id}`, tenants.admin.token)).json().data;
    const collected = await api('POST', `/orders/${placed.id}/transitions/collect`, tenants.admin.token, {
      version: current.version,
      input: { items: current.items.map((i: { id: string }) => ({ id: i.id, actualKg: 11.5 })) },
    });
    expect(collected.statusCode, collected.body).toBe(200);
    const news = await ctx.mail.next(contact);
    expect(news.subject).toBe(`Recolectamos tu pedido ${placed.number}`);
    expect(news.text).toContain('11.5 kg');
    expect(news.raw).toContain('application/pdf');
    expect(ctx.mail.pending(contact)).toHaveLength(0);
  });

  it('refuses a busy driver or vehicle, expired documents, overload, cold waste and late stops', async () => {
    const date = day(5);
    const driver = await makeDriver(ctx);
    const vehicle = await makeVehicle(ctx);
    const a = await order(siteA.id, date);
    const first = await route({ date, driverId: driver.id, vehicleId: vehicle.id, stops: [a.id] });
    expect(first.statusCode, first.body).toBe(201);
    const number = first.json().data.number;

    let res = await route({ date, driverId: driver.id, vehicleId: (await makeVehicle(ctx)).id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'DRIVER_BUSY' });
    expect(res.json().message).toContain(number);
    res = await route({ date, driverId: (await makeDriver(ctx)).id, vehicleId: vehicle.id });
    expect(res.json().code).toBe('VEHICLE_BUSY');
    // The same order cannot ride two routes.
    res = await route({
      date,
      driverId: (await makeDriver(ctx)).id,
      vehicleId: (await makeVehicle(ctx)).id,
      stops: [a.id],
    });
    expect(res.statusCode).toBe(422);
    expect(detailsOf(res.json())['stops.0']).toBe('El pedido no está solicitado o ya está en otra ruta');

    const expiredLicence = await makeDriver(ctx, { licenceExpiry: day(4) });
    res = await route({ date, driverId: expiredLicence.id, vehicleId: (await makeVehicle(ctx)).id });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('DOCUMENT_EXPIRED');
    expect(detailsOf(res.json()).driverId).toContain('licencia');
    const noPermit = await makeDriver(ctx, { hazmatPermitExpiry: null, hazmatPermitNumber: null });
    res = await route({ date, driverId: noPermit.id, vehicleId: (await makeVehicle(ctx)).id });
    expect(res.json().code).toBe('DOCUMENT_EXPIRED');
    const uninsured = await makeVehicle(ctx, { insuranceExpiry: day(1) });
    res = await route({ date, driverId: (await makeDriver(ctx)).id, vehicleId: uninsured.id });
    expect(res.json().code).toBe('DOCUMENT_EXPIRED');
    expect(detailsOf(res.json())).toHaveProperty('vehicleId');

    const heavy = await order(siteA.id, date, 900);
    const heavier = await order(siteA.id, date, 200);
    res = await route({
      date,
      driverId: (await makeDriver(ctx)).id,
      vehicleId: (await makeVehicle(ctx)).id,
      stops: [heavy.id, heavier.id],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('OVER_CAPACITY');
    const small = await makeVehicle(ctx, { capacityL: 10 });
    res = await route({
      date,
      driverId: (await makeDriver(ctx)).id,
      vehicleId: small.id,
      stops: [heavier.id],
    });
    expect(res.json().code).toBe('OVER_CAPACITY');
    expect(detailsOf(res.json()).vehicleId).toContain(' L');

    await ctx.app.db
      .update(wastes)
      .set({ requiresRefrigeration: true })
      .where(eq(wastes.id, catalog.wasteClass.id));
    res = await route({
      date,
      driverId: (await makeDriver(ctx)).id,
      vehicleId: (await makeVehicle(ctx)).id,
      stops: [heavier.id],
    });
    expect(res.json().code).toBe('REFRIGERATION_REQUIRED');
    const cold = await makeVehicle(ctx, { refrigerated: true });
    res = await route({
      date,
      driverId: (await makeDriver(ctx)).id,
      vehicleId: cold.id,
      stops: [heavier.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    await ctx.app.db
      .update(wastes)
      .set({ requiresRefrigeration: false })
      .where(eq(wastes.id, catalog.wasteClass.id));

    // Leaving at 17:55 reaches the site after its 18:00 window closes.
    const lateSite = await makeSite(ctx, tenants.companyA.id, {
      latitude: 19.9,
      longitude: -99.6,
      collectionWindowStart: '08:00',
      collectionWindowEnd: '18:00',
    });
    const far = await order(lateSite.id, date);
    res = await route({
      date,
      driverId: (await makeDriver(ctx)).id,
      vehicleId: (await makeVehicle(ctx)).id,
      startTime: '17:55',
      stops: [far.id],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('STOP_OUTSIDE_WINDOW');
    expect(detailsOf(res.json())['stops.0']).toContain(far.number);
    expect(await statusOf(far.id)).toMatchObject({ status: 'requested' });
  });

  it('starts its orders with the route, gives them back on cancel, and completes only when every visit ended', async () => {
    const date = day(0);
    const a = await order(siteA.id, date);
    const b = await order(siteB.id, date);
    const res = await route({
      date,
      driverId: (await makeDriver(ctx)).id,
      vehicleId: (await makeVehicle(ctx)).id,
      startTime: '06:00',
      stops: [a.id, b.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    let current = res.json().data;
    const move = async (name: string, extra: object = {}) => {
      const r = await api('POST', `/routes/${current.id}/transitions/${name}`, tenants.admin.token, {
        version: current.version,
        ...extra,
      });
      if (r.statusCode === 200) current = r.json().data;
      return r;
    };
    expect((await move('start')).statusCode).toBe(200);
    expect((await statusOf(a.id)).status).toBe('in_progress');
    // Locked once under way: only notes change.
    const locked = await api('PATCH', `/routes/${current.id}`, tenants.admin.token, {
      version: current.version,
      stops: [a.id],
    });
    expect(locked.statusCode).toBe(422);
    const early = await move('complete');
    expect(early.statusCode).toBe(422);
    expect(Object.keys(detailsOf(early.json()))).toEqual(['stops.0', 'stops.1']);
    // The first stop is collected, the second fails: then the route completes.
    const orderA = (await api('GET', `/orders/${a.id}`, tenants.admin.token)).json().data;
    const collected = await api('POST', `/orders/${a.id}/transitions/collect`, tenants.admin.token, {
      version: orderA.version,
      input: { items: orderA.items.map((i: { id: string }) => ({ id: i.id, actualKg: 48 })) },
    });
    expect(collected.statusCode, collected.body).toBe(200);
    const orderB = (await api('GET', `/orders/${b.id}`, tenants.admin.token)).json().data;
    await api('POST', `/orders/${b.id}/transitions/fail`, tenants.admin.token, {
      version: orderB.version,
      reason: 'Cerrado',
    });
    expect((await move('complete')).statusCode).toBe(200);
    expect(current.status).toBe('completed');

    // Cancelling a planned route gives its orders back to requested.
    const c = await order(siteA.id, day(6));
    const other = await route({
      date: day(6),
      driverId: (await makeDriver(ctx)).id,
      vehicleId: (await makeVehicle(ctx)).id,
      stops: [c.id],
    });
    current = other.json().data;
    expect((await move('cancel')).statusCode).toBe(422);
    expect((await move('cancel', { reason: 'Vehículo averiado' })).statusCode).toBe(200);
    expect(await statusOf(c.id)).toMatchObject({ status: 'requested', scheduledDate: null });
    // A cancelled route frees its driver and vehicle for the day.
    const again = await route({
      date: day(6),
      driverId: other.json().data.driverId,
      vehicleId: other.json().data.vehicleId,
      stops: [c.id],
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses bad input on its field and unknown references', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ date: 'mañana' }, 'date'],
      [{ startTime: '25:00' }, 'startTime'],
      [{ stops: ['x'] }, 'stops.0'],
      [{ driverId: randomUUID() }, 'driverId'],
      [{ startStoreId: randomUUID() }, 'startStoreId'],
    ];
    for (const [change, path] of cases) {
      const res = await route({
        date: day(8),
        driverId: (await makeDriver(ctx)).id,
        vehicleId: (await makeVehicle(ctx)).id,
        ...change,
      });
      expect(res.statusCode, `${JSON.stringify(change)}: ${res.body}`).toBe(422);
      expect(Object.keys(detailsOf(res.json()))).toContain(path);
    }
    expect((await api('POST', '/routes', tenants.ownerA.token, {})).statusCode).toBe(403);
  });
});

describe('optimising a day', () => {
  let ctx: TestContext;
  let tenants: Awaited<ReturnType<typeof createTenants>>;
  let catalog: Awaited<ReturnType<typeof makeCatalog>>;
  let depot: Awaited<ReturnType<typeof makeStore>>;

  beforeAll(async () => {
    // Two solver threads, as on a server with cores to spare: the job keeps the better of two searches.
    ctx = await createTestContext({ optimizerThreads: 2 });
    tenants = await createTenants(ctx);
    catalog = await makeCatalog(ctx);
    depot = await makeStore(ctx);
  });
  afterAll(() => ctx.close());

  const api = (method: 'GET' | 'POST', url: string, payload?: object, token = tenants.admin.token) =>
    ctx.request({ method, url: `/api/v1${url}`, token, payload });

  it('places every order or says why not, within capacity and windows, and the proposal becomes planned routes', async () => {
    const date = day(9);
    const made: { id: string; kg: number; windowEnd: string }[] = [];
    for (let n = 0; n < 8; n++) {
      const site = await makeSite(ctx, tenants.companyA.id, {
        latitude: 19.35 + n * 0.02,
        longitude: -99.2 + (n % 3) * 0.03,
        collectionWindowStart: '08:00',
        collectionWindowEnd: n === 7 ? '08:01' : '16:00',
      });
      const kg = n === 6 ? 5000 : 100 + n * 10;
      const res = await api('POST', '/orders', {
        siteId: site.id,
        companyId: tenants.companyA.id,
        requestedDate: date,
        items: [
          { wasteId: catalog.sharps.id, containerTypeId: catalog.box.id, containerCount: 1, estimatedKg: kg },
        ],
      });
      expect(res.statusCode, res.body).toBe(201);
      made.push({ id: res.json().data.id, kg, windowEnd: n === 7 ? '08:01' : '16:00' });
    }
    const fleet = [await makeVehicle(ctx, { capacityKg: 600 }), await makeVehicle(ctx, { capacityKg: 600 })];
    const crew = [await makeDriver(ctx), await makeDriver(ctx)];
    const started = await api('POST', '/routes/optimize', {
      date,
      orderIds: made.map((m) => m.id),
      driverIds: crew.map((d) => d.id),
      vehicleIds: fleet.map((v) => v.id),
      startStoreId: depot.id,
      endStoreId: depot.id,
      timeLimitSeconds: 1,
    });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().data.status).toBe('queued');
    const id = started.json().data.id;
    await ctx.app.jobs.drain();
    const done = (await api('GET', `/routes/optimize/${id}`)).json().data;
    expect(done.status, JSON.stringify(done)).toBe('done');

    // Every order is on a route or reported with a reason: the 5 000 kg one does not fit a 600 kg truck.
    const placed = done.routes.flatMap((r: { stops: { orderId: string }[] }) =>
      r.stops.map((s) => s.orderId),
    );
    const left = done.unassigned.map((u: { orderId: string }) => u.orderId);
    expect([...placed, ...left].sort()).toEqual(made.map((m) => m.id).sort());
    expect(done.unassigned).toContainEqual(
      expect.objectContaining({ orderId: made[6]!.id, reason: 'capacity' }),
    );
    // An independent check of each route: load within capacity, every stop reached within its window.
    for (const route of done.routes as { loadKg: number; stops: { orderId: string; arrival: string }[] }[]) {
      expect(route.loadKg).toBeLessThanOrEqual(600);
      for (const stop of route.stops) {
        const order = made.find((m) => m.id === stop.orderId)!;
        expect(
          stop.arrival >= '08:00' && stop.arrival <= order.windowEnd,
          `${stop.arrival} ≤ ${order.windowEnd}`,
        ).toBe(true);
      }
    }

    const accepted = await api('POST', `/routes/optimize/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.status).toBe('accepted');
    const routeIds = accepted.json().data.acceptedRouteIds as string[];
    expect(routeIds).toHaveLength(done.routes.length);
    const first = (await api('GET', `/routes/${routeIds[0]}`)).json().data;
    expect(first.status).toBe('planned');
    expect(first.stops.map((s: { orderId: string }) => s.orderId)).toEqual(
      done.routes[0].stops.map((s: { orderId: string }) => s.orderId),
    );
    // Accepting twice makes nothing more.
    expect((await api('POST', `/routes/optimize/${id}/accept`)).statusCode).toBe(409);
  });

  /** A run of a day with no orders, over a new driver and vehicle: done as soon as its job runs. */
  const emptyRun = async (date: string) => ({
    date,
    orderIds: [],
    driverIds: [(await makeDriver(ctx)).id],
    vehicleIds: [(await makeVehicle(ctx)).id],
    startStoreId: depot.id,
    endStoreId: depot.id,
    timeLimitSeconds: 1,
  });

  it('can be cancelled before it runs, or discarded once done; owners have no access', async () => {
    const body = await emptyRun(day(10));
    const first = (await api('POST', '/routes/optimize', body)).json().data;
    const cancelled = await api('POST', `/routes/optimize/${first.id}/cancel`);
    expect(cancelled.json().data.status).toBe('cancelled');
    await ctx.app.jobs.drain();
    expect((await api('GET', `/routes/optimize/${first.id}`)).json().data.status).toBe('cancelled');

    const second = (await api('POST', '/routes/optimize', body)).json().data;
    await ctx.app.jobs.drain();
    expect((await api('GET', `/routes/optimize/${second.id}`)).json().data).toMatchObject({
      status: 'done',
      routes: [],
    });
    expect((await api('POST', `/routes/optimize/${second.id}/discard`)).json().data.status).toBe('discarded');
    expect((await api('POST', `/routes/optimize/${second.id}/accept`)).statusCode).toBe(409);

    expect((await api('POST', '/routes/optimize', body, tenants.ownerA.token)).statusCode).toBe(403);
    expect(
      (await api('GET', `/routes/optimize/${second.id}`, undefined, tenants.ownerA.token)).statusCode,
    ).toBe(403);
    const bad = await api('POST', '/routes/optimize', { ...body, startStoreId: randomUUID() });
    expect(bad.statusCode).toBe(422);
  });

  it('keeps every move of a run with who took it and when, its audit in the same transaction', async () => {
    const body = await emptyRun(day(11));
    const since = new Date();
    const moves = async (id: string) =>
      (await listTransitions(ctx.app.db, null, 'optimization', id)).map((t) => ({
        name: t.name,
        from: t.from,
        to: t.to,
        actorEmail: t.actorEmail,
        actorKind: t.actorKind,
        when: new Date(t.at) >= since && new Date(t.at) <= new Date(),
      }));
    const audited = async (id: string) =>
      (
        await ctx.app.db
          .select({ action: auditLog.action, actorId: auditLog.actorId })
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'optimization'), eq(auditLog.entityId, id)))
          .orderBy(asc(auditLog.id))
      ).map((a) => `${a.action} by ${a.actorId ?? 'the system'}`);
    const admin = tenants.admin;

    // Cancelled while queued: the dispatcher's move; the job then finds nothing to run.
    const first = (await api('POST', '/routes/optimize', body)).json().data;
    expect((await api('POST', `/routes/optimize/${first.id}/cancel`)).json().data.status).toBe('cancelled');
    await ctx.app.jobs.drain();
    expect(await moves(first.id)).toEqual([
      {
        name: 'cancel',
        from: 'queued',
        to: 'cancelled',
        actorEmail: admin.email,
        actorKind: 'user',
        when: true,
      },
    ]);
    expect(await audited(first.id)).toEqual([
      `optimization.create by ${admin.id}`,
      `optimization.cancel by ${admin.id}`,
    ]);

    // Run by its job (the system), then discarded; a refused audit row undoes the discard.
    const second = (await api('POST', '/routes/optimize', body)).json().data;
    await ctx.app.jobs.drain();
    const system = { actorEmail: null, actorKind: 'system', when: true };
    expect(await moves(second.id)).toEqual([
      { name: 'finish', from: 'running', to: 'done', ...system },
      { name: 'start', from: 'queued', to: 'running', ...system },
    ]);
    const audits = await refusedAudits(ctx);
    const refused = await audits.refusing({ action: 'optimization.discard', entityId: second.id }, () =>
      api('POST', `/routes/optimize/${second.id}/discard`),
    );
    expect(refused.statusCode).toBe(500);
    expect((await api('GET', `/routes/optimize/${second.id}`)).json().data.status).toBe('done');
    expect((await moves(second.id)).map((m) => m.name)).toEqual(['finish', 'start']);
    expect(await audited(second.id)).toEqual([
      `optimization.create by ${admin.id}`,
      'optimization.start by the system',
      'optimization.finish by the system',
    ]);

    expect((await api('POST', `/routes/optimize/${second.id}/discard`)).json().data.status).toBe('discarded');
    expect((await moves(second.id))[0]).toEqual({
      name: 'discard',
      from: 'done',
      to: 'discarded',
      actorEmail: admin.email,
      actorKind: 'user',
      when: true,
    });
    expect((await audited(second.id)).at(-1)).toBe(`optimization.discard by ${admin.id}`);

    // Accepted: the dispatcher's move, with the routes it made on the run.
    const third = (await api('POST', '/routes/optimize', body)).json().data;
    await ctx.app.jobs.drain();
    expect((await api('POST', `/routes/optimize/${third.id}/accept`)).json().data.status).toBe('accepted');
    expect((await moves(third.id)).map((m) => `${m.name} ${m.actorEmail ?? m.actorKind} ${m.when}`)).toEqual([
      `accept ${admin.email} true`,
      'finish system true',
      'start system true',
    ]);
  });

  async function orderAt(date: string, at: [number, number], kg: number, from = catalog) {
    const site = await makeSite(ctx, tenants.companyA.id, {
      latitude: at[0],
      longitude: at[1],
      collectionWindowStart: '07:00',
      collectionWindowEnd: '18:00',
    });
    const res = await api('POST', '/orders', {
      siteId: site.id,
      companyId: tenants.companyA.id,
      requestedDate: date,
      items: [{ wasteId: from.sharps.id, containerTypeId: from.box.id, containerCount: 1, estimatedKg: kg }],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  }

  it('unloads at disposal stores within their hours, gives each driver a break and a longest day, keeps cold loads on refrigerated vehicles', async () => {
    const date = day(11);
    const cold = await makeCatalog(ctx);
    await ctx.app.db
      .update(wastes)
      .set({ requiresRefrigeration: true })
      .where(eq(wastes.id, cold.wasteClass.id));
    const kg = new Map<string, number>();
    for (let n = 0; n < 6; n++) kg.set(await orderAt(date, [19.4 + n * 0.01, -99.15], 300), 300);
    const coldOrder = await orderAt(date, [19.42, -99.13], 40, cold);
    kg.set(coldOrder, 40);
    const [plant] = await ctx.app.db
      .insert(stores)
      .values({
        name: `Transferencia ${tag()}`,
        type: 'transfer_station',
        street: 'Calle 2',
        exteriorNumber: '2',
        neighbourhood: 'Industrial',
        city: 'Ciudad de México',
        state: 'Ciudad de México',
        postalCode: '02000',
        latitude: 19.43,
        longitude: -99.14,
        opensAt: '08:30',
        closesAt: '17:00',
      })
      .returning();
    const truck = await makeVehicle(ctx, { capacityKg: 700 });
    const van = await makeVehicle(ctx, { capacityKg: 200, refrigerated: true });
    const body = {
      date,
      orderIds: [...kg.keys()],
      driverIds: [(await makeDriver(ctx)).id, (await makeDriver(ctx)).id],
      vehicleIds: [truck.id, van.id],
      startStoreId: depot.id,
      endStoreId: depot.id,
      timeLimitSeconds: 1,
      disposalStoreIds: [plant!.id],
      unloadMinutes: 25,
      maxShiftHours: 10,
      break: { from: '08:00', to: '09:00', minutes: 30 },
    };
    const started = await api('POST', '/routes/optimize', body);
    expect(started.statusCode, started.body).toBe(202);
    await ctx.app.jobs.drain();
    const done = (await api('GET', `/routes/optimize/${started.json().data.id}`)).json().data;
    expect(done.status, JSON.stringify(done)).toBe('done');
    expect(done.unassigned).toEqual([]);
    type Proposed = {
      vehicleId: string;
      stops: { orderId: string; arrival: string }[];
      unloadings: { afterStops: number; storeId: string; storeName: string; arrival: string }[];
      break: { start: string; end: string } | null;
    };
    const routes = done.routes as Proposed[];
    expect(routes.flatMap((r) => r.stops.map((s) => s.orderId)).sort()).toEqual([...kg.keys()].sort());
    // The cold order rides the refrigerated van.
    expect(routes.find((r) => r.stops.some((s) => s.orderId === coldOrder))!.vehicleId).toBe(van.id);
    const truckRoute = routes.find((r) => r.vehicleId === truck.id)!;
    // 1 800 kg on a 700 kg truck: it unloads at least twice, only while the store is open, and no trip
    // (between unloadings, the last one ending at the end store) carries more than 700 kg.
    expect(truckRoute.unloadings.length).toBeGreaterThanOrEqual(2);
    let from = 0;
    for (const cut of [...truckRoute.unloadings.map((u) => u.afterStops), truckRoute.stops.length]) {
      const load = truckRoute.stops.slice(from, cut).reduce((sum, s) => sum + kg.get(s.orderId)!, 0);
      expect(load).toBeLessThanOrEqual(700);
      from = cut;
    }
    for (const u of truckRoute.unloadings) {
      expect(u).toMatchObject({ storeId: plant!.id, storeName: plant!.name });
      expect(u.arrival >= '07:00' && u.arrival <= '17:00', u.arrival).toBe(true);
    }
    // The break: 30 minutes, beginning between 08:00 and 09:00.
    const brk = truckRoute.break!;
    expect(brk.start >= '08:00' && brk.start <= '09:00', brk.start).toBe(true);
    const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
    expect(minutes(brk.end) - minutes(brk.start)).toBe(30);

    // A disposal store that does not exist is refused on its field; a break that ends before it begins too.
    const bad = await api('POST', '/routes/optimize', {
      ...body,
      disposalStoreIds: [plant!.id, randomUUID()],
    });
    expect(bad.statusCode).toBe(422);
    expect(detailsOf(bad.json())).toHaveProperty(['disposalStoreIds.1']);
    const backwards = await api('POST', '/routes/optimize', {
      ...body,
      break: { from: '14:00', to: '12:00', minutes: 30 },
    });
    expect(backwards.statusCode).toBe(422);

    // "Fewest vehicles first" runs the optimiser's fleet phase over the same unloadings, break and
    // refrigerated van: every order still placed, the cold one still on the van.
    const fewest = await api('POST', '/routes/optimize', { ...body, fewestVehicles: true });
    expect(fewest.statusCode, fewest.body).toBe(202);
    await ctx.app.jobs.drain();
    const few = (await api('GET', `/routes/optimize/${fewest.json().data.id}`)).json().data;
    expect(few.status, JSON.stringify(few)).toBe('done');
    expect(few.unassigned).toEqual([]);
    const fewRoutes = few.routes as Proposed[];
    expect(fewRoutes.flatMap((r) => r.stops.map((s) => s.orderId)).sort()).toEqual([...kg.keys()].sort());
    expect(fewRoutes.find((r) => r.stops.some((s) => s.orderId === coldOrder))!.vehicleId).toBe(van.id);
  });

  it("re-optimises one planned route's order with some stops locked, saving nothing", async () => {
    const date = day(12);
    // Stops along a line visited in a zig-zag order: 0 4 1 3 2.
    const ids: string[] = [];
    for (let n = 0; n < 5; n++) ids.push(await orderAt(date, [19.4 + n * 0.02, -99.15], 20));
    const zigzag = [ids[0]!, ids[4]!, ids[1]!, ids[3]!, ids[2]!];
    const made = await api('POST', '/routes', {
      date,
      driverId: (await makeDriver(ctx)).id,
      vehicleId: (await makeVehicle(ctx)).id,
      startStoreId: depot.id,
      endStoreId: depot.id,
      startTime: '08:00',
      stops: zigzag,
    });
    expect(made.statusCode, made.body).toBe(201);
    const routeId = made.json().data.id as string;
    const locked = [ids[4]!, ids[1]!];
    const res = await api('POST', `/routes/${routeId}/optimize-order`, {
      lockedOrderIds: locked,
      timeLimitSeconds: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const proposal = res.json().data as {
      stops: string[];
      arrivals: string[];
      distanceKm: number;
      previousDistanceKm: number;
      unassigned: unknown[];
    };
    expect([...proposal.stops].sort()).toEqual([...ids].sort());
    expect(proposal.unassigned).toEqual([]);
    expect(proposal.arrivals).toHaveLength(5);
    // The locked stops keep their order (4 before 1), and the route is no longer than before.
    expect(proposal.stops.indexOf(ids[4]!)).toBeLessThan(proposal.stops.indexOf(ids[1]!));
    expect(proposal.distanceKm).toBeLessThanOrEqual(proposal.previousDistanceKm);
    // Without locks: shorter than the zig-zag, and no longer than with them.
    const free = (await api('POST', `/routes/${routeId}/optimize-order`, { timeLimitSeconds: 1 })).json()
      .data;
    expect(free.distanceKm).toBeLessThanOrEqual(proposal.distanceKm);
    expect(free.distanceKm).toBeLessThan(free.previousDistanceKm);
    // Nothing was saved.
    const after = (await api('GET', `/routes/${routeId}`)).json().data;
    expect(after.stops.map((s: { orderId: string }) => s.orderId)).toEqual(zigzag);

    const stranger = await api('POST', `/routes/${routeId}/optimize-order`, {
      lockedOrderIds: [randomUUID()],
    });
    expect(stranger.statusCode).toBe(422);
    expect(detailsOf(stranger.json())).toHaveProperty(['lockedOrderIds.0']);
    expect((await api('POST', `/routes/${randomUUID()}/optimize-order`, {})).statusCode).toBe(404);
    expect(
      (await api('POST', `/routes/${routeId}/optimize-order`, {}, tenants.ownerA.token)).statusCode,
    ).toBe(403);
  });
});

describe("a route's line on the map", () => {
  let router: Server;
  let routerUrl: string;
  let asked: string[];

  beforeAll(async () => {
    asked = [];
    // A stand-in for an OSRM server's `route` service: a fixed road line, or a failure for "fail".
    router = createServer((req, res) => {
      asked.push(req.url ?? '');
      if (req.url?.includes('fail')) {
        res.writeHead(500).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 'Ok',
          routes: [
            {
              geometry: {
                coordinates: [
                  [-99.15, 19.45],
                  [-99.14, 19.44],
                  [-99.13, 19.43],
                  [-99.15, 19.45],
                ],
              },
            },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => router.listen(0, '127.0.0.1', resolve));
    routerUrl = `http://127.0.0.1:${(router.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => router.close(() => resolve())));

  async function routeIn(ctx: TestContext) {
    const tenants = await createTenants(ctx);
    const catalog = await makeCatalog(ctx);
    const site = await makeSite(ctx, tenants.companyA.id, {
      collectionWindowStart: '08:00',
      collectionWindowEnd: '18:00',
    });
    const store = await makeStore(ctx);
    const order = await ctx.request({
      method: 'POST',
      url: '/api/v1/orders',
      token: tenants.admin.token,
      payload: {
        companyId: tenants.companyA.id,
        siteId: site.id,
        requestedDate: day(4),
        items: [
          { wasteId: catalog.sharps.id, containerTypeId: catalog.box.id, containerCount: 1, estimatedKg: 5 },
        ],
      },
    });
    const made = await ctx.request({
      method: 'POST',
      url: '/api/v1/routes',
      token: tenants.admin.token,
      payload: {
        date: day(4),
        driverId: (await makeDriver(ctx)).id,
        vehicleId: (await makeVehicle(ctx)).id,
        startStoreId: store.id,
        endStoreId: store.id,
        stops: [order.json().data.id],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    return { tenants, id: made.json().data.id as string };
  }

  it('is drawn by road when ROUTING_URL answers, and straight without it or when it fails', async () => {
    const withRouter = await createTestContext({ routingUrl: routerUrl });
    try {
      const { tenants, id } = await routeIn(withRouter);
      const res = await withRouter.request({
        url: `/api/v1/routes/${id}/geometry`,
        token: tenants.admin.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ source: 'road' });
      expect(res.json().data.line[1]).toEqual([19.44, -99.14]);
      expect(asked.at(-1)).toMatch(/^\/route\/v1\/driving\/-99\.15,19\.45;.*geometries=geojson/);
    } finally {
      await withRouter.close();
    }
    const failing = await createTestContext({ routingUrl: `${routerUrl}/fail` });
    try {
      const { tenants, id } = await routeIn(failing);
      const res = await failing.request({ url: `/api/v1/routes/${id}/geometry`, token: tenants.admin.token });
      expect(res.json().data.source).toBe('straight');
      expect(res.json().data.line).toHaveLength(3);
    } finally {
      await failing.close();
    }
    const plain = await createTestContext();
    try {
      const { tenants, id } = await routeIn(plain);
      const res = await plain.request({ url: `/api/v1/routes/${id}/geometry`, token: tenants.ownerA.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ source: 'straight' });
      expect(res.json().data.line).toHaveLength(3);
    } finally {
      await plain.close();
    }
  });
});
