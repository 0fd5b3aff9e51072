import { expect, test } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { search } from './support/catalog.ts';
import { loginToken, madeUser } from './support/users.ts';

test("the operator disables a client company's user, who is signed out at once, and enables them again", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A user of Clínica Norte, signed in on their own.
  const client = await madeUser(request, { as: 'owner', roleKey: 'owner', tag: 'comprometido' });
  const me = (token: string) =>
    request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect((await me(client.token)).status()).toBe(200);

  await signIn(page, 'admin');
  await page.goto('/app/users');
  await search(page, client.email);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await page.getByRole('link', { name: 'Lucía Herrera' }).click();
  await expect(page.getByTestId('user-status')).toHaveText('Activo');
  const access = page.getByTestId('user-access');
  await expect(access).toHaveText('Deshabilitar cuenta');
  // Not staff's to edit: the fields are read-only, with no save, archive or delete.
  await expect(page.getByLabel('Nombre', { exact: true })).toBeDisabled();
  await expect(page.getByTestId('save')).toHaveCount(0);
  await expect(page.getByTestId('delete')).toBeDisabled();
  await expect(page.getByTestId('archive')).toBeDisabled();

  // A confirmation first, naming the person.
  await access.click();
  const confirm = page.locator('.ant-popconfirm:visible');
  await expect(confirm).toContainText(
    '¿Deshabilitar la cuenta de Lucía Herrera? Sus sesiones se cierran ahora mismo.',
  );
  await confirm.getByRole('button', { name: 'Deshabilitar cuenta' }).click();
  await expect(
    page
      .locator('.ant-notification-notice')
      .filter({ hasText: 'Cuenta deshabilitada; sus sesiones se cerraron' }),
  ).toBeVisible();
  await expect(page.getByTestId('user-status')).toHaveText('Deshabilitado');
  await expect(access).toHaveText('Habilitar cuenta');
  // The server ended the session at once, and refuses the password.
  expect((await me(client.token)).status()).toBe(401);
  const refused = await request.post('/api/v1/auth/login', {
    data: { email: client.email, password: client.password },
  });
  expect(refused.status()).toBe(401);

  await access.click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Habilitar cuenta' }).click();
  await expect(
    page.locator('.ant-notification-notice').filter({ hasText: 'Cuenta habilitada' }),
  ).toBeVisible();
  await expect(page.getByTestId('user-status')).toHaveText('Activo');
  expect((await me(await loginToken(request, client.email, client.password))).status()).toBe(200);
  // The old session stays ended.
  expect((await me(client.token)).status()).toBe(401);
});
