import { randomUUID } from 'node:crypto';
import { todayIn } from '@recolecta/shared/documents';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailsOf, tenantContract } from '../../../test/crud-contract.ts';
import { type DriverRoute, driverCalls, PNG, plannedDriverRoute } from '../../../test/driver-route.ts';
import { createMailTestContext, type MailTestContext, type TestContext } from '../../../test/helpers.ts';
import { dataUrl, hostileImages } from '../../../test/images.ts';
import { makeCatalog, makeSite } from '../../../test/operations.ts';
import { pdfToText as pdfText } from '../../../test/pdf.ts';
import { assets } from '../../db/schema/assets.ts';
import { statusTransitions } from '../../db/schema/audit.ts';
import { manifests } from '../../db/schema/manifests.ts';
import { orders } from '../../db/schema/orders.ts';
import { routes } from '../../db/schema/routes.ts';
import { storeZones } from '../../db/schema/stores.ts';

const tag = () => randomUUID().slice(0, 6).toUpperCase();
const now = () => new Date().toISOString();

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

describe('manifests: signed at the stop, received at the store, closed by people', () => {
  let ctx: MailTestContext;
  let tenants: DriverRoute['tenants'];
  let driverUser: DriverRoute['driverUser'];
  let routeId: string;
  let stops: DriverRoute['stops'];
  let serial: string;
  let plant: DriverRoute['plant'];
  let contact: string;

  const { api, act } = driverCalls(() => ctx);

  beforeAll(async () => {
    ctx = await createMailTestContext();
    ({ tenants, driverUser, routeId, stops, serial, plant, contact } = await plannedDriverRoute(ctx));
    // The driver starts the day (driver-day.test.ts holds what that does); the first stop is told.
    const start = await act(driverUser.token, { type: 'start', routeId, signature: PNG });
    expect(start.statusCode, start.body).toBe(200);
    await ctx.mail.next(contact);
  });
  afterAll(() => ctx.close());

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
});
