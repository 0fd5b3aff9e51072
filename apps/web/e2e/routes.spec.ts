import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Order } from '@recolecta/shared/orders';
import type { Route } from '@recolecta/shared/routes';
import { apiToken, openInEnglish, signIn } from './support/accounts.ts';
import { chooseAlso, chooseSurely, search, takeTransition, typeDate } from './support/catalog.ts';
import { dayBoard, norteOrder, orderLike } from './support/driver-day.ts';

const DAY = 24 * 60 * 60 * 1000;
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
/**
 * A day `min` to `min + span` days ahead: past the demo routes, before the demo documents expire. Each
 * test takes its own range, so two tests never book the same vehicle on one day.
 */
const someDay = (min = 60, span = 120) =>
  new Date(Date.now() + (min + Math.floor(Math.random() * span)) * DAY).toISOString().slice(0, 10);
const noTiles = (page: Page) => page.route(/tile\.openstreetmap\.org/, (route) => route.abort());

async function headers(request: APIRequestContext) {
  return { Authorization: `Bearer ${await apiToken(request, 'admin')}` };
}

/** Two requested orders on the day, like a demo one of Clínica Norte. */
async function ordersOn(request: APIRequestContext, day: string): Promise<Order[]> {
  const like = await norteOrder(request);
  return [await orderLike(request, like, day), await orderLike(request, like, day)];
}

