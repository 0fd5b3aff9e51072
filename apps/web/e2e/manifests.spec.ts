import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Client, SiteItem } from '@recolecta/shared/companies';
import { todayIn } from '@recolecta/shared/documents';
import type { Manifest } from '@recolecta/shared/manifests';
import type { Order } from '@recolecta/shared/orders';
import type { Route } from '@recolecta/shared/routes';
import { apiToken, englishAdmin, signIn } from './support/accounts.ts';
import { chooseFilter, chooseSurely, search, uniqueSuffix } from './support/catalog.ts';

type Json = Record<string, unknown>;

async function headers(request: APIRequestContext) {
  return { Authorization: `Bearer ${await apiToken(request, 'admin')}` };
}

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  data?: Json,
) {
  const response = await request.fetch(`/api/v1${url}`, { method, headers: await headers(request), data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
const FAR = '2031-12-31';

/**
 * A client company of this test alone, imported as staff import one (active, one site without a
 * collection window), so the reception, the manifest and the notification switches touch no demo data.
 */
async function ownClient(request: APIRequestContext) {
  const rfc = `${letters(3)}${digits(6)}${letters(2)}${digits(1)}`;
  const legalName = `Laboratorio ${letters(5)} S.A.`;
  const header =
    'legalName,rfc,generatorLevel,nra,contactName,email,name,street,exteriorNumber,neighbourhood,city,state,postalCode,latitude,longitude';
  const row = [
    legalName,
    rfc,
    'II',
    `${letters(3)}${digits(10)}`,
    'Ana Ruiz',
    `contacto-${rfc.toLowerCase()}@laboratorio.test`,
    'Sede Roma',
    'Orizaba',
    '20',
    'Roma Norte',
    'Cuauhtémoc',
    'Ciudad de México',
    '06700',
    '19.4195',
    '-99.1592',
  ].join(',');
  const imported = await request.post('/api/v1/clients/import', {
    headers: { ...(await headers(request)), 'Content-Type': 'text/csv' },
    data: Buffer.from(`${header}\n${row}\n`),
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const [client] = await call<Client[]>(request, 'GET', `/clients?q=${rfc}`);
  const [site] = await call<SiteItem[]>(request, 'GET', `/sites?companyId=${client!.id}`);
  return { client: client!, site: site! };
}

/** The id of the one catalog row whose code is given. */
async function idOf(request: APIRequestContext, path: string, code: string) {
  const rows = await call<{ id: string; code: string }[]>(request, 'GET', `/${path}?q=${code}&pageSize=50`);
  const row = rows.find((r) => r.code === code);
  expect(row, `${path} ${code}`).toBeDefined();
  return row!.id;
}

/** A sharps order (RPBI) for the site on the day, as the admin requests one. */
async function sharpsOrder(request: APIRequestContext, companyId: string, siteId: string, day: string) {
  return call<Order>(request, 'POST', '/orders', {
    companyId,
    siteId,
    requestedDate: day,
    items: [
      {
        wasteId: await idOf(request, 'wastes', 'RPBI-PUN-S'),
        containerTypeId: await idOf(request, 'containers', 'RP-R'),
        containerCount: 3,
        estimatedKg: 12,
      },
    ],
  });
}

/** A drawn signature as the pad makes one: a PNG data URL from a canvas of the browser. */
const pngSignature = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 60;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 160, 60);
    ctx.strokeStyle = '#111';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(10, 45);
    ctx.bezierCurveTo(40, 5, 80, 60, 150, 15);
    ctx.stroke();
    return canvas.toDataURL('image/png');
  });

/**
 * An order of the test's own client collected today at the stop, the way the driver's phone does it:
 * a route of today (a driver and a vehicle of the test's own, so no other route is in the way) ending
 * at the treatment plant, the driver's signature at the start, the generator's at the collection. Its
 * manifest is then signed twice and in transit.
 */
async function collectedAtTheStop(page: Page, collectedKg: number) {
  const request = page.request;
  const day = todayIn();
  const { client, site } = await ownClient(request);
  const order = await sharpsOrder(request, client.id, site.id, day);
  const suffix = uniqueSuffix();
  const driver = await call<{ id: string }>(request, 'POST', '/drivers', {
    firstName: 'Julia',
    lastName: `Prueba ${suffix}`,
    licenceNumber: `LM-${suffix}`,
    licenceType: 'E',
    licenceExpiry: FAR,
    hazmatPermitNumber: `MP-${suffix}`,
    hazmatPermitExpiry: FAR,
  });
  const vehicle = await call<{ id: string }>(request, 'POST', '/vehicles', {
    plate: `MF-${suffix.slice(-6)}`,
    type: 'van',
    make: 'Nissan',
    model: 'NV350',
    year: 2023,
    capacityKg: 2000,
    refrigerated: true,
    insurancePolicy: `POL-${suffix}`,
    insuranceExpiry: FAR,
  });
  const stores = await call<{ id: string; name: string }[]>(request, 'GET', '/stores?pageSize=50');
  const depot = stores.find((s) => s.name === 'Centro de Acopio Iztapalapa')!;
  const plant = stores.find((s) => s.name === 'Planta de Tratamiento Tlalnepantla')!;
  const route = await call<Route>(request, 'POST', '/routes', {
    date: day,
    driverId: driver.id,
    vehicleId: vehicle.id,
    startStoreId: depot.id,
    endStoreId: plant.id,
    startTime: '06:00',
    stops: [order.id],
  });
  const signature = await pngSignature(page);
  const act = (action: Json) =>
    call<{ manifestFolio: string | null; manifestId: string | null }>(request, 'POST', '/driver/actions', {
      id: crypto.randomUUID(),
      at: new Date().toISOString(),
      ...action,
    });
  await act({ type: 'start', routeId: route.id, signature });
  const collected = await act({
    type: 'collect',
    orderId: order.id,
    items: [{ id: order.items[0]!.id, actualKg: collectedKg }],
    generatorName: 'Rosa Méndez',
    signature,
  });
  expect(collected.manifestFolio).toMatch(/^MAN-\d{4}-\d{6}$/);
  const manifest = await call<Manifest>(request, 'GET', `/manifests/${collected.manifestId}`);
  expect(manifest.status).toBe('in_transit');
  return { order, manifest, client, route };
}

/** An order collected by hand in the office (its manifest stays a draft: nobody signed it). */
async function collectedByHand(request: APIRequestContext, companyId: string, siteId: string) {
  const order = await sharpsOrder(request, companyId, siteId, todayIn());
  let version = order.version;
  for (const [name, input] of [
    ['schedule', undefined],
    ['start', undefined],
    ['collect', { items: [{ id: order.items[0]!.id, actualKg: 7.5 }] }],
  ] as const) {
    const moved = await call<Order>(request, 'POST', `/orders/${order.id}/transitions/${name}`, {
      version,
      ...(input ? { input } : {}),
    });
    version = moved.version;
  }
  const [manifest] = await call<Manifest[]>(
    request,
    'GET',
    `/manifests?companyId=${companyId}&pageSize=100`,
  ).then((rows) => rows.filter((m) => m.orderId === order.id));
  expect(manifest?.status).toBe('draft');
  return { order, manifest: manifest! };
}

/**
 * Opens a page and waits for its heading: the first visit of a page loads its chunk and its words,
 * which on a loaded machine takes longer than an assertion's usual wait.
 */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible({ timeout: 45_000 });
}

/** Draws a stroke across the signature pad with the mouse. */
async function sign(page: Page) {
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let n = 1; n <= 12; n++) {
    await page.mouse.move(box.x + 20 + n * 25, box.y + box.height * (n % 2 ? 0.3 : 0.7), { steps: 2 });
  }
  await page.mouse.up();
  await expect(page.getByTestId('signature-pad-clear')).toBeEnabled();
}

