import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiToken, signIn, storedToken } from './support/accounts.ts';
import { choose, search } from './support/catalog.ts';
import { mailLink } from './support/mail.ts';
import { roleId, uniqueSuffix } from './support/users.ts';

const COLLEAGUE_PASSWORD = 'Colega-2026-ok';

test('an owner makes a narrower role, invites a colleague, and the colleague sees only what it allows', async ({
  page,
  browser,
}) => {
  // A long flow across two browsers, with e-mails and password hashing on a shared machine.
  test.setTimeout(90_000);
  const n = uniqueSuffix();
  const roleName = `Consulta de pedidos ${n}`;
  const email = `colega-${n}@clinica-norte.test`;
  await signIn(page, 'owner');

  // The role: company resources only, and only what the owner may grant.
  await page.goto('/app/roles');
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
  await page.getByTestId('add').click();
  await expect(page).toHaveURL(/\/app\/roles\/add$/);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Por favor ingresar Nombre', { exact: true })).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill(roleName);
  const matrix = page.getByTestId('permission-matrix');
  await expect(matrix.getByRole('cell', { name: 'Conductores' })).toHaveCount(0);
  await expect(matrix.getByLabel('Rutas: Editar')).toBeDisabled();
  await matrix.getByLabel('Pedidos: Editar').check();
  // Editing needs the list: "view" comes along, and leaves with it.
  await expect(matrix.getByLabel('Pedidos: Ver')).toBeChecked();
  await matrix.getByLabel('Pedidos: Ver').uncheck();
  await expect(matrix.getByLabel('Pedidos: Editar')).not.toBeChecked();
  await matrix.getByLabel('Pedidos: Ver').check();
  await page.getByTestId('save').click();
  await expect(page).toHaveURL(/\/app\/roles$/);
  await search(page, roleName);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(page.locator('.ant-table-row')).toContainText('Permisos: 1');

  // The colleague, invited with it.
  await page.goto('/app/users/add');
  await expect(page.getByRole('heading', { name: 'Nuevo usuario' })).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('Jorge Colega');
  // One of the owner's own users is named as taken (an address held elsewhere would be answered as a
  // fresh invitation, docs/decisions/0006).
  await page.getByLabel('Correo electrónico', { exact: true }).fill(ACCOUNTS.owner);
  await choose(page.getByTestId('resource-form'), 'Rol', roleName);
  await page.getByTestId('save').click();
  await expect(page.getByText('Ya existe una cuenta con ese correo').first()).toBeVisible();
  await expect(page).toHaveURL(/\/app\/users\/add$/);
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByTestId('save').click();
  await expect(page).toHaveURL(/\/app\/users$/);
  await search(page, email);
  const row = page.locator('.ant-table-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Invitado');
  await expect(row).toContainText(roleName);
  await expect(row).toContainText('Nunca');

  // A new invitation replaces the first one.
  await page.getByRole('link', { name: 'Jorge Colega' }).click();
  await expect(page.getByTestId('user-status')).toHaveText('Invitado');
  const resent = Date.now();
  await page.getByTestId('resend-invitation').click();
  await expect(
    page.locator('.ant-notification-notice').filter({ hasText: 'Invitación enviada' }),
  ).toBeVisible();
  const link = await mailLink(email, '/auth/new-password', resent);

  // The colleague, on a browser of their own.
  const context = await browser.newContext({ locale: 'es-MX' });
  const colleague = await context.newPage();
  await colleague.goto(link);
  await expect(colleague.getByRole('heading', { name: 'Crea tu contraseña' })).toBeVisible();
  await colleague.getByLabel('Contraseña', { exact: true }).fill(COLLEAGUE_PASSWORD);
  await colleague.getByLabel('Confirma la contraseña', { exact: true }).fill(COLLEAGUE_PASSWORD);
  await colleague.getByLabel('Confirma la contraseña', { exact: true }).press('Enter');
  await expect(colleague).toHaveURL(/\/auth\/login$/);
  await expect(colleague.getByTestId('login-notice')).toHaveText(
    'Tu contraseña quedó guardada; ya puedes iniciar sesión',
  );
  await colleague.getByLabel('Correo electrónico').fill(email);
  await colleague.getByLabel('Contraseña').fill(COLLEAGUE_PASSWORD);
  await colleague.getByLabel('Contraseña').press('Enter');

  // Home is the orders; the menu holds nothing else, and no page offers what the role lacks.
  await expect(colleague).toHaveURL(/\/app\/orders$/);
  const nav = colleague.getByTestId('side-nav-menu');
  await expect(nav.getByRole('menuitem', { name: 'Pedidos' })).toBeVisible();
  await expect(nav.getByRole('menuitem')).toHaveText(['Pedidos']);
  await expect(nav.getByText('Usuarios')).toHaveCount(0);
  await expect(nav.getByText('Roles')).toHaveCount(0);
  await expect(colleague.getByTestId('add')).toHaveCount(0);
  await colleague.goto('/app/orders/add');
  await expect(colleague.getByTestId('no-permission')).toBeVisible();
  await colleague.goto('/app/users');
  await expect(colleague.getByTestId('no-permission')).toBeVisible();

  // The server refuses it too.
  const token = (await storedToken(colleague)).local!;
  const headers = { Authorization: `Bearer ${token}` };
  expect((await colleague.request.get('/api/v1/users', { headers })).status()).toBe(403);
  expect(
    (
      await colleague.request.post('/api/v1/roles', { headers, data: { name: 'x', permissions: [] } })
    ).status(),
  ).toBe(403);
  expect((await colleague.request.get('/api/v1/auth/me', { headers })).status()).toBe(200);
  await context.close();

  // The owner now sees the colleague active.
  await page.goto('/app/users');
  await search(page, email);
  await expect(page.locator('.ant-table-row').filter({ hasText: email })).toContainText('Activo');
});

test('system roles are shown read-only', async ({ page }) => {
  await signIn(page, 'owner');
  const id = await roleId(page.request, 'owner', { key: 'owner' });
  await page.goto(`/app/roles/edit/${id}`);
  await expect(page.getByTestId('system-role')).toContainText('Rol del sistema');
  await expect(page.getByTestId('save')).toHaveCount(0);
  await expect(page.getByTestId('permission-matrix').getByLabel('Pedidos: Ver')).toBeChecked();
  await expect(page.getByTestId('permission-matrix').getByLabel('Pedidos: Ver')).toBeDisabled();
  await expect(page.getByTestId('delete')).toBeDisabled();
});

test('an admin sees every user with their company, and filters them', async ({ page, request }) => {
  await signIn(page, 'admin');
  await apiToken(request, 'admin');
  await page.goto('/app/users');
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
  await expect(page.locator('.ant-table-thead')).toContainText('Empresa');
  await search(page, 'owner@clinica-norte.test');
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(page.locator('.ant-table-row')).toContainText('Activo');
});
