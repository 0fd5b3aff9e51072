import { expect, test } from '@playwright/test';
import { englishAdmin, signIn } from './support/accounts.ts';
import {
  choose,
  chooseFilter,
  columnTexts,
  createRecord,
  exportCsv,
  savedVersion,
  search,
  typeDate,
  uniqueSuffix,
} from './support/catalog.ts';

const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);

test.describe('vehicles, in Spanish', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test('validates before sending, adds a vehicle, finds it, edits it and keeps its history', async ({
    page,
  }) => {
    // A long flow of many round trips: more time than the default on a busy machine.
    test.slow();
    const plate = `E2E-${uniqueSuffix()}`;
    await page.goto('/app/vehicles');
    await expect(page.getByRole('heading', { name: 'Vehículos' })).toBeVisible();
    await page.getByTestId('add').click();
    await expect(page).toHaveURL(/\/app\/vehicles\/add$/);

    // The shared schema's rules, under the fields, before any request.
    await page.getByTestId('save').click();
    await expect(page.getByText('Por favor ingresar Placa', { exact: true })).toBeVisible();
    await expect(page.getByText('Por favor ingresar Marca', { exact: true })).toBeVisible();
    await expect(page.getByText('Por favor ingresar Capacidad (kg)', { exact: true })).toBeVisible();
    await page.getByLabel('Placa').fill('X1');
    await expect(
      page.getByText('Placa de 5 a 10 letras y números (guiones y espacios permitidos)'),
    ).toBeVisible();
    await page.getByLabel('Año').fill('1975');
    await expect(page.getByText('Año entre 1980 y el próximo año')).toBeVisible();

    // Typed in lower case, the plate is kept as written on the vehicle.
    await page.getByLabel('Placa').fill(plate.toLowerCase());
    await expect(page.getByLabel('Placa')).toHaveValue(plate);
    await page.getByLabel('Número económico').fill('U-99');
    await choose(page, 'Tipo', 'Camioneta');
    await page.getByLabel('Marca').fill('Ford');
    await page.getByLabel('Modelo').fill('Transit 350');
    await page.getByLabel('Año').fill('2024');
    await page.getByLabel('Capacidad (kg)').fill('1500');
    await page.getByLabel('Capacidad (L)').fill('9000');
    await page.getByLabel('Póliza de seguro').fill('QUA-04-555');
    await page.getByTestId('save').click();
    // A policy wants its expiry too (a rule across two fields).
    await expect(page.getByText('Indica la vigencia del seguro')).toBeVisible();
    await typeDate(page, 'Vigencia del seguro', '15/03/2030');
    await page.getByTestId('save').click();

    await expect(page).toHaveURL(/\/app\/vehicles$/);
    await expect(page.getByText('Registro creado')).toBeVisible();
    await search(page, plate);
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    await expect(page.locator('.ant-table-row')).toContainText('Ford Transit 350');
    await expect(page.locator('.ant-table-row')).toContainText('Disponible');
    await page.getByRole('link', { name: plate }).click();
    await expect(page).toHaveURL(/\/app\/vehicles\/edit\//);

    await choose(page.getByTestId('resource-form'), 'Estado', 'Mantenimiento');
    const version = await savedVersion(page, 'vehicles', () => page.getByTestId('save').click());
    expect(version).toBe(2);
    await expect(page.getByText('Cambios guardados')).toBeVisible();
    const history = page.getByTestId('history');
    await expect(history).toContainText('Modificó');
    await expect(history).toContainText('Campos: Estado');
    await expect(history).toContainText('Creó');
    await expect(history).toContainText('admin@recolecta.test');
  });

  test('sorts, filters and keeps the view in the URL, and exports the filtered set', async ({ page }) => {
    await page.goto('/app/vehicles');
    await page.getByRole('columnheader', { name: 'Vigencia del seguro' }).click();
    await expect(page).toHaveURL(/sort=insuranceExpiry%3Aasc|sort=insuranceExpiry:asc/);
    // The demo fleet's nearest insurance expiry is within 30 days.
    await expect
      .poll(async () => (await columnTexts(page, 'Vigencia del seguro'))[0])
      .toContain('Por vencer');

    await chooseFilter(page, 'Refrigerado', 'Sí');
    await expect(page).toHaveURL(/refrigerated=true/);
    await page.reload();
    await expect(page.getByTestId('filter-refrigerated')).toContainText('Sí');
    await expect.poll(async () => [...new Set(await columnTexts(page, 'Refrigerado'))]).toEqual(['Sí']);
    const refrigerated = await columnTexts(page, 'Refrigerado');

    const { name, text } = await exportCsv(page, 'Exportar CSV');
    expect(name).toMatch(/^vehicles-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csvLines(text);
    expect(lines[0]).toContain('Placa');
    expect(lines[0]).toContain('Refrigerado');
    expect(lines.length - 1).toBe(refrigerated.length);
    for (const line of lines.slice(1)) expect(line).toContain('Sí');
  });

  test('archives a vehicle: it leaves the list and shows again among the archived', async ({ page }) => {
    const plate = `ARC-${uniqueSuffix()}`;
    const vehicle = await createRecord(page.request, 'vehicles', {
      plate,
      type: 'van',
      make: 'Nissan',
      model: 'Urvan',
      year: 2022,
      capacityKg: 1200,
    });
    await page.goto(`/app/vehicles/edit/${vehicle.id}`);
    await page.getByTestId('archive').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Archivar' }).click();
    await expect(page.getByRole('button', { name: 'Restaurar' })).toBeVisible();
    await expect(page.getByText('Archivado', { exact: true }).first()).toBeVisible();

    await page.goto(`/app/vehicles?q=${plate}`);
    await expect(page.getByText('Ningún registro coincide con la búsqueda o los filtros')).toBeVisible();
    await chooseFilter(page, 'Archivados', 'Incluir archivados');
    await expect(page).toHaveURL(/archived=include/);
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    await expect(page.locator('.ant-table-row')).toContainText('Archivado');
  });
});

test.describe('vehicles, in English', () => {
  test('an English-speaking admin sees the list, filters and rules in English', async ({ page }) => {
    await englishAdmin(page);
    await page.goto('/app/vehicles');
    // The saved language loads with the session: allow for its pack on a busy machine.
    await expect(page.getByRole('heading', { name: 'Vehicles' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('columnheader', { name: 'Plate' })).toBeVisible();
    await expect(page.getByText('Expiring soon').first()).toBeVisible();
    await chooseFilter(page, 'Type', 'Refrigerated truck');
    await expect(page).toHaveURL(/type=refrigerated_truck/);
    await expect
      .poll(async () => [...new Set(await columnTexts(page, 'Type'))])
      .toEqual(['Refrigerated truck']);

    await page.getByTestId('add').click();
    await page.getByTestId('save').click();
    await expect(page.getByText('Please enter Plate', { exact: true })).toBeVisible();
    await page.getByLabel('Plate').fill('X1');
    await expect(
      page.getByText('Plate of 5 to 10 letters and digits (dashes and spaces allowed)'),
    ).toBeVisible();
  });
});