/** The PDF the button downloads: its bytes start as a PDF's, and its text holds what is given. */
async function expectPdf(page: Page, click: () => Promise<void>, folio: string, texts: string[]) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${folio}.pdf`);
  const path = (await file.path())!;
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  for (const expected of [folio, ...texts]) expect(text).toContain(expected);
}

test.describe('manifests and reception, in Spanish', () => {
  test('an admin receives a collected order with weights, zone, name and signature; the register shows its manifest', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'admin');
    // 10 kg collected, 9 received: a 10 % difference, flagged for review.
    const { order, manifest } = await collectedAtTheStop(page, 10);

    await open(page, '/app/receptions', 'Recepción en almacén');
    await page.getByTestId('receptions-search').getByRole('searchbox').fill(order.number);
    await page.getByTestId('receptions-search').getByRole('searchbox').press('Enter');
    const row = page.locator('.ant-table-row', { hasText: order.number });
    await expect(row).toBeVisible();
    await expect(row).toContainText('RPBI-PUN-S × 3');
    await page.getByTestId(`receive-${order.number}`).click();

    const drawer = page.getByTestId('receive-drawer');
    await expect(drawer.getByText(`Recibir el pedido ${order.number}`)).toBeVisible();
    const kg = drawer.getByLabel('Kg recibidos RPBI-PUN-S');
    await expect(kg).toHaveValue('10');
    // The route ended at the plant: its store and its first zone are chosen already.
    await expect(drawer.locator('.ant-select', { has: page.getByLabel('Almacén') })).toContainText(
      'Planta de Tratamiento Tlalnepantla',
    );
    await expect(
      drawer.locator('.ant-select', { has: page.getByLabel('Zona donde quedan los contenedores') }),
    ).toContainText('Recepción y pesaje');
    await kg.fill('9');

    // Without the receiver's name the form stops; without the signature the server does.
    await drawer.getByTestId('receive-submit').click();
    await expect(drawer.getByText('Por favor ingresar Quién recibe')).toBeVisible();
    await drawer.getByLabel('Quién recibe').fill('Héctor Salas');
    const refused = page.waitForResponse((r) => r.url().endsWith('/transitions/receive'));
    await page.getByTestId('receive-submit').click();
    expect((await refused).status()).toBe(422);
    await expect(drawer.getByText('El manifiesto necesita la firma de quien recibe')).toBeVisible();

    await sign(page);
    // Signing answers the server's complaint: its message goes.
    await expect(drawer.getByText('El manifiesto necesita la firma de quien recibe')).toBeHidden();
    const received = page.waitForResponse((r) => r.url().endsWith('/transitions/receive'));
    await page.getByTestId('receive-submit').click();
    expect((await received).status()).toBe(200);
    await expect(page.getByText(`Pedido ${order.number} recibido`)).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(page.locator('.ant-table-row', { hasText: order.number })).toHaveCount(0);

    // The register: filtered by status, the manifest received and marked for review.
    await open(page, '/app/manifests', 'Manifiestos');
    await chooseFilter(page, 'Estado', 'Recibido');
    await expect(page).toHaveURL(/status=received/);
    await search(page, manifest.folio);
    const line = page.locator('.ant-table-row', { hasText: manifest.folio });
    await expect(line).toContainText('Recibido');
    await expect(line).toContainText(order.number);
    await expect(line).toContainText('Planta de Tratamiento Tlalnepantla');
    await expect(line.getByTestId('flagged-mark')).toBeVisible();
    await expectPdf(page, () => line.getByTestId('row-pdf').click(), manifest.folio, ['Rosa Méndez']);

    await line.getByRole('link', { name: manifest.folio }).click();
    await expect(page).toHaveURL(new RegExp(`/app/manifests/${manifest.id}$`));
    await expect(page.getByTestId('record-header')).toContainText('Recibido');
    await expect(page.getByTestId('flagged-banner')).toContainText('Diferencia de 10 %');
    await expect(page.getByTestId('manifest-generator')).toContainText(manifest.generator.name);
    await expect(page.getByTestId('generator-signature')).toContainText('Rosa Méndez');
    await expect(page.getByTestId('transporter-signature')).toContainText('Julia Prueba');
    await expect(page.getByTestId('receiver-signature')).toContainText('Héctor Salas');
    const wastes = page.getByTestId('manifest-wastes');
    await expect(wastes).toContainText('Objetos punzocortantes');
    await expect(wastes.getByTestId('manifest-total')).toHaveText('10');
    await expect(wastes.getByTestId('manifest-received')).toHaveText('9');
    await expectPdf(page, () => page.getByTestId('manifest-pdf').click(), manifest.folio, ['Héctor Salas']);

    // Closing a flagged manifest asks why the difference was accepted.
    await page.getByTestId('transition-close').click();
    const dialog = page.getByRole('dialog', { name: 'Cerrar manifiesto' });
    await dialog.getByRole('button', { name: 'Cerrar manifiesto' }).click();
    await expect(dialog.getByText('Por favor ingresar Motivo')).toBeVisible();
    await dialog.getByRole('textbox').fill('Humedad evaporada en el traslado');
    await dialog.getByRole('button', { name: 'Cerrar manifiesto' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('record-header')).toContainText('Cerrado');
    await expect(page.getByTestId('transitions')).toContainText('Humedad evaporada en el traslado');
    await expect(page.getByTestId('lifecycle-actions')).toHaveCount(0);
  });

  test('a collected order whose manifest is a draft is received without a signature', async ({ page }) => {
    test.slow();
    await signIn(page, 'admin');
    const { client, site } = await ownClient(page.request);
    const { order, manifest } = await collectedByHand(page.request, client.id, site.id);
    await page.goto('/app/receptions');
    await page.getByTestId('receptions-search').getByRole('searchbox').fill(order.number);
    await page.getByTestId('receptions-search').getByRole('searchbox').press('Enter');
    await page.getByTestId(`receive-${order.number}`).click();
    const drawer = page.getByTestId('receive-drawer');
    await expect(drawer.getByLabel('Kg recibidos RPBI-PUN-S')).toHaveValue('7.5');
    await drawer.getByLabel('Quién recibe').fill('Héctor Salas');
    await drawer.getByTestId('receive-submit').click();
    await expect(page.getByText(`Pedido ${order.number} recibido`)).toBeVisible();
    const after = await call<Order>(page.request, 'GET', `/orders/${order.id}`);
    expect(after.status).toBe('received');
    expect(after.items[0]!.receivedKg).toBe(7.5);
    // Nobody signed it: it stays a draft, and nobody may close it.
    await page.goto(`/app/manifests/${manifest.id}`);
    await expect(page.getByTestId('record-header')).toContainText('Borrador', { timeout: 45_000 });
    await expect(page.getByTestId('generator-signature')).toContainText('Sin firma');
    await expect(page.getByTestId('lifecycle-actions')).toHaveCount(0);
  });

  test('an owner sees only their company’s manifests, and downloads their PDF', async ({ page }) => {
    test.slow();
    const request = page.request;
    const owner = { Authorization: `Bearer ${await apiToken(request, 'owner')}` };
    const me = (await (await request.get('/api/v1/auth/me', { headers: owner })).json()) as {
      data: { company: { id: string } | null };
    };
    const ownCompany = me.data.company!.id;
    const [ownSite] = await call<SiteItem[]>(request, 'GET', `/sites?companyId=${ownCompany}`);
    const mine = await collectedByHand(request, ownCompany, ownSite!.id);
    const other = await ownClient(request);
    const theirs = await collectedByHand(request, other.client.id, other.site.id);

    await signIn(page, 'owner');
    await open(page, '/app/manifests', 'Manifiestos');
    // No company filter: the register is their company's.
    await expect(page.getByTestId('filter-companyId')).toHaveCount(0);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    for (const text of await page.locator('.ant-table-row').allInnerTexts()) {
      expect(text).toContain(mine.manifest.generator.name);
    }
    await search(page, theirs.manifest.folio);
    await expect(page.getByText('Ningún registro coincide con la búsqueda o los filtros')).toBeVisible();
    await search(page, mine.manifest.folio);
    const line = page.locator('.ant-table-row', { hasText: mine.manifest.folio });
    await expect(line).toBeVisible();
    await line.getByRole('link', { name: mine.manifest.folio }).click();
    await expect(page.getByTestId('record-header')).toContainText('Borrador');
    await expect(page.getByTestId('lifecycle-actions')).toHaveCount(0);
    await expectPdf(page, () => page.getByTestId('manifest-pdf').click(), mine.manifest.folio, []);
    // Another company's manifest is not found.
    await page.goto(`/app/manifests/${theirs.manifest.id}`);
    await expect(page.getByText('Este registro no existe o fue eliminado.')).toBeVisible({ timeout: 45_000 });
  });

  test('a client’s “collected” notices, switched off, stay off after a reload', async ({ page }) => {
    const { client } = await ownClient(page.request);
    expect(client.notifyCollected).toBe(true);
    await signIn(page, 'admin');
    await page.goto(`/app/clients/edit/${client.id}`);
    const notices = page.getByTestId('client-notices');
    await expect(notices).toBeVisible({ timeout: 45_000 });
    await expect(
      notices.getByRole('switch', { name: 'Residuos recolectados (con el manifiesto)' }),
    ).toBeChecked();
    await notices.getByRole('switch', { name: 'Residuos recolectados (con el manifiesto)' }).click();
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/clients/'),
    );
    await page.getByTestId('save').click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(
      notices.getByRole('switch', { name: 'Residuos recolectados (con el manifiesto)' }),
    ).not.toBeChecked();
    await expect(notices.getByRole('switch', { name: 'El camión va en camino' })).toBeChecked();
    await expect(notices.getByRole('switch', { name: 'Recolección fallida' })).toBeChecked();
    const stored = await call<Client>(page.request, 'GET', `/clients/${client.id}`);
    expect(stored).toMatchObject({ notifyCollected: false, notifyOnWay: true, notifyFailed: true });

    // The site's own contact for the notices: an address and a language.
    await page.getByRole('tab', { name: 'Sucursales' }).click();
    await page.getByRole('button', { name: 'Editar sucursal: Sede Roma' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Correo del contacto').fill('recepcion@sede-roma.test');
    await chooseSurely(dialog, 'Idioma del contacto', 'English');
    await dialog.getByRole('button', { name: 'Guardar sucursal' }).click();
    await expect(dialog).toHaveCount(0);
    const [site] = await call<SiteItem[]>(page.request, 'GET', `/sites?companyId=${client.id}`);
    expect(site).toMatchObject({ contactEmail: 'recepcion@sede-roma.test', contactLocale: 'en' });
    // Back on the profile, the notices are as saved.
    await page.getByRole('tab', { name: 'Perfil' }).click();
    await expect(notices.getByRole('switch', { name: 'Recolección fallida' })).toBeChecked();
  });

  test('the organisation settings hold the phone and SCT registration the manifests print', async ({
    page,
  }) => {
    const settings = await call<{ phone: string | null; sctRegistration: string | null }>(
      page.request,
      'GET',
      '/settings/organisation',
    );
    await signIn(page, 'admin');
    await open(page, '/app/settings', 'Configuración');
    const form = page.getByTestId('organisation-form');
    await expect(form.getByLabel('Teléfono', { exact: true })).toHaveValue(settings.phone ?? '');
    await expect(form.getByLabel('Registro SCT', { exact: true })).toHaveValue(
      settings.sctRegistration ?? '',
    );
  });
});

test.describe('manifests, in English', () => {
  test('an English-speaking admin reads the register, a manifest and the reception drawer', async ({
    page,
  }) => {
    test.slow();
    await englishAdmin(page);
    const { client, site } = await ownClient(page.request);
    const { order, manifest } = await collectedByHand(page.request, client.id, site.id);

    await open(page, '/app/manifests', 'Manifests');
    await chooseFilter(page, 'Status', 'Draft');
    await search(page, manifest.folio);
    const line = page.locator('.ant-table-row', { hasText: manifest.folio });
    await expect(line).toContainText('Draft');
    await expect(page.locator('.ant-table-thead')).toContainText('Kg collected');
    await line.getByRole('link', { name: manifest.folio }).click();
    await expect(page.getByTestId('manifest-wastes')).toContainText('Sharps');
    await expect(page.getByTestId('manifest-generator')).toContainText('Generator');
    await expect(page.getByTestId('receiver-signature')).toContainText('Not signed');

    await open(page, '/app/receptions', 'Store reception');
    await page.getByTestId('receptions-search').getByRole('searchbox').fill(order.number);
    await page.getByTestId('receptions-search').getByRole('searchbox').press('Enter');
    await page.getByTestId(`receive-${order.number}`).click();
    const drawer = page.getByTestId('receive-drawer');
    await expect(drawer.getByText(`Receive order ${order.number}`)).toBeVisible();
    await drawer.getByLabel('Received by').fill('Hector Salas');
    await sign(page);
    await drawer.getByTestId('receive-submit').click();
    await expect(page.getByText(`Order ${order.number} received`)).toBeVisible();
  });
});
