import { expect, test } from '@playwright/test';
import { apiToken, openInEnglish, signIn } from './support/accounts.ts';
import {
  archiveOpenRecord,
  choose,
  chooseFilter,
  columnTexts,
  createRecord,
  expectHistory,
  exportedCsvLines,
  filterAndReload,
  findArchived,
  openAddForm,
  saveChanges,
  saveExpectingRequired,
  saveNewAndFind,
  showColumn,
  sortByColumn,
  takeTransition,
  typeDate,
  uniqueSuffix,
} from './support/catalog.ts';

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
    await openAddForm(page, 'vehicles', 'Vehículos');

    // The shared schema's rules, under the fields, before any request.
    await saveExpectingRequired(page, ['Placa', 'Marca', 'Capacidad (kg)']);
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
    await saveNewAndFind(page, 'vehicles', plate);
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    await expect(page.locator('.ant-table-row')).toContainText('Ford Transit 350');
    await expect(page.locator('.ant-table-row')).toContainText('Disponible');
    await page.getByRole('link', { name: plate }).click();
    await expect(page).toHaveURL(/\/app\/vehicles\/edit\//);

    await page.getByLabel('Odómetro (km)').fill('12500');
    await saveChanges(page, 'vehicles', 2);
    // The status is the lifecycle's to change, through the record's actions (not the form).
    await takeTransition(page, {
      name: 'maintain',
      label: 'Enviar a mantenimiento',
      status: 'Mantenimiento',
    });
    await expectHistory(page, ['Modificó', 'Campos: Estado', 'Creó', 'admin@recolecta.test']);
  });

  test('sorts, filters and keeps the view in the URL, and exports the filtered set', async ({ page }) => {
    await page.goto('/app/vehicles');
    await sortByColumn(page, 'Vigencia del seguro', 'insuranceExpiry', 'asc');
    // The demo fleet's nearest insurance expiry is within 30 days.
    await expect
      .poll(async () => (await columnTexts(page, 'Vigencia del seguro'))[0])
      .toContain('Por vencer');

    await filterAndReload(page, { label: 'Refrigerado', option: 'Sí', param: 'refrigerated', value: 'true' });
    // Hidden by default so the list fits a desktop screen; one click in "Columnas" shows it.
    await showColumn(page, 'Refrigerado');
    await expect.poll(async () => [...new Set(await columnTexts(page, 'Refrigerado'))]).toEqual(['Sí']);
    const refrigerated = await columnTexts(page, 'Refrigerado');

    const lines = await exportedCsvLines(page, 'vehicles');
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
    await archiveOpenRecord(page);
    await expect(page.getByText('Archivado', { exact: true }).first()).toBeVisible();

    await findArchived(page, 'vehicles', plate, 'Incluir archivados');
    await expect(page).toHaveURL(/archived=include/);
  });
});

test.describe('vehicle lifecycle', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test('retiring asks for the reason; a move someone else made first gets the reload dialog alone', async ({
    page,
  }) => {
    const vehicle = await createRecord<{ id: string; version: number }>(page.request, 'vehicles', {
      plate: `LC-${uniqueSuffix()}`,
      type: 'van',
      make: 'Nissan',
      model: 'NV350',
      year: 2023,
      capacityKg: 1000,
    });
    await page.goto(`/app/vehicles/edit/${vehicle.id}`);
    await expect(page.getByTestId('record-header')).toContainText('Disponible');
    // Only the moves the table allows from "available" to a user (never the routes' own).
    await expect(page.getByTestId('lifecycle-actions').getByRole('button')).toHaveText([
      'Enviar a mantenimiento',
      'Dar de baja',
    ]);

    await page.getByTestId('transition-retire').click();
    const dialog = page.getByRole('dialog', { name: 'Dar de baja' });
    await dialog.getByRole('button', { name: 'Dar de baja' }).click();
    await expect(dialog.getByText('Por favor ingresar Motivo')).toBeVisible();
    await dialog.getByRole('textbox').fill('Siniestro total');
    await dialog.getByRole('button', { name: 'Dar de baja' }).click();
    await expect(page.getByTestId('record-header')).toContainText('Dado de baja');
    await expect(page.getByTestId('transitions')).toContainText('Disponible → Dado de baja');
    await expect(page.getByTestId('transitions')).toContainText('Motivo: Siniestro total');
    await expect(page.getByTestId('lifecycle-actions').getByRole('button')).toHaveText(['Reincorporar']);

    // Someone else reinstates it; this page still offers "Reincorporar", which is no longer possible.
    const current = (await (
      await page.request.get(`/api/v1/vehicles/${vehicle.id}`, {
        headers: { Authorization: `Bearer ${await apiToken(page.request, 'admin')}` },
      })
    ).json()) as { data: { version: number } };
    const other = await page.request.post(`/api/v1/vehicles/${vehicle.id}/transitions/reinstate`, {
      headers: { Authorization: `Bearer ${await apiToken(page.request, 'admin')}` },
      data: { version: current.data.version, reason: 'Reparado' },
    });
    expect(other.status()).toBe(200);
    await page.getByTestId('transition-reinstate').click();
    const again = page.getByRole('dialog', { name: 'Reincorporar' });
    await again.getByRole('textbox').fill('Otra vez');
    await again.getByRole('button', { name: 'Reincorporar' }).click();
    const conflict = page.locator('.ant-modal-confirm');
    await expect(conflict).toContainText('Otra persona modificó este registro');
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
    await conflict.getByRole('button', { name: 'Recargar registro' }).click();
    await expect(page.getByTestId('record-header')).toContainText('Disponible');
    await expect(page.getByTestId('transitions')).toContainText('Motivo: Reparado');
  });
});

test.describe('vehicles, in English', () => {
  test('an English-speaking admin sees the list, filters and rules in English', async ({ page }) => {
    await openInEnglish(page, '/app/vehicles', 'Vehicles');
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
