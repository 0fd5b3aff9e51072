import { expect, type Page, test } from '@playwright/test';
import { openInEnglish, signIn } from './support/accounts.ts';
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
  savedVersion,
  saveExpectingRequired,
  saveNewAndFind,
  sortByColumn,
  uniqueSuffix,
} from './support/catalog.ts';

/** Picks wastes in the multi-select by typing their code, as a user would. */
async function pickWaste(page: Page, code: string) {
  const picker = page.getByRole('combobox', { name: 'Residuos que admite' });
  await picker.click();
  await picker.fill(code);
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle(new RegExp(`^${code} · `))
    .click();
  await page.keyboard.press('Escape');
}

test.describe('containers, in Spanish', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test('validates before sending, adds a container type with its wastes, edits it and keeps its history', async ({
    page,
  }) => {
    // A long flow of many round trips: more time than the default on a busy machine.
    test.slow();
    const code = `E2E-${uniqueSuffix()}`;
    await openAddForm(page, 'containers', 'Contenedores');

    await saveExpectingRequired(page, ['Clave', 'Material', 'Capacidad (L)']);
    await page.getByLabel('Clave').fill('BR R');
    await expect(page.getByText('Solo letras mayúsculas, números y guiones')).toBeVisible();

    await page.getByLabel('Clave').fill(code.toLowerCase());
    await expect(page.getByLabel('Clave')).toHaveValue(code);
    await page.getByLabel('Nombre').fill('Tambo azul de 200 L para pruebas');
    await choose(page, 'Material', 'Tambo');
    await choose(page, 'Color', 'Azul');
    await page.getByLabel('Capacidad (L)').fill('200');
    await page.getByLabel('Tara (kg)').fill('8.5');
    await page.getByLabel('Reutilizable').click();
    await pickWaste(page, 'RPBI-PUN-S');
    await pickWaste(page, 'RPBI-CUL-S');
    await saveNewAndFind(page, 'containers', code);
    const row = page.locator('.ant-table-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Azul');
    await expect(row.locator('[data-colour="blue"]')).toBeVisible();
    await expect(row).toContainText('RPBI-PUN-S');
    await expect(row).toContainText('RPBI-CUL-S');
    await expect(row).toContainText('Sí');
    await page.getByRole('link', { name: code }).click();
    await expect(page).toHaveURL(/\/app\/containers\/edit\//);
    // The list's column of the same name is gone once the form is in.
    const form = page.getByTestId('resource-form');
    await expect(page.getByRole('heading', { name: 'Editar contenedor' })).toBeVisible();
    await form.getByLabel('Capacidad (L)').fill('220');
    await saveChanges(page, 'containers', 2);
    await expectHistory(page, ['Modificó', 'Campos: Capacidad (L)', 'Creó']);
  });

  test('keeps an archived waste it already holds, and does not offer it again', async ({ page }) => {
    const suffix = uniqueSuffix();
    const waste = await createRecord<{ id: string; version: number }>(page.request, 'wastes', {
      code: `OLD-${suffix}`,
      name: `Residuo retirado ${suffix}`,
      category: 'hazardous',
      physicalState: 'solid',
      unit: 'kg',
    });
    const container = await createRecord(page.request, 'containers', {
      code: `KEEP-${suffix}`,
      name: 'Contenedor con un residuo archivado',
      material: 'drum',
      colour: 'black',
      capacityL: 200,
      tareKg: 9,
      wasteIds: [waste.id],
    });
    await page.goto(`/app/waste/edit/${waste.id}`);
    await archiveOpenRecord(page);

    await page.goto(`/app/containers/edit/${container.id}`);
    const form = page.getByTestId('resource-form');
    await expect(form).toContainText(`OLD-${suffix} · Residuo retirado ${suffix} (Archivado)`);
    // An unrelated change saves with the archived link in place.
    await page.getByLabel('Tara (kg)').fill('9.5');
    const version = await savedVersion(page, 'containers', () => page.getByTestId('save').click());
    expect(version).toBe(2);
    await expect(form).toContainText(`OLD-${suffix}`);

    // A new container type is not offered the archived waste.
    await page.goto('/app/containers/add');
    const picker = page.getByRole('combobox', { name: 'Residuos que admite' });
    await picker.click();
    await picker.fill('RPBI-PAT');
    await expect(page.locator('.ant-select-dropdown:visible').getByTitle(/^RPBI-PAT-S · /)).toBeVisible();
    await picker.fill(`OLD-${suffix}`);
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveCount(0);
  });

  test('sorts, filters and keeps the view in the URL, and exports the filtered set', async ({ page }) => {
    await page.goto('/app/containers');
    await sortByColumn(page, 'Capacidad (L)', 'capacityL', 'asc');
    // The 4 L sealed containers are the smallest of the demo catalog.
    await expect.poll(async () => (await columnTexts(page, 'Capacidad (L)'))[0]).toBe('4');

    await filterAndReload(page, { label: 'Color', option: 'Amarillo', param: 'colour', value: 'yellow' });
    await expect.poll(async () => [...new Set(await columnTexts(page, 'Color'))]).toEqual(['Amarillo']);
    const codes = await columnTexts(page, 'Clave');
    expect(codes).toEqual(expect.arrayContaining(['BA-A', 'RH-A']));

    const lines = await exportedCsvLines(page, 'containers');
    expect(lines[0]).toContain('Clave');
    expect(lines[0]).toContain('Residuos que admite');
    expect(lines.length - 1).toBe(codes.length);
    expect(lines.join('\n')).toContain('RPBI-PAT-S');
  });

  test('archives a container type: it leaves the list and the pickers', async ({ page }) => {
    const code = `ARC-${uniqueSuffix()}`;
    const container = await createRecord(page.request, 'containers', {
      code,
      name: 'Contenedor para archivar',
      material: 'tote',
      colour: 'white',
      capacityL: 1000,
      tareKg: 60,
    });
    await page.goto(`/app/containers/edit/${container.id}`);
    await archiveOpenRecord(page);

    await findArchived(page, 'containers', code, 'Solo archivados');

    // The waste form's container picker no longer offers it.
    await page.goto('/app/waste/add');
    const picker = page.getByRole('combobox', { name: 'Envase requerido' });
    await picker.click();
    await picker.fill(code);
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveCount(0);
  });
});

test.describe('containers, in English', () => {
  test('an English-speaking admin sees the list, colours and rules in English', async ({ page }) => {
    await openInEnglish(page, '/app/containers', 'Containers');
    await expect(page.getByRole('columnheader', { name: 'Colour' })).toBeVisible();
    await chooseFilter(page, 'Material', 'Bag');
    await expect(page).toHaveURL(/material=bag/);
    await expect.poll(async () => [...new Set(await columnTexts(page, 'Material'))]).toEqual(['Bag']);
    await expect(page.locator('.ant-table-row').first()).toContainText(/Red|Yellow/);

    await page.getByTestId('add').click();
    await expect(page.getByRole('heading', { name: 'New container' })).toBeVisible();
    await page.getByTestId('save').click();
    await expect(page.getByText('Please enter Code', { exact: true })).toBeVisible();
    await page.getByLabel('Code').fill('BR R');
    await expect(page.getByText('Capital letters, digits and dashes only')).toBeVisible();
  });
});
