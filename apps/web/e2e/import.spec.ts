import { expect, test } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { search } from './support/catalog.ts';

const HEADER =
  'legalName,tradeName,rfc,generatorLevel,nra,contactName,email,phone,name,street,exteriorNumber,interiorNumber,neighbourhood,city,state,postalCode,latitude,longitude,collectionWindowStart,collectionWindowEnd';
const siteRow = (rfc: string, site: string, level = 'II', postal = '06600') =>
  [
    'Laboratorio Importado S.A.',
    'Lab Importado',
    rfc,
    level,
    'LIM0901500111',
    'Ana Ruiz',
    'ana@lab-importado.mx',
    '55 1111 2222',
    site,
    'Av. Reforma',
    '10',
    '',
    'Juárez',
    'Cuauhtémoc',
    'Ciudad de México',
    postal,
    '19.43',
    '-99.15',
    '08:00',
    '12:00',
  ].join(',');

test.describe('import, in Spanish', () => {
  test('an admin checks a clients CSV with one bad row, imports the rest and finds the client', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const rfc = `LIM${String(Date.now() % 1_000_000).padStart(6, '0')}AB1`;
    const csv = [
      HEADER,
      siteRow(rfc, 'Sede Reforma'),
      siteRow(rfc, 'Sede Roma'),
      siteRow('MAL', 'Sede Mala', 'IV', '123'),
    ].join('\n');
    await signIn(page, 'admin');
    await page.goto('/app/clients');
    await page.getByTestId('import').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('template-csv')).toBeVisible();
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'clientes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expect(dialog.getByTestId('import-summary')).toContainText('3 filas: 2 válidas, 1 con errores');
    const errors = dialog.getByTestId('import-errors');
    await expect(errors.locator('tbody tr')).toHaveCount(3);
    await expect(errors).toContainText('Código postal');
    await expect(errors.locator('tbody tr').first()).toContainText('4');

    await dialog.getByTestId('import-confirm').click();
    await expect(dialog.getByTestId('import-result')).toContainText('2 creadas');
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();

    await search(page, rfc);
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    await expect(page.locator('.ant-table-row')).toContainText('Laboratorio Importado S.A.');
  });
});
