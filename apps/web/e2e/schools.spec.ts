import { expect, test } from '@playwright/test';
import { apiToken, openInEnglish, signIn } from './support/accounts.ts';
import { chooseFilter, search, typeDate } from './support/catalog.ts';

test.describe('the school programme, in Spanish', () => {
  test('an admin adds a school, then a patient; the list masks the guardian, the page shows who looked', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'admin');
    await page.goto('/app/dashboard');
    await page.getByRole('menuitem', { name: 'Escuelas' }).click();
    await expect(page).toHaveURL(/\/app\/school$/);
    await expect(page.locator('.ant-table-row').first()).toContainText('Escuela Primaria Benito Juárez');
    await page.getByTestId('add').click();

    await page.getByTestId('save').click();
    await expect(page.getByText('Por favor ingresar Nombre', { exact: true })).toBeVisible();
    const code = `09DPR${String(1000 + Math.floor(Math.random() * 8999))}T`;
    const name = `Escuela Prueba ${code}`;
    await page.getByLabel('Nombre', { exact: true }).fill(name);
    await page.getByLabel('Clave de centro de trabajo (CCT)').fill('12345');
    await page.getByLabel('Calle').click();
    await expect(page.getByText('La CCT tiene 10 caracteres')).toBeVisible();
    await page.getByLabel('Clave de centro de trabajo (CCT)').fill(code.toLowerCase());
    await page.getByLabel('Calle').fill('Av. Insurgentes');
    await page.getByLabel('Número', { exact: true }).fill('10');
    await page.getByLabel('Colonia').fill('Roma');
    await page.getByLabel('Alcaldía o municipio').fill('Cuauhtémoc');
    await page.getByLabel('Código postal').fill('06700');
    await page.getByTestId('save').click();
    await expect(page).toHaveURL(/\/app\/school$/);
    await search(page, code);
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    await page.locator('.ant-table-row').getByRole('button', { name: 'Pacientes' }).click();
    await expect(page).toHaveURL(/\/app\/patients\/school\//);
    await expect(page.getByTestId('school-name')).toContainText(code);

    await page.getByTestId('add').click();
    await expect(page).toHaveURL(/\/app\/patients\/add\?schoolId=/);
    // The form's own fields: while its page loads, the school's list (a "Nombre" column) is still shown.
    const form = page.getByTestId('resource-form');
    await form.getByLabel('Nombre', { exact: true }).fill('Renata');
    await form.getByLabel('Apellidos').fill('Prueba Núñez');
    await typeDate(page, 'Fecha de nacimiento', '14/02/2016');
    await form.getByLabel('Grado').fill('4°');
    await form.getByLabel('Grupo').fill('A');
    await form.getByLabel('Tutor', { exact: true }).fill('Ana Núñez');
    await form.getByLabel('Teléfono del tutor').fill('55 9988 7766');
    await page.getByTestId('save').click();
    await expect(page).toHaveURL(/\/app\/patients\/school\//);
    const row = page.locator('.ant-table-row', { hasText: 'Prueba Núñez' });
    await expect(row.getByTestId('masked-phone')).toHaveText('•••• 7766');

    await row.getByRole('link', { name: 'Prueba Núñez' }).click();
    await expect(page.getByLabel('Teléfono del tutor')).toHaveValue('55 9988 7766');
    const readers = page.getByTestId('patient-readers');
    await expect(readers).toContainText('admin@recolecta.test · Consultó');
    await expect(readers).toContainText('Vio en la lista');
  });

  test('an owner is not offered the programme and is refused its pages', async ({ page, request }) => {
    await signIn(page, 'owner');
    await page.goto('/app/school');
    await expect(page.getByText('No tienes permiso para ver esta página.')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Escuelas' })).toHaveCount(0);
    const token = await apiToken(request, 'owner');
    const res = await request.get('/api/v1/patients', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(403);
  });
});

test('the school programme in English: schools, a school’s patients, a patient', async ({ page }) => {
  await openInEnglish(page, '/app/school', 'Schools');
  await expect(page.locator('.ant-table-thead')).toContainText('School code (CCT)');
  await chooseFilter(page, 'Level', 'Secondary');
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await page.locator('.ant-table-row').getByRole('button', { name: 'Patients' }).click();
  await expect(page.locator('.ant-table-thead')).toContainText("Guardian's phone");
  await expect(page.getByText('Personal data of minors: every look is recorded.')).toBeVisible();
  await page.locator('.ant-table-row a').first().click();
  await expect(page.getByTestId('patient-readers')).toContainText('Opened');
});
