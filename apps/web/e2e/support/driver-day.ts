import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, expect } from '@playwright/test';
import type { Order } from '@recolecta/shared/orders';
import { apiToken } from './accounts.ts';
import { madeUser, uniqueSuffix } from './users.ts';

/**
 * Routes of drivers of their own, made through the admin API as the office would (driver.spec.ts, the
 * accessibility walk): the demo driver's route stays untouched for the other specs.
 */

/** Today where the operator works: the driver's page shows this day's route only. */
export const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
const inYears = (years: number) => `${new Date().getFullYear() + years}-06-30`;

/** A 1600×1200 PNG, larger than the phone keeps: the photo its camera would hand over. */
export function cameraPhoto(width = 1600, height = 1200): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) => {
    const v = Math.floor((y * 255) / height);
    return Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([v, 120, 255 - v]))]);
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface Setup {
  token: string;
  routeNumber: string;
  orders: Order[];
}

export async function adminHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${await apiToken(request, 'admin')}` };
}

async function post<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const res = await request.post(`/api/v1/${path}`, { headers: await adminHeaders(request), data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: T }).data;
}

async function idOf(request: APIRequestContext, path: string, q: string) {
  const res = await request.get(`/api/v1/${path}?q=${encodeURIComponent(q)}`, {
    headers: await adminHeaders(request),
  });
  return ((await res.json()) as { data: { id: string }[] }).data[0]!.id;
}

/** A driver with a valid permit (linked to a user when given one) and a refrigerated truck of their own. */
async function driverAndTruck(request: APIRequestContext, suffix: string, userId?: string) {
  const driver = await post<{ id: string }>(request, 'drivers', {
    firstName: 'Lucía',
    lastName: `Herrera ${suffix.slice(-4)}`,
    licenceNumber: `E2E${suffix}`,
    licenceType: 'E',
    licenceExpiry: inYears(3),
    hazmatPermitNumber: `PERM-${suffix}`,
    hazmatPermitExpiry: inYears(2),
    userId,
  });
  const vehicle = await post<{ id: string }>(request, 'vehicles', {
    plate: `E2E${suffix.slice(-6)}`,
    type: 'refrigerated_truck',
    make: 'Isuzu',
    model: 'ELF 600',
    year: new Date().getFullYear() - 2,
    capacityKg: 5000,
    refrigerated: true,
    insurancePolicy: `POL-${suffix}`,
    // Past the far days the accessibility walk's day board may fall on.
    insuranceExpiry: inYears(2),
    status: 'available',
  });
  return { driverId: driver.id, vehicleId: vehicle.id };
}

/** `count` requested orders of the day at a demo site of Clínica Norte, with the items of one of its orders. */
async function ordersAtNorte(request: APIRequestContext, day: string, count: number): Promise<Order[]> {
  const template = await request.get('/api/v1/orders?status=requested&q=Norte&pageSize=1', {
    headers: await adminHeaders(request),
  });
  const like = ((await template.json()) as { data: Order[] }).data[0]!;
  const orders: Order[] = [];
  for (let n = 0; n < count; n++) {
    orders.push(
      await post<Order>(request, 'orders', {
        companyId: like.companyId,
        siteId: like.siteId,
        requestedDate: day,
        items: like.items.map((i) => ({
          wasteId: i.wasteId,
          containerTypeId: i.containerTypeId,
          containerCount: i.containerCount,
          estimatedKg: i.estimatedKg,
        })),
      }),
    );
  }
  return orders;
}

async function routeThrough(request: APIRequestContext, day: string, crew: object, orders: Order[]) {
  const store = await idOf(request, 'stores', 'Iztapalapa');
  return post<{ id: string; number: string; version: number }>(request, 'routes', {
    date: day,
    ...crew,
    startStoreId: store,
    endStoreId: store,
    startTime: '00:00',
    stops: orders.map((o) => o.id),
  });
}

/**
 * A driver of its own for today: a role that may only drive, a user invited into it, a driver linked
 * to that user with a valid permit, a refrigerated truck, three orders of today at a demo site and a
 * route through them, started.
 */
export async function driverWithRouteToday(request: APIRequestContext): Promise<Setup> {
  const suffix = uniqueSuffix();
  const role = await post<{ id: string }>(request, 'roles', {
    name: `Chofer e2e ${suffix}`,
    scope: 'operator',
    permissions: ['routes:drive'],
  });
  const user = await madeUser(request, { role: role.id, tag: 'chofer' });
  const me = await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${user.token}` } });
  const userId = ((await me.json()) as { data: { id: string } }).data.id;
  const crew = await driverAndTruck(request, suffix, userId);
  const orders = await ordersAtNorte(request, today(), 3);
  const route = await routeThrough(request, today(), crew, orders);
  // Started by the office at once: a planned route of today would be the first one the routes spec
  // picks for its day board. The driver still signs the day on the phone.
  const started = await request.post(`/api/v1/routes/${route.id}/transitions/start`, {
    headers: await adminHeaders(request),
    data: { version: route.version },
  });
  expect(started.status(), await started.text()).toBe(200);
  return { token: user.token, routeNumber: route.number, orders };
}

/**
 * A day board to look at: on `day`, a planned route of a driver and truck of its own through two
 * orders, and a third order of the day waiting for a route.
 */
export async function dayBoard(request: APIRequestContext, day: string) {
  const crew = await driverAndTruck(request, uniqueSuffix());
  const orders = await ordersAtNorte(request, day, 3);
  const route = await routeThrough(request, day, crew, orders.slice(0, 2));
  return { routeNumber: route.number, orders };
}
