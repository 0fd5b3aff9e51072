import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import type { Plan } from '@recolecta/shared/service-plans';
import { type Account, apiToken, englishAdmin, signIn } from './support/accounts.ts';
import { chooseFirst, chooseSurely } from './support/catalog.ts';

async function headers(request: APIRequestContext, account: Account) {
  return { Authorization: `Bearer ${await apiToken(request, account)}` };
}

/** The demo client Clínica Norte (generator level II: 15 days of storage). */
async function clinicaNorte(request: APIRequestContext, account: Account) {
  const res = await request.get('/api/v1/clients?q=CNO150312KJ2', {
    headers: await headers(request, account),
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { id: string }[] }).data[0]!.id;
}

test.describe('service plans, in Spanish', () => {
  test('an owner adds a plan past the storage limit, sees its order made, skips that date and pauses the plan', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'owner');
    const clientId = await clinicaNorte(page.request, 'owner');
    await page.goto(`/app/clients/edit/${clientId}`);
    await page.getByRole('tab', { name: 'Planes de servicio' }).click();
    const panel = page.getByTestId('plans-panel');
    await expect(panel.locator('.ant-table-row').first()).toBeVisible();

    await page.getByTestId('add-plan').click();
    const dialog = page.getByRole('dialog');
    // The shared rules, before any request.
    await dialog.getByRole('button', { name: 'Guardar plan' }).click();
    await expect(dialog.getByText('Por favor ingresar Nombre', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Elige al menos un día de la semana')).toBeVisible();

    const name = `Plan prueba ${Date.now()}`;
    await chooseSurely(dialog, 'Sitio', 'Clínica Norte Satélite');
    await dialog.getByLabel('Nombre', { exact: true }).fill(name);
    await dialog.getByTestId('plan-recurrence').getByText('Cada N días').click();
    await dialog.getByLabel('Cada cuántos días').fill('20');
    // Every 20 days exceeds a level II generator's 15 days: a warning, and the next dates.
    await expect(dialog.getByTestId('plan-storage-warning')).toContainText('hasta 20 días');
    await expect(dialog.getByTestId('plan-preview')).toBeVisible();
    await chooseFirst(page, 'Subresiduo');
    await chooseFirst(page, 'Tipo de contenedor');
    await dialog.getByLabel('Contenedores').fill('2');
    await dialog.getByLabel('Kg estimados').fill('9');
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/service-plans'),
    );
    await dialog.getByRole('button', { name: 'Guardar plan' }).click();
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    const plan = ((await response.json()) as { data: Plan }).data;
    expect(plan.exceedsStorageLimit).toBe(true);
    await expect(dialog).toBeHidden();

    // The job makes today's order once the plan is saved.
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/v1/service-plans/${plan.id}`, {
          headers: await headers(page.request, 'owner'),
        });
        return ((await res.json()) as { data: Plan }).data.upcoming?.[0]?.orderId ?? null;
      })
      .not.toBeNull();

    const row = panel.locator('.ant-table-row', { hasText: name });
    await expect(row.getByTestId('plan-warning')).toBeVisible();
    await expect(row).toContainText('Cada 20 días');
    await row.locator('.ant-table-row-expand-icon').click();
    const upcoming = panel.getByTestId('plan-upcoming');
    const first = upcoming.locator('.ant-list-item').first();
    await expect(first).toContainText('ORD-');
    await expect(first).toContainText('Solicitado');

    // Skipping the date cancels its requested order; the plan itself stays as it was.
    await first.getByRole('button', { name: 'Omitir' }).click();
    await expect(first).toContainText('Omitida');
    await expect(first).toContainText('Cancelado');

    await row.getByRole('button', { name: `Pausar: ${name}` }).click();
    await expect(row).toContainText('En pausa');
    await row.getByRole('button', { name: `Reanudar: ${name}` }).click();
    await expect(row).toContainText('Activo');

    // The company's plans export, the rule in words.
    await panel.getByTestId('export').hover();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Exportar CSV' }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    expect(csv).toContain(name);
    expect(csv).toContain('Cada N días: 20');
  });
});

test('service plans in English: the tab, the rules and the dialog', async ({ page }) => {
  const token = await englishAdmin(page);
  const res = await page.request.get('/api/v1/clients?q=CNO150312KJ2', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const clientId = ((await res.json()) as { data: { id: string }[] }).data[0]!.id;
  await page.goto(`/app/clients/edit/${clientId}`);
  await page.getByRole('tab', { name: 'Service plans' }).click();
  const panel = page.getByTestId('plans-panel');
  await expect(panel.locator('.ant-table-thead')).toContainText('Repeats');
  await expect(panel).toContainText('Every 10 days');
  await page.getByTestId('add-plan').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('plan-recurrence').getByText('A day of the month').click();
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(dialog.getByText('Please enter Day of the month')).toBeVisible();
  await dialog.getByTestId('plan-month-day').fill('31');
  await expect(dialog.getByTestId('plan-preview')).toContainText('The next dates would be');
});
