import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Dashboard } from '@recolecta/shared/reports';
import { type Account, apiToken, englishAdmin, signIn } from './support/accounts.ts';
import { csvLines } from './support/catalog.ts';

/**
 * The dashboard and the reports against the demo data: what the page shows is what the API answers.
 * Nothing here changes shared data (the other worker's specs run beside these).
 */

const noTiles = (page: Page) => page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
/** Numbers as the Spanish (Mexico) and English pages write them. */
const es = (n: number) => new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 }).format(n);
const en = (n: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n);

async function dashboardOf(request: APIRequestContext, account: Account = 'admin') {
  const response = await request.get('/api/v1/dashboard', {
    headers: { Authorization: `Bearer ${await apiToken(request, account)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Dashboard }).data;
}

interface ReportAnswer {
  kind: string;
  from: string;
  to: string;
  rows: Record<string, unknown>[];
  totals: Record<string, number | null>;
}

/** The next answer of `GET /reports/<kind>` the page receives (JSON only), whose query holds `has`. */
const reportAnswer = (page: Page, kind: string, has = '') =>
  page
    .waitForResponse(
      (r) =>
        r.url().includes(`/api/v1/reports/${kind}`) &&
        r.url().includes(has) &&
        !r.url().includes('format=') &&
        r.ok(),
    )
    .then(async (r) => ((await r.json()) as { data: ReportAnswer }).data);

/** Types a period into the report's range picker (the inputs take the language's day format). */
async function typePeriod(page: Page, from: string, to: string) {
  const inputs = page.getByRole('textbox', { name: 'Periodo' });
  await inputs.first().click();
  await inputs.first().fill(ddmmyyyy(from));
  await inputs.first().press('Enter');
  await inputs.last().fill(ddmmyyyy(to));
  await inputs.last().press('Enter');
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
}

test.describe('dashboard and reports, in Spanish', () => {
  test('the dashboard shows the figures the API counts, and a status opens the orders filtered', async ({
    page,
  }) => {
    await noTiles(page);
    const expected = await dashboardOf(page.request);
    await signIn(page, 'admin');
    // Compared with the page's own answer: tests running beside this one add today's routes.
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/dashboard') && r.ok());
    await page.goto('/app/dashboard');
    const shown = ((await (await answered).json()) as { data: Dashboard }).data;
    await expect(page.getByRole('heading', { name: 'Tablero', exact: true })).toBeVisible();

    // Today's routes: the demo's, with their progress, in the list and on the map.
    await expect(page.getByTestId('figure-routes').getByTestId('figure')).toHaveText(
      String(shown.routes.length),
    );
    const section = page.getByTestId('today-routes');
    await expect(section.getByText('Rutas de hoy')).toBeVisible();
    await expect(section.getByTestId('today-route')).toHaveCount(shown.routes.length);
    for (const route of shown.routes) {
      const line = section.getByTestId('today-route').filter({ hasText: route.number });
      await expect(line.getByTestId('route-progress')).toHaveText(`${route.done} de ${route.stops} paradas`);
      await expect(line.getByRole('link', { name: route.number })).toHaveAttribute(
        'href',
        `/app/routes/edit/${route.id}`,
      );
    }
    if (shown.routes.length > 0) await expect(section.getByTestId('route-map')).toBeVisible();

    // This month's orders by status: every status with its count, as the page's own answer said.
    const statuses = page.getByTestId('orders-by-status');
    await expect(statuses.getByText('Pedidos del mes por estado')).toBeVisible();
    const count = (status: string) => shown.ordersByStatus.find((s) => s.status === status)?.count ?? 0;
    for (const status of ['requested', 'scheduled', 'closed', 'failed'])
      await expect(statuses.getByTestId(`status-${status}`).getByTestId('count')).toHaveText(
        es(count(status)),
      );
    const total = shown.ordersByStatus.reduce((sum, s) => sum + s.count, 0);
    await expect(page.getByTestId('figure-orders').getByTestId('figure')).toHaveText(es(total));

    // Kg by class: one entry per class, this month's kg written beside its bar.
    const kg = page.getByTestId('kg-by-class');
    await expect(kg.getByTestId('kg-class')).toHaveCount(shown.kgByClass.length);
    if (shown.kgByClass[0])
      await expect(kg.getByTestId('kg-class').first().getByTestId('kg-thisMonth')).toContainText(
        `${es(shown.kgByClass[0].thisMonth)} kg`,
      );

    // Deadlines and documents: the demo clients past and near theirs, the documents due.
    const deadlines = page.getByTestId('deadlines');
    await expect(deadlines.getByTestId('deadline')).toHaveCount(expected.deadlines.length);
    for (const d of expected.deadlines) await expect(deadlines.getByText(d.name)).toBeVisible();
    await expect(page.getByTestId('documents').getByTestId('document')).toHaveCount(
      expected.documents.length,
    );
    await expect(page.getByTestId('failed-stops').getByTestId('failed-stop')).toHaveCount(
      shown.failedStops.length,
    );

    // A status's figure opens the orders of that status requested this month.
    expect(count('closed')).toBeGreaterThan(0);
    await statuses.getByTestId('status-closed').click();
    await expect(page).toHaveURL(
      new RegExp(`/app/orders\\?status=closed&from=${shown.month.from}&to=${shown.month.to}$`),
    );
    await expect(page.getByRole('heading', { name: 'Pedidos', exact: true })).toBeVisible();
    await expect(page.getByTestId('filter-status')).toContainText('Cerrado');
    const tags = page.locator('.ant-table-row').getByTestId('status-tag');
    await expect(tags.first()).toBeVisible();
    for (const text of await tags.allInnerTexts()) expect(text).toBe('Cerrado');

    // Back, a client near its deadline opens the clients filtered.
    await page.goBack();
    await page.getByTestId('deadline-near').click();
    await expect(page).toHaveURL(/\/app\/clients\?deadline=near$/);
  });

  test('a dashboard that cannot load says so and loads again on retry', async ({ page }) => {
    await noTiles(page);
    await signIn(page, 'admin');
    await page.route('**/api/v1/dashboard', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        headers: { 'Retry-After': '1' },
        body: JSON.stringify({ statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'busy' }),
      }),
    );
    await page.goto('/app/dashboard');
    const error = page.getByTestId('dashboard-error');
    await expect(error).toBeVisible();
    await expect(error).toContainText('No se pudieron cargar los datos');
    await page.unroute('**/api/v1/dashboard');
    await error.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(page.getByTestId('orders-by-status')).toBeVisible();
  });

  test('kg by client for a period: rows and totals, then the CSV and the PDF', async ({ page }) => {
    // Last month's period: the other specs running beside this one collect today, so a period that
    // ends today could gain a client between the answer read here and the table, the CSV or the PDF.
    const { lastMonth } = await dashboardOf(page.request);
    await signIn(page, 'admin');
    const first = reportAnswer(page, 'kg');
    await page.goto('/app/reports');
    await expect(page.getByRole('heading', { name: 'Reportes', exact: true })).toBeVisible();
    await first;

    // Group by client, then last month.
    let answer = reportAnswer(page, 'kg', 'groupBy=client');
    await page.getByTestId('report-group').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Cliente', { exact: true }).click();
    await expect(page).toHaveURL(/groupBy=client/);
    await answer;
    answer = reportAnswer(page, 'kg', `from=${lastMonth.from}&to=${lastMonth.to}`);
    await typePeriod(page, lastMonth.from, lastMonth.to);
    const report = await answer;
    expect(report.from).toBe(lastMonth.from);
    expect(report.rows.length).toBeGreaterThan(0);

    const table = page.getByTestId('report-table');
    await expect(table.locator('th').first()).toHaveText('Cliente');
    await expect(table.locator('.ant-table-row')).toHaveCount(report.rows.length);
    for (const row of report.rows) {
      const line = table.locator('.ant-table-row').filter({ hasText: String(row.label) });
      await expect(line).toContainText(es(row.kg as number));
    }
    const totals = page.getByTestId('report-totals');
    await expect(totals).toContainText('Total');
    await expect(totals).toContainText(es(report.totals.kg!));
    await expect(totals).toContainText(es(report.totals.orders!));

    // The CSV: the same columns, one line per row.
    let download = page.waitForEvent('download');
    await page.getByTestId('export-csv').click();
    let file = await download;
    expect(file.suggestedFilename()).toMatch(/^report-kg.*\.csv$/);
    const lines = csvLines(readFileSync((await file.path())!, 'utf8'));
    expect(lines[0]).toBe('Cliente,Pedidos,Kg');
    expect(lines).toHaveLength(report.rows.length + 1);

    // The PDF: the report's title, its period and its grouping.
    download = page.waitForEvent('download');
    await page.getByTestId('export-pdf').click();
    file = await download;
    expect(file.suggestedFilename()).toBe(`report-kg-${lastMonth.from}-${lastMonth.to}.pdf`);
    const path = (await file.path())!;
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain('Kg recolectados');
    expect(text).toContain(`Periodo: ${lastMonth.from} a ${lastMonth.to}`);
    expect(text).toContain('Agrupar por: Cliente');
  });

  test("an owner's reports, from their orders page, count their own company only", async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/app/orders');
    await page.getByTestId('my-reports').click();
    await expect(page).toHaveURL(/\/app\/orders\/reports$/);
    await expect(page.getByRole('heading', { name: 'Mis reportes', exact: true })).toBeVisible();
    await expect(page.locator('.ant-breadcrumb')).toContainText('Pedidos');
    // No client filter: the server scopes every figure to the owner's company.
    await expect(page.getByTestId('report-table')).toBeVisible();
    await expect(page.getByTestId('filter-companyId')).toHaveCount(0);

    const answer = reportAnswer(page, 'kg', 'groupBy=client');
    await page.getByTestId('report-group').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Cliente', { exact: true }).click();
    const report = await answer;
    expect(report.rows.map((r) => r.label)).toEqual(['Clínica Norte']);
    const rows = page.getByTestId('report-table').locator('.ant-table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Clínica Norte');

    // The containers: none of another company's.
    const assets = reportAnswer(page, 'assets');
    await page.getByTestId('report-kind').getByText('Contenedores').click();
    const held = await assets;
    await expect(rows).toHaveCount(Math.min(held.rows.length, 50));
    expect(held.rows.some((r) => String(r.place ?? '').includes('Hospital Sur'))).toBe(false);
    await expect(page.getByTestId('report-table')).not.toContainText('Hospital Sur');
  });
});

test.describe('dashboard and reports, in English', () => {
  test('the dashboard and the routes report speak English', async ({ page }) => {
    await noTiles(page);
    await englishAdmin(page);
    // The figures are compared with the answer the page itself got: tests running beside this one
    // add today's routes at any moment.
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/v1/dashboard',
    );
    await page.goto('/app/dashboard');
    const expected = ((await (await answered).json()) as { data: Dashboard }).data;
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(page.getByText("Today's routes")).toBeVisible();
    await expect(page.getByText("This month's orders by status")).toBeVisible();
    await expect(page.getByText('Kg collected by class')).toBeVisible();
    await expect(page.getByTestId('status-closed')).toContainText('Closed');
    await expect(page.getByTestId('figure-routes').getByTestId('figure')).toHaveText(
      en(expected.routes.length),
    );

    const answer = reportAnswer(page, 'routes');
    await page.goto('/app/reports?kind=routes');
    await expect(page.getByRole('heading', { name: 'Reports', exact: true })).toBeVisible();
    const report = await answer;
    const table = page.getByTestId('report-table');
    for (const header of ['Route', 'Driver', 'Stops', 'On time', 'Distance (km)', 'Kg per km'])
      await expect(table.locator('th', { hasText: header }).first()).toBeVisible();
    await expect(table.locator('.ant-table-row')).toHaveCount(Math.min(report.rows.length, 50));
    await expect(page.getByTestId('report-totals')).toContainText(`Total (${en(report.totals.routes!)})`);
    await expect(page.getByTestId('report-totals')).toContainText(en(report.totals.stops!));
  });
});
