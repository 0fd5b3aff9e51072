import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInWith } from './support/accounts.ts';
import { madeUser } from './support/users.ts';

/**
 * Right to left (docs/product.md §5, the direction setting): the layout mirrors, while what is written
 * left to right whatever the page's direction (phone numbers, e-mails, plates, codes, the pagination's
 * "20 / página") keeps its order. A user of its own saves `rtl`, so no demo login changes direction.
 */
let rtlToken: Promise<string> | undefined;

async function rtlUser(page: Page): Promise<string> {
  rtlToken ??= (async () => {
    const user = await madeUser(page.request, { tag: 'rtl' });
    const saved = await page.request.patch('/api/v1/auth/me/preferences', {
      headers: { Authorization: `Bearer ${user.token}` },
      data: { direction: 'rtl' },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    return user.token;
  })();
  return rtlToken;
}

/** The element's computed `direction`. */
const directionOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).direction);

/**
 * Where, on screen, two pieces of an element's text start: the x of the first occurrence of each.
 * What a person sees, so it checks the browser's reordering, not only a style.
 */
async function xOf(locator: Locator, first: string, second: string): Promise<[number, number]> {
  return locator.evaluate(
    (el, { a, b }) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const x = (piece: string) => {
        walker.currentNode = el;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent?.indexOf(piece) ?? -1;
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + piece.length);
          return range.getBoundingClientRect().left;
        }
        throw new Error(`no "${piece}" in ${el.textContent}`);
      };
      return [x(a), x(b)] as [number, number];
    },
    { a: first, b: second },
  );
}

test.describe('right to left', () => {
  test.beforeEach(async ({ page }) => {
    await signInWith(page, await rtlUser(page));
  });

  test('the drivers list mirrors, phones and the pagination still read left to right', async ({ page }) => {
    await page.goto('/app/drivers');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const table = page.locator('.ant-table-wrapper');
    await expect(table.locator('.ant-table-rtl').first()).toBeVisible();

    // The first column (the name, the row's link) sits on the right, the next ones to its left.
    const headers = page.locator('.ant-table-thead th');
    const name = await headers.filter({ hasText: 'Apellidos' }).first().boundingBox();
    const licence = await headers.filter({ hasText: 'Vigencia de licencia' }).first().boundingBox();
    expect(name!.x).toBeGreaterThan(licence!.x);

    // A phone number keeps its order: +52 on the left, the last digits on the right.
    const phone = page
      .locator('.ant-table-tbody td')
      .filter({ hasText: /^\+52 \d{2} \d{4} \d{4}$/ })
      .first();
    await expect(phone).toBeVisible();
    const number = (await phone.innerText()).trim();
    const isolated = phone.locator('[dir="ltr"]').first();
    expect(await directionOf(isolated)).toBe('ltr');
    const [prefix, last] = await xOf(phone, '+52', number.slice(-4));
    expect(prefix).toBeLessThan(last);

    // The pagination runs right to left (previous on the right), its texts in reading order.
    const pagination = page.locator('.ant-pagination').first();
    const previous = await pagination.locator('.ant-pagination-prev').boundingBox();
    const next = await pagination.locator('.ant-pagination-next').boundingBox();
    expect(previous!.x).toBeGreaterThan(next!.x);
    const size = pagination.locator('.ant-pagination-options .ant-select');
    await expect(size).toContainText('/ página');
    const [count, word] = await xOf(size, '20', 'página');
    expect(count).toBeLessThan(word);
    const total = pagination.locator('.ant-pagination-total-text');
    const [figure, records] = await xOf(total, (await total.innerText()).split(' ')[0]!, 'registro');
    expect(figure).toBeLessThan(records);
  });

  test('a driver form: the phone field is written left to right, its placeholder whole', async ({ page }) => {
    await page.goto('/app/drivers/add');
    const phone = page.getByLabel('Teléfono');
    await expect(phone).toBeVisible();
    expect(await directionOf(phone)).toBe('ltr');
    // The placeholder fits its box: nothing of it is cut, on either side.
    const fits = await phone.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width <= room;
    });
    expect(fits).toBe(true);
    await phone.fill('+52 55 4321 8765');
    // Written text starts on the left of an ltr field.
    expect(await phone.evaluate((input) => getComputedStyle(input).textAlign)).toMatch(/^(left|start)$/);
    expect(await directionOf(page.getByLabel('Correo electrónico'))).toBe('ltr');
    // The labels follow the page: on the right of their fields.
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('the vehicles list: plates read left to right', async ({ page }) => {
    await page.goto('/app/vehicles');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const plate = page.locator('.ant-table-tbody tr.ant-table-row td').first();
    const isolated = plate.locator('[dir="ltr"]').first();
    await expect(isolated).toBeVisible();
    expect(await directionOf(isolated)).toBe('ltr');
    const text = (await isolated.innerText()).trim();
    const [start, end] = await xOf(isolated, text.slice(0, 2), text.slice(-2));
    expect(start).toBeLessThan(end);
  });
});
