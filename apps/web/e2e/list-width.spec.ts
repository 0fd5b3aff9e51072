import { expect, type Page, test } from '@playwright/test';
import { englishAdmin, signIn } from './support/accounts.ts';
import { showColumn } from './support/catalog.ts';

/**
 * Lists on a desktop screen (1440 × 900): the table fits, or it scrolls sideways with its first column
 * kept in view and a shadow on the side where more columns wait; the filter bar stays within two rows,
 * the filters that do not fit wait behind a "Filtros" button; no placeholder is cut. The columns people
 * act on (a row's status, its actions) are in view without scrolling sideways, in every list.
 */
test.use({ viewport: { width: 1440, height: 900 } });

async function openList(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  // The bar settles once it has measured what fits.
  await expect(page.getByTestId('list-toolbar')).toHaveAttribute('data-measured', 'true');
}

async function expectFitsOrScrollsWithCue(page: Page) {
  const viewport = page.viewportSize()!;
  const table = page.locator('.ant-table-wrapper').first();
  const box = (await table.boundingBox())!;
  // The table's box itself stays on screen.
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  const scroll = await table
    .locator('.ant-table-content, .ant-table-body')
    .first()
    .evaluate((el) => ({
      overflow: el.scrollWidth - el.clientWidth,
    }));
  if (scroll.overflow > 1) {
    // Wider than its box: the rest scrolls, a shadow says so, the first column stays.
    await expect(table.locator('.ant-table-fix-end-shadow-show')).toHaveCount(1);
    const first = table.locator('.ant-table-thead th.ant-table-cell-fix-start').first();
    await expect(first).toBeVisible();
    await expect(
      table.locator('.ant-table-tbody tr.ant-table-row').first().locator('td').first(),
    ).toHaveClass(/ant-table-cell-fix-start/);
  }
}

