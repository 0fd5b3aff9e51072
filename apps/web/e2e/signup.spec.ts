import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, signIn, storedToken } from './support/accounts.ts';
import { verificationCode, waitForMail } from './support/mail.ts';

const PASSWORD = 'Recolecta-2026';

/** A company no other run has used: its e-mail and a valid RFC (3 letters, 6 digits, 3 characters). */
function newCompany(tag: string) {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  return {
    email: `${tag}-${n}@alta.test`,
    rfc: `ALT${n.slice(0, 6)}${n.slice(6, 9)}`.toUpperCase(),
  };
}

interface Words {
  registerTitle: string;
  fields: {
    company: string;
    rfc: string;
    name: string;
    email: string;
    phone: string;
    password: string;
    confirm: string;
  };
  terms: RegExp;
  create: string;
  confirmationTitle: string;
  sentTo: string;
  code: string;
  verify: string;
  paymentTitle: string;
  testMode: string;
  simulate: string;
  paid: string;
  continue: string;
  companyTitle: string;
  company: {
    trade: string;
    nra: string;
    level: string;
    site: string;
    street: string;
    number: string;
    neighbourhood: string;
    city: string;
    state: string;
    postal: string;
    latitude: string;
    longitude: string;
    submit: string;
  };
  ordersTitle: string;
  menu: string[];
}

const SPANISH: Words = {
  registerTitle: 'Registro de empresa',
  fields: {
    company: 'Razón social',
    rfc: 'RFC',
    name: 'Nombre de contacto',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    password: 'Contraseña',
    confirm: 'Confirma la contraseña',
  },
  terms: /Acepto los términos/,
  create: 'Crear cuenta',
  confirmationTitle: 'Confirma tu correo',
  sentTo: 'Enviamos un código de 6 dígitos a',
  code: 'Código',
  verify: 'Verificar',
  paymentTitle: 'Pago de registro',
  testMode: 'Modo de prueba — no se realiza ningún cobro',
  simulate: 'Simular pago aprobado',
  paid: 'Pago recibido',
  continue: 'Completar el perfil de la empresa',
  companyTitle: 'Completa el perfil de tu empresa',
  company: {
    trade: 'Nombre comercial',
    nra: 'Número de registro ambiental (NRA)',
    level: 'Nivel II · hasta 15 días de almacenamiento',
    site: 'Nombre de la sucursal',
    street: 'Calle',
    number: 'Número exterior',
    neighbourhood: 'Colonia',
    city: 'Alcaldía o municipio',
    state: 'Estado',
    postal: 'Código postal',
    latitude: 'Latitud',
    longitude: 'Longitud',
    submit: 'Activar empresa',
  },
  ordersTitle: 'Pedidos',
  menu: ['Pedidos', 'Rutas', 'Manifiestos', 'Activos', 'Clientes', 'Catálogos', 'Roles', 'Usuarios'],
};

const ENGLISH: Words = {
  registerTitle: 'Company registration',
  fields: {
    company: 'Company legal name',
    rfc: 'RFC',
    name: 'Contact name',
    email: 'E-mail',
    phone: 'Phone',
    password: 'Password',
    confirm: 'Confirm the password',
  },
  terms: /I accept the terms/,
  create: 'Create account',
  confirmationTitle: 'Confirm your e-mail',
  sentTo: 'We sent a 6-digit code to',
  code: 'Code',
  verify: 'Verify',
  paymentTitle: 'Registration payment',
  testMode: 'Test mode — nothing is charged',
  simulate: 'Simulate an approved payment',
  paid: 'Payment received',
  continue: "Complete the company's profile",
  companyTitle: 'Complete your company profile',
  company: {
    trade: 'Trade name',
    nra: 'Environmental registration number (NRA)',
    level: 'Level II · up to 15 days of storage',
    site: 'Site name',
    street: 'Street',
    number: 'Street number',
    neighbourhood: 'Neighbourhood',
    city: 'Borough or municipality',
    state: 'State',
    postal: 'Postal code',
    latitude: 'Latitude',
    longitude: 'Longitude',
    submit: 'Activate company',
  },
  ordersTitle: 'Orders',
  menu: ['Orders', 'Routes', 'Manifests', 'Assets', 'Clients', 'Catalogs', 'Roles', 'Users'],
};

