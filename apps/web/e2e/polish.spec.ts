import { expect, test } from '@playwright/test';
import { signIn } from './support/accounts.ts';

/** Small things a person notices: required marks, the terms, a chevron's place, one style per column. */

test('the sign-up form marks what it requires and links to the terms, which open apart', async ({ page }) => {
  await page.goto('/auth/register/basic');
  const form = page.locator('form').filter({ has: page.getByTestId('register-submit') });
  await expect(form).toBeVisible();
  // Every field of the form is required, and each label says so.
  for (const label of [
    'Razón social',
    'RFC',
    'Nombre de contacto',
    'Correo electrónico',
    'Teléfono',
    'Contraseña',
  ]) {
    const item = form.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });
    await expect(item.locator('.ant-form-item-required'), label).toHaveCount(1);
  }
  await page.getByLabel('Razón social', { exact: true }).fill('Clínica del Valle');
  const link = page.getByTestId('terms-link');
  await expect(link).toHaveAttribute('target', '_blank');
  const [terms] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(terms).toHaveURL(/\/auth\/terms$/);
  await expect(
    terms.getByRole('heading', { name: 'Términos y condiciones y aviso de privacidad' }),
  ).toBeVisible();
  await expect(terms.getByRole('heading', { name: 'Aviso de privacidad', exact: true })).toBeVisible();
  // What was typed on the form is still there: the terms opened in a tab of their own.
  await expect(page).toHaveURL(/\/auth\/register\/basic$/);
  await expect(page.getByLabel('Razón social', { exact: true })).toHaveValue('Clínica del Valle');
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test('the light layout: the language chevron sits right beside its label', async ({ page }) => {
    await page.goto('/app/companies/add');
    await expect(page.getByTestId('light-layout')).toBeVisible();
    const switcher = page.getByTestId('light-layout').getByTestId('language-switcher');
    await expect(switcher).toContainText('Español');
    // From the end of the label's text to the chevron.
    const gap = await switcher.evaluate((select) => {
      const content = select.querySelector('.ant-select-content')!;
      const text = [...content.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)!;
      const range = document.createRange();
      range.selectNodeContents(text);
      const arrow = select.querySelector('.ant-select-suffix .anticon')!;
      return arrow.getBoundingClientRect().left - range.getBoundingClientRect().right;
    });
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(12);
  });

  test('the wastes list shows "Residuo" and "Subresiduo" in one style', async ({ page }) => {
    await page.goto('/app/waste');
    const levels = page.getByTestId('waste-level');
    await expect(levels.first()).toBeVisible();
    const texts = new Set((await levels.allInnerTexts()).map((t) => t.trim()));
    expect(texts).toEqual(new Set(['Residuo', 'Subresiduo']));
    // Every level cell is a tag: none of the two is plain text.
    const header = await page.locator('.ant-table-thead th').allInnerTexts();
    const column = header.findIndex((h) => h.trim() === 'Nivel');
    expect(column).toBeGreaterThanOrEqual(0);
    const cells = page.locator(`.ant-table-tbody tr.ant-table-row td:nth-child(${column + 1})`);
    const count = await cells.count();
    await expect(cells.locator('.ant-tag')).toHaveCount(count);
  });

  test('typing a valid longitude shows no "required" message before the field is left', async ({ page }) => {
    await page.goto('/app/clients');
    await page.locator('.ant-table-row').first().getByRole('link').first().click();
    await page.getByRole('tab', { name: 'Sucursales' }).click();
    await page.getByTestId('add-site').click();
    const dialog = page.getByRole('dialog');
    const longitude = dialog.getByLabel('Longitud');
    // Sent empty: the required message is shown.
    await dialog.getByRole('button', { name: 'Guardar sucursal' }).click();
    await expect(dialog.getByText('Por favor ingresar Longitud')).toBeVisible();
    // Key by key, as a person types: once the value is a valid number the message goes, before the
    // field is left.
    await longitude.click();
    await longitude.pressSequentially('-99.2593');
    await expect(longitude).toHaveValue(/-99\.2593/);
    await expect(longitude).toBeFocused();
    await expect(dialog.getByText('Por favor ingresar Longitud')).toHaveCount(0);
  });
});
