import { expect, test } from '@playwright/test';
import { signIn } from './support/accounts.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone the menu is a drawer opened from the header', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/app/orders');
  await expect(page.getByRole('heading', { name: 'Pedidos' })).toBeVisible();
  await expect(page.getByTestId('side-nav')).toHaveCount(0);

  await page.getByTestId('nav-toggle').click();
  const drawer = page.getByTestId('mobile-nav');
  await expect(drawer.getByRole('menuitem', { name: 'Rutas' })).toBeVisible();

  await drawer.getByRole('menuitem', { name: 'Rutas' }).click();
  await expect(page).toHaveURL(/\/app\/routes$/);
  await expect(page.getByRole('heading', { name: 'Rutas' })).toBeVisible();
  await expect(drawer).toBeHidden();
});

test('the login page fits a phone', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
