import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '@recolecta/shared/documents';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailsOf } from '../../../test/crud-contract.ts';
import { driverCalls, PNG, plannedDriverRoute } from '../../../test/driver-route.ts';
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
import { companies } from '../../db/schema/companies.ts';
import { stopVisits } from '../../db/schema/driver-day.ts';
import { drivers } from '../../db/schema/drivers.ts';
import { routes } from '../../db/schema/routes.ts';

const now = () => new Date().toISOString();

// The manifest a collection signs, its PDF and e-mail, the reception at the store and the register
// are tested in modules/manifests/manifests.test.ts, on the same set-up (test/driver-route.ts).
describe("the driver's day", () => {
  let ctx: MailTestContext;
  let tenants: Awaited<ReturnType<typeof createTenants>>;
  let driverUser: Awaited<ReturnType<typeof createUser>>;
  let otherDriverUser: Awaited<ReturnType<typeof createUser>>;
  let routeId: string;
  let stops: { id: string; number: string; items: { id: string }[] }[];
  let serial: string;
  let contact: string;

  const { api, act } = driverCalls(() => ctx);

  beforeAll(async () => {
    ctx = await createMailTestContext();
    ({ tenants, driverUser, otherDriverUser, routeId, stops, serial, contact } =
      await plannedDriverRoute(ctx));
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
