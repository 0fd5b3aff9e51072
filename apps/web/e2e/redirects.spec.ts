import { expect, test } from '@playwright/test';
import { ACCOUNTS, loginThroughForm, PASSWORD, signIn, storedToken, TOKEN_KEY } from './support/accounts.ts';

test.describe('without a session', () => {
  for (const path of ['/app/orders', '/app/dashboard', '/app/drivers/edit/7', '/app/companies/add', '/app']) {
    test(`${path} goes to /auth/login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/login$/);
      await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    });
  }

  for (const path of ['/', '/app/list', '/no/such/page', '/app/no-such-page', '/auth/whatever']) {
    test(`${path} ends on the login page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/login$/);
    });
  }

  test('/app/login shows the login page', async ({ page }) => {
    await page.goto('/app/login');
    await expect(page).toHaveURL(/\/app\/login$/);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('a bare /auth/register means the basic plan', async ({ page }) => {
    await page.goto('/auth/register');
    await expect(page).toHaveURL(/\/auth\/register\/basic$/);
    await expect(page.getByText('Registro de empresa')).toBeVisible();
  });

  const authPages: [string, string][] = [
    ['/auth/register/basic', 'Registro de empresa'],
    ['/auth/confirmation/abc', 'Confirma tu correo'],
    ['/auth/payment/abc', 'Pago de registro'],
    ['/auth/register-complete', 'Registro completado'],
    ['/auth/verification', 'Verificación de correo'],
    ['/auth/new-password', 'Crea tu contraseña'],
    ['/auth/recovery-password', 'Recupera tu contraseña'],
    ['/auth/reset-password', 'Restablece tu contraseña'],
    ['/auth/setup', 'Primer administrador'],
  ];
  for (const [path, title] of authPages) {
    test(`${path} shows its page to a visitor`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByTestId('auth-layout')).toBeVisible();
      await expect(page.getByTestId('coming-soon')).toHaveCount(0);
    });
  }

  test('an unknown registration plan means the basic one', async ({ page }) => {
    await page.goto('/auth/register/premium');
    await expect(page).toHaveURL(/\/auth\/register\/basic$/);
  });

  test('the payment steps ask a visitor to sign in first', async ({ page }) => {
    for (const path of ['/auth/payment/abc', '/auth/register-complete']) {
      await page.goto(path);
      await expect(page.getByTestId('sign-in-to-continue')).toBeVisible();
    }
  });

  test('/auth/error-page-1 is a simple error page', async ({ page }) => {
    await page.goto('/auth/error-page-1');
    await expect(page.getByTestId('blank-layout')).toBeVisible();
    await expect(page.getByText('Algo salió mal')).toBeVisible();
  });

  test('a malformed token is treated as absent', async ({ page }) => {
    await page.goto('/auth/login');
    await page.evaluate((key) => localStorage.setItem(key, 'eyJhbGciOiJIUzI1NiJ9.not-json.sig'), TOKEN_KEY);
    await page.goto('/app/orders');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect((await storedToken(page)).local).toBeNull();
  });
});

test.describe('admin session', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  for (const path of [
    '/',
    '/app',
    '/app/list',
    '/auth/login',
    '/app/login',
    '/auth/register/basic',
    '/no/such/page',
  ]) {
    test(`${path} goes to the dashboard`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      await expect(page.getByRole('heading', { name: 'Tablero' })).toBeVisible();
    });
  }

  const pages: [string, string][] = [['/app/reports', 'Reportes']];
  for (const [path, title] of pages) {
    test(`${path} opens inside the layout`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId('app-layout')).toBeVisible();
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
      await expect(page.getByTestId('report-table')).toBeVisible();
    });
  }

  test('/app/companies/add uses the light layout', async ({ page }) => {
    await page.goto('/app/companies/add');
    await expect(page.getByTestId('light-layout')).toBeVisible();
    await expect(page.getByTestId('app-layout')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Completa el perfil de tu empresa' })).toBeVisible();
    // Staff have no company to complete.
    await expect(page.getByTestId('onboarding-nothing')).toBeVisible();
  });

  test("the sign-up's payment steps are no business of staff: home", async ({ page }) => {
    for (const path of ['/auth/register-complete', '/auth/payment/abc']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/app\/dashboard$/);
    }
  });
});

test.describe('owner session', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'owner');
  });

  for (const path of ['/', '/app/list', '/auth/login', '/app/unknown']) {
    test(`${path} goes to the orders`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/app\/orders$/);
    });
  }

  for (const path of [
    '/app/dashboard',
    '/app/drivers',
    '/app/stores/zone/1',
    '/app/reports',
    '/app/routes/add',
  ]) {
    test(`${path} is refused with a no-permission result`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId('no-permission')).toBeVisible();
      await expect(page.getByText('No tienes permiso para ver esta página.')).toBeVisible();
      await page.getByRole('button', { name: 'Ir al inicio' }).click();
      await expect(page).toHaveURL(/\/app\/orders$/);
    });
  }

  test('pages an owner may open show', async ({ page }) => {
    await page.goto('/app/users/add');
    await expect(page.getByRole('heading', { name: 'Nuevo usuario' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Usuarios' }).first()).toBeVisible();
  });
});

test.describe('deep links through the sign-in', () => {
  test('a page opened signed out is where the sign-in lands', async ({ page }) => {
    await page.goto('/app/vehicles?archived=include');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await loginThroughForm(page, ACCOUNTS.admin, PASSWORD);
    await expect(page).toHaveURL(/\/app\/vehicles\?archived=include$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an owner sent to an operator page lands on their own home', async ({ page }) => {
    await page.goto('/app/vehicles');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await loginThroughForm(page, ACCOUNTS.owner, PASSWORD);
    await expect(page).toHaveURL(/\/app\/orders$/);
  });

  test('a plain sign-in still lands home', async ({ page }) => {
    await page.goto('/auth/login');
    await loginThroughForm(page, ACCOUNTS.admin, PASSWORD);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });
});
