import { expect, type Page, test } from '@playwright/test';
import { loginThroughForm, PASSWORD, signIn, storedToken, TOKEN_KEY } from './support/accounts.ts';

const errorBody = (statusCode: number, code: string, message: string, details?: unknown) =>
  JSON.stringify({ statusCode, code, message, ...(details ? { details } : {}) });

const notification = (page: Page) => page.locator('.ant-notification-notice');

test.describe('lazy parts', () => {
  test('a page chunk that cannot load names the section and offers a reload', async ({ page }) => {
    await signIn(page, 'admin');
    await page.route('**/assets/reports-page-*.js', (route) => route.abort('connectionreset'));
    await page.goto('/app/reports');
    await expect(page.getByTestId('chunk-error')).toBeVisible();
    await expect(page.getByText('No se pudo cargar la sección «Reportes»')).toBeVisible();
    // The layout around it still works.
    await expect(page.getByTestId('side-nav')).toBeVisible();

    await page.unroute('**/assets/reports-page-*.js');
    await page.getByRole('button', { name: 'Recargar página' }).click();
    await expect(page.getByTestId('report-table')).toBeVisible();
  });

  test('the login page chunk failing is named too', async ({ page }) => {
    await page.route('**/assets/login-page-*.js', (route) => route.abort('failed'));
    await page.goto('/auth/login');
    await expect(page.getByText('No se pudo cargar la página de inicio de sesión')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Recargar página' })).toBeVisible();
  });

  test('a module that loads and then throws reaches the router error page', async ({ page }) => {
    await signIn(page, 'admin');
    await page.route('**/assets/reports-page-*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: "throw new Error('boom from the e2e test');" }),
    );
    await page.goto('/app/reports');
    await expect(page.getByTestId('router-error')).toBeVisible();
    await expect(page.getByText('¡Error inesperado de la aplicación!')).toBeVisible();
    await expect(page.getByText('boom from the e2e test')).toBeVisible();
  });

  test('the router error page speaks English too', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('recolecta.preferences', JSON.stringify({ locale: 'en' })),
    );
    await page.route('**/assets/login-page-*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: "throw new Error('boom');" }),
    );
    await page.goto('/auth/login');
    await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
  });
});