async function fillRegistration(page: Page, words: Words, company: { email: string; rfc: string }) {
  const f = words.fields;
  await page.getByLabel(f.company, { exact: true }).fill('Clínica Santa Fe del Valle, S.C.');
  await page.getByLabel(f.rfc, { exact: true }).fill(company.rfc.toLowerCase());
  await page.getByLabel(f.name, { exact: true }).fill('Mariana Ortiz');
  await page.getByLabel(f.email, { exact: true }).fill(company.email);
  await page.getByLabel(f.phone, { exact: true }).fill('+52 55 2345 6789');
  await page.getByLabel(f.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(f.confirm, { exact: true }).fill(PASSWORD);
  await page.getByLabel(words.terms).check();
}

async function signUp(page: Page, words: Words, lang: 'es' | 'en') {
  const company = newCompany(`owner-${lang}`);
  await expect(page.getByRole('heading', { name: words.registerTitle })).toBeVisible();
  await expect(page.getByTestId('plan-fee')).toContainText('$150.00 MXN');
  await expect(page.getByTestId('test-mode-tag')).toBeVisible();
  await fillRegistration(page, words, company);
  // The RFC is kept in capitals as typed.
  await expect(page.getByLabel(words.fields.rfc, { exact: true })).toHaveValue(company.rfc);
  const sent = Date.now();
  await page.getByLabel(words.fields.confirm, { exact: true }).press('Enter');

  // The e-mailed code, read from the mail folder.
  await expect(page).toHaveURL(/\/auth\/confirmation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: words.confirmationTitle })).toBeVisible();
  await expect(page.getByText(`${words.sentTo} ${company.email}`)).toBeVisible();
  const signup = await storedToken(page);
  expect(signup.local).toBeTruthy();
  const code = await verificationCode(company.email, sent);
  await expect(page.getByLabel(words.code, { exact: true })).toBeFocused();
  await expect(page.getByLabel(words.code, { exact: true })).toHaveAttribute('autocomplete', 'one-time-code');
  await page.getByLabel(words.code, { exact: true }).fill(code);
  await page.getByLabel(words.code, { exact: true }).press('Enter');

  // Test-mode payment: said plainly, nothing charged.
  await expect(page).toHaveURL(/\/auth\/payment\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: words.paymentTitle })).toBeVisible();
  await expect(page.getByTestId('test-mode')).toContainText(words.testMode);
  await expect(page.getByTestId('payment-amount')).toHaveText('$150.00 MXN');
  // Verified: the session token lives in local storage only.
  const verified = await storedToken(page);
  expect(verified.local).toBeTruthy();
  expect(verified.local).not.toBe(signup.local);
  expect(verified.session).toBeNull();
  await page.getByRole('button', { name: words.simulate }).click();

  await expect(page).toHaveURL(/\/auth\/register-complete$/);
  await expect(page.getByTestId('payment-succeeded')).toContainText(words.paid);
  await page.getByRole('button', { name: words.continue }).click();

  // The company profile, in the light layout.
  await expect(page).toHaveURL(/\/app\/companies\/add$/);
  await expect(page.getByTestId('light-layout')).toBeVisible();
  await expect(page.getByRole('heading', { name: words.companyTitle })).toBeVisible();
  const c = words.company;
  const form = page.getByTestId('onboarding-form');
  await form.getByLabel(c.trade, { exact: true }).fill('Clínica Santa Fe');
  await form.getByLabel(c.nra, { exact: true }).fill('csf0901500123');
  await form.getByLabel(c.level, { exact: true }).check();
  await form.getByLabel(c.site, { exact: true }).fill('Matriz');
  await form.getByLabel(c.street, { exact: true }).fill('Av. Vasco de Quiroga');
  await form.getByLabel(c.number, { exact: true }).fill('3000');
  await form.getByLabel(c.neighbourhood, { exact: true }).fill('Santa Fe');
  await form.getByLabel(c.city, { exact: true }).fill('Álvaro Obregón');
  // The states list is long: typing narrows it, Enter picks.
  const state = form.getByLabel(c.state, { exact: true });
  await state.click();
  await state.fill('Ciudad de M');
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle('Ciudad de México', { exact: true })
    .waitFor();
  await state.press('Enter');
  await expect(form.getByTitle('Ciudad de México', { exact: true })).toBeVisible();
  await form.getByLabel(c.postal, { exact: true }).fill('01219');
  await form.getByLabel(c.latitude, { exact: true }).fill('19.3595');
  await form.getByLabel(c.longitude, { exact: true }).fill('-99.2593');
  await page.getByRole('button', { name: c.submit }).click();

  // Active: home is the orders, with the owner's menu.
  await expect(page).toHaveURL(/\/app\/orders$/);
  await expect(page.getByRole('heading', { name: words.ordersTitle })).toBeVisible();
  const nav = page.getByTestId('side-nav-menu');
  // The catalogs group is the last but two entry, its last entry the users.
  await nav.getByText(words.menu.at(-3)!).click();
  await expect(nav.getByRole('menuitem', { name: words.menu.at(-1) })).toBeVisible();
  const entries = (await nav.getByRole('menuitem').allInnerTexts()).map((e) => e.trim());
  expect(entries).toEqual(words.menu);
  return company;
}

