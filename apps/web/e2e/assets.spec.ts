import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openInEnglish, signIn } from './support/accounts.ts';
import { chooseFilter, chooseSurely, search } from './support/catalog.ts';

test.describe('assets, in Spanish', () => {
  test('an admin registers a container, moves it to a client site, sees the timeline, and retires it', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    await page.goto('/app/actives');
    await expect(page.getByRole('heading', { name: 'Activos' })).toBeVisible();

    const serial = `E2E-${Date.now()}`;
    await page.getByTestId('add-asset').click();
    const add = page.getByRole('dialog');
    await add.getByLabel('Número de serie').fill(serial.toLowerCase());
    await chooseSurely(add, 'Tipo de contenedor', 'CR-R · Contenedor rojo con tapa y ruedas, 240 L');
    await chooseSurely(add, 'Almacén', 'Centro de Acopio Iztapalapa');
    await chooseSurely(add, 'Zona', 'Andén de recepción');
    await add.getByRole('button', { name: 'Guardar' }).click();

    const drawer = page.getByTestId('asset-drawer');
    await expect(drawer).toContainText(serial);
    await expect(drawer).toContainText('En almacén');
    await expect(page).toHaveURL(/[?&]asset=/);
    await expect(drawer.getByTestId('asset-moves')).toContainText('Alta');

    await drawer.getByTestId('move-asset').click();
    const move = page.getByRole('dialog', { name: `Mover el contenedor ${serial}` });
    // A client site is the kind offered first.
    await expect(move.getByRole('radio', { name: 'Sucursal de cliente' })).toBeChecked();
    await chooseSurely(move, 'Sucursal', 'Clínica Norte Satélite · Clínica del Norte S.C.');
    await expect(move.getByTestId('move-form')).toContainText(
      'Clínica Norte Satélite · Clínica del Norte S.C.',
    );
    await move.getByLabel('Nota').fill('Entrega de reposición');
    await move.getByRole('button', { name: 'Mover' }).click();
    await expect(drawer).toContainText('Con el cliente');
    await expect(drawer.getByTestId('asset-moves').locator('.ant-timeline-item')).toHaveCount(2);
    await expect(drawer.getByTestId('asset-moves')).toContainText('Entrega de reposición');

    await drawer.getByTestId('retire-asset').click();
    const retire = page.getByRole('dialog').filter({ hasText: 'Motivo' });
    await retire.getByRole('button', { name: 'Dar de baja' }).click();
    await expect(retire.getByText('Indica el motivo')).toBeVisible();
    await retire.getByLabel('Motivo').fill('Rueda rota');
    await retire.getByRole('button', { name: 'Dar de baja' }).click();
    await expect(drawer).toContainText('Dado de baja');
    await drawer
      .getByRole('button', { name: 'Close' })
      .or(drawer.locator('.ant-drawer-close'))
      .first()
      .click();
    await expect(page).not.toHaveURL(/asset=/);
  });

  test('filters in the URL, search, and the labels of what is listed as a PDF', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/app/actives');
    await chooseFilter(page, 'Estado', 'En lavado');
    await expect(page).toHaveURL(/status=washing/);
    await expect(page.locator('.ant-table-row').first()).toContainText('En lavado');
    await page.goto('/app/actives');
    await search(page, 'RPBI-000001');
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    const download = page.waitForEvent('download');
    await page.getByTestId('print-labels').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('etiquetas.pdf');
    expect(
      readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  test('an owner sees only the containers at their sites, read-only', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/app/actives');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await expect(page.getByTestId('add-asset')).toHaveCount(0);
    const places = await page.locator('.ant-table-row').allInnerTexts();
    for (const row of places) expect(row).toContain('Clínica del Norte');
    await page.locator('.ant-table-row a').first().click();
    await expect(page.getByTestId('asset-drawer')).toBeVisible();
    await expect(page.getByTestId('move-asset')).toHaveCount(0);
  });
});

test('assets, in English', async ({ page }) => {
  await openInEnglish(page, '/app/actives', 'Assets');
  await expect(page.locator('.ant-table-thead')).toContainText('Serial number');
  await page.locator('.ant-table-row a').first().click();
  await expect(page.getByTestId('asset-drawer')).toContainText('Moves');
});
