import { expect, type Page, test } from '@playwright/test';
import { openInEnglish, signIn } from './support/accounts.ts';
import { choose, chooseFirst, chooseSurely } from './support/catalog.ts';

const DAY = 24 * 60 * 60 * 1000;
/** A calendar day `days` from now (negative: past), as `YYYY-MM-DD`. */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const ddmmyyyy = (isoDate: string) => isoDate.split('-').reverse().join('/');
const mmddyyyy = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-');
  return `${m}/${d}/${y}`;
};

/** The POST requests the page sends to one collection, counted as they go out. */
function countPosts(page: Page, path: string) {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === `/api/v1/${path}`) sent.push(r.url());
  });
  return sent;
}

/** Types into a picker's box and confirms with Enter; the picker shows what was typed. */
async function typeAndEnter(page: Page, label: string, text: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue(text);
}

test.describe('Enter in a date or time picker never sends the form', () => {
  test('in Spanish, the order form: Enter picks the typed day; Enter in a text box still sends', async ({
    page,
  }) => {
    const posts = countPosts(page, 'orders');
    await signIn(page, 'owner');
    await page.goto('/app/orders/add');
    await expect(page.getByRole('heading', { name: 'Nuevo pedido' })).toBeVisible();
    // Everything else is filled first: a form that went off now would be taken.
    await chooseSurely(page, 'Sitio', 'Clínica Norte Satélite');
    await expect(page.getByLabel('Ventana desde')).toHaveValue('09:00');
    await chooseFirst(page, 'Subresiduo');
    await chooseFirst(page, 'Tipo de contenedor');
    await page.getByLabel('Contenedores').fill('2');
    await page.getByLabel('Kg estimados').fill('8');

    const day = ddmmyyyy(dayFromNow(40));
    await typeAndEnter(page, 'Fecha solicitada', day);
    // The picker's list has closed on the day, and the form is still the one being filled.
    await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
    await expect(page).toHaveURL(/\/app\/orders\/add$/);
    await expect(page.getByLabel('Fecha solicitada')).toHaveValue(day);

    // Enter in a text box sends it, as it always did: one order, the one sent now.
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/orders',
    );
    await page.getByLabel('Kg estimados').press('Enter');
    expect((await created).status()).toBe(201);
    await expect(page).toHaveURL(/\/app\/orders$/);
    expect(posts).toHaveLength(1);
  });

  test('in English, the store form: Enter in the opening time picks it and sends nothing', async ({
    page,
  }) => {
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    const posts = countPosts(page, 'stores');
    await openInEnglish(page, '/app/stores/add', 'New store');
    const form = page.getByTestId('resource-form');
    const name = `Night depot ${Date.now()}`;
    await form.getByLabel('Name', { exact: true }).fill(name);
    await choose(form, 'Type', 'Warehouse');
    await form.getByLabel('Street', { exact: true }).fill('Poniente 140');
    await form.getByLabel('Street number', { exact: true }).fill('720');
    await form.getByLabel('Neighbourhood', { exact: true }).fill('Industrial Vallejo');
    await form.getByLabel('Borough or municipality', { exact: true }).fill('Azcapotzalco');
    await choose(form, 'State', 'Ciudad de México');
    await form.getByLabel('Postal code', { exact: true }).fill('02300');
    await form.getByLabel('Latitude', { exact: true }).fill('19.4905');
    await form.getByLabel('Longitude', { exact: true }).fill('-99.1630');
    await form.getByLabel('Capacity (kg)', { exact: true }).fill('9000');

    await typeAndEnter(page, 'Opens', '07:30');
    await typeAndEnter(page, 'Closes', '19:00');
    await expect(page).toHaveURL(/\/app\/stores\/add$/);
    await expect(form.getByLabel('Opens', { exact: true })).toHaveValue('07:30');

    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/stores',
    );
    await form.getByLabel('Capacity (kg)', { exact: true }).press('Enter');
    expect((await created).status()).toBe(201);
    await expect(page).toHaveURL(/\/app\/stores$/);
    expect(posts).toHaveLength(1);
  });
});

test.describe('the order form refuses a past day and a reversed window before sending, all at once', () => {
  test('in Spanish, as a client', async ({ page }) => {
    const posts = countPosts(page, 'orders');
    await signIn(page, 'owner');
    await page.goto('/app/orders/add');
    await expect(page.getByRole('heading', { name: 'Nuevo pedido' })).toBeVisible();
    const day = ddmmyyyy(dayFromNow(-7));
    await typeAndEnter(page, 'Fecha solicitada', day);
    await page.getByLabel('Ventana desde').fill('14:00');
    await page.getByLabel('Ventana hasta').fill('09:00');
    await page.getByTestId('save').click();

    // One press shows every problem: the missing site and items beside the day and the window.
    await expect(page.getByText('La fecha no puede ser anterior a hoy', { exact: true })).toBeVisible();
    await expect(
      page.getByText('El fin de la ventana debe ser después del inicio', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Por favor ingresar Sitio', { exact: true })).toBeVisible();
    await expect(page.getByText('Por favor ingresar Subresiduo', { exact: true })).toBeVisible();
    expect(posts).toHaveLength(0);

    // Put right, the messages go.
    await page.getByLabel('Ventana hasta').fill('16:00');
    await expect(page.getByText('El fin de la ventana debe ser después del inicio')).toHaveCount(0);
    await typeAndEnter(page, 'Fecha solicitada', ddmmyyyy(dayFromNow(1)));
    await expect(page.getByText('La fecha no puede ser anterior a hoy')).toHaveCount(0);
  });

  test('in English, as staff', async ({ page }) => {
    const posts = countPosts(page, 'orders');
    await openInEnglish(page, '/app/orders/add', 'New order');
    await typeAndEnter(page, 'Requested date', mmddyyyy(dayFromNow(-7)));
    await page.getByLabel('Window from').fill('10:30');
    await page.getByLabel('Window to').fill('10:30');
    await page.getByTestId('save').click();

    await expect(page.getByText('The date cannot be before today', { exact: true })).toBeVisible();
    await expect(page.getByText('The window must end after it starts', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter Company', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter Sub-waste', { exact: true })).toBeVisible();
    expect(posts).toHaveLength(0);
  });
});
