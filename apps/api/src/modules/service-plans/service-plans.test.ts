import { addDays, todayIn } from '@recolecta/shared/documents';
import { isoWeekday, longestGapDays, planDates } from '@recolecta/shared/service-plans';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailsOf, tenantContract } from '../../../test/crud-contract.ts';
import {
  createMailTestContext,
  createTenants,
  createUser,
  type MailTestContext,
  type TestContext,
} from '../../../test/helpers.ts';
import { makeCatalog, makeSite } from '../../../test/operations.ts';
import { companies } from '../../db/schema/companies.ts';
import { orders } from '../../db/schema/orders.ts';
import { generatePlanOrders } from './generate.ts';

type Catalog = Awaited<ReturnType<typeof makeCatalog>>;
const today = () => todayIn();

function planBody(siteId: string, catalog: Catalog, overrides: Record<string, unknown> = {}) {
  return {
    siteId,
    name: 'Recolección semanal',
    recurrence: 'interval',
    intervalDays: 7,
    startsOn: today(),
    priority: 'normal',
    items: [
      { wasteId: catalog.sharps.id, containerTypeId: catalog.box.id, containerCount: 2, estimatedKg: 10 },
    ],
    ...overrides,
  };
}

async function makePlan(ctx: TestContext, token: string, body: object) {
  const res = await ctx.request({ method: 'POST', url: '/api/v1/service-plans', token, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    id: string;
    version: number;
    upcoming: {
      date: string;
      requestedDate: string;
      skipped: boolean;
      moved: boolean;
      orderId: string | null;
      orderStatus: string | null;
    }[];
  } & Record<string, unknown>;
}

tenantContract({
  path: 'service-plans',
  rowRoutes: ['read', 'update', 'delete', 'archive', 'restore', 'history', 'transitions'],
  list: true,
  exported: true,
  change: { name: 'Cambio ajeno' },
  transition: 'pause',
  async makeRow(ctx, { ownerA, companyA }) {
    const catalog = await makeCatalog(ctx);
    const site = await makeSite(ctx, companyA.id);
    const plan = await makePlan(ctx, ownerA.token, planBody(site.id, catalog, { name: 'Plan Ajeno Zeta' }));
    return { id: plan.id, term: 'Ajeno Zeta' };
  },
});

describe('the calendar of a plan', () => {
  it('falls on the rule’s days within the start and end', () => {
    const rule = {
      recurrence: 'interval' as const,
      intervalDays: 10,
      weekdays: null,
      monthDay: null,
      startsOn: '2026-01-01',
      endsOn: '2026-01-31',
    };
    expect(planDates(rule, '2025-12-01', '2026-03-01')).toEqual([
      '2026-01-01',
      '2026-01-11',
      '2026-01-21',
      '2026-01-31',
    ]);
    expect(planDates(rule, '2026-01-12', '2026-01-20')).toEqual([]);
    const weekly = { ...rule, recurrence: 'weekdays' as const, weekdays: [1, 4], endsOn: null };
    // 2026-01-05 is a Monday.
    expect(isoWeekday('2026-01-05')).toBe(1);
    expect(planDates(weekly, '2026-01-05', '2026-01-11')).toEqual(['2026-01-05', '2026-01-08']);
    const monthly = { ...rule, recurrence: 'monthDay' as const, monthDay: 31, endsOn: null };
    expect(planDates(monthly, '2026-02-01', '2026-04-30')).toEqual([
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
  });

  it('knows the longest wait between two collections', () => {
    expect(longestGapDays({ recurrence: 'interval', intervalDays: 20, weekdays: null })).toBe(20);
    expect(longestGapDays({ recurrence: 'weekdays', intervalDays: null, weekdays: [1, 4] })).toBe(4);
    expect(longestGapDays({ recurrence: 'weekdays', intervalDays: null, weekdays: [3] })).toBe(7);
    expect(longestGapDays({ recurrence: 'monthDay', intervalDays: null, weekdays: null })).toBe(31);
  });
});

describe('service plans', () => {
  let ctx: MailTestContext;
  let tenants: Awaited<ReturnType<typeof createTenants>>;
  let catalog: Catalog;
  let siteA: Awaited<ReturnType<typeof makeSite>>;
  let siteB: Awaited<ReturnType<typeof makeSite>>;

  beforeAll(async () => {
    ctx = await createMailTestContext();
    tenants = await createTenants(ctx);
    await ctx.app.db
      .update(companies)
      .set({ generatorLevel: 'III' })
      .where(eq(companies.id, tenants.companyA.id));
    catalog = await makeCatalog(ctx);
    siteA = await makeSite(ctx, tenants.companyA.id);
    siteB = await makeSite(ctx, tenants.companyB.id);
  });
  afterAll(() => ctx.close());

  const api = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) => ctx.request({ method, url: `/api/v1${url}`, token, payload });
  const read = async (id: string, token = tenants.ownerA.token) =>
    (await api('GET', `/service-plans/${id}`, token)).json().data as Awaited<ReturnType<typeof makePlan>>;
  const ordersOf = (planId: string) =>
    ctx.app.db
      .select({
        id: orders.id,
        planDate: orders.planDate,
        requestedDate: orders.requestedDate,
        status: orders.status,
        companyId: orders.companyId,
      })
      .from(orders)
      .where(eq(orders.servicePlanId, planId))
      .orderBy(asc(orders.planDate));

  it('saves a plan with its rule and items, warns past the storage limit, and makes its orders', async () => {
    const plan = await makePlan(ctx, tenants.ownerA.token, planBody(siteA.id, catalog));
    expect(plan).toMatchObject({
      companyId: tenants.companyA.id,
      siteId: siteA.id,
      siteName: siteA.name,
      recurrence: 'interval',
      intervalDays: 7,
      weekdays: null,
      status: 'active',
      longestGapDays: 7,
      storageLimitDays: 7,
      exceedsStorageLimit: false,
    });
    expect(plan.items).toMatchObject([{ wasteId: catalog.sharps.id, containerCount: 2, estimatedKg: 10 }]);
    // Within the 14-day horizon: today and a week from today, no order yet until the job runs.
    expect(plan.upcoming.map((o) => o.date)).toEqual([today(), addDays(today(), 7)]);
    expect(plan.upcoming.every((o) => o.orderId === null)).toBe(true);

    await ctx.app.jobs.drain();
    const made = await ordersOf(plan.id);
    expect(made.map((o) => o.planDate)).toEqual([today(), addDays(today(), 7)]);
    expect(made.every((o) => o.status === 'requested' && o.companyId === tenants.companyA.id)).toBe(true);
    const after = await read(plan.id);
    expect(after.upcoming.every((o) => o.orderStatus === 'requested')).toBe(true);
    // The order carries the plan's items and the site's window, and says which plan made it.
    const order = (await api('GET', `/orders/${made[0]!.id}`, tenants.ownerA.token)).json().data;
    expect(order).toMatchObject({ servicePlanId: plan.id, planDate: today(), windowStart: '09:00' });
    expect(order.items).toMatchObject([{ wasteId: catalog.sharps.id, containerCount: 2 }]);
    // Scheduling it tells the client its day, as for any order.
    const scheduled = await api('POST', `/orders/${order.id}/transitions/schedule`, tenants.admin.token, {
      version: order.version,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect((await ctx.mail.next(tenants.ownerA.email)).subject).toContain(order.number);

    // Every 14 days exceeds a level III generator's 7 days: saved, with the warning.
    const loose = await makePlan(
      ctx,
      tenants.ownerA.token,
      planBody(siteA.id, catalog, { intervalDays: 14 }),
    );
    expect(loose).toMatchObject({ longestGapDays: 14, storageLimitDays: 7, exceedsStorageLimit: true });
  });

  it('never makes an order twice for a plan and date, even with two generators at once', async () => {
    const plan = await makePlan(
      ctx,
      tenants.admin.token,
      planBody(siteA.id, catalog, {
        recurrence: 'interval',
        intervalDays: 1,
        companyId: tenants.companyA.id,
      }),
    );
    const run = () => generatePlanOrders(ctx.app.db, { today: today(), horizonDays: 14, planId: plan.id });
    const [first, second] = await Promise.all([run(), run()]);
    expect(first.created + second.created).toBe(14);
    await ctx.app.jobs.drain();
    expect((await run()).created).toBe(0);
    const made = await ordersOf(plan.id);
    expect(made).toHaveLength(14);
    expect(new Set(made.map((o) => o.planDate)).size).toBe(14);
    // The staff's "generate now" is a run over every plan: nothing left to make for this one.
    const now = await api('POST', '/service-plans/generate', tenants.admin.token);
    expect(now.statusCode, now.body).toBe(200);
    expect(await ordersOf(plan.id)).toHaveLength(14);
    expect((await api('POST', '/service-plans/generate', tenants.ownerA.token)).statusCode).toBe(403);
  });

  it('skips or moves one date without touching the plan, and undoes it', async () => {
    const monday = (() => {
      let day = addDays(today(), 1);
      while (isoWeekday(day) !== 1) day = addDays(day, 1);
      return day;
    })();
    const plan = await makePlan(
      ctx,
      tenants.ownerA.token,
      planBody(siteA.id, catalog, {
        recurrence: 'weekdays',
        intervalDays: null,
        weekdays: [1],
        startsOn: monday,
      }),
    );
    expect(plan.intervalDays).toBeNull();
    const second = addDays(monday, 7);
    const [first] = plan.upcoming;
    expect(first?.date).toBe(monday);

    // Skipped before the job ran: it never makes that date's order.
    let res = await api('PUT', `/service-plans/${plan.id}/occurrences/${monday}`, tenants.ownerA.token, {
      action: 'skip',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.upcoming[0]).toMatchObject({ date: monday, skipped: true, orderId: null });
    await ctx.app.jobs.drain();
    const made = await ordersOf(plan.id);
    expect(made.map((o) => o.planDate)).not.toContain(monday);

    // Undone, the next run makes it.
    res = await api('DELETE', `/service-plans/${plan.id}/occurrences/${monday}`, tenants.ownerA.token);
    expect(res.statusCode, res.body).toBe(200);
    await ctx.app.jobs.drain();
    expect((await ordersOf(plan.id)).map((o) => o.planDate)).toContain(monday);

    // Moving a date moves its requested order along.
    if (second <= addDays(today(), 13)) {
      res = await api('PUT', `/service-plans/${plan.id}/occurrences/${second}`, tenants.ownerA.token, {
        action: 'move',
        movedTo: addDays(second, 1),
      });
      expect(res.statusCode, res.body).toBe(200);
      const moved = (await ordersOf(plan.id)).find((o) => o.planDate === second);
      expect(moved?.requestedDate).toBe(addDays(second, 1));
      res = await api('DELETE', `/service-plans/${plan.id}/occurrences/${second}`, tenants.ownerA.token);
      expect(res.statusCode, res.body).toBe(200);
      expect((await ordersOf(plan.id)).find((o) => o.planDate === second)?.requestedDate).toBe(second);
    }

    // Skipping a date whose order is requested cancels that order; undoing it is then refused, and
    // no new order is made for the date.
    res = await api('PUT', `/service-plans/${plan.id}/occurrences/${monday}`, tenants.ownerA.token, {
      action: 'skip',
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = (await ordersOf(plan.id)).find((o) => o.planDate === monday);
    expect(cancelled?.status).toBe('cancelled');
    res = await api('DELETE', `/service-plans/${plan.id}/occurrences/${monday}`, tenants.ownerA.token);
    expect(res.statusCode).toBe(422);
    expect(detailsOf(res.json())).toHaveProperty('date');
    await ctx.app.jobs.drain();
    expect((await ordersOf(plan.id)).filter((o) => o.planDate === monday)).toHaveLength(1);

    // A day the rule does not give, a past date, and a move into the past are refused on their field.
    const tuesday = addDays(monday, 1);
    res = await api('PUT', `/service-plans/${plan.id}/occurrences/${tuesday}`, tenants.ownerA.token, {
      action: 'skip',
    });
    expect(res.statusCode).toBe(422);
    expect(detailsOf(res.json()).date).toBe('Esa fecha no es una de las del plan');
    res = await api('PUT', `/service-plans/${plan.id}/occurrences/${second}`, tenants.ownerA.token, {
      action: 'move',
      movedTo: addDays(today(), -1),
    });
    expect(res.statusCode).toBe(422);
    expect(detailsOf(res.json())).toHaveProperty('movedTo');
    res = await api('PUT', `/service-plans/${plan.id}/occurrences/${second}`, tenants.ownerA.token, {
      action: 'move',
    });
    expect(res.statusCode).toBe(422);
    expect(detailsOf(res.json())).toHaveProperty('movedTo');
    // Another company's owner cannot reach the plan's dates.
    res = await api('PUT', `/service-plans/${plan.id}/occurrences/${second}`, tenants.ownerB.token, {
      action: 'skip',
    });
    expect(res.statusCode).toBe(404);
    // The plan itself did not change.
    expect((await read(plan.id)).version).toBe(plan.version);
  });

  it('makes no orders while paused, and catches up when resumed', async () => {
    const plan = await makePlan(ctx, tenants.ownerA.token, planBody(siteA.id, catalog));
    let res = await api('POST', `/service-plans/${plan.id}/transitions/pause`, tenants.ownerA.token, {
      version: plan.version,
      reason: 'Cierre por vacaciones',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('paused');
    await ctx.app.jobs.drain();
    expect(await ordersOf(plan.id)).toHaveLength(0);
    res = await api('POST', `/service-plans/${plan.id}/transitions/resume`, tenants.ownerA.token, {
      version: res.json().data.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    await ctx.app.jobs.drain();
    expect(await ordersOf(plan.id)).toHaveLength(2);
    // PATCH does not pause.
    res = await api('PATCH', `/service-plans/${plan.id}`, tenants.ownerA.token, {
      version: res.json().data.version,
      status: 'paused',
    });
    expect(res.statusCode).toBe(422);
  });

  it('refuses bad plans with the field named, in the caller’s language', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ intervalDays: null }, 'intervalDays'],
      [{ recurrence: 'weekdays', weekdays: [] }, 'weekdays'],
      [{ recurrence: 'weekdays', weekdays: [8] }, 'weekdays.0'],
      [{ recurrence: 'monthDay', monthDay: null }, 'monthDay'],
      [{ endsOn: addDays(today(), -1) }, 'endsOn'],
      [{ windowStart: '14:00', windowEnd: '10:00' }, 'windowEnd'],
      [{ intervalDays: 2_147_483_648 }, 'intervalDays'],
      [{ name: '' }, 'name'],
      [{ items: [] }, 'items'],
      [{ siteId: siteB.id }, 'siteId'],
    ];
    for (const [change, path] of cases) {
      const res = await api(
        'POST',
        '/service-plans',
        tenants.ownerA.token,
        planBody(siteA.id, catalog, change),
      );
      expect(res.statusCode, `${JSON.stringify(change)}: ${res.body}`).toBe(422);
      expect(Object.keys(detailsOf(res.json())), JSON.stringify(change)).toContain(path);
    }
    const english = await ctx.request({
      method: 'POST',
      url: '/api/v1/service-plans',
      token: tenants.ownerA.token,
      headers: { 'accept-language': 'en' },
      payload: planBody(siteA.id, catalog, { intervalDays: null }),
    });
    expect(detailsOf(english.json()).intervalDays).toBe('Give how many days apart it repeats');

    // A change keeps the rule whole: switching to weekdays without choosing any is refused.
    const plan = await makePlan(ctx, tenants.ownerA.token, planBody(siteA.id, catalog));
    const res = await api('PATCH', `/service-plans/${plan.id}`, tenants.ownerA.token, {
      version: plan.version,
      recurrence: 'weekdays',
    });
    expect(res.statusCode).toBe(422);
    expect(detailsOf(res.json())).toHaveProperty('weekdays');
    const ok = await api('PATCH', `/service-plans/${plan.id}`, tenants.ownerA.token, {
      version: plan.version,
      recurrence: 'weekdays',
      weekdays: [5, 2, 2],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ recurrence: 'weekdays', weekdays: [2, 5], intervalDays: null });
    const stale = await api('PATCH', `/service-plans/${plan.id}`, tenants.ownerA.token, {
      version: plan.version,
      name: 'Otro nombre',
    });
    expect(stale.statusCode).toBe(409);
  });

  it('is refused to a user whose role does not hold the plans', async () => {
    const clerk = await createUser(ctx, { role: ['orders:read'], companyId: tenants.companyA.id });
    const plan = await makePlan(ctx, tenants.ownerA.token, planBody(siteA.id, catalog));
    expect((await api('GET', '/service-plans', clerk.token)).statusCode).toBe(403);
    expect((await api('GET', `/service-plans/${plan.id}`, clerk.token)).statusCode).toBe(403);
    expect((await api('POST', '/service-plans', clerk.token, planBody(siteA.id, catalog))).statusCode).toBe(
      403,
    );
    const skip = await api('PUT', `/service-plans/${plan.id}/occurrences/${today()}`, clerk.token, {
      action: 'skip',
    });
    expect(skip.statusCode).toBe(403);
  });

  it('lists an owner’s own plans only, and staff every company’s', async () => {
    const mine = await makePlan(
      ctx,
      tenants.ownerA.token,
      planBody(siteA.id, catalog, { name: 'Plan Lista A' }),
    );
    const theirs = await makePlan(
      ctx,
      tenants.ownerB.token,
      planBody(siteB.id, catalog, { name: 'Plan Lista B' }),
    );
    const ids = async (token: string, query = '') =>
      ((await api('GET', `/service-plans?pageSize=100${query}`, token)).json().data as { id: string }[]).map(
        (p) => p.id,
      );
    expect(await ids(tenants.ownerA.token)).toContain(mine.id);
    expect(await ids(tenants.ownerA.token)).not.toContain(theirs.id);
    const all = await ids(tenants.admin.token);
    expect(all).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(await ids(tenants.admin.token, `&companyId=${tenants.companyB.id}`)).not.toContain(mine.id);
    expect(await ids(tenants.admin.token, '&q=Lista%20B')).toEqual([theirs.id]);
  });

  it('exports the listed plans with their rule in words, in the caller’s language, an owner its own', async () => {
    await makePlan(
      ctx,
      tenants.ownerA.token,
      planBody(siteA.id, catalog, {
        name: 'Plan Export A',
        recurrence: 'weekdays',
        intervalDays: undefined,
        weekdays: [1, 4],
      }),
    );
    await makePlan(ctx, tenants.ownerB.token, planBody(siteB.id, catalog, { name: 'Plan Export B' }));
    const csv = await api('GET', '/service-plans/export?format=csv&q=Plan%20Export', tenants.ownerA.token);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Nombre');
    expect(lines[0]).toContain('Repetición');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Plan Export A');
    expect(lines[1]).toContain('Días de la semana: Lunes, Jueves');
    expect(csv.body).not.toContain('Plan Export B');

    const both = await api('GET', '/service-plans/export?format=xlsx&q=Plan%20Export', tenants.admin.token);
    expect(both.statusCode).toBe(200);
    expect(both.headers['content-type']).toContain('spreadsheetml');
    const english = await ctx.request({
      url: '/api/v1/service-plans/export?format=csv&q=Plan%20Export',
      token: tenants.admin.token,
      headers: { 'accept-language': 'en' },
    });
    expect(english.body).toContain('Every N days: 7');
    expect(english.body).toContain('Plan Export B');
  });
});
