import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEFAULT_PREFERENCES } from '@recolecta/shared/preference-defaults';
import { ACCOUNTS, apiToken, loginThroughForm, PASSWORD, signIn } from './support/accounts.ts';

// These tests change the saved preferences of one account, so they run one after another.
test.describe.configure({ mode: 'serial' });

async function serverPreferences(request: APIRequestContext, token: string) {
  const response = await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { preferences: typeof DEFAULT_PREFERENCES } }).data.preferences;
}

async function resetServerPreferences(request: APIRequestContext) {
  const token = await apiToken(request, 'surOwner');
  const response = await request.patch('/api/v1/auth/me/preferences', {
    headers: { authorization: `Bearer ${token}` },
    data: DEFAULT_PREFERENCES,
  });
  expect(response.status()).toBe(200);
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.beforeEach(async ({ request }) => {
  await resetServerPreferences(request);
});

test.afterAll(async ({ request }) => {
  await resetServerPreferences(request);
});

test('the language chosen on the login page applies at once, survives a reload and follows the sign-in', async ({
  page,
  request,
}) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // Ant Design's own texts follow too: its required message is ours, in English.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter E-mail')).toBeVisible();

  await page.getByLabel('E-mail').fill(ACCOUNTS.surOwner);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/app\/orders$/);
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(page.locator('.ant-table-thead')).toContainText('Requested date');
  // The choice made while signed out is kept on the account too.
  await expect
    .poll(async () => (await serverPreferences(request, await apiToken(request, 'surOwner'))).locale)
    .toBe('en');
});

test('the settings panel changes and keeps the theme, direction and language', async ({ page, request }) => {
  await signIn(page, 'surOwner');
  await page.goto('/app/orders');
  await expect(page.getByRole('heading', { name: 'Pedidos' })).toBeVisible();
  const lightBackground = await bodyBackground(page);

  await page.getByTestId('open-settings').click();
  const drawer = page.getByTestId('settings-drawer');
  await expect(drawer.getByText('Tipo de navegación')).toBeVisible();
  await expect(drawer).toBeInViewport({ ratio: 1 });

  await drawer.getByTestId('setting-theme').getByText('Oscuro').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await drawer.getByText('Derecha a izquierda').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('body')).toHaveClass(/\brtl\b/);
  await expect.poll(() => bodyBackground(page)).not.toBe(lightBackground);
  const darkBackground = await bodyBackground(page);
  expect(darkBackground).toBe('rgb(0, 0, 0)');

  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pedidos' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await bodyBackground(page)).toBe(darkBackground);

  // Kept on the account: a device that has never seen this user gets them after sign-in.
  const token = await apiToken(request, 'surOwner');
  await expect.poll(async () => (await serverPreferences(request, token)).currentTheme).toBe('dark');
  expect((await serverPreferences(request, token)).direction).toBe('rtl');
  await page.evaluate(() => localStorage.removeItem('recolecta.preferences'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('nav type, collapsing and the side-nav theme apply and persist', async ({ page, request }) => {
  await signIn(page, 'surOwner');
  await page.goto('/app/orders');
  const sider = page.getByTestId('side-nav');
  await expect(sider).toBeVisible();
  expect((await sider.boundingBox())?.width).toBe(300);
  const header = page.getByTestId('app-header');
  expect((await header.boundingBox())?.height).toBe(60);

  await page.getByTestId('nav-toggle').click();
  await expect(sider).toHaveAttribute('data-collapsed', 'true');
  await expect.poll(async () => (await sider.boundingBox())?.width).toBe(56);

  await page.getByTestId('open-settings').click();
  const drawer = page.getByTestId('settings-drawer');
  await drawer.getByTestId('setting-side-nav-theme').getByText('Oscuro').click();
  await expect(page.locator('.ant-layout-sider-dark')).toBeVisible();
  await drawer.getByTestId('setting-nav-type').getByText('Superior').click();
  await expect(page.getByTestId('top-nav')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByTestId('open-settings').click();
  await expect(page.getByTestId('side-nav')).toHaveCount(0);
  const topNavColour = await page
    .getByTestId('top-nav')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(topNavColour).toBe('rgb(62, 130, 247)');
  await drawer.getByText('Idioma').scrollIntoViewIfNeeded();
  await drawer.locator('.ant-select').click();
  await page.locator('.ant-select-item-option', { hasText: 'Français' }).click();
  await expect(page.getByRole('heading', { name: 'Commandes' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Commandes' })).toBeVisible();
  await expect(page.getByTestId('top-nav')).toBeVisible();
  await expect(page.getByTestId('top-nav-menu').getByText('Tournées')).toBeVisible();
  const token = await apiToken(request, 'surOwner');
  await expect
    .poll(async () => serverPreferences(request, token))
    .toMatchObject({ navType: 'top', sideNavTheme: 'dark', navCollapsed: true, locale: 'fr' });
});

test('the login page can be used in every language', async ({ page }) => {
  const titles: [string, string][] = [
    ['中文', '登录'],
    ['Français', 'Connexion'],
    ['日本語', 'ログイン'],
    ['Español', 'Iniciar sesión'],
  ];
  await page.goto('/auth/login');
  for (const [language, title] of titles) {
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: language }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await loginThroughForm(page, ACCOUNTS.surOwner, 'wrong-password');
  await expect(page.getByTestId('login-error')).toHaveText('Correo o contraseña incorrectos');
});

test('the header and top-nav colours come from the presets and are kept', async ({ page, request }) => {
  await signIn(page, 'surOwner');
  await page.goto('/app/orders');
  const header = page.getByTestId('app-header');
  await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');

  await page.getByTestId('open-settings').click();
  await page.getByTestId('setting-header-color').click();
  // The presets are #3e82f7, #001AE2, #24a772, #de4436, #ffc542, #1f2937, #ffffff.
  await page.locator('.ant-color-picker-presets-color').nth(5).click();
  await expect(header).toHaveCSS('background-color', 'rgb(31, 41, 55)');
  await expect(header.getByTestId('nav-toggle')).toHaveCSS('color', 'rgb(255, 255, 255)');

  const token = await apiToken(request, 'surOwner');
  await expect.poll(async () => (await serverPreferences(request, token)).headerNavColor).toBe('#1f2937');
  await page.reload();
  await expect(header).toHaveCSS('background-color', 'rgb(31, 41, 55)');
});

test('the app draws without animations when the system asks for reduced motion', async ({ page }) => {
  // The suite runs with reduced motion (playwright.config.ts): Ant Design's motion durations are zero,
  // so drawers, modals and menus open at once. A user without that setting gets the animations.
  await signIn(page, 'admin');
  await page.goto('/app/dashboard');
  const button = page.getByRole('button', { name: 'Apariencia' });
  await expect(button).toBeVisible();
  const duration = () =>
    button.evaluate((el) => getComputedStyle(el).getPropertyValue('--ant-motion-duration-mid').trim());
  expect(await duration()).toBe('0s');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect.poll(duration).toBe('0.2s');
});