test.describe('sign-up of a client company (docs/product.md §2)', () => {
  // Four pages, two e-mails and the company profile per test.
  test.describe.configure({ timeout: 90_000 });

  test('in Spanish: register, e-mailed code, test payment, company profile, orders', async ({ page }) => {
    await page.goto('/auth/register');
    await expect(page).toHaveURL(/\/auth\/register\/basic$/);
    const company = await signUp(page, SPANISH, 'es');

    // The owner can sign in again and lands home.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/app\/login$/);
    await page.getByLabel('Correo electrónico').fill(company.email);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByLabel('Contraseña').press('Enter');
    await expect(page).toHaveURL(/\/app\/orders$/);
  });

  test('in English, chosen on the registration page', async ({ page }) => {
    await page.goto('/auth/register/basic');
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await signUp(page, ENGLISH, 'en');
  });
});

test.describe('sign-up answers in place', () => {
  test('validation before sending: required fields, weak password, mismatch, terms', async ({ page }) => {
    await page.goto('/auth/register/basic');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Por favor ingresar Razón social', { exact: true })).toBeVisible();
    await expect(page.getByText('Por favor ingresar Correo electrónico', { exact: true })).toBeVisible();
    await expect(page.getByText('Por favor ingresar Contraseña', { exact: true })).toBeVisible();
    await expect(page.getByText('Debes aceptar los términos y condiciones')).toBeVisible();

    await page.getByLabel('RFC', { exact: true }).fill('ABC');
    await expect(page.getByText('Escribe un RFC de 12 o 13 caracteres, como XAXX010101000')).toBeVisible();
    await page.getByLabel('Contraseña', { exact: true }).fill('corta1');
    await expect(
      page.getByText(
        'La contraseña necesita al menos 10 caracteres y combinar letras con números o símbolos',
      ),
    ).toBeVisible();
    await page.getByLabel('Contraseña', { exact: true }).fill('solamenteletras');
    await expect(
      page.getByText(
        'La contraseña necesita al menos 10 caracteres y combinar letras con números o símbolos',
      ),
    ).toBeVisible();
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirma la contraseña', { exact: true }).fill(`${PASSWORD}x`);
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
    await page.getByLabel('Teléfono', { exact: true }).fill('123');
    await expect(page.getByText('Escribe un teléfono de 10 dígitos (puede llevar +52)')).toBeVisible();
  });

  test('a taken e-mail goes on like any sign-up, and its owner is told by e-mail (decision 0006)', async ({
    page,
  }) => {
    await page.goto('/auth/register/basic');
    await fillRegistration(page, SPANISH, { email: ACCOUNTS.owner, rfc: newCompany('dup').rfc });
    const sent = Date.now();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    // The same next step as a new sign-up: nothing on the page says the address is known.
    await expect(page).toHaveURL(/\/auth\/confirmation\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: SPANISH.confirmationTitle })).toBeVisible();
    const notice = await waitForMail(ACCOUNTS.owner, { match: /recovery-password/, since: sent });
    expect(notice.text).toContain('/auth/login');
    // No code will do: it is refused as a wrong one.
    await page.getByLabel('Código', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByText('El código no es correcto')).toBeVisible();
  });

  test('a wrong code is refused under the field; a new one can be asked for after a minute', async ({
    page,
  }) => {
    const company = newCompany('wrong-code');
    await page.goto('/auth/register/basic');
    await fillRegistration(page, SPANISH, company);
    const sent = Date.now();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/auth\/confirmation\//);
    const code = await verificationCode(company.email, sent);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Código', { exact: true }).fill(wrong);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByText('El código no es correcto')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/confirmation\//);
    await page.getByLabel('Código', { exact: true }).fill('12');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByText('El código tiene 6 dígitos')).toBeVisible();
    // The code was sent moments ago: the server asks to wait, and the button counts down.
    await page.getByTestId('resend-code').click();
    await expect(page.getByTestId('resend-code')).toContainText(/Enviar otro código en \d+ s/);
    await expect(page.getByTestId('resend-code')).toBeDisabled();
    // The right code still works.
    await page.getByLabel('Código', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/auth\/payment\//);
  });
});

test('with Stripe keys the payment page mounts Stripe, not the test mode, and says when Stripe cannot load', async ({
  page,
}) => {
  // The demo owner's session stands in for a company at the payment step; the server's answer is
  // Stripe's, and Stripe's script is unreachable (no network in tests).
  await signIn(page, 'owner');
  await page.route('**/api/v1/payments/registration', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            paymentId: '7f0c8a2e-8a51-4d7e-9a3c-2b1f4f6f9d10',
            provider: 'stripe',
            clientSecret: 'pi_123_secret_456',
            publishableKey: 'pk_test_123',
            amount: 15000,
            currency: 'mxn',
          }),
        })
      : route.fallback(),
  );
  await page.route('https://js.stripe.com/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/auth/payment/abc');
  await expect(page.getByTestId('payment-amount')).toHaveText('$150.00 MXN');
  await expect(page.getByTestId('test-mode')).toHaveCount(0);
  await expect(page.getByText('El pago se procesa de forma segura con Stripe')).toBeVisible();
  await expect(page.getByTestId('stripe-unavailable')).toContainText(
    'No se pudo cargar el formulario de pago de Stripe.',
  );
});
