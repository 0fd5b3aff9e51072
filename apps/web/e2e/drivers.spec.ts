import { expect, type Page, test } from '@playwright/test';
import { apiToken, openInEnglish, signIn } from './support/accounts.ts';
import {
  chooseFilter,
  columnTexts,
  createRecord,
  expectHistory,
  exportedCsvLines,
  openAddForm,
  saveExpectingRequired,
  saveNewAndFind,
  sortByColumn,
  takeTransition,
  typeDate,
  uniqueSuffix,
} from './support/catalog.ts';

const unique = () => `${Date.now()}`.slice(-7);

/** A driver with a licence and no hazardous-materials permit, made through the API: its licence number. */
async function driverWithoutPermit(page: Page) {
  const licence = `LIC-${unique()}`;
  const made = await page.request.post('/api/v1/drivers', {
    headers: { Authorization: `Bearer ${await apiToken(page.request, 'admin')}` },
    data: {
      firstName: 'Irma',
      lastName: 'Sin Permiso',
      licenceNumber: licence,
      licenceType: 'E',
      licenceExpiry: '2030-01-15',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return licence;
}

/** The mark of a document not on record in that driver's row. */
const missingPermit = (page: Page) =>
  page.locator('.ant-table-row', { hasText: 'Sin Permiso' }).locator('[data-status="none"]');

test.describe('drivers, in Spanish', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test('validates before sending, adds a driver, finds it, edits it and keeps its history', async ({
    page,
  }) => {
    const licence = `LIC-${unique()}`;
    await openAddForm(page, 'drivers', 'Conductores');

    // The shared schema's rules, under the fields, before any request.
    await saveExpectingRequired(page, ['Nombre', 'Número de licencia']);
    await page.getByLabel('Teléfono').fill('abc');
    await expect(page.getByText('Escribe un teléfono de 10 dígitos (puede llevar +52)')).toBeVisible();

    await page.getByLabel('Nombre', { exact: true }).fill('Rosa');
    await page.getByLabel('Apellidos').fill('Zavala Quintero');
    await page.getByLabel('Teléfono').fill('+52 55 4321 8765');
    await page.getByLabel('Número de licencia').fill(licence);
    await typeDate(page, 'Vigencia de licencia', '15/03/2029');
    await page.getByLabel('Permiso de materiales peligrosos').fill('MP-99');
    await page.getByTestId('save').click();
    // The permit wants its expiry too (a rule across two fields).
    await expect(page.getByText('Por favor ingresar Vigencia del permiso')).toBeVisible();
    await typeDate(page, 'Vigencia del permiso', '01/01/2030');
    await saveNewAndFind(page, 'drivers', licence);
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    await page.getByRole('link', { name: 'Zavala Quintero, Rosa' }).click();
    await expect(page).toHaveURL(/\/app\/drivers\/edit\//);

    await page.getByLabel('Notas').fill('Turno matutino');
    await page.getByTestId('save').click();
    await expect(page.getByText('Cambios guardados')).toBeVisible();
    // The status is the lifecycle's to change, through the record's actions (not the form).
    await expect(page.getByTestId('resource-form').getByLabel('Estado')).toHaveCount(0);
    await takeTransition(page, {
      name: 'leave',
      label: 'Dar permiso',
      status: 'De permiso',
      reason: 'Vacaciones',
    });
    await expect(page.getByTestId('transitions')).toContainText('Motivo: Vacaciones');
    await expectHistory(page, ['Modificó', 'Creó', 'admin@recolecta.test']);
  });

  test('a driver without a hazardous-materials permit shows it missing in the list', async ({ page }) => {
    const licence = await driverWithoutPermit(page);
    await signIn(page, 'admin');
    await page.goto(`/app/drivers?q=${licence}`);
    await expect(missingPermit(page)).toHaveText('Sin documento');
  });

  test('refuses a duplicate licence with the message under the field', async ({ page }) => {
    await page.goto('/app/drivers/add');
    await page.getByLabel('Nombre', { exact: true }).fill('Duplicado');
    await page.getByLabel('Apellidos').fill('Prueba');
    // A demo driver's licence, typed in lower case: still the same licence.
    await page.getByLabel('Número de licencia').fill('lfc0948213');
    await typeDate(page, 'Vigencia de licencia', '15/03/2029');
    await page.getByTestId('save').click();
    await expect(page.getByText('Ya existe un registro con este valor')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/drivers\/add$/);
  });

  test("a save over someone else's change: the form's dialog alone answers, and reloads the record", async ({
    page,
  }) => {
    const driver = await createRecord<{ id: string; version: number }>(page.request, 'drivers', {
      firstName: 'Conflicto',
      lastName: 'Prueba',
      licenceNumber: `CF-${uniqueSuffix()}`,
      licenceType: 'E',
      licenceExpiry: '2030-01-15',
    });
    await page.goto(`/app/drivers/edit/${driver.id}`);
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Conflicto');
    // Someone else saves first.
    const other = await page.request.patch(`/api/v1/drivers/${driver.id}`, {
      headers: { Authorization: `Bearer ${await apiToken(page.request, 'admin')}` },
      data: { version: driver.version, notes: 'cambiado por otra persona' },
    });
    expect(other.status()).toBe(200);

    await page.getByLabel('Nombre', { exact: true }).fill('Conflicto mío');
    await page.getByTestId('save').click();
    const dialog = page.locator('.ant-modal-confirm');
    await expect(dialog).toContainText('Otra persona modificó este registro');
    // Once: no app-wide notice beside the dialog.
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Recargar registro' }).click();
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Conflicto');
    await expect(page.getByLabel('Notas')).toHaveValue('cambiado por otra persona');
  });

  test('sorts, filters and keeps the view in the URL, and exports the filtered set', async ({ page }) => {
    await page.goto('/app/drivers');
    await sortByColumn(page, 'Vigencia de licencia', 'licenceExpiry', 'asc');
    // The previous rows stay on screen until the sorted page arrives.
    await expect.poll(async () => (await columnTexts(page, 'Vigencia de licencia'))[0]).toContain('Vencido');

    await chooseFilter(page, 'Documentos', 'Por vencer o vencidos');
    await expect(page).toHaveURL(/documents=attention/);
    const marks = await columnTexts(page, 'Vigencia de licencia');
    expect(marks.length).toBeGreaterThan(0);

    await page.reload();
    await expect(page.getByLabel('Documentos').locator('..')).toContainText('Por vencer o vencidos');
    const lines = await exportedCsvLines(page, 'drivers');
    expect(lines[0]).toContain('Apellidos');
    expect(lines.length - 1).toBe(await page.locator('.ant-table-row').count());
  });

  test('an owner cannot open the drivers pages nor see them in the menu', async ({ page, context }) => {
    await context.clearCookies();
    const owner = await context.newPage();
    await signIn(owner, 'owner');
    await owner.goto('/app/drivers');
    await expect(owner.getByText(/no tienes permiso/i).first()).toBeVisible();
    await expect(owner.getByRole('menuitem', { name: 'Conductores' })).toHaveCount(0);
    void page;
  });
});

test('in English, a driver without a hazardous-materials permit shows it missing in the list', async ({
  page,
}) => {
  const licence = await driverWithoutPermit(page);
  await openInEnglish(page, `/app/drivers?q=${licence}`, 'Drivers');
  await expect(missingPermit(page)).toHaveText('No document');
});
