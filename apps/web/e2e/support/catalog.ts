import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

/** Types a date into an Ant Design DatePicker and moves on with Tab (Enter would submit the form). */
export async function typeDate(page: Page, label: string | RegExp, ddmmyyyy: string) {
  const input = page.getByLabel(label, { exact: typeof label === 'string' });
  await input.click();
  await input.fill(ddmmyyyy);
  await input.press('Tab');
  await expect(input).toHaveValue(ddmmyyyy);
}

/** Chooses an option of an Ant Design Select by its label. */
export async function choose(scope: Page | Locator, label: string | RegExp, option: string) {
  await scope.getByLabel(label, { exact: typeof label === 'string' }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

export async function search(page: Page, text: string) {
  const box = page.getByTestId('list-search').getByRole('searchbox');
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
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
