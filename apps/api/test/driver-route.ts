import { randomUUID } from 'node:crypto';
import { todayIn } from '@recolecta/shared/documents';
import { expect } from 'vitest';
import { assets } from '../src/db/schema/assets.ts';
import { createTenants, createUser, type MailTestContext, type TestContext } from './helpers.ts';
import { makeCatalog, makeDriver, makeReusableType, makeSite, makeStore, makeVehicle } from './operations.ts';

/** A 1×1 PNG: a stand-in for a signature drawn on the phone. */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const tag = () => randomUUID().slice(0, 6).toUpperCase();

/**
 * The calls of the tests on this route, over a context made later (in `beforeAll`): `api` as any
 * user, `act` a driver's act with a fresh id, made now.
 */
export function driverCalls(ctx: () => TestContext) {
  const api = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    ctx().request({ method, url: `/api/v1${url}`, token, payload });
  const act = (token: string, action: Record<string, unknown>) =>
    api('POST', '/driver/actions', token, { id: randomUUID(), at: new Date().toISOString(), ...action });
  return { api, act };
}

/**
 * Today's planned route of two hazardous stops of company A, from and to one plant, driven by a
 * driver linked to `driverUser` (`otherDriverUser` drives nothing). Both sites tell `contact` (the
 * first in English), a reusable container with `serial` waits at the first, and the mails the
 * set-up caused are gone: the cast of the driver's day and of the manifests it signs.
 */
export async function plannedDriverRoute(ctx: MailTestContext) {
  const contact = `contacto-${tag().toLowerCase()}@sitio.test`;
  const api = (url: string, token: string, payload: object) =>
    ctx.request({ method: 'POST', url: `/api/v1${url}`, token, payload });
  const tenants = await createTenants(ctx);
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
  const plant = await makeStore(ctx);
  const driverUser = await createUser(ctx, { role: ['routes:drive'] });
  const otherDriverUser = await createUser(ctx, { role: ['routes:drive'] });
  const driver = await makeDriver(ctx, { userId: driverUser.id });
  await makeDriver(ctx, { userId: otherDriverUser.id });
  const vehicle = await makeVehicle(ctx);
  const reusable = await makeReusableType(ctx);
  const serial = `SER-${tag()}`;
  await ctx.app.db.insert(assets).values({
    serial,
    containerTypeId: reusable.id,
    siteId: siteA.id,
    companyId: tenants.companyA.id,
    status: 'at_client',
  });
  const stops: { id: string; number: string; items: { id: string }[] }[] = [];
  for (const site of [siteA, siteA2]) {
    const res = await api('/orders', tenants.admin.token, {
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
  const route = await api('/routes', tenants.admin.token, {
    date: todayIn(),
    driverId: driver.id,
    vehicleId: vehicle.id,
    startStoreId: plant.id,
    endStoreId: plant.id,
    startTime: '00:00',
    stops: stops.map((s) => s.id),
  });
  expect(route.statusCode, route.body).toBe(201);
  await ctx.app.jobs.drain();
  ctx.mail.messages.length = 0;
  return {
    tenants,
    driverUser,
    otherDriverUser,
    routeId: route.json().data.id as string,
    stops,
    serial,
    plant,
    contact,
  };
}

export type DriverRoute = Awaited<ReturnType<typeof plannedDriverRoute>>;
