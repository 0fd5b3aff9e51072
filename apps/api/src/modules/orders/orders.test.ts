import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '@recolecta/shared/documents';
import { ORDER_NUMBER_PATTERN, ORDER_STATUSES } from '@recolecta/shared/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantContract } from '../../../test/crud-contract.ts';
import {
  createCompany,
  createMailTestContext,
  createTenants,
  createTestContext,
  createUser,
  type MailTestContext,
} from '../../../test/helpers.ts';
import { makeCatalog, makeSite } from '../../../test/operations.ts';
import { companies } from '../../db/schema/companies.ts';
import { orders } from '../../db/schema/orders.ts';
import { seedCatalogs } from '../../seed/seed-catalogs.ts';
import { seedOrders } from '../../seed/seed-orders.ts';

const tag = () => randomUUID().slice(0, 6).toUpperCase();

type Catalog = Awaited<ReturnType<typeof makeCatalog>>;
const today = () => todayIn();

function orderBody(siteId: string, catalog: Catalog, overrides: Record<string, unknown> = {}) {
  return {
    siteId,
    requestedDate: addDays(today(), 3),
    priority: 'normal',
    notes: `Entrar por el andén ${tag()}`,
    items: [
      { wasteId: catalog.sharps.id, containerTypeId: catalog.box.id, containerCount: 2, estimatedKg: 12.5 },
      { wasteId: catalog.blood.id, containerTypeId: catalog.bag.id, containerCount: 1, estimatedKg: 4 },
    ],
    ...overrides,
  };
}