test.describe('routes, in Spanish', () => {
  test('an admin plans a route from the day’s orders, reorders the stops, saves and starts it', async ({
    page,
  }) => {
    test.slow();
    await noTiles(page);
    const day = someDay(70, 60);
    const [first, second] = await ordersOn(page.request, day);
    // The second was scheduled by hand for the day (its client told the day) before any route: the
    // day's pool still offers it.
    const byHand = await page.request.post(`/api/v1/orders/${second!.id}/transitions/schedule`, {
      headers: await headers(page.request),
      data: { version: second!.version, input: { scheduledDate: day } },
    });
    expect(byHand.status(), await byHand.text()).toBe(200);
    await signIn(page, 'admin');
    await page.goto('/app/routes');
    await expect(page.getByRole('heading', { name: 'Rutas' })).toBeVisible();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await page.getByTestId('add').click();

    await page.getByTestId('save').click();
    await expect(page.getByText('Por favor ingresar Fecha', { exact: true })).toBeVisible();
    await typeDate(page, 'Fecha', ddmmyyyy(day));
    await chooseSurely(page, 'Chofer', 'Ricardo Vázquez Mendoza');
    await chooseSurely(page, 'Vehículo', '81-AP-1L · 3500 kg ❄');
    await chooseSurely(page, 'Sale de', 'Centro de Acopio Iztapalapa');
    await chooseSurely(page, 'Descarga en', 'Centro de Acopio Iztapalapa');

    // The day's requested orders, added in turn, then the second moved first.
    const pool = page.getByTestId('unassigned-orders');
    // The one scheduled by hand says so: its client was already told the day.
    await expect(pool.locator('.ant-list-item', { hasText: second!.number })).toContainText('Programado');
    await expect(pool.locator('.ant-list-item', { hasText: first!.number })).not.toContainText('Programado');
    await pool.getByRole('button', { name: `Añadir pedido: ${first!.number}` }).click();
    await pool.getByRole('button', { name: `Añadir pedido: ${second!.number}` }).click();
    const stops = page.getByTestId('route-stops');
    await expect(stops.getByTestId('stop-0')).toContainText(first!.number);
    await stops.getByRole('button', { name: `Subir: ${second!.number}`, exact: true }).click();
    await expect(stops.getByTestId('stop-0')).toContainText(second!.number);

    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/routes'),
    );
    await page.getByTestId('save').click();
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    const route = ((await response.json()) as { data: Route }).data;
    expect(route.stops.map((s) => s.orderId)).toEqual([second!.id, first!.id]);

    await expect(page).toHaveURL(/\/app\/routes$/);
    await search(page, route.number);
    await page.getByRole('link', { name: route.number }).click();
    const plan = page.getByTestId('route-plan');
    await expect(plan.getByTestId('route-map')).toBeVisible();
    await expect(plan.locator('.ant-table-row')).toHaveCount(2);
    await expect(plan.locator('.ant-table-row').first()).toContainText(second!.number);
    await expect(plan.locator('.ant-table-row').first()).toContainText('Programado');

    await takeTransition(page, { name: 'start', label: 'Iniciar ruta', status: 'En curso' });
    await expect(plan.locator('.ant-table-row').first()).toContainText('En curso');

    // The driver's sheet downloads as a PDF named after the route.
    const download = page.waitForEvent('download');
    await page.getByTestId('route-sheet').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${route.number}.pdf`);
    expect(
      readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The order's page names the route it rides on, and leads to it.
    await page.goto(`/app/orders/edit/${first!.id}`);
    await expect(page.getByTestId('order-route')).toHaveText(route.number);
    await page.getByTestId('order-route').click();
    await expect(page).toHaveURL(new RegExp(`/app/routes/edit/${route.id}$`));
  });

  test('a driver already on a route that day is refused with the route named', async ({ page, request }) => {
    const day = someDay(20, 25);
    const [order] = await ordersOn(request, day);
    const ids = async (path: string, q: string) => {
      const res = await request.get(`/api/v1/${path}?q=${encodeURIComponent(q)}`, {
        headers: await headers(request),
      });
      return ((await res.json()) as { data: { id: string }[] }).data[0]!.id;
    };
    const store = await ids('stores', 'Iztapalapa');
    const taken = await request.post('/api/v1/routes', {
      headers: await headers(request),
      data: {
        date: day,
        driverId: await ids('drivers', 'José Luis'),
        vehicleId: await ids('vehicles', '81-AP-1L'),
        startStoreId: store,
        endStoreId: store,
        stops: [order!.id],
      },
    });
    expect(taken.status(), await taken.text()).toBe(201);
    const number = ((await taken.json()) as { data: Route }).data.number;

    await signIn(page, 'admin');
    await page.goto('/app/routes/add');
    await typeDate(page, 'Fecha', ddmmyyyy(day));
    await chooseSurely(page, 'Chofer', 'José Luis Hernández García');
    await chooseSurely(page, 'Vehículo', '28-AL-4M · 25000 kg');
    await chooseSurely(page, 'Sale de', 'Centro de Acopio Iztapalapa');
    await chooseSurely(page, 'Descarga en', 'Centro de Acopio Iztapalapa');
    await page.getByTestId('save').click();
    await expect(page.getByText(`El chofer ya tiene otra ruta ese día (${number})`)).toBeVisible();
    await expect(page).toHaveURL(/\/app\/routes\/add$/);
  });
});

test('routes in English: the list and a route’s plan', async ({ page }) => {
  await noTiles(page);
  await openInEnglish(page, '/app/routes?status=completed', 'Routes');
  await expect(page.locator('.ant-table-thead')).toContainText('Distance (km)');
  await expect(page.locator('.ant-table-row').first()).toContainText('Completed');
  await page.locator('.ant-table-row a').first().click();
  await expect(page.getByTestId('route-plan')).toContainText('Arrival – departure');
  await expect(page.getByTestId('route-map')).toBeVisible();

  // The day board and the optimiser speak English too.
  const res = await page.request.get('/api/v1/routes?status=planned&sort=date:asc&pageSize=1', {
    headers: await headers(page.request),
  });
  const planned = ((await res.json()) as { data: Route[] }).data[0]!;
  await page.goto(`/app/routes?view=board&date=${planned.date}`);
  await expect(page.getByText('Orders without a route')).toBeVisible();
  const card = page.getByTestId(`board-route-${planned.number}`);
  await expect(card.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Move up' }).first()).toBeVisible();
  await page.getByTestId('routes-view').getByText('List').click();
  await page.getByTestId('optimize').click();
  await expect(page.getByText("Optimise a day's routes")).toBeVisible();
  await expect(page.getByTestId('optimize-drawer')).toContainText(
    "The day's planned routes stay as they are",
  );
  await expect(page.getByTestId('optimize-drawer')).toContainText('Use as few vehicles as possible');
});

test('an owner reads only their own stops of a route', async ({ page, request }) => {
  await signIn(page, 'owner');
  const token = await apiToken(request, 'owner');
  const res = await request.get('/api/v1/routes?pageSize=5', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const routes = ((await res.json()) as { data: Route[] }).data;
  expect(routes.length).toBeGreaterThan(0);
  expect(
    routes.every((r) => r.stops.every((s) => s.companyName.includes('Norte')) && r.distanceKm === null),
  ).toBe(true);
  await noTiles(page);
  await page.goto(`/app/routes/edit/${routes[0]!.id}`);
  await expect(page.getByTestId('route-plan').locator('.ant-table-row')).toHaveCount(routes[0]!.stops.length);
  await expect(page.getByTestId('save')).toHaveCount(0);
  await expect(page.getByTestId('transition-start')).toHaveCount(0);
});

test('an admin optimises a day, looks at the proposal on the map and accepts it as planned routes', async ({
  page,
}) => {
  test.slow();
  await noTiles(page);
  const day = someDay(130, 60);
  const orders = [...(await ordersOn(page.request, day)), ...(await ordersOn(page.request, day))];
  await signIn(page, 'admin');
  await page.goto('/app/routes');
  await page.getByTestId('optimize').click();
  const drawer = page.getByTestId('optimize-drawer');
  const date = drawer.getByLabel('Fecha', { exact: true });
  await date.click();
  await date.fill(ddmmyyyy(day));
  await date.press('Tab');
  await expect(date).toHaveValue(ddmmyyyy(day));
  // Each typed first: the lists render only the options in view, and other tests add drivers.
  const drivers = drawer.getByRole('combobox', { name: 'Choferes' }).first();
  for (const name of ['Ricardo Vázquez Mendoza', 'María Guadalupe Martínez López']) {
    await chooseAlso(drivers, name);
  }
  await drivers.press('Escape');
  const vehicles = drawer.getByRole('combobox', { name: 'Vehículos (en el orden de los choferes)' }).first();
  for (const plate of ['81-AP-1L · 3500 kg ❄', '63-AH-8R · 4500 kg']) {
    await chooseAlso(vehicles, plate);
  }
  await drawer
    .getByRole('combobox', { name: 'Vehículos (en el orden de los choferes)' })
    .first()
    .press('Escape');
  await chooseSurely(drawer, 'Sale de', 'Centro de Acopio Iztapalapa');
  await chooseSurely(drawer, 'Descarga en', 'Centro de Acopio Iztapalapa');
  await drawer.getByLabel('Tiempo de búsqueda (s)').fill('2');
  // Fewest vehicles first: the optimiser's fleet phase runs before the search for the shortest routes.
  await drawer.getByTestId('optimize-fewest').check();
  const requested = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/routes/optimize'));
  await drawer.getByTestId('optimize-run').click();
  expect((await requested).postDataJSON()).toMatchObject({ fewestVehicles: true });

  const proposal = drawer.getByTestId('optimize-proposal');
  await expect(proposal).toBeVisible({ timeout: 30_000 });
  await expect(proposal).toContainText(`${orders.length} pedidos`);
  await expect(proposal.getByTestId('route-map')).toBeVisible();
  const accepted = page.waitForResponse((r) => r.url().includes('/accept'));
  await drawer.getByTestId('optimize-accept').click();
  expect((await accepted).status()).toBe(200);
  await expect(drawer).toBeHidden();

  const res = await page.request.get(`/api/v1/routes?date=${day}`, { headers: await headers(page.request) });
  const routes = ((await res.json()) as { data: Route[] }).data;
  expect(routes.flatMap((r) => r.stops.map((s) => s.orderId)).sort()).toEqual(orders.map((o) => o.id).sort());
  expect(routes.every((r) => r.status === 'planned')).toBe(true);
});

test('on the day board an order is dragged onto a route, reordered by its buttons, and saved; a stale save offers a reload', async ({
  page,
}) => {
  test.slow();
  await noTiles(page);
  const day = someDay(45, 25);
  const [first, second] = await ordersOn(page.request, day);
  const h = await headers(page.request);
  const idOf = async (path: string, q: string) => {
    const res = await page.request.get(`/api/v1/${path}?q=${encodeURIComponent(q)}`, { headers: h });
    return ((await res.json()) as { data: { id: string }[] }).data[0]!.id;
  };
  const store = await idOf('stores', 'Iztapalapa');
  const made = await page.request.post('/api/v1/routes', {
    headers: h,
    data: {
      date: day,
      driverId: await idOf('drivers', 'Ricardo'),
      vehicleId: await idOf('vehicles', '81-AP-1L'),
      startStoreId: store,
      endStoreId: store,
      stops: [first!.id],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const route = ((await made.json()) as { data: Route }).data;

  await signIn(page, 'admin');
  await page.goto(`/app/routes?view=board&date=${day}`);
  const column = page.getByTestId(`board-route-${route.number}`);
  await expect(column.getByTestId(`board-order-${first!.number}`)).toBeVisible();
  const card = page.getByTestId('board-column-pool').getByTestId(`board-order-${second!.number}`);
  await expect(card).toBeVisible();

  // Drag the second order from the pool onto the route, below the first.
  const from = (await card.boundingBox())!;
  const to = (await column.getByTestId(`board-order-${first!.number}`).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(
      from.x + ((to.x - from.x) * step) / 12 + from.width / 2,
      from.y + ((to.y + to.height - from.y) * step) / 12 + from.height / 2,
    );
  }
  await page.mouse.up();
  await expect(column.getByTestId(`board-order-${second!.number}`)).toBeVisible();
  await expect(column).toContainText('2.');

  // By keyboard: the card's own button moves it up. For 50 ms after a drop the drag library swallows
  // clicks (so the drop is not also a click); a press that lands inside them is pressed again, and a
  // second press at the top changes nothing.
  await expect(async () => {
    await column.getByRole('button', { name: `Subir: ${second!.number}`, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(column.locator('[data-testid^="board-order-"]').first()).toHaveAttribute(
      'data-testid',
      `board-order-${second!.number}`,
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 20_000 });

  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(route.id));
  await page.getByTestId(`board-save-${route.number}`).click();
  expect((await saved).status()).toBe(200);
  const after = await page.request.get(`/api/v1/routes/${route.id}`, { headers: h });
  const fresh = ((await after.json()) as { data: Route }).data;
  expect(fresh.stops.map((s) => s.orderId)).toEqual([second!.id, first!.id]);

  // Someone else changes the route; a save from the board made before is refused and reload offered.
  await expect(page.getByTestId(`board-save-${route.number}`)).toBeDisabled();
  await column.getByRole('button', { name: `Subir: ${first!.number}`, exact: true }).click();
  const other = await page.request.patch(`/api/v1/routes/${route.id}`, {
    headers: h,
    data: { version: fresh.version, notes: 'Cambio de otro despachador' },
  });
  expect(other.status()).toBe(200);
  await page.getByTestId(`board-save-${route.number}`).click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText('Otra persona modificó este registro');
  await page.getByRole('button', { name: 'Recargar registro' }).click();
  await expect(column.locator('[data-testid^="board-order-"]').first()).toHaveAttribute(
    'data-testid',
    `board-order-${second!.number}`,
  );
});

test('on the day board an order is dragged by keyboard alone: its number focused, space, an arrow, space', async ({
  page,
}) => {
  await noTiles(page);
  // Past the days the optimiser tests take, with a driver and a truck of its own.
  const day = someDay(210, 180);
  const { routeNumber, orders } = await dayBoard(page.request, day);
  const waiting = orders[2]!.number;
  await signIn(page, 'admin');
  await page.goto(`/app/routes?view=board&date=${day}`);
  const route = page.getByTestId(`board-route-${routeNumber}`);
  await expect(page.getByTestId('board-column-pool').getByTestId(`board-order-${waiting}`)).toBeVisible();
  // The part that drags is a button named by the order; the move buttons are not inside it.
  const card = page.getByRole('button', { name: new RegExp(`^${waiting}`) });
  await card.focus();
  await page.keyboard.press('Space');
  // As a person does, each key once what the one before did shows: the card is lifted, then it stands
  // in the route's column (an arrow pressed while the board still measures its columns moves nothing,
  // and is pressed again), then it is put down there.
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(route.getByTestId(`board-order-${waiting}`)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Space');
  await expect(card).not.toHaveAttribute('aria-pressed', 'true');
  await expect(route.getByTestId(`board-order-${waiting}`)).toBeVisible();
  await expect(page.getByTestId(`board-save-${routeNumber}`)).toBeEnabled();
});

test('on a planned route the optimiser proposes a shorter order of its stops, kept when the route is saved', async ({
  page,
}) => {
  test.slow();
  await noTiles(page);
  // Past the other tests' days with this vehicle, before its insurance runs out.
  const day = someDay(191, 7);
  const h = await headers(page.request);
  const first = async <T>(path: string) =>
    ((await (await page.request.get(`/api/v1/${path}`, { headers: h })).json()) as { data: T[] }).data[0]!;
  const like = await norteOrder(page.request);
  const store = await first<{ id: string; latitude: number; longitude: number }>('stores?q=Iztapalapa');
  const sites = (
    (await (await page.request.get(`/api/v1/sites?q=Norte&pageSize=100`, { headers: h })).json()) as {
      data: { id: string; companyId: string; latitude: number; longitude: number }[];
    }
  ).data
    .filter((s) => s.companyId === like.companyId)
    .slice(0, 3);
  expect(sites).toHaveLength(3);
  const made: Order[] = [];
  for (const site of sites) {
    made.push(
      await orderLike(page.request, like, day, { siteId: site.id, windowStart: '06:00', windowEnd: '20:00' }),
    );
  }
  // The longest of the six orders by straight line, so that a shorter one exists.
  const km = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
    Math.hypot(a.latitude - b.latitude, (a.longitude - b.longitude) * Math.cos((a.latitude * Math.PI) / 180));
  const orders = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ];
  const length = (p: number[]) =>
    [store, ...p.map((n) => sites[n]!), store].reduce(
      (sum, at, n, all) => (n === 0 ? 0 : sum + km(all[n - 1]!, at)),
      0,
    );
  const worst = orders.reduce((a, b) => (length(b) > length(a) ? b : a));
  const idOf = async (path: string, q: string) =>
    (await first<{ id: string }>(`${path}?q=${encodeURIComponent(q)}`)).id;
  const created = await page.request.post('/api/v1/routes', {
    headers: h,
    data: {
      date: day,
      driverId: await idOf('drivers', 'María Guadalupe'),
      vehicleId: await idOf('vehicles', '81-AP-1L'),
      startStoreId: store.id,
      endStoreId: store.id,
      stops: worst.map((n) => made[n]!.id),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const route = ((await created.json()) as { data: Route }).data;

  await signIn(page, 'admin');
  await page.goto(`/app/routes/edit/${route.id}`);
  const stops = page.getByTestId('route-stops');
  await expect(stops.getByTestId('stop-0')).toContainText(made[worst[0]!]!.number);
  // The first stop locked: the request names it; a lock is a toggle with its state announced.
  const lock = stops.getByRole('button', { name: `Fijar: ${made[worst[0]!]!.number}` });
  await lock.click();
  await expect(stops.getByRole('button', { name: `Soltar: ${made[worst[0]!]!.number}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const answered = page.waitForResponse((r) => r.url().endsWith(`/routes/${route.id}/optimize-order`));
  await page.getByTestId('optimize-order').click();
  const response = await answered;
  expect(response.request().postDataJSON()).toMatchObject({ lockedOrderIds: [made[worst[0]!]!.id] });
  const proposal = ((await response.json()) as { data: { stops: string[]; distanceKm: number } }).data;
  await expect(page.getByTestId('reorder-outcome')).toContainText('Orden propuesto');
  const numberOf = (id: string) => made.find((o) => o.id === id)!.number;
  for (const [n, id] of proposal.stops.entries()) {
    await expect(stops.getByTestId(`stop-${n}`)).toContainText(numberOf(id));
  }

  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(route.id));
  await page.getByTestId('save').click();
  expect((await saved).status()).toBe(200);
  const fresh = (
    (await (await page.request.get(`/api/v1/routes/${route.id}`, { headers: h })).json()) as {
      data: Route;
    }
  ).data;
  expect(fresh.stops.map((s) => s.orderId)).toEqual(proposal.stops);
  expect(fresh.distanceKm!).toBeLessThan(route.distanceKm!);
  // With the order saved, a second run finds nothing shorter and changes nothing.
  await page.goto(`/app/routes/edit/${route.id}`);
  await page.getByTestId('optimize-order').click();
  await expect(page.getByTestId('reorder-outcome')).toContainText('ya es el más corto');
});
