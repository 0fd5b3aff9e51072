import { expect, type Page, test } from '@playwright/test';
import { apiToken, openInEnglish, signIn } from './support/accounts.ts';
import { chooseFilter, chooseSurely, search } from './support/catalog.ts';

// Tests run offline: map tiles fail at once, and the pins show on a plain background.
const noTiles = (page: Page) => page.route(/tile\.openstreetmap\.org/, (route) => route.abort());

async function clientId(page: Page, rfc: string) {
  const token = await apiToken(page.request, 'admin');
  const res = await page.request.get(`/api/v1/clients?q=${rfc}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { data } = (await res.json()) as { data: { id: string }[] };
  return data[0]!.id;
}

test.describe('clients, in Spanish', () => {
  test('an admin filters the clients, opens one, adds a site with its pin, and archives it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await noTiles(page);
    await signIn(page, 'admin');
    await page.goto('/app/clients');
    await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible();
    await expect(page.locator('.ant-table-thead')).toContainText('Límite de almacenamiento');

    await chooseFilter(page, 'Nivel de generador', 'Nivel III (7 días)');
    await expect(page).toHaveURL(/generatorLevel=III/);
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    await expect(page.locator('.ant-table-row')).toContainText('Hospital del Sur');
    await page.goto('/app/clients');
    await search(page, 'CNO150312KJ2');
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    await page.getByRole('link', { name: 'Clínica del Norte S.C.' }).click();
    await expect(page).toHaveURL(/\/app\/clients\/edit\//);
    await expect(page.getByTestId('record-header')).toContainText('Clínica Norte');
    await expect(page.getByTestId('deadline').first()).toBeVisible();

    await page.getByRole('tab', { name: 'Sucursales' }).click();
    const panel = page.getByTestId('sites-panel');
    await expect(panel.locator('.ant-table-row').first()).toBeVisible();
    const before = await panel.locator('.ant-table-row').count();
    await expect(panel.getByTestId('location-map')).toBeVisible();

    const name = `Sucursal Prueba ${Date.now()}`;
    await page.getByTestId('add-site').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Guardar sucursal' }).click();
    await expect(dialog.getByText('Por favor ingresar Nombre de la sucursal')).toBeVisible();
    await dialog.getByLabel('Nombre de la sucursal').fill(name);
    await dialog.getByLabel('Calle').fill('Av. Insurgentes Sur');
    await dialog.getByLabel('Número exterior').fill('1602');
    await dialog.getByLabel('Colonia').fill('Crédito Constructor');
    await dialog.getByLabel('Alcaldía o municipio').fill('Benito Juárez');
    await chooseSurely(dialog, 'Estado', 'Ciudad de México');
    await dialog.getByLabel('Código postal').fill('031');
    await dialog.getByLabel('Latitud').click();
    await expect(dialog.getByText('El código postal debe tener 5 dígitos').first()).toBeVisible();
    await dialog.getByLabel('Código postal').fill('03940');
    // A click on the map places the pin and fills the coordinates.
    await dialog.getByTestId('location-map').click({ position: { x: 200, y: 120 } });
    await expect(dialog.getByLabel('Latitud')).not.toHaveValue('');
    await expect(dialog.getByLabel('Longitud')).not.toHaveValue('');
    await dialog.getByLabel('Latitud').fill('19.3676');
    await dialog.getByLabel('Longitud').fill('-99.1789');
    await dialog.getByLabel('Persona de contacto').fill('Lucía Herrera');
    await dialog.getByLabel('Teléfono de contacto').fill('55 5662 0000');
    await dialog.getByRole('button', { name: 'Guardar sucursal' }).click();
    await expect(dialog).toHaveCount(0);
    const row = panel.locator('.ant-table-row').filter({ hasText: name });
    await expect(row).toContainText('03940');
    await expect(row).toContainText('Lucía Herrera');
    await expect(panel.locator('.ant-table-row')).toHaveCount(before + 1);

    // Edited, the site keeps its story: the dialog's history names the change and the fields.
    await row.getByRole('button', { name: `Editar sucursal: ${name}` }).click();
    await dialog.getByLabel('Persona de contacto').fill('Lucía Herrera Soto');
    await dialog.getByRole('button', { name: 'Guardar sucursal' }).click();
    await expect(dialog).toHaveCount(0);
    await row.getByRole('button', { name: `Editar sucursal: ${name}` }).click();
    await dialog.getByTestId('site-history').getByText('Historial de cambios').click();
    const story = dialog.getByTestId('history');
    await expect(story).toContainText('Modificó');
    await expect(story).toContainText('Creó');
    await expect(story).toContainText('Persona de contacto');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);

    await row.getByRole('button', { name: `Archivar: ${name}` }).click();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText(
      `¿Archivar la sucursal «${name}»? Dejará de ofrecerse para nuevos pedidos; su historial se conserva.`,
    );
    await page.getByRole('button', { name: 'Archivar', exact: true }).click();
    await expect(panel.locator('.ant-table-row').filter({ hasText: name })).toHaveCount(0);
    await expect(panel.locator('.ant-table-row')).toHaveCount(before);
  });

  test("an owner sees their own company only, edits its profile, and cannot open another's", async ({
    page,
  }) => {
    await noTiles(page);
    const other = await clientId(page, 'HSU090817PQ4');
    await signIn(page, 'owner');
    // The owner's "Clientes" is their own company's page, not a list.
    const own = await clientId(page, 'CNO150312KJ2');
    await page.goto('/app/clients');
    await expect(page).toHaveURL(new RegExp(`/app/clients/edit/${own}$`));
    await expect(page.getByTestId('record-header')).toContainText('Clínica Norte');
    // The operator's actions are not the owner's.
    await expect(page.getByRole('button', { name: 'Suspender' })).toHaveCount(0);
    const phone = page.getByLabel('Teléfono', { exact: true });
    await phone.fill('55 5123 0000');
    await page.getByTestId('save').click();
    await expect(page.getByText('Cambios guardados').first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Teléfono', { exact: true })).toHaveValue('55 5123 0000');

    await page.goto(`/app/clients/edit/${other}`);
    await expect(page.getByText('Este registro no existe o fue eliminado.')).toBeVisible();
  });
});

test.describe('clients, in English', () => {
  test('an English-speaking admin reads the list and the sites in English', async ({ page }) => {
    await noTiles(page);
    await openInEnglish(page, '/app/clients', 'Clients');
    await expect(page.locator('.ant-table-thead')).toContainText('Storage deadline');
    await expect(page.locator('.ant-table-thead')).toContainText('Last collection');
    // The demo clients: one near its storage deadline, one past it.
    await expect(page.getByTestId('deadline').filter({ hasText: 'Due soon' })).toHaveCount(1);
    await expect(page.getByTestId('deadline').filter({ hasText: 'Overdue' })).toHaveCount(1);
    await page.getByRole('link', { name: 'Hospital del Sur S.A. de C.V.' }).click();
    await page.getByRole('tab', { name: 'Sites' }).click();
    await expect(page.getByTestId('sites-panel').locator('.ant-table-thead')).toContainText('Site name');
    await page.getByTestId('add-site').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save site' }).click();
    await expect(page.getByRole('dialog').getByText('Please enter Site name')).toBeVisible();
  });
});
