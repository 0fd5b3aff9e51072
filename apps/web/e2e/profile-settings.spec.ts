import { expect, test } from '@playwright/test';
import { englishAdmin, signIn, signInWith } from './support/accounts.ts';
import { choose } from './support/catalog.ts';
import { madeUser } from './support/users.ts';

test('profile: name, phone and language, and a password change that needs the current one', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const user = await madeUser(request, { tag: 'perfil' });
  await signInWith(page, user.token);
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByTestId('profile-form')).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();

  const profile = page.getByTestId('profile-form');
  await profile.getByLabel('Nombre', { exact: true }).fill('');
  await page.getByTestId('profile-save').click();
  await expect(profile.getByText('Por favor ingresar Nombre', { exact: true })).toBeVisible();
  await profile.getByLabel('Nombre', { exact: true }).fill('Lucía Herrera Campos');
  await profile.getByLabel('Teléfono', { exact: true }).fill('55 8765 4321');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('Perfil actualizado')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('Lucía Herrera Campos');

  const password = page.getByTestId('password-form');
  await password.getByLabel('Contraseña actual', { exact: true }).fill('no-es-la-clave-1');
  await password.getByLabel('Contraseña nueva', { exact: true }).fill('Clave-cambiada-77');
  await password.getByLabel('Confirma la contraseña', { exact: true }).fill('Clave-cambiada-77');
  await page.getByTestId('password-save').click();
  await expect(password.getByText('La contraseña actual no es correcta')).toBeVisible();
  await password.getByLabel('Contraseña actual', { exact: true }).fill(user.password);
  await page.getByTestId('password-save').click();
  await expect(page.getByText('Contraseña cambiada; cerramos tus otras sesiones')).toBeVisible();
  await expect(password.getByLabel('Contraseña actual', { exact: true })).toHaveValue('');

  // The language is the account's: the whole UI follows.
  await choose(profile, 'Idioma', 'English');
  await page.getByTestId('profile-save').click();
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  await expect(page.getByTestId('profile-form').getByLabel('Language', { exact: true })).toBeVisible();
  const me = await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${user.token}` } });
  expect(((await me.json()) as { data: { locale: string; phone: string } }).data).toMatchObject({
    locale: 'en',
    phone: '55 8765 4321',
  });
});

test('settings: an admin sees the organisation settings and keeps a change', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { name: 'Configuración', exact: true })).toBeVisible();
  await expect(page.getByTestId('appearance-card').getByTestId('setting-theme')).toBeVisible();
  const form = page.getByTestId('organisation-form');
  await expect(form.getByLabel('Nombre de la organización')).not.toHaveValue('');
  await expect(form.getByText('Equivale a $150.00 MXN')).toBeVisible();
  const address = form.getByLabel('Domicilio', { exact: true });
  const before = await address.inputValue();
  const rfcBefore = await form.getByLabel('RFC', { exact: true }).inputValue();
  const changed = `Av. Insurgentes Sur 1602, Ciudad de México ${Date.now() % 1000}`;
  await address.fill(changed);
  await form.getByLabel('RFC', { exact: true }).fill('XYZ');
  await page.getByTestId('organisation-save').click();
  await expect(form.getByText('Escribe un RFC de 12 o 13 caracteres, como XAXX010101000')).toBeVisible();
  await form.getByLabel('RFC', { exact: true }).fill('REC180101AB1');
  await page.getByTestId('organisation-save').click();
  await expect(page.getByText('Configuración guardada')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('organisation-form').getByLabel('Domicilio', { exact: true })).toHaveValue(
    changed,
  );
  await page.getByTestId('organisation-form').getByLabel('Domicilio', { exact: true }).fill(before);
  await page.getByTestId('organisation-form').getByLabel('RFC', { exact: true }).fill(rfcBefore);
  await page.getByTestId('organisation-save').click();
  await expect(page.getByText('Configuración guardada')).toBeVisible();
});

test('settings: an owner sees the appearance only', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/app/settings');
  await expect(page.getByTestId('appearance-card')).toBeVisible();
  await expect(page.getByTestId('organisation-card')).toHaveCount(0);
});

test('the account pages in English', async ({ page }) => {
  await englishAdmin(page);
  for (const [path, heading] of [
    ['/app/users', 'Users'],
    ['/app/users/add', 'New user'],
    ['/app/roles', 'Roles'],
    ['/app/roles/add', 'New role'],
    ['/app/profile', 'My profile'],
    ['/app/settings', 'Settings'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(page.getByTestId('coming-soon')).toHaveCount(0);
  }
  await page.goto('/app/roles/add');
  await expect(page.getByTestId('permission-matrix')).toContainText('Drivers');
  await expect(page.getByTestId('permission-matrix')).toContainText('View');
});