tenantContract({
  path: 'orders',
  rowRoutes: ['read', 'update', 'history', 'transitions'],
  list: true,
  change: { notes: 'Cambio ajeno' },
  transition: 'cancel',
  async makeRow(ctx, { ownerA, companyA }) {
    const catalog = await makeCatalog(ctx);
    const site = await makeSite(ctx, companyA.id);
    const term = `Andén${tag()}`;
    const res = await ctx.request({
      method: 'POST',
      url: '/api/v1/orders',
      token: ownerA.token,
      payload: orderBody(site.id, catalog, { notes: term }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().data.id, term };
  },
});

describe('orders', () => {
  let ctx: MailTestContext;
  let tenants: Awaited<ReturnType<typeof createTenants>>;
  let catalog: Catalog;
  let siteA: Awaited<ReturnType<typeof makeSite>>;
  let siteB: Awaited<ReturnType<typeof makeSite>>;

  beforeAll(async () => {
    ctx = await createMailTestContext();
    tenants = await createTenants(ctx);
    catalog = await makeCatalog(ctx);
    siteA = await makeSite(ctx, tenants.companyA.id);
    siteB = await makeSite(ctx, tenants.companyB.id);
  });
  afterAll(() => ctx.close());

  const api = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
    headers?: Record<string, string>,
  ) => ctx.request({ method, url: `/api/v1${url}`, token, payload, headers });

  async function create(token = tenants.ownerA.token, body: object = orderBody(siteA.id, catalog)) {
    const res = await api('POST', '/orders', token, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as {
      id: string;
      version: number;
      number: string;
      status: string;
      items: { id: string; estimatedKg: number }[];
    } & Record<string, unknown>;
  }

  async function move(
    order: { id: string },
    name: string,
    extra: Record<string, unknown> = {},
    token = tenants.admin.token,
  ) {
    const current = (await api('GET', `/orders/${order.id}`, token)).json().data;
    return api('POST', `/orders/${order.id}/transitions/${name}`, token, {
      version: current.version,
      ...extra,
    });
  }

  it('creates an order for an own site with its number, the site window and named items', async () => {
    const order = await create();
    expect(order.number).toMatch(ORDER_NUMBER_PATTERN);
    expect(order.number.slice(4, 8)).toBe(today().slice(0, 4));
    expect(order).toMatchObject({
      status: 'requested',
      companyId: tenants.companyA.id,
      companyName: tenants.companyA.legalName,
      siteId: siteA.id,
      siteName: siteA.name,
      windowStart: '09:00',
      windowEnd: '13:00',
      priority: 'normal',
      estimatedKg: 16.5,
      actualKg: null,
      version: 1,
    });
    expect(order.items).toHaveLength(2);
    expect(order.items[0]).toMatchObject({
      wasteId: catalog.sharps.id,
      wasteName: catalog.sharps.name,
      wasteClassId: catalog.wasteClass.id,
      wasteClassName: catalog.wasteClass.name,
      containerTypeName: catalog.box.name,
      containerCount: 2,
      estimatedKg: 12.5,
      actualKg: null,
    });
    const read = await api('GET', `/orders/${order.id}`, tenants.ownerA.token);
    expect(read.json().data).toEqual(order);
    expect((await api('GET', `/orders/${randomUUID()}`, tenants.admin.token)).statusCode).toBe(404);
    expect((await api('GET', '/orders/not-an-id', tenants.admin.token)).statusCode).toBe(422);
    expect((await api('DELETE', `/orders/${order.id}`, tenants.admin.token)).statusCode).toBe(404);
    const anonymous = await ctx.request({ url: '/api/v1/orders' });
    expect(anonymous.statusCode).toBe(401);
    // Its own window wins over the site's.
    const own = await create(
      tenants.ownerA.token,
      orderBody(siteA.id, catalog, { windowStart: '15:00', windowEnd: '17:30' }),
    );
    expect(own).toMatchObject({ windowStart: '15:00', windowEnd: '17:30' });
  });

  it('lets staff order for any company, from the site or naming the company', async () => {
    const bySite = await create(tenants.admin.token, orderBody(siteB.id, catalog));
    expect(bySite.companyId).toBe(tenants.companyB.id);
    const named = await create(tenants.admin.token, {
      ...orderBody(siteB.id, catalog),
      companyId: tenants.companyB.id,
    });
    expect(named.companyId).toBe(tenants.companyB.id);
    const mismatch = await api('POST', '/orders', tenants.admin.token, {
      ...orderBody(siteB.id, catalog),
      companyId: tenants.companyA.id,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().details).toEqual([expect.objectContaining({ path: 'siteId' })]);
  });

  it('refuses bad orders with 422 naming each field, in Spanish and in English', async () => {
    const archived = await makeSite(ctx, tenants.companyA.id, { archivedAt: new Date() });
    // A class, not a sub-waste; a container type that does not take the sub-waste; ids of nothing.
    const badItems = () => [
      { wasteId: catalog.wasteClass.id, containerTypeId: catalog.box.id, containerCount: 1, estimatedKg: 1 },
      { wasteId: catalog.sharps.id, containerTypeId: catalog.bag.id, containerCount: 1, estimatedKg: 1 },
      { wasteId: randomUUID(), containerTypeId: randomUUID(), containerCount: 1, estimatedKg: 1 },
    ];
    const topLevel = await api('POST', '/orders', tenants.ownerA.token, {
      ...orderBody(siteA.id, catalog),
      requestedDate: addDays(today(), -1),
      windowStart: '12:00',
      windowEnd: '11:00',
      items: badItems(),
    });
    expect(topLevel.statusCode, topLevel.body).toBe(422);
    // The window order is a schema rule, answered before the service's own checks.
    expect(topLevel.json().details).toEqual([
      { path: 'windowEnd', message: 'El fin de la ventana debe ser después del inicio' },
    ]);
    const rules = await api('POST', '/orders', tenants.ownerA.token, {
      ...orderBody(siteA.id, catalog),
      requestedDate: addDays(today(), -1),
      items: badItems(),
    });
    expect(rules.statusCode).toBe(422);
    expect(rules.json().details).toEqual([
      { path: 'requestedDate', message: 'La fecha no puede ser anterior a hoy' },
      { path: 'items.0.wasteId', message: 'Elige un subresiduo (un residuo dentro de una clase)' },
      { path: 'items.1.containerTypeId', message: 'Este tipo de contenedor no admite el subresiduo elegido' },
      { path: 'items.2.wasteId', message: 'El registro elegido no existe o está archivado' },
      { path: 'items.2.containerTypeId', message: 'El registro elegido no existe o está archivado' },
    ]);
    const english = await api(
      'POST',
      '/orders',
      tenants.ownerA.token,
      { ...orderBody(siteA.id, catalog), requestedDate: addDays(today(), -1) },
      { 'accept-language': 'en' },
    );
    expect(english.json().details).toEqual([
      { path: 'requestedDate', message: 'The date cannot be before today' },
    ]);

    for (const siteId of [siteB.id, archived.id, randomUUID()]) {
      const res = await api('POST', '/orders', tenants.ownerA.token, orderBody(siteId, catalog));
      expect(res.statusCode).toBe(422);
      expect(res.json().details).toEqual([
        { path: 'siteId', message: 'El sitio no es de la empresa o está archivado' },
      ]);
    }
    const missing = await api('POST', '/orders', tenants.ownerA.token, { items: [] });
    expect(missing.statusCode).toBe(422);
    const paths = (missing.json().details as { path: string; message: string }[]).map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['siteId', 'requestedDate', 'items']));
    expect(missing.json().details).toContainEqual({ path: 'siteId', message: 'Por favor ingresar Sitio' });
    const missingEn = await api(
      'POST',
      '/orders',
      tenants.ownerA.token,
      { items: [] },
      { 'accept-language': 'en' },
    );
    expect(missingEn.json().details).toContainEqual({ path: 'siteId', message: 'Please enter Site' });
    const tooMany = await api('POST', '/orders', tenants.ownerA.token, {
      ...orderBody(siteA.id, catalog),
      items: [
        { wasteId: catalog.sharps.id, containerTypeId: catalog.box.id, containerCount: 0, estimatedKg: -1 },
      ],
    });
    expect(tooMany.statusCode).toBe(422);
    expect((tooMany.json().details as { path: string }[]).map((d) => d.path)).toEqual([
      'items.0.containerCount',
      'items.0.estimatedKg',
    ]);
  });

  it('refuses orders for a company that is not active', async () => {
    const suspended = await createCompany(ctx, { status: 'suspended' });
    const site = await makeSite(ctx, suspended.id);
    const res = await api('POST', '/orders', tenants.admin.token, orderBody(site.id, catalog));
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([
      { path: 'siteId', message: 'La empresa no está activa y no puede pedir recolecciones' },
    ]);
  });

  it('gives 20 orders made at once 20 different numbers, one after another', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('POST', '/orders', tenants.ownerA.token, orderBody(siteA.id, catalog)),
      ),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(201);
    const numbers = results.map((r) => r.json().data.number as string);
    expect(new Set(numbers).size).toBe(20);
    const sequence = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(sequence.at(-1)! - sequence[0]!).toBe(19);
  });

  it('walks the whole lifecycle with a timeline, weights and the last collection day', async () => {
    const order = await create();
    // The owner neither schedules nor works the order; only the operator does.
    const refused = await move(order, 'schedule', {}, tenants.ownerA.token);
    expect(refused.statusCode).toBe(403);
    const early = await move(order, 'collect');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'INVALID_TRANSITION', allowed: ['schedule', 'cancel'] });
    const unknown = await move(order, 'teleport');
    expect(unknown.statusCode).toBe(409);

    const past = await move(order, 'schedule', { input: { scheduledDate: addDays(today(), -2) } });
    expect(past.statusCode).toBe(422);
    expect(past.json().details).toEqual([
      { path: 'input.scheduledDate', message: 'La fecha no puede ser anterior a hoy' },
    ]);
    const scheduled = await move(order, 'schedule', { input: { scheduledDate: addDays(today(), 4) } });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().data).toMatchObject({ status: 'scheduled', scheduledDate: addDays(today(), 4) });
    expect((await move(order, 'start')).json().data.status).toBe('in_progress');

    const noWeights = await move(order, 'collect');
    expect(noWeights.statusCode).toBe(422);
    expect(noWeights.json().details).toEqual([
      { path: 'input.items', message: 'Por favor ingresar Partidas' },
    ]);
    const partial = await move(order, 'collect', {
      input: { items: [{ id: order.items[0]!.id, actualKg: 11 }] },
    });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().details).toEqual([
      { path: 'input.items', message: 'Indica los kg reales de cada partida del pedido' },
    ]);
    const badKg = await move(order, 'collect', {
      input: { items: [{ id: order.items[0]!.id, actualKg: -3 }] },
    });
    expect(badKg.statusCode).toBe(422);
    expect(badKg.json().details[0].path).toBe('input.items.0.actualKg');
    const collected = await move(order, 'collect', {
      input: { items: order.items.map((i, n) => ({ id: i.id, actualKg: n === 0 ? 11 : 4.5 })) },
    });
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json().data).toMatchObject({
      status: 'collected',
      collectedOn: today(),
      actualKg: 15.5,
    });
    expect(collected.json().data.items.map((i: { actualKg: number }) => i.actualKg)).toEqual([11, 4.5]);
    const [company] = await ctx.app.db
      .select({ last: companies.lastCollectionOn })
      .from(companies)
      .where(eq(companies.id, tenants.companyA.id));
    expect(company!.last).toBe(today());

    expect((await move(order, 'receive')).json().data.status).toBe('received');
    expect((await move(order, 'cancel', { reason: 'tarde' })).statusCode).toBe(409);
    expect((await move(order, 'close')).json().data.status).toBe('closed');
    const closed = await move(order, 'fail', { reason: 'x' });
    expect(closed.json()).toMatchObject({ code: 'INVALID_TRANSITION', allowed: [] });

    const timeline = await api('GET', `/orders/${order.id}/transitions`, tenants.ownerA.token);
    expect(timeline.json().data.map((t: { name: string }) => t.name)).toEqual([
      'close',
      'receive',
      'collect',
      'start',
      'schedule',
    ]);
    const history = await api('GET', `/orders/${order.id}/history`, tenants.ownerA.token);
    expect(history.json().data.map((h: { action: string }) => h.action)).toContain('order.create');
  });

  it('keeps a later last collection day when an earlier one is recorded', async () => {
    const later = addDays(today(), 5);
    await ctx.app.db
      .update(companies)
      .set({ lastCollectionOn: later })
      .where(eq(companies.id, tenants.companyB.id));
    const order = await create(tenants.admin.token, orderBody(siteB.id, catalog));
    await move(order, 'schedule');
    await move(order, 'start');
    const res = await move(order, 'collect', {
      input: { items: order.items.map((i) => ({ id: i.id, actualKg: 1 })) },
    });
    expect(res.statusCode).toBe(200);
    const [company] = await ctx.app.db
      .select({ last: companies.lastCollectionOn })
      .from(companies)
      .where(eq(companies.id, tenants.companyB.id));
    expect(company!.last).toBe(later);
  });

  it('cancels only with a reason, by the owner or staff, before collection', async () => {
    const order = await create();
    const noReason = await move(order, 'cancel', {}, tenants.ownerA.token);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().details).toEqual([{ path: 'reason', message: 'Indica el motivo' }]);
    const cancelled = await move(order, 'cancel', { reason: 'Ya no se necesita' }, tenants.ownerA.token);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', statusReason: 'Ya no se necesita' });

    const scheduled = await create();
    await move(scheduled, 'schedule');
    const byStaff = await move(scheduled, 'cancel', { reason: 'Sin unidad' });
    expect(byStaff.json().data.status).toBe('cancelled');

    const stale = await api('POST', `/orders/${order.id}/transitions/cancel`, tenants.admin.token, {
      version: 1,
      reason: 'otra vez',
    });
    expect(stale.statusCode).toBe(409);
  });

  it('fails with a reason at the stop, and reschedules as a new linked order', async () => {
    const order = await create();
    await move(order, 'schedule');
    const noReason = await move(order, 'fail');
    expect(noReason.statusCode).toBe(422);
    const failed = await move(order, 'fail', { reason: 'Sitio cerrado' });
    expect(failed.json().data).toMatchObject({ status: 'failed', statusReason: 'Sitio cerrado' });
    const ownerFail = await create();
    await move(ownerFail, 'schedule');
    expect((await move(ownerFail, 'fail', { reason: 'x' }, tenants.ownerA.token)).statusCode).toBe(403);

    const notFailed = await api('POST', `/orders/${ownerFail.id}/reschedule`, tenants.ownerA.token, {
      requestedDate: addDays(today(), 6),
    });
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().code).toBe('INVALID_TRANSITION');
    const pastDay = await api('POST', `/orders/${order.id}/reschedule`, tenants.ownerA.token, {
      requestedDate: addDays(today(), -1),
    });
    expect(pastDay.statusCode).toBe(422);

    const res = await api('POST', `/orders/${order.id}/reschedule`, tenants.ownerA.token, {
      requestedDate: addDays(today(), 6),
    });
    expect(res.statusCode, res.body).toBe(201);
    const again = res.json().data;
    expect(again).toMatchObject({
      status: 'requested',
      rescheduledFromId: order.id,
      companyId: order.companyId,
      siteId: order.siteId,
      requestedDate: addDays(today(), 6),
      windowStart: order.windowStart,
      estimatedKg: order.estimatedKg,
    });
    expect(again.number).not.toBe(order.number);
    expect(again.items.map((i: { wasteId: string }) => i.wasteId)).toEqual(
      order.items.map((i) => (i as unknown as { wasteId: string }).wasteId),
    );
    const other = await api('POST', `/orders/${order.id}/reschedule`, tenants.ownerB.token, {
      requestedDate: addDays(today(), 6),
    });
    expect(other.statusCode).toBe(404);
  });

  it('reschedules a failed order once, however many requests arrive at once over HTTP', async () => {
    const order = await create();
    await move(order, 'schedule');
    await move(order, 'fail', { reason: 'Sitio cerrado' });
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const body = { requestedDate: addDays(today(), 7), notes: 'Otra vez' };
    const post = (payload: object) =>
      fetch(`${address}/api/v1/orders/${order.id}/reschedule`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tenants.ownerA.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      }).then(async (res) => ({
        status: res.status,
        body: (await res.json()) as { data: { id: string; number: string }; code?: string; message?: string },
      }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(body)));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const ids = new Set(answers.map((a) => a.body.data.id));
    expect(ids.size).toBe(1);
    const made = await ctx.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.rescheduledFromId, order.id));
    expect(made.map((r) => r.id)).toEqual([...ids]);
    const failed = (await api('GET', `/orders/${order.id}`, tenants.ownerA.token)).json().data;
    expect(failed.rescheduledAs).toEqual({
      id: answers[0]!.body.data.id,
      number: answers[0]!.body.data.number,
    });

    // A retry later answers the same order; another day is refused, naming it.
    const retry = await post(body);
    expect(retry).toMatchObject({ status: 201, body: { data: { id: [...ids][0] } } });
    const other = await post({ requestedDate: addDays(today(), 8) });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: 'ALREADY_RESCHEDULED' });
    expect(other.body.message).toContain(answers[0]!.body.data.number);
  });

  it('edits while requested; afterwards only notes and priority; never the status', async () => {
    const order = await create();
    const items = [
      { wasteId: catalog.blood.id, containerTypeId: catalog.box.id, containerCount: 3, estimatedKg: 9 },
    ];
    const edited = await api('PATCH', `/orders/${order.id}`, tenants.ownerA.token, {
      version: order.version,
      items,
      priority: 'urgent',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ version: 2, priority: 'urgent', estimatedKg: 9 });
    expect(edited.json().data.items).toHaveLength(1);
    const status = await api('PATCH', `/orders/${order.id}`, tenants.ownerA.token, {
      version: 2,
      status: 'closed',
    });
    expect(status.statusCode).toBe(422);
    expect(status.json().details[0].path).toBe('status');
    const stale = await api('PATCH', `/orders/${order.id}`, tenants.ownerA.token, {
      version: 1,
      notes: 'tarde',
    });
    expect(stale.statusCode).toBe(409);
    const badWindow = await api('PATCH', `/orders/${order.id}`, tenants.ownerA.token, {
      version: 2,
      windowStart: '14:00',
    });
    expect(badWindow.statusCode).toBe(422);
    expect(badWindow.json().details).toEqual([
      { path: 'windowEnd', message: 'El fin de la ventana debe ser después del inicio' },
    ]);

    await move(order, 'schedule');
    const version = (await api('GET', `/orders/${order.id}`, tenants.admin.token)).json().data.version;
    const locked = await api('PATCH', `/orders/${order.id}`, tenants.ownerA.token, {
      version,
      items,
      requestedDate: addDays(today(), 9),
    });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().details).toEqual([
      { path: 'requestedDate', message: 'Solo se cambia mientras el pedido está solicitado' },
      { path: 'items', message: 'Solo se cambia mientras el pedido está solicitado' },
    ]);
    const notes = await api('PATCH', `/orders/${order.id}`, tenants.ownerA.token, {
      version,
      notes: 'Tocar el timbre',
    });
    expect(notes.statusCode).toBe(200);
    expect(notes.json().data.notes).toBe('Tocar el timbre');
  });

  it('filters by status, company, site, waste class, priority and dates; searches; sorts; exports', async () => {
    const company = await createCompany(ctx);
    const owner = await createUser(ctx, { role: 'owner', companyId: company.id });
    const site1 = await makeSite(ctx, company.id, { name: `Hospital Norte ${tag()}` });
    const site2 = await makeSite(ctx, company.id);
    const other = await makeCatalog(ctx);
    const a = await create(
      owner.token,
      orderBody(site1.id, catalog, { requestedDate: addDays(today(), 1), priority: 'urgent' }),
    );
    const b = await create(owner.token, orderBody(site2.id, other, { requestedDate: addDays(today(), 10) }));
    const c = await create(
      owner.token,
      orderBody(site2.id, catalog, { requestedDate: addDays(today(), 20), priority: 'high' }),
    );
    await move(c, 'schedule');
    const ids = async (query: string, token = owner.token) => {
      const res = await api('GET', `/orders?pageSize=100&${query}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { id: string }[]).map((o) => o.id);
    };
    expect(await ids('')).toEqual([c.id, b.id, a.id]);
    expect(await ids('sort=requestedDate:asc')).toEqual([a.id, b.id, c.id]);
    expect(await ids('sort=priority:desc')).toEqual([a.id, c.id, b.id]);
    // By the lifecycle's order (requested before scheduled), then by id.
    expect(await ids('sort=status:asc')).toEqual([...[a.id, b.id].sort(), c.id]);
    expect(await ids('status=scheduled')).toEqual([c.id]);
    expect(await ids(`siteId=${site2.id}`)).toEqual([c.id, b.id]);
    expect(await ids(`wasteClass=${other.wasteClass.id}`)).toEqual([b.id]);
    expect(await ids('priority=urgent')).toEqual([a.id]);
    expect(await ids(`from=${addDays(today(), 5)}&to=${addDays(today(), 15)}`)).toEqual([b.id]);
    expect(await ids(`q=${encodeURIComponent(String(b.number))}`)).toEqual([b.id]);
    expect(await ids(`q=${encodeURIComponent(String(b.number).slice(-6))}`)).toEqual([b.id]);
    expect(await ids(`q=${encodeURIComponent('hospital norte')}`)).toEqual([a.id]);
    expect(await ids(`companyId=${company.id}`, tenants.admin.token)).toEqual([c.id, b.id, a.id]);
    // An owner naming another company still sees only their own.
    expect(await ids(`companyId=${company.id}`, tenants.ownerA.token)).toEqual([]);

    const csv = await api('GET', `/orders/export?format=csv&siteId=${site2.id}`, owner.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(String(b.number));
    expect(csv.body).toContain(String(c.number));
    expect(csv.body).not.toContain(String(a.number));
    expect(csv.body).toContain('Programado');
    // The ticked rows only; another company's order among the ids is not exported.
    const ticked = await api('GET', `/orders/export?format=csv&ids=${a.id},${c.id}`, owner.token);
    expect(ticked.statusCode).toBe(200);
    expect(ticked.body).toContain(String(a.number));
    expect(ticked.body).toContain(String(c.number));
    expect(ticked.body).not.toContain(String(b.number));
    expect(await ids(`ids=${a.id},${c.id}`, tenants.ownerA.token)).toEqual([]);
    expect((await api('GET', '/orders?ids=nope', owner.token)).statusCode).toBe(422);
    const calendar = await api(
      'GET',
      `/orders?pageSize=100&from=${today()}&to=${addDays(today(), 31)}`,
      owner.token,
    );
    expect(calendar.json().meta).toMatchObject({ pageSize: 100, total: 3 });
    expect((await api('GET', '/orders?pageSize=101', owner.token)).statusCode).toBe(422);
    // Pages by cursor: the second page of two goes on where the first stopped.
    const first = (await api('GET', '/orders?pageSize=2&sort=requestedDate:asc', owner.token)).json();
    expect(first.data.map((o: { id: string }) => o.id)).toEqual([a.id, b.id]);
    const second = await api(
      'GET',
      `/orders?pageSize=2&sort=requestedDate:asc&after=${first.meta.next}`,
      owner.token,
    );
    expect(second.json().data.map((o: { id: string }) => o.id)).toEqual([c.id]);
    // Sorted by status (its rank), the cursor carries the rank the page is ordered by.
    const byStatus = (await api('GET', '/orders?pageSize=2&sort=status:asc', owner.token)).json();
    expect(byStatus.data.map((o: { id: string }) => o.id)).toEqual([a.id, b.id].sort());
    const byStatusNext = await api(
      'GET',
      `/orders?pageSize=2&sort=status:asc&after=${byStatus.meta.next}`,
      owner.token,
    );
    expect(byStatusNext.statusCode, byStatusNext.body).toBe(200);
    expect(byStatusNext.json().data.map((o: { id: string }) => o.id)).toEqual([c.id]);
  });

  it('cancels in bulk and answers per id', async () => {
    const open = await create();
    const done = await create();
    await move(done, 'cancel', { reason: 'antes' });
    const foreign = await create(tenants.ownerB.token, orderBody(siteB.id, catalog));
    const missing = randomUUID();
    const res = await api('POST', '/orders/bulk/cancel', tenants.ownerA.token, {
      ids: [open.id, done.id, foreign.id, missing],
      reason: 'Cierre por vacaciones',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { id: open.id, outcome: 'cancelled' },
      { id: done.id, outcome: 'invalid_transition' },
      { id: foreign.id, outcome: 'not_found' },
      { id: missing, outcome: 'not_found' },
    ]);
    expect((await api('GET', `/orders/${foreign.id}`, tenants.ownerB.token)).json().data.status).toBe(
      'requested',
    );
    const noReason = await api('POST', '/orders/bulk/cancel', tenants.ownerA.token, {
      ids: [open.id],
      reason: '',
    });
    expect(noReason.statusCode).toBe(422);
    const reader = await createUser(ctx, { role: ['orders:read'] });
    expect(
      (await api('POST', '/orders/bulk/cancel', reader.token, { ids: [open.id], reason: 'x' })).statusCode,
    ).toBe(403);
  });

  it('e-mails the company contact and its owners when an order is received, scheduled, cancelled or failed', async () => {
    const company = await createCompany(ctx);
    const owner = await createUser(ctx, { role: 'owner', companyId: company.id, locale: 'en' });
    const site = await makeSite(ctx, company.id, { name: 'Clínica Sur' });
    await ctx.app.jobs.drain();

    const order = await create(owner.token, orderBody(site.id, catalog));
    const received = await ctx.mail.next(company.email);
    expect(received.subject).toBe(`Recibimos tu pedido ${order.number}`);
    expect(received.text).toContain('Clínica Sur');
    expect(received.text).toContain(String(order.requestedDate));
    const receivedEn = await ctx.mail.next(owner.email);
    expect(receivedEn.subject).toBe(`We received your order ${order.number}`);

    const day = addDays(today(), 8);
    await move(order, 'schedule', { input: { scheduledDate: day } });
    const scheduled = await ctx.mail.next(company.email);
    expect(scheduled.subject).toBe(`Tu pedido ${order.number} está programado`);
    expect(scheduled.text).toContain(day);
    expect(scheduled.text).toContain('09:00–13:00');
    expect((await ctx.mail.next(owner.email)).subject).toBe(`Your order ${order.number} is scheduled`);

    await move(order, 'fail', { reason: 'Portón cerrado' });
    const failed = await ctx.mail.next(company.email);
    expect(failed.subject).toBe(`No pudimos recolectar el pedido ${order.number}`);
    expect(failed.text).toContain('Portón cerrado');
    expect((await ctx.mail.next(owner.email)).text).toContain('Reason: Portón cerrado');

    const other = await create(owner.token, orderBody(site.id, catalog));
    await ctx.mail.next(company.email);
    await ctx.mail.next(owner.email);
    await move(other, 'cancel', { reason: 'Duplicado' }, owner.token);
    const cancelled = await ctx.mail.next(company.email);
    expect(cancelled.subject).toBe(`Pedido ${other.number} cancelado`);
    expect(cancelled.text).toContain('Motivo: Duplicado');
    expect((await ctx.mail.next(owner.email)).subject).toBe(`Order ${other.number} cancelled`);

    // A refused change queues nothing.
    await move(other, 'cancel', { reason: 'otra vez' }, owner.token);
    await ctx.app.jobs.drain();
    expect(ctx.mail.pending(company.email)).toEqual([]);
  });
});

describe('orders: demo data', () => {
  it('seeds weeks of orders in every status with their timelines, and numbers go on after them', async () => {
    const ctx = await createTestContext();
    try {
      const { admin, ownerA, companyA } = await createTenants(ctx);
      await seedCatalogs(ctx.app.db, admin.id);
      const site = await makeSite(ctx, companyA.id);
      const { orders: made } = await seedOrders(ctx.app.db, admin.id);
      expect(made).toBeGreaterThan(10);
      const list = await ctx.request({ url: '/api/v1/orders?pageSize=100', token: ownerA.token });
      const data = list.json().data as { id: string; status: string; number: string; items: unknown[] }[];
      expect(new Set(data.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
      for (const order of data) expect(order.items.length).toBeGreaterThan(0);
      const closed = data.find((o) => o.status === 'closed')!;
      const timeline = await ctx.request({
        url: `/api/v1/orders/${closed.id}/transitions`,
        token: ownerA.token,
      });
      expect(timeline.json().data.map((t: { to: string }) => t.to)).toEqual([
        'closed',
        'received',
        'collected',
        'in_progress',
        'scheduled',
      ]);
      const catalog = await makeCatalog(ctx);
      const res = await ctx.request({
        method: 'POST',
        url: '/api/v1/orders',
        token: ownerA.token,
        payload: orderBody(site.id, catalog),
      });
      expect(res.statusCode, res.body).toBe(201);
      const highest = Math.max(...data.map((o) => Number(o.number.slice(-6))));
      expect(Number(res.json().data.number.slice(-6))).toBe(highest + 1);
    } finally {
      await ctx.close();
    }
  });
});
