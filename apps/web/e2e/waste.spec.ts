import { expect, type Page, test } from '@playwright/test';
import { openInEnglish, signIn } from './support/accounts.ts';
import {
  archiveOpenRecord,
  choose,
  chooseFilter,
  columnTexts,
  expectHistory,
  exportedCsvLines,
  filterAndReload,
  saveChanges,
  savedVersion,
  saveExpectingRequired,
  search,
  sortByColumn,
  uniqueSuffix,
} from './support/catalog.ts';

/** The five RPBI classes of NOM-087 in the demo catalog (apps/api/src/seed/seed-catalogs.ts). */
const RPBI_CLASSES = [
  'Sangre',
  'Cultivos y cepas de agentes biológico-infecciosos',
  'Patológicos',
  'Residuos no anatómicos',
  'Objetos punzocortantes',
];

/** The tree's rows in order: code and level (0 for wastes, 1 for sub-wastes). */
async function treeRows(page: Page) {
  return page.locator('.ant-table-tbody tr.ant-table-row').evaluateAll((rows) =>
    rows.map((row) => ({
      code: row.querySelector('a')?.textContent ?? '',
      level: Number(/ant-table-row-level-(\d+)/.exec(row.className)?.[1] ?? -1),
    })),
  );
}

/** The top-level waste a sub-waste sits under in the tree. */
async function parentInTree(page: Page, code: string) {
  const rows = await treeRows(page);
  const index = rows.findIndex((r) => r.code === code);
  if (index < 0 || rows[index]!.level !== 1) return undefined;
  return rows
    .slice(0, index)
    .reverse()
    .find((r) => r.level === 0)?.code;
}

