import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { openInEnglish, signIn } from './support/accounts.ts';
import { choose, expectHistory, saveChanges, search } from './support/catalog.ts';

const noTiles = (page: Page) => page.route(/tile\.openstreetmap\.org/, (route) => route.abort());

test.describe('stores, in Spanish', () => {
  test('an admin adds a store with validation, its pin and hours, then a zone, and sees the zone fill', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await noTiles(page);
    await signIn(page, 'admin');
    await page.goto('/app/stores');
    await expect(page.getByRole('heading', { name: 'Almacenes' })).toBeVisible();
    await expect(
      page.locator('.ant-table-row').filter({ hasText: 'Centro de Acopio Iztapalapa' }),
    ).toHaveCount(1);
    await expect(
      page.locator('.ant-table-row').filter({ hasText: 'Planta de Tratamiento Tlalnepantla' }),
    ).toHaveCount(1);

    await page.getByTestId('add').click();
    await expect(page).toHaveURL(/\/app\/stores\/add$/);
    await page.getByTestId('save').click();
    await expect(page.getByText('Por favor ingresar Nombre', { exact: true })).toBeVisible();
    const name = `Almacén Vallejo ${Date.now()}`;
    await page.getByLabel('Nombre', { exact: true }).fill(name);
    await choose(page.getByTestId('resource-form'), 'Tipo', 'Almacén');
    await page.getByLabel('Número de autorización').fill('09-I-0777-2026');
    await page.getByLabel('Calle').fill('Poniente 140');
    await page.getByLabel('Número exterior').fill('720');
    await page.getByLabel('Colonia').fill('Industrial Vallejo');
    await page.getByLabel('Alcaldía o municipio').fill('Azcapotzalco');
    await choose(page.getByTestId('resource-form'), 'Estado', 'Ciudad de México');
    await page.getByLabel('Código postal').fill('02300');
    await page.getByTestId('location-map').click({ position: { x: 250, y: 140 } });
    await expect(page.getByLabel('Latitud')).not.toHaveValue('');
    await page.getByLabel('Latitud').fill('19.4905');
    await page.getByLabel('Longitud').fill('-99.1630');
    await page.getByLabel('Capacidad (kg)').fill('12000');
    await page.getByTestId('save').click();
    await expect(page).toHaveURL(/\/app\/stores$/);
    await search(page, name);
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    await expect(page.locator('.ant-table-row')).toContainText('Azcapotzalco');

    // Edit: the record page opens from the list, saves the new capacity and keeps the change in history.
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/app\/stores\/edit\//);
    await page.getByTestId('resource-form').getByLabel('Capacidad (kg)').fill('15000');
    await saveChanges(page, 'stores', 2);
    await expectHistory(page, ['Modificó', 'Creó']);
    await page.goto('/app/stores');
    await search(page, name);
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    await expect(page.locator('.ant-table-row')).toContainText('15,000');

    await page.getByRole('link', { name: `Zonas: ${name}` }).click();
    await expect(page.getByRole('heading', { name: 'Zonas del almacén' })).toBeVisible();
    await expect(page.getByText('Este almacén aún no tiene zonas.')).toBeVisible();
    await page.getByTestId('add-zone').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nombre').fill('Cámara fría A');
    await choose(dialog, 'Tipo', 'Cámara fría');
    await dialog.getByLabel('Capacidad (contenedores)').fill('20');
    await dialog.getByRole('button', { name: 'Guardar zona' }).click();
    await expect(dialog.getByText('Una cámara fría necesita su rango de temperatura').first()).toBeVisible();
    await dialog.getByLabel('Temperatura mínima (°C)').fill('2');
    await dialog.getByLabel('Temperatura máxima (°C)').fill('6');
    await dialog.getByRole('button', { name: 'Guardar zona' }).click();
    await expect(dialog).toHaveCount(0);
    const row = page.locator('.ant-table-row').filter({ hasText: 'Cámara fría A' });
    await expect(row).toContainText('2 a 6 °C');
    await expect(row).toContainText('0 de 20 contenedores');
    // The zones export as a spreadsheet of the store's zones.
    await page.getByTestId('export').hover();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Exportar CSV' }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    expect(csv).toContain('Capacidad (contenedores)');
    expect(csv).toContain('Cámara fría A');
    await row.getByRole('link', { name: 'Cámara fría A' }).click();
    await expect(page.getByTestId('zone-fill')).toHaveText('0 de 20 contenedores');
    await expect(page.getByText('Esta zona no guarda contenedores ahora.')).toBeVisible();
  });

  test("a demo zone's page lists the containers it holds and its fill", async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/app/stores');
    await page.getByRole('link', { name: 'Zonas: Centro de Acopio Iztapalapa' }).click();
    await page.getByRole('link', { name: 'Andén de recepción' }).click();
    await expect(page.getByTestId('zone-fill')).toContainText('de 60 contenedores');
    await expect(
      page.getByTestId('zone-containers-page').locator('.ant-table-row').filter({ hasText: 'RPBI-' }).first(),
    ).toBeVisible();
  });

  test('an owner cannot open the stores', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/app/stores');
    await expect(page.getByTestId('no-permission')).toBeVisible();
  });
});

test('stores, in English: the list and a zone dialog', async ({ page }) => {
  await openInEnglish(page, '/app/stores', 'Stores');
  await expect(page.locator('.ant-table-thead')).toContainText('Capacity (kg)');
  await page.getByRole('link', { name: 'Zones: Planta de Tratamiento Tlalnepantla' }).click();
  await expect(page.getByRole('heading', { name: 'Store zones' })).toBeVisible();
  await page.getByTestId('add-zone').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save zone' }).click();
  await expect(dialog.getByText('Please enter Name')).toBeVisible();
  const zone = `Washing bay ${Date.now()}`;
  await dialog.getByLabel('Name').fill(zone);
  await choose(dialog, 'Type', 'Washing');
  await dialog.getByLabel('Capacity (containers)').fill('8');
  await dialog.getByRole('button', { name: 'Save zone' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.locator('.ant-table-row').filter({ hasText: zone });
  await expect(row).toContainText('0 of 8 containers');
  await row.getByRole('link', { name: zone }).click();
  await expect(page.getByTestId('zone-fill')).toHaveText('0 of 8 containers');

  // Edit a demo store in English: the record page opens and saves.
  await page.goto('/app/stores');
  await page.getByRole('link', { name: 'Planta de Tratamiento Tlalnepantla', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/stores\/edit\//);
  await expect(page.getByLabel('Authorisation number')).not.toHaveValue('');
  await page.getByLabel('Phone').fill('55 5390 1200');
  await page.getByTestId('save').click();
  await expect(page.getByText('Changes saved')).toBeVisible();
});
