import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, loginThroughForm, PASSWORD, storedToken } from './support/accounts.ts';

const sideNav = (page: Page) => page.getByTestId('side-nav-menu');

test('the login page shows the form, links and the language switcher', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  await expect(page.getByLabel('Contraseña')).toBeVisible();
  await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
    'href',
    '/auth/recovery-password',
  );
  await expect(page.getByRole('link', { name: 'Registra tu empresa' })).toHaveAttribute(
    'href',
    '/auth/register/basic',
  );
  await expect(page.getByTestId('language-switcher')).toBeVisible();
  await expect(page).toHaveTitle('Iniciar sesión · Recolecta');
});

test('required fields say "Por favor ingresar {label}"', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Por favor ingresar Correo electrónico')).toBeVisible();
  await expect(page.getByText('Por favor ingresar Contraseña')).toBeVisible();
});

test('an admin lands on the dashboard with the admin menu', async ({ page }) => {
  await page.goto('/auth/login');
  await loginThroughForm(page, ACCOUNTS.admin, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Tablero' })).toBeVisible();
  await expect(page.getByTestId('dashboard')).toBeVisible();
  for (const entry of ['Tablero', 'Pedidos', 'Rutas', 'Activos', 'Clientes', 'Almacenes', 'Reportes']) {
    await expect(sideNav(page).getByRole('menuitem', { name: entry })).toBeVisible();
  }
  await sideNav(page).getByText('Catálogos').click();
  for (const entry of ['Conductores', 'Vehículos', 'Residuos', 'Contenedores', 'Roles', 'Usuarios']) {
    await expect(sideNav(page).getByRole('menuitem', { name: entry })).toBeVisible();
  }
  const token = await storedToken(page);
  expect(token.local).toBeTruthy();
  expect(token.session).toBe(token.local);
});

test('an owner lands on the orders with the owner menu, without Drivers', async ({ page }) => {
  await page.goto('/auth/login');
  await loginThroughForm(page, ACCOUNTS.owner, PASSWORD);
  await expect(page).toHaveURL(/\/app\/orders$/);
  await expect(page.getByRole('heading', { name: 'Pedidos' })).toBeVisible();
  await sideNav(page).getByText('Catálogos').click();
  await expect(sideNav(page).getByRole('menuitem', { name: 'Usuarios' })).toBeVisible();
  const entries = await sideNav(page).getByRole('menuitem').allInnerTexts();
  expect(entries.map((e) => e.trim())).toEqual([
    'Pedidos',
    'Rutas',
    'Manifiestos',
    'Activos',
    'Clientes',
    'Catálogos',
    'Roles',
    'Usuarios',
  ]);
  for (const hidden of ['Tablero', 'Conductores', 'Vehículos', 'Almacenes', 'Reportes']) {
    await expect(sideNav(page).getByText(hidden, { exact: true })).toHaveCount(0);
  }
});

test('a wrong password is answered in place and keeps what was typed', async ({ page }) => {
  await page.goto('/auth/login');
  await loginThroughForm(page, ACCOUNTS.owner, 'not-the-password');
  await expect(page.getByTestId('login-error')).toHaveText('Correo o contraseña incorrectos');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(ACCOUNTS.owner);
  expect((await storedToken(page)).local).toBeNull();
});

test('signing out revokes the token and shows the login page at /app/login', async ({ page }) => {
  await page.goto('/auth/login');
  await loginThroughForm(page, ACCOUNTS.admin, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const { local: token } = await storedToken(page);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/app\/login$/);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await storedToken(page)).toEqual({ local: null, session: null });

  const me = await page.request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});
