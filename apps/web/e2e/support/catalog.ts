import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiToken } from './accounts.ts';

/** Types a date into an Ant Design DatePicker and moves on with Tab, as a person going to the next field. */
export async function typeDate(page: Page, label: string | RegExp, ddmmyyyy: string) {
  const input = page.getByLabel(label, { exact: typeof label === 'string' });
  await input.click();
  await input.fill(ddmmyyyy);
  await input.press('Tab');
  await expect(input).toHaveValue(ddmmyyyy);
}

/**
 * What to type into a searchable picker to narrow it to `option`: a word of its name (the part
 * before " · ") without accents, since a search may fold them or not; the whole name when it has none.
 */
export function searchWord(option: string): string {
  const name = option.split(' · ')[0]!;
  return name.split(/\s+/).find((word) => /^[\x21-\x7e]+$/.test(word)) ?? name;
}

/**
 * Chooses an option of a single Ant Design Select by its label, and makes sure it took (the select then
 * shows the option's title).
 *
 * A long list renders only the options in view: one further down (other tests add drivers, roles,
 * containers…) is never found by looking. Every other try narrows a searchable list first by the
 * option's name (the part before " · ", which the pickers search on); the tries between look at the
 * list as it opens, for a list that filters some other way. And on a loaded machine a click can land
 * while the list is still opening or closing, and the choice is silently lost: each try checks.
 */
export async function chooseSurely(scope: Page | Locator, label: string | RegExp, option: string) {
  const box = scope.getByLabel(label, { exact: typeof label === 'string' });
  await pickUntilShown(box, option, () => box.click());
}

/** The Ant Design select around one of its parts (its search box, say). */
const selectAround = (box: Locator) =>
  box.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');

/**
 * Opens the select of `box` with `open` and clicks `option`, until the select shows it: every other
 * try narrows a searchable list by the option's name first (see chooseSurely for why).
 */
