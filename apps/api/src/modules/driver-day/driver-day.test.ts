import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, todayIn } from '@recolecta/shared/documents';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailsOf, tenantContract } from '../../../test/crud-contract.ts';
import {
  createMailTestContext,
  createTenants,
  createTestContext,
  createUser,
  type MailTestContext,
  type TestContext,
} from '../../../test/helpers.ts';
import { dataUrl, hostileImages } from '../../../test/images.ts';
import { makeCatalog, makeDriver, makeSite, makeStore, makeVehicle } from '../../../test/operations.ts';
import { assets } from '../../db/schema/assets.ts';
import { statusTransitions } from '../../db/schema/audit.ts';
import { companies } from '../../db/schema/companies.ts';
import { containerTypes } from '../../db/schema/containers.ts';
import { stopVisits } from '../../db/schema/driver-day.ts';
import { drivers } from '../../db/schema/drivers.ts';
import { manifests } from '../../db/schema/manifests.ts';
import { orders } from '../../db/schema/orders.ts';
import { routes } from '../../db/schema/routes.ts';
import { storeZones } from '../../db/schema/stores.ts';

/** A 1×1 PNG: a stand-in for a signature drawn on the phone. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const tag = () => randomUUID().slice(0, 6).toUpperCase();
const now = () => new Date().toISOString();

/** The text of a PDF, as poppler's pdftotext reads it. */
function pdfText(pdf: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), 'manifest-'));
  try {
    const file = path.join(dir, 'm.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An order of company A collected by hand in the office: the manifest it gets is A's. */
async function collectedByHand(ctx: TestContext, admin: { token: string }, companyId: string) {
  const catalog = await makeCatalog(ctx);
  const site = await makeSite(ctx, companyId);
  const api = (url: string, payload: object) =>
    ctx.request({ method: 'POST', url: `/api/v1${url}`, token: admin.token, payload });
  const order = (
    await api('/orders', {
      companyId,
      siteId: site.id,
      requestedDate: todayIn(),
      items: [
        { wasteId: catalog.sharps.id, containerTypeId: catalog.box.id, containerCount: 2, estimatedKg: 8 },
      ],
    })
  ).json().data;
  let version = order.version;
  for (const [name, input] of [
    ['schedule', undefined],
    ['start', undefined],
    ['collect', { items: [{ id: order.items[0].id, actualKg: 7.5 }] }],
  ] as const) {
    const res = await api(`/orders/${order.id}/transitions/${name}`, { version, input });
    expect(res.statusCode, res.body).toBe(200);
    version = res.json().data.version;
  }
  return order as { id: string; number: string };
}

tenantContract({
  path: 'manifests',
  rowRoutes: ['read', 'history'],
  list: true,
  async makeRow(ctx, { admin, companyA }) {
    const order = await collectedByHand(ctx, admin, companyA.id);
    const [row] = await ctx.app.db.select().from(manifests).where(eq(manifests.orderId, order.id));
    expect(row, 'a hazardous order collected by hand gets a manifest').toBeDefined();
    return { id: row!.id, term: row!.folio };
  },
});

describe("the driver's day, manifests and reception", () => {
  let ctx: MailTestContext;
  let tenants: Awaited<ReturnType<typeof createTenants>>;
  let driverUser: Awaited<ReturnType<typeof createUser>>;
  let otherDriverUser: Awaited<ReturnType<typeof createUser>>;
  let routeId: string;
  let stops: { id: string; number: string; items: { id: string }[] }[];
  let serial: string;
  let plant: Awaited<ReturnType<typeof makeStore>>;
  const contact = `contacto-${tag().toLowerCase()}@sitio.test`;

  const api = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    ctx.request({ method, url: `/api/v1${url}`, token, payload });
  const act = (token: string, action: Record<string, unknown>) =>
    api('POST', '/driver/actions', token, { id: randomUUID(), at: now(), ...action });

  beforeAll(async () => {
    ctx = await createMailTestContext();
    tenants = await createTenants(ctx);
    const catalog = await makeCatalog(ctx);
    const siteA = await makeSite(ctx, tenants.companyA.id, {
      contactEmail: contact,
      contactLocale: 'en',
      contactName: 'Rosa',
      collectionWindowStart: '00:00',
      collectionWindowEnd: '23:59',
    });
    const siteA2 = await makeSite(ctx, tenants.companyA.id, {
      contactEmail: contact,
      collectionWindowStart: '00:00',
      collectionWindowEnd: '23:59',
    });
    plant = await makeStore(ctx);
    driverUser = await createUser(ctx, { role: ['routes:drive'] });
    otherDriverUser = await createUser(ctx, { role: ['routes:drive'] });
    const driver = await makeDriver(ctx, { userId: driverUser.id });
    await makeDriver(ctx, { userId: otherDriverUser.id });
    const vehicle = await makeVehicle(ctx);
    const [reusable] = await ctx.app.db
      .insert(containerTypes)
      .values({
        code: `R-${tag()}`,
        name: 'Contenedor rígido',
        material: 'plastic',
        colour: 'red',
        capacityL: 50,
        tareKg: 3,
        reusable: true,
      })
      .returning();
    serial = `SER-${tag()}`;
    await ctx.app.db.insert(assets).values({
      serial,
      containerTypeId: reusable!.id,
      siteId: siteA.id,
      companyId: tenants.companyA.id,
      status: 'at_client',
    });
    stops = [];
    for (const site of [siteA, siteA2]) {
      const res = await api('POST', '/orders', tenants.admin.token, {
        companyId: tenants.companyA.id,
        siteId: site.id,
        requestedDate: todayIn(),
        items: [
          { wasteId: catalog.sharps.id, containerTypeId: catalog.box.id, containerCount: 2, estimatedKg: 10 },
          { wasteId: catalog.blood.id, containerTypeId: catalog.box.id, containerCount: 1, estimatedKg: 4 },
        ],
      });
      expect(res.statusCode, res.body).toBe(201);
      stops.push(res.json().data);
    }
    const route = await api('POST', '/routes', tenants.admin.token, {
      date: todayIn(),
      driverId: driver.id,
      vehicleId: vehicle.id,
      startStoreId: plant.id,
      endStoreId: plant.id,
      startTime: '00:00',
      stops: stops.map((s) => s.id),
    });
    expect(route.statusCode, route.body).toBe(201);
    routeId = route.json().data.id;
    await ctx.app.jobs.drain();
    ctx.mail.messages.length = 0;
  });
  afterAll(() => ctx.close());

  it("shows the linked driver today's route with each stop's items and expected containers", async () => {
    const res = await api('GET', '/driver/day', driverUser.token);
    expect(res.statusCode, res.body).toBe(200);
    const { route } = res.json().data;
    expect(route).toMatchObject({ id: routeId, status: 'planned', signed: false });
    expect(route.stops.map((s: { orderId: string }) => s.orderId)).toEqual(stops.map((s) => s.id));
    expect(route.stops[0]).toMatchObject({ hazardous: true, expectedSerials: [serial] });
    expect(route.stops[0].items).toHaveLength(2);

    const other = await api('GET', '/driver/day', otherDriverUser.token);
    expect(other.json().data).toMatchObject({ route: null });
    expect((await api('GET', '/driver/day', tenants.ownerA.token)).statusCode).toBe(403);
  });

  it('starts the day with the driver’s signature, once however often it is sent', async () => {
    const start = { id: randomUUID(), at: now(), type: 'start', routeId, signature: PNG };
    const first = await api('POST', '/driver/actions', driverUser.token, start);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ repeated: false });
    const again = await api('POST', '/driver/actions', driverUser.token, start);
    expect(again.json().data).toMatchObject({ repeated: true });

    const route = (await api('GET', `/routes/${routeId}`, tenants.admin.token)).json().data;
    expect(route.status).toBe('in_progress');
    expect(route.stops.map((s: { orderStatus: string }) => s.orderStatus)).toEqual([
      'in_progress',
      'in_progress',
    ]);
    const transitions = (await api('GET', `/routes/${routeId}/transitions`, tenants.admin.token)).json().data;
    expect(transitions.map((t: { name: string }) => t.name)).toEqual(['start']);
    const onWay = await ctx.mail.next(contact);
    expect(onWay.subject).toContain(stops[0]!.number);
    expect(onWay.text).toContain('Estimated arrival');
    expect(ctx.mail.pending(contact)).toHaveLength(0);
  });

  it("refuses another driver's stop as not found, and bad input with the field named", async () => {
    const foreign = await act(otherDriverUser.token, { type: 'arrive', orderId: stops[0]!.id });
    expect(foreign.statusCode).toBe(404);
    const unknown = await act(tenants.admin.token, { type: 'arrive', orderId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    const badImage = await act(driverUser.token, {
      type: 'collect',
      orderId: stops[0]!.id,
      items: stops[0]!.items.map((i) => ({ id: i.id, actualKg: 1 })),
      generatorName: 'Rosa',
      signature: 'data:text/html;base64,PGgxPg==',
    });
    expect(badImage.statusCode).toBe(422);
    expect(Object.keys(detailsOf(badImage.json()))).toContain('signature');
    // Past the schema's prefix, the bytes themselves: the PNG that took the process down (pixel
    // data that is not zlib), a bomb refused from its header, a GIF behind a PNG prefix.
    const images = await hostileImages();
    for (const [signature, photo, field, message] of [
      [images.crashPng, images.tinyPng, 'signature', 'The image cannot be read: it is damaged or incomplete'],
      [images.tinyPng, images.bombPng, 'photo', 'The image has too many pixels'],
      [images.gif, null, 'signature', 'The image must be a PNG or JPEG'],
    ] as const) {
      const refused = await ctx.request({
        method: 'POST',
        url: '/api/v1/driver/actions',
        token: driverUser.token,
        headers: { 'accept-language': 'en' },
        payload: {
          id: randomUUID(),
          at: now(),
          type: 'collect',
          orderId: stops[0]!.id,
          items: stops[0]!.items.map((i) => ({ id: i.id, actualKg: 1 })),
          generatorName: 'Rosa',
          signature: dataUrl(signature),
          photo: photo && dataUrl(photo),
        },
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(detailsOf(refused.json()))).toEqual([field]);
      expect(detailsOf(refused.json())[field]).toContain(message);
    }
    const missingItem = await act(driverUser.token, {
      type: 'collect',
      orderId: stops[0]!.id,
      items: [{ id: stops[0]!.items[0]!.id, actualKg: 1 }],
      generatorName: 'Rosa',
      signature: PNG,
    });
    expect(missingItem.statusCode).toBe(422);
    expect(Object.keys(detailsOf(missingItem.json()))).toEqual(['items']);
  });

  it('collects a stop: kg, containers onto the truck, a signed manifest in transit, the e-mail with its PDF', async () => {
    await act(driverUser.token, { type: 'arrive', orderId: stops[0]!.id });
    const collect = {
      id: randomUUID(),
      at: now(),
      type: 'collect',
      orderId: stops[0]!.id,
      items: [
        { id: stops[0]!.items[0]!.id, actualKg: 9.5 },
        { id: stops[0]!.items[1]!.id, actualKg: 4.5 },
      ],
      serials: [serial.toLowerCase(), 'NO-EXISTE-1'],
      generatorName: 'Rosa Pérez',
      signature: PNG,
      photo: PNG,
    };
    const res = await api('POST', '/driver/actions', driverUser.token, collect);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(result).toMatchObject({
      orderStatus: 'collected',
      unknownSerials: ['NO-EXISTE-1'],
      repeated: false,
    });
    expect(result.manifestFolio).toMatch(/^MAN-\d{4}-\d{6}$/);
    const repeat = await api('POST', '/driver/actions', driverUser.token, collect);
    expect(repeat.json().data).toMatchObject({ repeated: true, manifestId: result.manifestId });
    expect(await ctx.app.db.select().from(manifests).where(eq(manifests.orderId, stops[0]!.id))).toHaveLength(
      1,
    );

    const [asset] = await ctx.app.db.select().from(assets).where(eq(assets.serial, serial));
    expect(asset).toMatchObject({ status: 'on_vehicle', siteId: null });
    // The reports read the collection's kg and store from the order.
    const [route] = await ctx.app.db.select().from(routes).where(eq(routes.id, routeId));
    const [collectedOrder] = await ctx.app.db.select().from(orders).where(eq(orders.id, stops[0]!.id));
    expect(collectedOrder).toMatchObject({ collectedKg: 14, deliveryStoreId: route!.endStoreId });

    const manifest = (await api('GET', `/manifests/${result.manifestId}`, tenants.ownerA.token)).json().data;
    expect(manifest).toMatchObject({
      status: 'in_transit',
      generatorSigner: 'Rosa Pérez',
      totalKg: 14,
      lines: [{ category: 'other', quantity: 3, kg: 14, unit: 'kg' }],
    });
    expect(manifest.generator.name).toBe(tenants.companyA.legalName);

    const mails = [await ctx.mail.next(contact), await ctx.mail.next(contact)];
    expect(ctx.mail.pending(contact)).toHaveLength(0);
    const collected = mails.find((m) => m.subject.includes(stops[0]!.number))!;
    expect(collected.subject).toBe(`We collected your order ${stops[0]!.number}`);
    expect(collected.raw).toContain('application/pdf');
    expect(collected.raw).toContain(`${result.manifestFolio}.pdf`);
    const onWay = mails.find((m) => m.subject.includes(stops[1]!.number))!;
    expect(onWay.subject).toBe(`El camión va en camino: pedido ${stops[1]!.number}`);

    const pdf = await api('GET', `/manifests/${result.manifestId}/manifest.pdf`, tenants.ownerA.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(result.manifestFolio);
    expect(text).toContain(tenants.companyA.legalName);
    expect(text).toContain('Rosa Pérez');
    expect(text).toMatch(/Otros\s+Contenedor \S+\s+20\s+3\s+kg\s+14/);

    expect((await api('GET', `/manifests/${result.manifestId}`, tenants.ownerB.token)).statusCode).toBe(404);
    expect(
      (await api('GET', `/manifests/${result.manifestId}/manifest.pdf`, tenants.ownerB.token)).statusCode,
    ).toBe(404);
  });

  it('records a failed stop with its reason, told to the site unless the company switched it off', async () => {
    await ctx.app.db
      .update(companies)
      .set({ notifyFailed: false })
      .where(eq(companies.id, tenants.companyA.id));
    const res = await act(driverUser.token, {
      type: 'fail',
      orderId: stops[1]!.id,
      reason: 'no_access',
      note: 'Portón cerrado',
      photo: PNG,
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = (await api('GET', `/orders/${stops[1]!.id}`, tenants.admin.token)).json().data;
    expect(order).toMatchObject({ status: 'failed', statusReason: 'Sin acceso: Portón cerrado' });
    await ctx.app.jobs.drain();
    expect(ctx.mail.pending(contact)).toHaveLength(0);
    const day = (await api('GET', '/driver/day', driverUser.token)).json().data;
    expect(day.route.stops[1]).toMatchObject({ failureReason: 'no_access', orderStatus: 'failed' });
    const again = await act(driverUser.token, { type: 'fail', orderId: stops[1]!.id, reason: 'closed' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVALID_TRANSITION');
  });

  it('receives the order at the store: weights, containers into a zone, the third signature, a flag past 5 %', async () => {
    const [manifest] = await ctx.app.db.select().from(manifests).where(eq(manifests.orderId, stops[0]!.id));
    const [zone] = await ctx.app.db
      .insert(storeZones)
      .values({ storeId: plant.id, name: `Recepción ${tag()}`, type: 'reception', capacityUnits: 50 })
      .returning();
    const order = (await api('GET', `/orders/${stops[0]!.id}`, tenants.admin.token)).json().data;
    const receive = (input: object) =>
      api('POST', `/orders/${order.id}/transitions/receive`, tenants.admin.token, {
        version: order.version,
        input,
      });
    const items = [
      { id: order.items[0].id, receivedKg: 11 },
      { id: order.items[1].id, receivedKg: 4.5 },
    ];
    const unsigned = await receive({ items, zoneId: zone!.id, receiverName: 'Luis' });
    expect(unsigned.statusCode).toBe(422);
    expect(Object.keys(detailsOf(unsigned.json()))).toEqual(['input.signature']);
    const unreadable = await receive({
      items,
      zoneId: zone!.id,
      receiverName: 'Luis',
      signature: dataUrl((await hostileImages()).crashPng),
    });
    expect(unreadable.statusCode).toBe(422);
    expect(Object.keys(detailsOf(unreadable.json()))).toEqual(['input.signature']);

    const res = await receive({ items, zoneId: zone!.id, receiverName: 'Luis', signature: PNG });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.items.map((i: { receivedKg: number }) => i.receivedKg)).toEqual([11, 4.5]);
    const after = (await api('GET', `/manifests/${manifest!.id}`, tenants.admin.token)).json().data;
    expect(after).toMatchObject({
      status: 'received',
      receiverName: 'Luis',
      receivedKg: 15.5,
      flagged: true,
    });
    const [asset] = await ctx.app.db.select().from(assets).where(eq(assets.serial, serial));
    expect(asset).toMatchObject({ status: 'in_store', zoneId: zone!.id });
    // The signature is kept once, as the manifest's evidence: the transition row does not repeat it.
    const [received] = await ctx.app.db
      .select({ input: statusTransitions.input })
      .from(statusTransitions)
      .where(and(eq(statusTransitions.entityId, order.id), eq(statusTransitions.name, 'receive')));
    expect(received?.input).toMatchObject({ receiverName: 'Luis', signature: 'evidence' });

    const close = (body: object) =>
      api('POST', `/manifests/${manifest!.id}/transitions/close`, tenants.admin.token, {
        version: after.version,
        ...body,
      });
    expect((await close({})).statusCode).toBe(422);
    expect(
      (
        await api('POST', `/manifests/${manifest!.id}/transitions/close`, tenants.ownerA.token, {
          version: after.version,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(403);
    const closed = await close({ reason: 'Báscula de planta recalibrada' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ status: 'closed', notes: 'Báscula de planta recalibrada' });
    const closedOrder = (await api('GET', `/orders/${order.id}`, tenants.ownerA.token)).json().data;
    expect(closedOrder.status).toBe('closed');
  });

  it('lets only people close a manifest, and only once received', async () => {
    const order = await collectedByHand(ctx, tenants.admin, tenants.companyA.id);
    const [row] = await ctx.app.db.select().from(manifests).where(eq(manifests.orderId, order.id));
    expect(row!.status).toBe('draft');
    for (const name of ['close', 'sign_generator', 'receive']) {
      const res = await api('POST', `/manifests/${row!.id}/transitions/${name}`, tenants.admin.token, {
        version: row!.version,
      });
      expect(res.statusCode, name).toBe(409);
      expect(res.json()).toMatchObject({ code: 'INVALID_TRANSITION', allowed: [] });
    }
  });

  it('keeps the register filterable, and an owner to their own company', async () => {
    const mine = await api('GET', '/manifests?flagged=true', tenants.ownerA.token);
    expect(mine.json().data.length).toBeGreaterThan(0);
    expect(mine.json().data.every((m: { flagged: boolean }) => m.flagged)).toBe(true);
    const theirs = await api('GET', '/manifests', tenants.ownerB.token);
    expect(theirs.json().data).toEqual([]);
    const csv = await api('GET', '/manifests/export?format=csv', tenants.admin.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Folio');
  });

  it('refuses the driver endpoints to a driver whose account is archived from its driver', async () => {
    await ctx.app.db.update(drivers).set({ userId: null }).where(eq(drivers.userId, otherDriverUser.id));
    const res = await api('GET', '/driver/day', otherDriverUser.token);
    expect(res.json().data).toMatchObject({ driverName: null, route: null });
  });
});

describe("the time of a driver's act", () => {
  let ctx: TestContext;
  let tenants: Awaited<ReturnType<typeof createTenants>>;
  let driverUser: Awaited<ReturnType<typeof createUser>>;
  const today = () => todayIn();
  // Mexico City keeps UTC−6 all year: noon there on a day, as the phone would write it.
  const noonOn = (day: string) => `${day}T12:00:00-06:00`;
  const routes_: Record<'yesterday' | 'today' | 'tomorrow', { id: string; orderIds: string[] }> = {
    yesterday: { id: '', orderIds: [] },
    today: { id: '', orderIds: [] },
    tomorrow: { id: '', orderIds: [] },
  };

  const api = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    ctx.request({ method, url: `/api/v1${url}`, token, payload, headers: { 'accept-language': 'en' } });
  const act = (at: string, action: Record<string, unknown>) =>
    api('POST', '/driver/actions', driverUser.token, { id: randomUUID(), at, ...action });

  beforeAll(async () => {
    ctx = await createTestContext();
    tenants = await createTenants(ctx);
    const catalog = await makeCatalog(ctx);
    const site = await makeSite(ctx, tenants.companyA.id, {
      collectionWindowStart: '00:00',
      collectionWindowEnd: '23:59',
    });
    const store = await makeStore(ctx);
    driverUser = await createUser(ctx, { role: ['routes:drive'] });
    const driver = await makeDriver(ctx, { userId: driverUser.id });
    const vehicle = await makeVehicle(ctx);
    // Yesterday's route is made for today and moved back a day: the office plans no day gone by.
    for (const [key, day] of [
      ['yesterday', today()],
      ['today', today()],
      ['tomorrow', addDays(today(), 1)],
    ] as const) {
      const order = await api('POST', '/orders', tenants.admin.token, {
        companyId: tenants.companyA.id,
        siteId: site.id,
        requestedDate: day,
        items: [
          { wasteId: catalog.sharps.id, containerTypeId: catalog.box.id, containerCount: 1, estimatedKg: 3 },
        ],
      });
      expect(order.statusCode, order.body).toBe(201);
      const route = await api('POST', '/routes', tenants.admin.token, {
        date: day,
        driverId: driver.id,
        vehicleId: vehicle.id,
        startStoreId: store.id,
        endStoreId: store.id,
        startTime: '00:00',
        stops: [order.json().data.id],
      });
      expect(route.statusCode, route.body).toBe(201);
      routes_[key] = { id: route.json().data.id, orderIds: [order.json().data.id] };
      if (key === 'yesterday') {
        await ctx.app.db
          .update(routes)
          .set({ date: addDays(today(), -1) })
          .where(eq(routes.id, routes_.yesterday.id));
      }
    }
  });
  afterAll(() => ctx.close());

  it('refuses acting on a route before its day, with the day named', async () => {
    const { id, orderIds } = routes_.tomorrow;
    const start = await act(new Date().toISOString(), { type: 'start', routeId: id, signature: PNG });
    expect(start.statusCode).toBe(422);
    expect(start.json()).toMatchObject({
      code: 'ROUTE_NOT_YET',
      message: `This route is for ${addDays(today(), 1)}; its stops can be worked from that day`,
    });
    const arrive = await act(new Date().toISOString(), { type: 'arrive', orderId: orderIds[0] });
    expect(arrive.json().code).toBe('ROUTE_NOT_YET');
    const route = (await api('GET', `/routes/${id}`, tenants.admin.token)).json().data;
    expect(route.status).toBe('planned');
  });

  it('refuses times no phone could have written: 1970, 2099, a week gone, the day before the route', async () => {
    const orderId = routes_.today.orderIds[0];
    const cases = [
      [
        '1970-01-01T00:00:00Z',
        'ACT_TIME_TOO_OLD',
        'The act is more than 7 days old; the office must enter it by hand',
      ],
      [
        '2099-01-01T00:00:00Z',
        'ACT_TIME_IN_FUTURE',
        "The act's time is in the future; check the phone's date and time",
      ],
      [new Date(Date.now() + 3_600_000).toISOString(), 'ACT_TIME_IN_FUTURE', undefined],
      [new Date(Date.now() - 8 * 86_400_000).toISOString(), 'ACT_TIME_TOO_OLD', undefined],
      [
        noonOn(addDays(today(), -1)),
        'ACT_TIME_BEFORE_ROUTE',
        `The act is dated before its route's day (${today()}); check the phone's date`,
      ],
    ] as const;
    for (const [at, code, message] of cases) {
      const res = await act(at, { type: 'arrive', orderId });
      expect(res.statusCode, at).toBe(422);
      expect(res.json(), at).toMatchObject({ code, details: [{ path: 'at' }] });
      if (message) expect(res.json().message).toBe(message);
      expect(res.json().details[0].message).toBe(res.json().message);
    }
    const route = (await api('GET', `/routes/${routes_.today.id}`, tenants.admin.token)).json().data;
    expect(route.status, 'a refused act starts nothing').toBe('planned');
    // A phone a few minutes ahead of the server is still believed.
    const ahead = await act(new Date(Date.now() + 5 * 60_000).toISOString(), { type: 'arrive', orderId });
    expect(ahead.statusCode, ahead.body).toBe(200);
  });

  it('takes an act recorded offline yesterday on yesterday’s route and sent today', async () => {
    const at = `${addDays(today(), -1)}T18:30:00-06:00`;
    const res = await act(at, { type: 'arrive', orderId: routes_.yesterday.orderIds[0] });
    expect(res.statusCode, res.body).toBe(200);
    const [visit] = await ctx.app.db
      .select()
      .from(stopVisits)
      .where(eq(stopVisits.orderId, routes_.yesterday.orderIds[0]!));
    expect(visit!.arrivedAt!.toISOString()).toBe(new Date(at).toISOString());
  });
});
