import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import type { Order } from '@recolecta/shared/orders';
import { apiToken, openInEnglish, signIn } from './support/accounts.ts';
import {
  chooseFilter,
  chooseFirst,
  chooseSurely,
  search,
  takeTransition,
  typeDate,
} from './support/catalog.ts';

const DAY = 24 * 60 * 60 * 1000;
const iso = (date: Date) => date.toISOString().slice(0, 10);
const ddmmyyyy = (isoDate: string) => isoDate.split('-').reverse().join('/');
/** A day some weeks ahead no other test uses on purpose, so a list filtered by it holds this run's orders. */
const futureDay = (minDays: number) =>
  iso(new Date(Date.now() + (minDays + Math.floor(Math.random() * 300)) * DAY));

async function adminHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${await apiToken(request, 'admin')}` };
}

/** A requested demo order to copy the company, site and items of. */
async function aRequestedOrder(request: APIRequestContext): Promise<Order> {
  const response = await request.get('/api/v1/orders?status=requested&pageSize=1', {
    headers: await adminHeaders(request),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Order[] }).data[0]!;
}

/** Makes an order through the API as the demo admin, like the demo one, on the day given. */
async function makeOrder(request: APIRequestContext, like: Order, requestedDate: string): Promise<Order> {
  const response = await request.post('/api/v1/orders', {
    headers: await adminHeaders(request),
    data: {
      companyId: like.companyId,
      siteId: like.siteId,
      requestedDate,
      priority: 'high',
      items: like.items.map((i) => ({
        wasteId: i.wasteId,
        containerTypeId: i.containerTypeId,
        containerCount: i.containerCount,
        estimatedKg: i.estimatedKg,
      })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Order }).data;
}

test.describe('orders, in Spanish', () => {
  test('an owner requests an order, finds it in the list and the calendar, and cancels it', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'owner');
    await page.goto('/app/orders');
    await expect(page.getByRole('heading', { name: 'Pedidos' })).toBeVisible();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await page.getByTestId('add').click();
    await expect(page).toHaveURL(/\/app\/orders\/add$/);

    // The shared schema's rules, before any request.
    await page.getByTestId('save').click();
    await expect(page.getByText('Por favor ingresar Sitio', { exact: true })).toBeVisible();
    await expect(page.getByText('Por favor ingresar Fecha solicitada', { exact: true })).toBeVisible();

    // The site's window fills the empty one.
    await chooseSurely(page, 'Sitio', 'Clínica Norte Satélite');
    await expect(page.getByLabel('Ventana desde')).toHaveValue('09:00');
    await expect(page.getByLabel('Ventana hasta')).toHaveValue('14:00');
    const day = futureDay(30);
    await typeDate(page, 'Fecha solicitada', ddmmyyyy(day));
    await chooseFirst(page, 'Subresiduo');
    await chooseFirst(page, 'Tipo de contenedor');
    await page.getByLabel('Contenedores').fill('3');
    await page.getByLabel('Kg estimados').fill('12.5');
    await page.getByLabel('Notas').fill('Acceso por la puerta de servicio');
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/orders'),
    );
    await page.getByTestId('save').click();
    const order = ((await (await created).json()) as { data: Order }).data;
    expect(order.status).toBe('requested');
    expect(order.windowStart).toBe('09:00');

    await expect(page).toHaveURL(/\/app\/orders$/);
    await search(page, order.number);
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    await expect(page.locator('.ant-table-row')).toContainText('Solicitado');

    // The calendar shows it on its day, and leads to it.
    await page.goto(`/app/orders?view=calendar&date=${day}`);
    const tag = page.getByTestId('calendar-order').filter({ hasText: order.number.slice(-6) });
    await expect(tag).toBeVisible();
    await page.getByTestId('calendar-mode').getByText('Semana').click();
    await expect(page).toHaveURL(/mode=week/);
    await expect(tag).toBeVisible();
    await tag.click();
    await expect(page).toHaveURL(new RegExp(`/app/orders/edit/${order.id}$`));

    await takeTransition(page, {
      name: 'cancel',
      label: 'Cancelar pedido',
      status: 'Cancelado',
      reason: 'Ya no hay residuos que recoger',
    });
    await expect(page.getByTestId('transitions')).toContainText('Ya no hay residuos que recoger');
    // No longer requested: the fields are read-only.
    await expect(page.getByTestId('save')).toHaveCount(0);
  });

  test('an admin filters by client and status, then schedules, starts and collects an order', async ({
    page,
    request,
  }) => {
    test.slow();
    const like = await aRequestedOrder(request);
    const order = await makeOrder(request, like, futureDay(20));
    await signIn(page, 'admin');
    await page.goto('/app/orders');
    // The client filter narrows its choices by typing, with or without accents.
    const typed = order.companyName
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
    const companyBox = page.getByRole('combobox', { name: 'Empresa', exact: true });
    if (!(await companyBox.isVisible())) await page.getByTestId('more-filters').click();
    await companyBox.click();
    await companyBox.fill(typed);
    const shown = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(shown.first()).toHaveAttribute('title', order.companyName);
    for (const title of await shown.evaluateAll((all) => all.map((o) => o.getAttribute('title')))) {
      expect(title).toBe(order.companyName);
    }
    await companyBox.press('Escape');
    await chooseFilter(page, 'Empresa', order.companyName);
    await chooseFilter(page, 'Estado', 'Solicitado');
    await expect(page).toHaveURL(new RegExp(`companyId=${order.companyId}`));
    await expect(page).toHaveURL(/status=requested/);
    await page.reload();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    for (const text of await page.locator('.ant-table-row').allInnerTexts()) {
      expect(text).toContain(order.companyName);
      expect(text).toContain('Solicitado');
    }

    await page.goto(`/app/orders/edit/${order.id}`);
    await takeTransition(page, { name: 'schedule', label: 'Programar', status: 'Programado' });
    await takeTransition(page, { name: 'start', label: 'Iniciar recolección', status: 'En curso' });

    await page.getByTestId('transition-collect').click();
    const dialog = page.getByRole('dialog', { name: 'Marcar recolectado' });
    const first = order.items[0]!;
    const kg = dialog.getByLabel(`Kg reales ${first.wasteCode}`);
    await expect(kg).toHaveValue(String(first.estimatedKg));
    await kg.fill('');
    await dialog.getByRole('button', { name: 'Marcar recolectado' }).click();
    await expect(dialog.getByText('Por favor ingresar Kg reales')).toBeVisible();
    await kg.fill('7.25');
    await dialog.getByRole('button', { name: 'Marcar recolectado' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('record-header')).toContainText('Recolectado');
    await expect(page.getByTestId('transitions')).toContainText('En curso');

    const saved = await request.get(`/api/v1/orders/${order.id}`, { headers: await adminHeaders(request) });
    const data = ((await saved.json()) as { data: Order }).data;
    expect(data.items.find((i) => i.id === first.id)?.actualKg).toBe(7.25);
  });

  test('bulk cancel of two orders with one reason shows each outcome', async ({ page, request }) => {
    const like = await aRequestedOrder(request);
    const day = futureDay(60);
    const orders = [await makeOrder(request, like, day), await makeOrder(request, like, day)];
    await signIn(page, 'admin');
    await page.goto(`/app/orders?siteId=${like.siteId}&from=${day}&to=${day}&status=requested`);
    const rows = page.locator('.ant-table-row');
    for (const order of orders) {
      await rows.filter({ hasText: order.number }).locator('.ant-checkbox-input').check();
    }
    await expect(page).toHaveURL(/\/app\/orders\?/);
    await page.getByTestId('bulk-cancel').click();
    const dialog = page.getByTestId('bulk-cancel-dialog');
    await dialog.getByRole('button', { name: 'Cancelar seleccionados' }).click();
    await expect(dialog.getByText('Por favor ingresar Motivo')).toBeVisible();
    await dialog.getByRole('textbox').fill('Cierre por inventario');
    await dialog.getByRole('button', { name: 'Cancelar seleccionados' }).click();
    const outcomes = dialog.getByTestId('bulk-outcomes');
    for (const order of orders) await expect(outcomes).toContainText(order.number);
    await expect(outcomes.getByText('Cancelado')).toHaveCount(2);
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Cerrar' }).click();
    await expect(rows).toHaveCount(0);
  });
});

test('a failed order is rescheduled once, as a new order on another day', async ({ page, request }) => {
  const failed = await request.get('/api/v1/orders?status=failed&pageSize=100', {
    headers: await adminHeaders(request),
  });
  const order = ((await failed.json()) as { data: Order[] }).data.find((o) => !o.rescheduledAs)!;
  await signIn(page, 'admin');
  await page.goto(`/app/orders/edit/${order.id}`);
  await expect(page.getByTestId('record-header')).toContainText('Fallido');
  await page.getByTestId('reschedule-open').click();
  const dialog = page.getByRole('dialog', { name: 'Reprogramar el pedido fallido' });
  const day = futureDay(10);
  const date = dialog.getByLabel('Fecha solicitada', { exact: true });
  await date.click();
  await date.fill(ddmmyyyy(day));
  await date.press('Tab');
  await dialog.getByRole('button', { name: 'Reprogramar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(new RegExp(order.id));
  await expect(page.getByTestId('record-header')).toContainText('Solicitado');
  await expect(page.getByLabel('Fecha solicitada', { exact: true })).toHaveValue(ddmmyyyy(day));
  const number = await page.getByTestId('record-header').textContent();

  // Back on the failed order, the card leads to the new one instead of offering a second.
  await page.goto(`/app/orders/edit/${order.id}`);
  const link = page.getByTestId('rescheduled-as');
  await expect(link).toContainText('Ya se reprogramó como el pedido');
  await expect(page.getByTestId('reschedule-open')).toHaveCount(0);
  await link.click();
  await expect(page.getByTestId('record-header')).toHaveText(number!);
});

test('orders in English: the list and the calendar', async ({ page }) => {
  await openInEnglish(page, '/app/orders', 'Orders');
  await expect(page.getByRole('columnheader', { name: 'Requested date' })).toBeVisible();
  await page.getByTestId('orders-view').getByText('Calendar').click();
  await expect(page).toHaveURL(/view=calendar/);
  await expect(page.getByTestId('orders-calendar')).toBeVisible();
  await expect(page.getByTestId('calendar-mode').getByText('Week')).toBeVisible();
  await expect(page.getByTestId('calendar-order').first()).toBeVisible();
});

test('the ticked orders export on their own', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/app/orders?status=requested');
  const rows = page.locator('.ant-table-row');
  await expect(rows.nth(1)).toBeVisible();
  const numbers = [
    (await rows.nth(0).locator('td').nth(1).innerText()).trim(),
    (await rows.nth(1).locator('td').nth(1).innerText()).trim(),
  ];
  await expect(page.getByTestId('export-selected')).toHaveCount(0);
  await rows.nth(0).locator('.ant-checkbox-input').check();
  await rows.nth(1).locator('.ant-checkbox-input').check();
  await page.getByTestId('export-selected').hover();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Exportar CSV' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(3);
  for (const number of numbers) expect(csv).toContain(number);
});

test('a busy day in the month shows three orders and links to the rest', async ({ page, request }) => {
  const like = await aRequestedOrder(request);
  const day = futureDay(400);
  for (let n = 0; n < 5; n++) await makeOrder(request, like, day);
  await signIn(page, 'admin');
  await page.goto(`/app/orders?view=calendar&date=${day}`);
  const cell = page.locator(`td[title="${day}"]`);
  await expect(cell.getByTestId('calendar-order')).toHaveCount(3);
  await expect(cell.getByTestId('calendar-more')).toHaveText('y 2 más');
  await cell.getByTestId('calendar-more').click();
  await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`));
  await expect(page.locator('.ant-table-row')).toHaveCount(5);
  // The week shows them all.
  await page.goto(`/app/orders?view=calendar&date=${day}&mode=week`);
  await expect(page.getByTestId(`calendar-day-${day}`).getByTestId('calendar-order')).toHaveCount(5);
});
