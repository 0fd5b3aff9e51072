import { expect, test } from '@playwright/test';
import { mailLink, verificationCode } from './support/mail.ts';
import { madeUser, uniqueSuffix } from './support/users.ts';

const RESET_PASSWORD = 'Otra-clave-9876';

test('recovery: the e-mailed link sets a new password, the old one stops working', async ({
  page,
  request,
}) => {
  // A long flow across two browsers, with e-mails and password hashing on a shared machine.
  test.setTimeout(90_000);
  const user = await madeUser(request, { tag: 'recovery' });
  await page.goto('/auth/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/auth\/recovery-password$/);
  await expect(page.getByRole('heading', { name: 'Recupera tu contraseña' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toBeFocused();
  const sent = Date.now();
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Correo electrónico').press('Enter');
  await expect(page.getByTestId('recovery-sent')).toContainText(
    'Si la dirección está registrada, te enviamos un enlace para restablecer la contraseña',
  );

  const link = await mailLink(user.email, '/auth/reset-password', sent);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Restablece tu contraseña' })).toBeVisible();
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('débil');
  await page.getByLabel('Confirma la contraseña', { exact: true }).fill('débil');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(
    page.getByText('La contraseña necesita al menos 10 caracteres y combinar letras con números o símbolos'),
  ).toBeVisible();
  await page.getByLabel('Contraseña nueva', { exact: true }).fill(RESET_PASSWORD);
  await page.getByLabel('Confirma la contraseña', { exact: true }).fill(RESET_PASSWORD);
  await page.getByLabel('Confirma la contraseña', { exact: true }).press('Enter');

  // Back on the login page with the server's confirmation.
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByTestId('login-notice')).toHaveText(
    'Tu contraseña se cambió; inicia sesión con la nueva',
  );
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña').fill(user.password);
  await page.getByLabel('Contraseña').press('Enter');
  await expect(page.getByTestId('login-error')).toHaveText('Correo o contraseña incorrectos');
  await page.getByLabel('Contraseña').fill(RESET_PASSWORD);
  await page.getByLabel('Contraseña').press('Enter');
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // The link worked once.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/app\/login$/);
  await page.goto(link);
  await page.getByLabel('Contraseña nueva', { exact: true }).fill(`${RESET_PASSWORD}!`);
  await page.getByLabel('Confirma la contraseña', { exact: true }).fill(`${RESET_PASSWORD}!`);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByTestId('link-error')).toContainText('El enlace no es válido o ya se usó');
  await expect(page.getByTestId('request-new-link')).toHaveAttribute('href', '/auth/recovery-password');
});

test('recovery answers the same for an address nobody has', async ({ page }) => {
  await page.goto('/auth/recovery-password');
  await page.getByLabel('Correo electrónico').fill(`nadie-${uniqueSuffix()}@ningun-lado.test`);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByTestId('recovery-sent')).toContainText(
    'Si la dirección está registrada, te enviamos un enlace para restablecer la contraseña',
  );
});

test('a link without its token says so in place', async ({ page }) => {
  await page.goto('/auth/reset-password');
  await expect(page.getByTestId('link-missing')).toContainText(
    'Este enlace está incompleto. Pide uno nuevo.',
  );
  await page.goto('/auth/new-password');
  await expect(page.getByTestId('link-missing')).toContainText(
    'Pide a quien te invitó que te reenvíe la invitación.',
  );
});

test('a user who never verified the e-mail gets a code at sign-in and enters it', async ({ page }) => {
  // Registered through the API, never verified: the login answers 412 and e-mails a code.
  const email = `sin-verificar-${uniqueSuffix()}@alta.test`;
  // From before the registration: sign-in within a minute of it sends no second code (one a minute),
  // so the code to enter may be the registration's own.
  const since = Date.now();
  const response = await page.request.post('/api/v1/auth/user', {
    data: {
      plan: 'basic',
      companyName: 'Laboratorio Sin Verificar',
      rfc: `LSV${uniqueSuffix().slice(0, 6)}AB1`,
      name: 'Raúl Medina',
      email,
      phone: '5511223344',
      password: RESET_PASSWORD,
      locale: 'es',
      acceptTerms: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  await page.goto('/auth/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(RESET_PASSWORD);
  await page.getByLabel('Contraseña').press('Enter');
  await expect(page).toHaveURL(/\/auth\/verification$/);
  await expect(page.getByText(`Enviamos un código de 6 dígitos a ${email}`)).toBeVisible();
  const code = await verificationCode(email, since);
  await page.getByLabel('Código', { exact: true }).fill(code);
  await page.getByLabel('Código', { exact: true }).press('Enter');
  // Signed in; the company still has to pay, so that is where the root sends the owner.
  await expect(page).toHaveURL(/\/auth\/payment\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('test-mode')).toBeVisible();
});