async function pickUntilShown(box: Locator, option: string, open: () => Promise<void>) {
  const select = selectAround(box);
  let tries = 0;
  await expect(async () => {
    await open();
    if (tries++ % 2 === 0 && (await box.isEditable())) await box.fill(searchWord(option));
    await box
      .page()
      .locator('.ant-select-dropdown:visible')
      .getByTitle(option, { exact: true })
      .click({ timeout: 5_000 });
    await expect(select).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}

/** The same choice: every pick from a select goes through the one that narrows and checks. */
export const choose = chooseSurely;

/**
 * Adds an option to an Ant Design Select of several values (`mode="multiple"`) whose box is `box`: the
 * list is narrowed by the option's name first on every other try, as in chooseSurely, and the try
 * counts once the select shows the option as a chosen tag (never clicked twice, which would drop it).
 */
export async function chooseAlso(box: Locator, option: string) {
  const page = box.page();
  const chosen = selectAround(box).getByTitle(option, { exact: true });
  let tries = 0;
  await expect(async () => {
    if ((await chosen.count()) > 0) return;
    await box.click();
    if (tries++ % 2 === 0) await box.fill(searchWord(option));
    await page
      .locator('.ant-select-dropdown:visible')
      .getByTitle(option, { exact: true })
      .click({ timeout: 5_000 });
    await expect(chosen).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}

/**
 * Picks a select's first option with the keyboard once its list is open: clicking an option while
 * the list still animates sometimes hit a list already closing on a loaded machine.
 */
export async function chooseFirst(page: Page, label: string) {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
  await box.press('Enter');
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveCount(0);
}

/** Chooses an option of a list's filter (its label may also head a column). */
export async function chooseFilter(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  // A click that lands while the list still opens can pick its neighbour: pickUntilShown checks, and
  // picks again. A searchable filter (the companies) is narrowed first on every other try.
  await pickUntilShown(box, option, async () => {
    // A filter the bar has no room for waits behind its "Filtros" button.
    if (!(await box.isVisible())) await page.getByTestId('more-filters').click();
    await box.click();
  });
}

export async function search(page: Page, text: string) {
  const box = page.getByTestId('list-search').getByRole('searchbox');
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
}

/** Shows a column the list hides by default, through "Columnas" (kept for the list in this browser). */
export async function showColumn(page: Page, title: string) {
  await page.getByTestId('columns').click();
  const box = page.locator('.ant-popover:visible').getByRole('checkbox', { name: title, exact: true });
  await box.check();
  await page.getByTestId('columns').click();
  await expect(page.locator('.ant-popover:visible')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: title })).toBeVisible();
}

/** The visible texts of one column of the list, in order. */
export async function columnTexts(page: Page, header: string) {
  const headers = await page.locator('.ant-table-thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `column ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return page.locator(`.ant-table-tbody tr.ant-table-row td:nth-child(${index + 1})`).allInnerTexts();
}

/** Clicks an export entry and returns the downloaded file's text. */
export async function exportCsv(page: Page, menuLabel: string) {
  await page.getByTestId('export').hover();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: menuLabel }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
}

/** Makes a record through the API as the demo admin, for tests about something else than adding it. */
export async function createRecord<T extends { id: string; version: number }>(
  request: APIRequestContext,
  path: string,
  body: Record<string, unknown>,
): Promise<T> {
  const response = await request.post(`/api/v1/${path}`, {
    headers: { Authorization: `Bearer ${await apiToken(request, 'admin')}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: T }).data;
}

/** Waits for the form's PATCH and returns the version the server answered with. */
export async function savedVersion(page: Page, path: string, save: () => Promise<void>) {
  const response = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes(`/api/v1/${path}/`),
  );
  await save();
  const body = (await (await response).json()) as { data: { version: number } };
  return body.data.version;
}

/** A code or plate part no other run of the suite has used (time-based, base 36). */
export const uniqueSuffix = () =>
  `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 4)}`.toUpperCase();

/**
 * Takes a lifecycle's move through the record page's button and its dialog (with a reason when given),
 * and waits for the header to show the new status.
 */
export async function takeTransition(
  page: Page,
  move: { name: string; label: string; status: string; reason?: string },
) {
  await page.getByTestId(`transition-${move.name}`).click();
  const dialog = page.getByRole('dialog', { name: move.label });
  if (move.reason !== undefined) await dialog.getByRole('textbox').fill(move.reason);
  await dialog.getByRole('button', { name: move.label }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('record-header')).toContainText(move.status);
}

/** A CSV export's lines, without the byte-order mark. */
export const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);

/** Opens a catalog's list, checks its heading and goes to its add form. */
export async function openAddForm(page: Page, path: string, heading: string) {
  await page.goto(`/app/${path}`);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.getByTestId('add').click();
  await expect(page).toHaveURL(new RegExp(`/app/${path}/add$`));
}

/** Saves the open form, expects the version the server answers with and the saved notice. */
export async function saveChanges(page: Page, path: string, expectedVersion: number) {
  const version = await savedVersion(page, path, () => page.getByTestId('save').click());
  expect(version).toBe(expectedVersion);
  await expect(page.getByText('Cambios guardados')).toBeVisible();
}

/** Expects the record's history to show each of the texts. */
export async function expectHistory(page: Page, texts: string[]) {
  const history = page.getByTestId('history');
  for (const text of texts) await expect(history).toContainText(text);
}

/** Archives the open record through its button and the confirmation, and waits for the restore button. */
export async function archiveOpenRecord(page: Page) {
  const archived = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/archive$/.test(new URL(r.url()).pathname),
  );
  let sent = false;
  void page
    .waitForRequest((r) => r.method() === 'POST' && /\/archive$/.test(new URL(r.url()).pathname))
    .then(() => {
      sent = true;
    });
  // On a loaded machine the confirmation may still be opening when the click comes: try again, opening
  // it only when it is not open (a second click on the button would close it), and never once the
  // archive has gone out (the click may come back late while the page settles).
  await expect(async () => {
    if (sent) return;
    const confirm = page.locator('.ant-popconfirm:visible');
    if ((await confirm.count()) === 0) await page.getByTestId('archive').click();
    await confirm.getByRole('button', { name: 'Archivar' }).click({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  expect((await archived).status()).toBe(200);
  // Archiving says so, and the record's banner offers Restore; the form is read-only until then.
  await expect(page.getByText('Registro archivado')).toBeVisible();
  await expect(page.getByTestId('archived-banner').getByRole('button', { name: 'Restaurar' })).toBeVisible();
  await expect(page.getByTestId('save')).toHaveCount(0);
}

/** Saves the open form and expects its "required" message under each of these fields, before any request. */
export async function saveExpectingRequired(page: Page, labels: string[]) {
  await page.getByTestId('save').click();
  for (const label of labels) {
    await expect(page.getByText(`Por favor ingresar ${label}`, { exact: true })).toBeVisible();
  }
}

/** Saves a new record of the open add form, back on the catalog's list, and searches the list for it. */
export async function saveNewAndFind(page: Page, path: string, text: string) {
  await page.getByTestId('save').click();
  await expect(page).toHaveURL(new RegExp(`/app/${path}$`));
  await expect(page.getByText('Registro creado')).toBeVisible();
  await search(page, text);
}

/** Sorts the list by a column through its header, and expects the sort kept in the URL. */
export async function sortByColumn(page: Page, header: string, field: string, direction: 'asc' | 'desc') {
  await page.getByRole('columnheader', { name: header }).click();
  await expect(page).toHaveURL(new RegExp(`sort=${field}(%3A|:)${direction}`));
}

/** Filters the list, and expects the filter kept in the URL and still chosen after a reload. */
export async function filterAndReload(
  page: Page,
  filter: { label: string; option: string; param: string; value: string },
) {
  await chooseFilter(page, filter.label, filter.option);
  await expect(page).toHaveURL(new RegExp(`${filter.param}=${filter.value}`));
  await page.reload();
  await expect(page.getByTestId(`filter-${filter.param}`)).toContainText(filter.option);
}

/** Exports the list as CSV, expects the file named after the resource and the day, and returns its lines. */
export async function exportedCsvLines(page: Page, resource: string) {
  const { name, text } = await exportCsv(page, 'Exportar CSV');
  expect(name).toMatch(new RegExp(`^${resource}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  return csvLines(text);
}

/**
 * Searches the list for an archived record: nothing matches until the "Archivados" filter lets the
 * archived in, and then it is the one row, marked archived.
 */
export async function findArchived(page: Page, path: string, text: string, option: string) {
  await page.goto(`/app/${path}?q=${text}`);
  await expect(page.getByText('Ningún registro coincide con la búsqueda o los filtros')).toBeVisible();
  await chooseFilter(page, 'Archivados', option);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(page.locator('.ant-table-row')).toContainText('Archivado');
}