test.describe('session requests (docs/product.md §6)', () => {
  test('401: the token is removed, "Authentication Fail" shown, and the login page opens', async ({
    page,
  }) => {
    // Well formed and unexpired, so the web sends it; the server refuses its signature.
    const forged = await page.evaluate(() => {
      const b64 = (value: object) =>
        btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
      const now = Math.floor(Date.now() / 1000);
      const claims = {
        sub: 'x',
        role: 'admin',
        cid: null,
        jti: 'forged',
        pur: 'session',
        iat: now,
        exp: now + 3600,
      };
      return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.c2lnbmF0dXJl`;
    });
    // The notice lives 4.5 s, which a busy machine can outlast between two looks: the page keeps
    // every notice it shows, as it appears, and the test reads what the user was shown.
    await page.addInitScript(() => {
      const shown: string[] = [];
      (window as unknown as { shownNotices: string[] }).shownNotices = shown;
      new MutationObserver(() => {
        for (const notice of document.querySelectorAll('.ant-notification-notice')) {
          const text = notice.textContent ?? '';
          if (text && !shown.includes(text)) shown.push(text);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/auth/login');
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: TOKEN_KEY,
      value: forged,
    });
    await page.goto('/app/orders');
    const shown = () =>
      page.evaluate(() => (window as unknown as { shownNotices: string[] }).shownNotices.join(' | '));
    await expect.poll(shown).toContain('Autenticación fallida');
    await expect.poll(shown).toContain('Por favor, inicia sesión de nuevo');
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect((await storedToken(page)).local).toBeNull();
  });

  async function openSettingsWithPatchAnswer(page: Page, status: number, body: string) {
    await signIn(page, 'admin');
    await page.route('**/api/v1/auth/me/preferences', (route) =>
      route.fulfill({ status, contentType: 'application/json', body }),
    );
    await page.goto('/app/dashboard');
    await page.getByTestId('open-settings').click();
    await page.getByTestId('settings-drawer').getByTestId('setting-theme').getByText('Oscuro').click();
  }

  test('403 FORBIDDEN: "no permission", and the token stays', async ({ page }) => {
    await openSettingsWithPatchAnswer(
      page,
      403,
      errorBody(403, 'FORBIDDEN', 'No tienes permiso para esta acción'),
    );
    await expect(notification(page)).toContainText('No tienes permiso para realizar esta acción.');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    expect((await storedToken(page)).local).toBeTruthy();
  });

  test('403 COMPANY_NOT_ACTIVE: goes to the next onboarding step', async ({ page }) => {
    await openSettingsWithPatchAnswer(
      page,
      403,
      errorBody(403, 'COMPANY_NOT_ACTIVE', 'Completa el registro de tu empresa para continuar'),
    );
    await expect(page).toHaveURL(/\/app\/companies\/add$/);
    await expect(page.getByTestId('light-layout')).toBeVisible();
    await expect(notification(page)).toContainText('Completa el registro de tu empresa para continuar');
  });

  test('409: "changed by someone else" with a reload offer', async ({ page }) => {
    await openSettingsWithPatchAnswer(page, 409, errorBody(409, 'VERSION_CONFLICT', 'Otra persona modificó'));
    await expect(notification(page)).toContainText('Otra persona cambió este registro');
    await expect(notification(page).getByRole('button', { name: 'Recargar' })).toBeVisible();
  });

  test('5xx: an "Error" notification', async ({ page }) => {
    await openSettingsWithPatchAnswer(page, 500, errorBody(500, 'INTERNAL', 'Error interno del servidor'));
    await expect(notification(page)).toContainText('Error interno del servidor');
  });
});

test.describe('the login call (errors shown in place)', () => {
  async function answerLogin(page: Page, status: number, body: string, headers: Record<string, string> = {}) {
    await page.route('**/api/v1/auth/login', (route) =>
      route.fulfill({ status, contentType: 'application/json', body, headers }),
    );
    await page.goto('/auth/login');
    await loginThroughForm(page, 'someone@example.com', PASSWORD);
  }

  test('412 goes to the verification page', async ({ page }) => {
    await answerLogin(page, 412, errorBody(412, 'EMAIL_NOT_VERIFIED', 'Verifica tu correo'));
    await expect(page).toHaveURL(/\/auth\/verification$/);
  });

  test('422 puts the messages under the fields', async ({ page }) => {
    await answerLogin(
      page,
      422,
      errorBody(422, 'VALIDATION_FAILED', 'Revisa los campos marcados', [
        { path: 'email', message: 'Dominio no permitido' },
      ]),
    );
    await expect(page.getByText('Dominio no permitido')).toBeVisible();
    await expect(page.getByTestId('login-error')).toHaveText('Revisa los campos marcados');
  });

  test('429 says when to retry', async ({ page }) => {
    await answerLogin(page, 429, errorBody(429, 'RATE_LIMITED', 'Demasiados intentos'), {
      'Retry-After': '30',
    });
    await expect(page.getByTestId('login-error')).toHaveText(
      'Demasiados intentos. Vuelve a intentarlo en 30 s.',
    );
  });

  test('a 508 says "Time Out" and the form keeps what was typed', async ({ page }) => {
    await answerLogin(page, 508, errorBody(508, 'INTERNAL', 'Loop detected'));
    await expect(notification(page)).toContainText('Tiempo agotado');
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('someone@example.com');
    await expect(page.getByLabel('Contraseña')).toHaveValue(PASSWORD);
  });

  test('a 503 while the database is away says the service is busy and keeps what was typed', async ({
    page,
  }) => {
    await answerLogin(
      page,
      503,
      errorBody(503, 'DATABASE_UNAVAILABLE', 'El servicio está ocupado; inténtalo de nuevo en unos segundos'),
      { 'Retry-After': '5' },
    );
    await expect(notification(page)).toContainText('El servicio está ocupado');
    await expect(notification(page)).toContainText('Inténtalo de nuevo en 5 s');
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('someone@example.com');
    await expect(page.getByLabel('Contraseña')).toHaveValue(PASSWORD);
    // Nothing about the session changed: no token was stored.
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  });

  test('a network failure says "Error" and the form keeps what was typed', async ({ page }) => {
    await page.route('**/api/v1/auth/login', (route) => route.abort('connectionrefused'));
    await page.goto('/auth/login');
    await loginThroughForm(page, 'someone@example.com', PASSWORD);
    await expect(notification(page)).toContainText('No se pudo conectar con el servidor');
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('someone@example.com');
  });

  test('sends the UI language and marks the call public', async ({ page }) => {
    const request = page.waitForRequest('**/api/v1/auth/login');
    await page.goto('/auth/login');
    await loginThroughForm(page, 'someone@example.com', 'whatever');
    const headers = (await request).headers();
    expect(headers['accept-language']).toBe('es');
    expect(headers['public-request']).toBe('true');
    expect(headers.authorization).toBeUndefined();
  });
});

test('a service worker left by an older version is unregistered at start', async ({ page, context }) => {
  await context.route('**/e2e-old-sw.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "self.addEventListener('fetch', () => {});" }),
  );
  await page.goto('/auth/login');
  const registered = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/e2e-old-sw.js');
    return Boolean(registration);
  });
  expect(registered).toBe(true);
  await page.reload();
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length))
    .toBe(0);
});