test.describe('waste, in Spanish', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test('shows the catalog as a tree: the five RPBI classes with their sub-wastes', async ({ page }) => {
    await page.goto('/app/waste');
    await expect(page.getByRole('heading', { name: 'Residuos' })).toBeVisible();
    const topLevel = page.locator('tr.ant-table-row-level-0');
    for (const name of RPBI_CLASSES) {
      await expect(topLevel.filter({ hasText: name }).first()).toBeVisible();
    }
    // Opened: sub-wastes show under their class.
    expect(await parentInTree(page, 'RPBI-PAT-S')).toBe('RPBI-PAT');
    expect(await parentInTree(page, 'RPBI-PAT-L')).toBe('RPBI-PAT');
    expect(await parentInTree(page, 'RPBI-SAN-L')).toBe('RPBI-SAN');
    // A class folds away its sub-wastes.
    await page.locator('tr', { hasText: 'RPBI-PAT' }).first().getByRole('button').first().click();
    await expect(page.getByRole('link', { name: 'RPBI-PAT-S' })).toBeHidden();
  });

  test('adds a sub-waste under a class, validating first, then edits it', async ({ page }) => {
    // A long flow of many round trips: more time than the default on a busy machine.
    test.slow();
    const code = `RPBI-PAT-E${uniqueSuffix()}`;
    await page.goto('/app/waste');
    await page.getByTestId('add-sub-waste-RPBI-PAT').click();
    await expect(page).toHaveURL(/\/app\/waste\/add\/sub-waste\?parentId=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Nuevo subresiduo' })).toBeVisible();
    const form = page.getByTestId('resource-form');
    await expect(form).toContainText('RPBI-PAT · Patológicos');
    // It starts from its class: RPBI, biological-infectious, kept cold.
    await expect(form).toContainText('RPBI');
    await expect(page.getByLabel('Código CRETIB')).toHaveValue('B');
    await expect(page.getByRole('switch', { name: 'Requiere refrigeración' })).toBeChecked();

    await saveExpectingRequired(page, ['Clave', 'Nombre']);
    await page.getByLabel('Clave').fill('PAT 1');
    await expect(page.getByText('Solo letras mayúsculas, números y guiones')).toBeVisible();
    await page.getByLabel('Código CRETIB').fill('BB');
    await expect(page.getByText('Solo letras CRETIB, sin repetir')).toBeVisible();
    await page.getByLabel('Código CRETIB').fill('tb');

    await page.getByLabel('Clave').fill(code.toLowerCase());
    await page.getByLabel('Nombre').fill('Placentas');
    await choose(form, 'Envase requerido', 'BA-A · Bolsa amarilla de polietileno calibre 200, 70 × 90 cm');
    // The container's colour fills the empty colour.
    await expect(page.getByTestId('resource-form').locator('[data-colour="yellow"]')).toBeVisible();
    await page.getByTestId('save').click();

    await expect(page).toHaveURL(/\/app\/waste$/);
    await expect(page.getByText('Registro creado')).toBeVisible();
    await expect(page.getByRole('link', { name: code })).toBeVisible();
    expect(await parentInTree(page, code)).toBe('RPBI-PAT');
    const row = page.locator('tr', { has: page.getByRole('link', { name: code }) });
    // Stored in CRETIB order.
    await expect(row).toContainText('TB');

    await page.getByRole('link', { name: code }).click();
    await expect(page).toHaveURL(/\/app\/waste\/edit\/sub-waste\?id=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Editar subresiduo' })).toBeVisible();
    await page.getByLabel('Nombre').fill('Placentas y restos placentarios');
    await saveChanges(page, 'wastes', 2);
    await expectHistory(page, ['Modificó', 'Campos: Nombre', 'Creó']);
  });

  test('keeps the tree two levels deep: a sub-waste cannot be a parent', async ({ page }) => {
    await page.goto('/app/waste');
    // Only top-level rows offer sub-wastes.
    await expect(page.getByTestId('add-sub-waste-RPBI-PAT')).toBeVisible();
    await expect(page.getByTestId('add-sub-waste-RPBI-PAT-S')).toHaveCount(0);
    await page.getByRole('link', { name: 'RPBI-PAT-S', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/waste\/edit\/sub-waste\?id=/);
    const subWasteId = new URL(page.url()).searchParams.get('id')!;

    // The parent picker lists top-level wastes only.
    await page.goto('/app/waste/add/sub-waste');
    const picker = page.getByRole('combobox', { name: 'Residuo principal' });
    await picker.click();
    await picker.fill('RPBI-PAT');
    const dropdown = page.locator('.ant-select-dropdown:visible');
    await expect(dropdown.getByTitle('RPBI-PAT · Patológicos')).toBeVisible();
    await expect(dropdown.getByTitle(/^RPBI-PAT-S · /)).toHaveCount(0);
    await page.keyboard.press('Escape');

    // A sub-waste given as the parent in the link is refused before sending.
    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/wastes')) posted = true;
    });
    await page.goto(`/app/waste/add/sub-waste?parentId=${subWasteId}`);
    await expect(page.getByTestId('resource-form')).toContainText('RPBI-PAT-S · Tejidos');
    await page.getByLabel('Clave').fill(`DEEP-${uniqueSuffix()}`);
    await page.getByLabel('Nombre').fill('Tercer nivel');
    await page.getByTestId('save').click();
    await expect(page.getByText('Un subresiduo debe pertenecer a un residuo principal')).toBeVisible();
    expect(posted).toBe(false);
    await expect(page).toHaveURL(/\/app\/waste\/add\/sub-waste/);
  });

  test('adds a top-level waste, edits it, and archives it out of the tree', async ({ page }) => {
    // A long flow of many round trips: more time than the default on a busy machine.
    test.slow();
    const code = `E2E-W${uniqueSuffix()}`;
    await page.goto('/app/waste');
    await page.getByTestId('add').click();
    await expect(page).toHaveURL(/\/app\/waste\/add$/);
    await saveExpectingRequired(page, ['Clave', 'Categoría']);
    await page.getByLabel('Almacenamiento máximo (días)').fill('0');
    await expect(page.getByText('Debe ser mayor que cero')).toBeVisible();

    await page.getByLabel('Clave').fill(code);
    await page.getByLabel('Nombre').fill('Aceites lubricantes usados');
    await choose(page, 'Categoría', 'Peligroso');
    await choose(page, 'Estado físico', 'Líquido');
    await choose(page, 'Unidad', 'L');
    await page.getByLabel('Código CRETIB').fill('IT');
    await page.getByLabel('Almacenamiento máximo (días)').fill('180');
    await page.getByTestId('save').click();
    await expect(page).toHaveURL(/\/app\/waste$/);
    await expect(page.locator('tr.ant-table-row-level-0', { hasText: code })).toBeVisible();
    await expect(page.getByTestId(`add-sub-waste-${code}`)).toBeVisible();

    await page.getByRole('link', { name: code }).click();
    await expect(page).toHaveURL(/\/app\/waste\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Editar residuo' })).toBeVisible();
    // A top-level waste has no parent to choose.
    await expect(page.getByRole('combobox', { name: 'Residuo principal' })).toHaveCount(0);
    await page.getByRole('switch', { name: 'Requiere refrigeración' }).click();
    const version = await savedVersion(page, 'wastes', () => page.getByTestId('save').click());
    expect(version).toBe(2);
    await expect(page.getByTestId('history')).toContainText('Campos: Requiere refrigeración');

    await archiveOpenRecord(page);
    await page.goto('/app/waste');
    await expect(page.locator('tr.ant-table-row-level-0').first()).toBeVisible();
    await expect(page.getByRole('link', { name: code })).toHaveCount(0);
    await chooseFilter(page, 'Archivados', 'Solo archivados');
    await expect(page.getByRole('link', { name: code })).toBeVisible();
  });

  test('searches and filters as a flat list kept in the URL, sorts, and exports what it shows', async ({
    page,
  }) => {
    await page.goto('/app/waste');
    // The tree sorts in the browser, each level on its own.
    await sortByColumn(page, 'Nombre', 'name', 'asc');
    const topNames = () =>
      page
        .locator('tr.ant-table-row-level-0 td:nth-child(2)')
        .allInnerTexts()
        .then((texts) => texts.map((t) => t.trim()));
    const byName = (a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' });
    await expect
      .poll(async () => {
        const names = await topNames();
        return names.join('|') === [...names].sort(byName).join('|') && names.length >= 5;
      })
      .toBe(true);
    await sortByColumn(page, 'Nombre', 'name', 'desc');
    await expect.poll(async () => (await topNames())[0]).toBe('Sangre');

    // A search lists matching wastes and sub-wastes alike, from the server, page by page.
    await search(page, 'RPBI-PAT');
    await expect(page.locator('.ant-pagination')).toBeVisible();
    await expect(page.locator('tr.ant-table-row-level-1')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'RPBI-PAT', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'RPBI-PAT-S', exact: true })).toBeVisible();
    await page.getByTestId('list-search').getByRole('searchbox').fill('');
    await page.getByTestId('list-search').getByRole('searchbox').press('Enter');
    await expect(page).not.toHaveURL(/[?&]q=/);

    await filterAndReload(page, {
      label: 'Estado físico',
      option: 'Líquido',
      param: 'physicalState',
      value: 'liquid',
    });
    await expect
      .poll(async () => [...new Set(await columnTexts(page, 'Estado físico'))])
      .toEqual(['Líquido']);
    const codes = await columnTexts(page, 'Clave');
    expect(codes).toEqual(expect.arrayContaining(['RPBI-SAN', 'RPBI-SAN-L', 'RPBI-PAT-L', 'RPBI-NAN-L']));

    const lines = await exportedCsvLines(page, 'wastes');
    expect(lines[0]).toContain('Clave');
    expect(lines[0]).toContain('Residuo principal');
    expect(lines.length - 1).toBe(codes.length);
    expect(lines.find((l) => l.startsWith('RPBI-PAT-L'))).toContain('RPBI-PAT');
    for (const line of lines.slice(1)) expect(line).toContain('Líquido');
  });
});

test.describe('waste, in English', () => {
  test('an English-speaking admin sees the tree and the sub-waste form in English', async ({ page }) => {
    await openInEnglish(page, '/app/waste', 'Waste');
    await expect(page.getByRole('columnheader', { name: 'Category' })).toBeVisible();
    await expect(page.locator('tr.ant-table-row-level-0', { hasText: 'RPBI-SAN' }).first()).toContainText(
      'Biological-infectious (RPBI)',
    );
    await page.getByTestId('add-sub-waste-RPBI-SAN').click();
    await expect(page.getByRole('heading', { name: 'New sub-waste' })).toBeVisible();
    await expect(page.getByTestId('resource-form')).toContainText('RPBI-SAN · Sangre');
    await page.getByTestId('save').click();
    await expect(page.getByText('Please enter Code', { exact: true })).toBeVisible();
    await expect(page.getByText('Top-level wastes only: a sub-waste cannot have sub-wastes.')).toBeVisible();
  });
});
