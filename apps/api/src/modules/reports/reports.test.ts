import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '@recolecta/shared/documents';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenants, createTestContext, createUser, type TestContext } from '../../../test/helpers.ts';
import { makeCatalog, makeDriver, makeSite, makeStore, makeVehicle } from '../../../test/operations.ts';
import { pdfToText as pdfText } from '../../../test/pdf.ts';
import { assets } from '../../db/schema/assets.ts';
import { companies } from '../../db/schema/companies.ts';
import { containerTypes } from '../../db/schema/containers.ts';
import { stopVisits } from '../../db/schema/driver-day.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { routeStops, routes } from '../../db/schema/routes.ts';
import { recordDeliveryFacts } from '../orders/orders.repository.ts';

const tag = () => randomUUID().slice(0, 8).toUpperCase();
const today = todayIn();
const monthStart = `${today.slice(0, 7)}-01`;
const lastMonthDay = addDays(monthStart, -3);

describe('dashboard and reports', () => {
  let ctx: TestContext;
  let tenants: Awaited<ReturnType<typeof createTenants>>;
  let catalog: Awaited<ReturnType<typeof makeCatalog>>;
  let siteA: Awaited<ReturnType<typeof makeSite>>;
  let siteB: Awaited<ReturnType<typeof makeSite>>;
  let routeId: string;
  let failedNumber: string;
  const made: string[] = [];

  const api = (url: string, token: string) => ctx.request({ method: 'GET', url: `/api/v1${url}`, token });

  /** An order with one item of `kg` kg of a sub-waste, in the status and on the days given. */
  async function order(
    site: { id: string; companyId: string },
    values: Partial<typeof orders.$inferInsert>,
    kg: number | null,
    waste = catalog.sharps.id,
  ) {
    const [row] = await ctx.app.db
      .insert(orders)
      .values({
        number: `ORD-T-${tag()}`,
        companyId: site.companyId,
        siteId: site.id,
        requestedDate: values.collectedOn ?? today,
        windowStart: '08:00',
        windowEnd: '12:00',
        ...values,
      })
      .returning();
    made.push(row!.id);
    await ctx.app.db.insert(orderItems).values({
      orderId: row!.id,
      position: 0,
      wasteId: waste,
      containerTypeId: catalog.box.id,
      containerCount: 1,
      estimatedKg: kg ?? 1,
      actualKg: kg,
    });
    return row!;
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    tenants = await createTenants(ctx);
    catalog = await makeCatalog(ctx);
    siteA = await makeSite(ctx, tenants.companyA.id);
    siteB = await makeSite(ctx, tenants.companyB.id, { latitude: 19.5, longitude: -99.1 });
    // This month: A 12 + 3 (two classes' worth: sharps and blood of one class), B 20; last month: A 7.
    const a1 = await order(siteA, { status: 'collected', collectedOn: today }, 12);
    await order(siteA, { status: 'closed', collectedOn: monthStart }, 3, catalog.blood.id);
    await order(siteB, { status: 'received', collectedOn: today }, 20);
    await order(siteA, { status: 'closed', collectedOn: lastMonthDay }, 7);
    await order(siteA, { status: 'requested' }, null);
    const failed = await order(
      siteB,
      { status: 'failed', scheduledDate: addDays(today, -2), statusReason: 'Sin acceso' },
      null,
    );
    failedNumber = failed.number;
    // Today's route over A's collected order (arrived in its window) and a requested one.
    const store = await makeStore(ctx);
    const driver = await makeDriver(ctx, { licenceExpiry: addDays(today, 10), firstName: 'Vence' });
    const vehicle = await makeVehicle(ctx);
    const [route] = await ctx.app.db
      .insert(routes)
      .values({
        number: `RUT-T-${tag()}`,
        date: today,
        driverId: driver.id,
        vehicleId: vehicle.id,
        startStoreId: store.id,
        endStoreId: store.id,
        status: 'in_progress',
      })
      .returning();
    routeId = route!.id;
    await ctx.app.db.insert(routeStops).values([
      { routeId, position: 0, orderId: a1.id },
      { routeId, position: 1, orderId: failed.id },
    ]);
    // Arrived at 09:30 Mexico City time (15:30 UTC): inside the 08:00–12:00 window.
    await ctx.app.db.insert(stopVisits).values({
      orderId: a1.id,
      routeId,
      companyId: tenants.companyA.id,
      arrivedAt: new Date(`${today}T15:30:00Z`),
    });
    // What a collection records on the order (its kg and store), as the collection itself would.
    await recordDeliveryFacts(
      ctx.app.db,
      null,
      sql`o.id in (${sql.join(
        made.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    await ctx.app.db
      .update(companies)
      .set({ generatorLevel: 'III', lastCollectionOn: addDays(today, -9) })
      .where((await import('drizzle-orm')).eq(companies.id, tenants.companyB.id));
    const [reusable] = await ctx.app.db
      .insert(containerTypes)
      .values({
        code: `R-${tag()}`,
        name: 'Tambo',
        material: 'plastic',
        colour: 'red',
        capacityL: 200,
        tareKg: 9,
        reusable: true,
      })
      .returning();
    await ctx.app.db.insert(assets).values({
      serial: `A-${tag()}`,
      containerTypeId: reusable!.id,
      siteId: siteA.id,
      companyId: tenants.companyA.id,
      status: 'at_client',
      locatedSince: new Date(`${addDays(today, -5)}T18:00:00Z`),
    });
  });
  afterAll(() => ctx.close());

  it("answers the operator's dashboard with each figure from the day's data", async () => {
    const res = await api('/dashboard', tenants.admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    const route = d.routes.find((r: { id: string }) => r.id === routeId);
    expect(route).toMatchObject({
      stops: 2,
      done: 2,
      failed: 1,
      driverName: expect.stringContaining('Vence'),
    });
    const count = (status: string) =>
      d.ordersByStatus.find((s: { status: string }) => s.status === status)?.count ?? 0;
    expect(count('collected')).toBe(1);
    expect(count('received')).toBe(1);
    expect(count('requested')).toBe(1);
    expect(d.kgByClass).toEqual([
      { classId: catalog.wasteClass.id, className: catalog.wasteClass.name, thisMonth: 35, lastMonth: 7 },
    ]);
    expect(d.deadlines).toEqual([
      expect.objectContaining({ companyId: tenants.companyB.id, status: 'past' }),
    ]);
    expect(d.documents).toContainEqual(
      expect.objectContaining({ kind: 'driver', document: 'licence', expiresOn: addDays(today, 10) }),
    );
    expect(d.failedStops).toEqual([
      expect.objectContaining({ orderNumber: failedNumber, reason: 'Sin acceso' }),
    ]);
    expect((await api('/dashboard', tenants.ownerA.token)).statusCode).toBe(403);
  });

  it('groups the kg collected by class, client, site and month; an owner sees only their company', async () => {
    const byClient = (
      await api(`/reports/kg?groupBy=client&from=${lastMonthDay}&to=${today}`, tenants.admin.token)
    ).json().data;
    expect(byClient.rows).toEqual([
      { key: tenants.companyA.id, label: tenants.companyA.legalName, orders: 3, kg: 22 },
      { key: tenants.companyB.id, label: tenants.companyB.legalName, orders: 1, kg: 20 },
    ]);
    expect(byClient.totals).toEqual({ orders: 4, kg: 42 });
    const byMonth = (
      await api(`/reports/kg?groupBy=month&from=${lastMonthDay}&to=${today}`, tenants.admin.token)
    ).json().data;
    expect(byMonth.rows.map((r: { kg: number }) => r.kg)).toEqual([7, 35]);

    const mine = (
      await api(`/reports/kg?groupBy=site&from=${lastMonthDay}&to=${today}`, tenants.ownerA.token)
    ).json().data;
    expect(mine.rows).toEqual([{ key: siteA.id, label: siteA.name, orders: 3, kg: 22 }]);
    const asked = (await api(`/reports/kg?companyId=${tenants.companyB.id}`, tenants.ownerA.token)).json()
      .data;
    expect(asked.rows).toEqual([]);
    const noOrders = await createUser(ctx, { role: ['users:read'], companyId: tenants.companyA.id });
    expect((await api('/reports/kg', noOrders.token)).statusCode).toBe(403);
  });

  it('counts an order with items of two classes once in the total', async () => {
    const day = addDays(monthStart, -70);
    const other = await makeCatalog(ctx);
    const both = await order(siteA, { status: 'closed', collectedOn: day }, 5);
    await ctx.app.db.insert(orderItems).values({
      orderId: both.id,
      position: 1,
      wasteId: other.sharps.id,
      containerTypeId: other.box.id,
      containerCount: 1,
      estimatedKg: 4,
      actualKg: 4,
    });
    await recordDeliveryFacts(ctx.app.db, null, sql`o.id = ${both.id}`);
    const q = `from=${day}&to=${day}&companyId=${tenants.companyA.id}`;
    const byClass = (await api(`/reports/kg?groupBy=wasteClass&${q}`, tenants.admin.token)).json().data;
    expect(
      byClass.rows.map((r: { key: string; orders: number; kg: number }) => [r.key, r.orders, r.kg]),
    ).toEqual([
      [catalog.wasteClass.id, 1, 5],
      [other.wasteClass.id, 1, 4],
    ]);
    expect(byClass.totals).toEqual({ orders: 1, kg: 9 });
    const byClient = (await api(`/reports/kg?groupBy=client&${q}`, tenants.admin.token)).json().data;
    expect(byClient.rows).toEqual([expect.objectContaining({ orders: 1, kg: 9 })]);
    expect(byClient.totals).toEqual({ orders: 1, kg: 9 });
  });

  it('reports routes with stops, on-time rate, distance and kg per km, and containers with days at a client', async () => {
    const r = (await api(`/reports/routes?from=${today}&to=${today}`, tenants.admin.token)).json().data;
    const row = r.rows.find((x: { id: string }) => x.id === routeId);
    expect(row).toMatchObject({ stops: 2, collected: 1, failed: 1, onTimeRate: 1, kg: 12 });
    expect(row.distanceKm).toBeGreaterThan(0);
    expect(row.kgPerKm).toBeCloseTo(12 / row.distanceKm, 1);
    const theirs = (await api(`/reports/routes?from=${today}&to=${today}`, tenants.ownerB.token)).json().data;
    expect(theirs.rows[0]).toMatchObject({ stops: 1, collected: 0, failed: 1, distanceKm: 0 });

    const a = (await api('/reports/assets', tenants.ownerA.token)).json().data;
    expect(a.rows).toEqual([expect.objectContaining({ status: 'at_client', daysAtClient: 5 })]);
    expect((await api('/reports/assets', tenants.ownerB.token)).json().data.rows).toEqual([]);
  });

  it('exports a report to CSV, XLSX and PDF that read back as the figures', async () => {
    const q = `groupBy=client&from=${lastMonthDay}&to=${today}`;
    const csv = await api(`/reports/kg?${q}&format=csv`, tenants.admin.token);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Cliente,Pedidos,Kg');
    expect(lines).toContain(`${tenants.companyB.legalName},1,20`);

    const xlsx = await api(`/reports/kg?${q}&format=xlsx`, tenants.admin.token);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const values = sheet.getRow(2).values as unknown[];
    expect(values.slice(1)).toEqual([tenants.companyA.legalName, 3, 22]);

    const pdf = await api(`/reports/kg?${q}&format=pdf`, tenants.admin.token);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Kg recolectados');
    expect(text).toContain(`Periodo: ${lastMonthDay} a ${today}`);
    expect(text).toMatch(new RegExp(`${tenants.companyB.legalName.replace(/[.]/g, '\\.')}\\s+1\\s+20`));
    expect(text).toContain('Total');

    const ownerPdf = pdfText((await api(`/reports/kg?${q}&format=pdf`, tenants.ownerA.token)).rawPayload);
    expect(ownerPdf).not.toContain(tenants.companyB.legalName);
  });
});