/** The columns a list shows by default fit a desktop screen: nothing scrolls sideways. */
async function expectDefaultColumnsFit(page: Page) {
  const overflow = await page
    .locator('.ant-table-wrapper .ant-table-content, .ant-table-wrapper .ant-table-body')
    .first()
    .evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

async function expectBarWithinTwoRows(page: Page) {
  const bar = page.getByTestId('list-toolbar');
  const rowHeight = (await page.getByTestId('list-search').boundingBox())!.height;
  const height = (await bar.boundingBox())!.height;
  // Two rows of 32 px controls and the 8 px gap between them.
  expect(height).toBeLessThanOrEqual(rowHeight * 2 + 8 + 1);
}

/** No placeholder of the bar is cut: each fits the room its box gives it. */
async function expectWholePlaceholders(page: Page) {
  const cut = await page.getByTestId('list-toolbar').evaluate((bar) => {
    const found: string[] = [];
    for (const el of bar.querySelectorAll<HTMLElement>('input[placeholder], .ant-select-placeholder')) {
      if (el.offsetParent === null) continue;
      const text = el instanceof HTMLInputElement ? el.placeholder : (el.textContent ?? '');
      if (!text) continue;
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (context.measureText(text).width > room + 0.5) found.push(`${text} (${room} px)`);
    }
    return found;
  });
  expect(cut).toEqual([]);
}

test.describe('lists at 1440 px', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test('drivers: the table fits or scrolls with a cue, the bar keeps to two rows', async ({ page }) => {
    await openList(page, '/app/drivers');
    await expectFitsOrScrollsWithCue(page);
    await expectBarWithinTwoRows(page);
    await expectWholePlaceholders(page);
    await expectDefaultColumnsFit(page);

    // More columns than fit: the rest scrolls, with the first column kept and a shadow as the cue.
    await showColumn(page, 'Número de licencia');
    await showColumn(page, 'Correo electrónico');
    await expectFitsOrScrollsWithCue(page);
    await expect(page.locator('.ant-table-fix-end-shadow-show')).toHaveCount(1);
  });

  test('vehicles: the same, and the filters that do not fit open from a button', async ({ page }) => {
    await openList(page, '/app/vehicles');
    await expectFitsOrScrollsWithCue(page);
    await expectBarWithinTwoRows(page);
    await expectWholePlaceholders(page);
    await expectDefaultColumnsFit(page);

    // Every filter is reachable: in the bar, or behind "Filtros".
    const labels = ['Estado', 'Tipo', 'Refrigerado', 'Documentos'];
    const more = page.getByTestId('more-filters');
    if (await more.isVisible()) {
      await more.click();
      await expect(page.getByTestId('more-filters-panel')).toBeVisible();
    }
    for (const label of labels) await expect(page.getByLabel(label, { exact: true }).first()).toBeVisible();
  });

  test('while the next page loads, only the rows wait: the header and the bar stay usable', async ({
    page,
  }) => {
    await openList(page, '/app/vehicles');
    // Hold the next answer, so the list is caught loading.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/vehicles?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('.ant-table-thead th').filter({ hasText: 'Tipo' }).click();
    const spinner = page.getByTestId('list-loading');
    await expect(spinner).toBeVisible();
    const header = (await page.locator('.ant-table-thead').boundingBox())!;
    const spin = (await spinner.boundingBox())!;
    // The spinner covers the body, below the column titles.
    expect(spin.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    await expect(spinner.locator('.ant-spin-spinning')).toBeVisible();
    // The header can still be clicked (nothing lies over it) and the search still takes text.
    const title = page.locator('.ant-table-thead th').filter({ hasText: 'Placa' });
    const over = await title.evaluate((th) => {
      const r = th.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return th.contains(top);
    });
    expect(over).toBe(true);
    await page.getByTestId('list-search').getByRole('searchbox').fill('NRK');
    release();
    await expect(spinner).toHaveCount(0);
  });
});

/**
 * The columns people act on in each list, by their titles in Spanish and in English: the row's status
 * and its actions (a link to a record's parts, a button); `actions: 'last'` is an action column without
 * a title, the list's last.
 */
const ACTED_ON: { path: string; es: string[]; en: string[]; actions?: 'last' }[] = [
  { path: '/app/orders', es: ['Estado'], en: ['Status'] },
  { path: '/app/routes', es: ['Estado'], en: ['Status'] },
  { path: '/app/manifests', es: ['Estado', 'PDF'], en: ['Status', 'PDF'] },
  { path: '/app/receptions', es: [], en: [], actions: 'last' },
  { path: '/app/clients', es: ['Estado'], en: ['Status'] },
  { path: '/app/drivers', es: ['Estado'], en: ['Status'] },
  { path: '/app/vehicles', es: ['Estado'], en: ['Status'] },
  { path: '/app/actives', es: ['Estado'], en: ['Status'] },
  { path: '/app/stores', es: ['Zonas'], en: ['Zones'] },
  { path: '/app/users', es: ['Estado'], en: ['Status'] },
  { path: '/app/waste', es: ['Acciones'], en: ['Actions'] },
  { path: '/app/school', es: ['Pacientes'], en: ['Patients'] },
  { path: '/app/jobs', es: ['Estado', 'Acciones'], en: ['Status', 'Actions'] },
];

/**
 * Where a column's title sits: whether it lies whole within the table's visible box and the window,
 * and is not covered (by a column kept in view beside it). `null` names the last column.
 */
async function columnPlace(page: Page, title: string | null) {
  return page
    .locator('.ant-table-wrapper')
    .first()
    .evaluate((table, title) => {
      const box = table.querySelector('.ant-table-content, .ant-table-body')!.getBoundingClientRect();
      const heads = [...table.querySelectorAll<HTMLElement>('.ant-table-thead th')];
      const th = title === null ? heads.at(-1) : heads.find((h) => h.innerText.trim() === title);
      if (!th) return `no column ${title} in ${heads.map((h) => h.innerText.trim()).join(' | ')}`;
      const r = th.getBoundingClientRect();
      const within = r.left >= box.left - 1 && r.right <= box.right + 1 && r.right <= window.innerWidth;
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!within)
        return `${title} at ${Math.round(r.left)}–${Math.round(r.right)}, box ends at ${Math.round(box.right)}`;
      return th.contains(top) ? 'in view' : `${title} is covered`;
    }, title);
}

async function expectActedOnInView(page: Page, path: string, titles: string[], actions?: 'last') {
  await page.goto(path);
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  for (const title of [...titles, ...(actions ? [null] : [])]) {
    await expect.poll(() => columnPlace(page, title), { message: `${path}: ${title}` }).toBe('in view');
  }
}

test.describe('lists at 1440 px: the status and the row actions in view without scrolling sideways', () => {
  test('in Spanish', async ({ page }) => {
    test.slow();
    await signIn(page, 'admin');
    for (const list of ACTED_ON) await expectActedOnInView(page, list.path, list.es, list.actions);
  });

  test('in English', async ({ page }) => {
    test.slow();
    await englishAdmin(page);
    for (const list of ACTED_ON) await expectActedOnInView(page, list.path, list.en, list.actions);
  });
});
