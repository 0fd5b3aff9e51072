import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import type { DriverDay } from '@recolecta/shared/driver';
import { canOpenPage, PAGE_ACCESS } from '@recolecta/shared/pages';
import type { Preferences } from '@recolecta/shared/preferences';
import { APP_PAGES, type AppPageDef, LIGHT_PAGES } from '../src/app/routes/app-pages.ts';
import { A11yWalk, expectNoA11yViolations } from './support/a11y.ts';
import { apiToken, signInWith } from './support/accounts.ts';
import { cameraPhoto, dayBoard, driverWithRouteToday } from './support/driver-day.ts';
import { madeUser } from './support/users.ts';

/**
 * Every page against axe-core (WCAG 2.2 A and AA, and axe's best practices): no serious or critical
 * violation, light and dark, for the operator's admin and a client company's owner, and every page
 * has one h1, its title. The pages come from the route table, so a new page is checked as soon as it
 * is registered; a page with an `:id` needs a line in `RECORDS` below (the test says which).
 *
 * Each test walks a part of a profile's pages in one tab, in one theme (soft checks: every page is
 * reported). Dark runs as a user of its own whose saved theme is dark. Views a path alone does not
 * show are walked too: the day board with a route and an order waiting for one (`VIEWS`), and the
 * driver's stop once the driver has arrived (a test of its own: it needs a driver and a route today).
 */

type Theme = Preferences['currentTheme'];
type Profile = 'admin' | 'owner';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function firstId(
  request: APIRequestContext,
  token: string,
  path: string,
  pick?: (row: Row) => boolean,
) {
  const response = await request.get(`/api/v1/${path}${path.includes('?') ? '&' : '?'}pageSize=100`, {
    headers: auth(token),
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  const { data } = (await response.json()) as { data: Row[] };
  const row = pick ? data.find(pick) : data[0];
  if (!row) throw new Error(`no record in ${path} for the accessibility walk`);
  return row.id;
}
type Row = { id: string; parentId?: string | null };

/** How to fill a page's path with a record the profile can see, by the page's key. */
const RECORDS: Record<string, (request: APIRequestContext, token: string) => Promise<string>> = {
  ordersEdit: async (r, t) => `orders/edit/${await firstId(r, t, 'orders')}`,
  routesEdit: async (r, t) => `routes/edit/${await firstId(r, t, 'routes')}`,
  rolesEdit: async (r, t) => `roles/edit/${await firstId(r, t, 'roles')}`,
  usersEdit: async (r, t) => `users/edit/${await firstId(r, t, 'users')}`,
  clientsEdit: async (r, t) => `clients/edit/${await firstId(r, t, 'clients')}`,
  driversEdit: async (r, t) => `drivers/edit/${await firstId(r, t, 'drivers')}`,
  vehiclesEdit: async (r, t) => `vehicles/edit/${await firstId(r, t, 'vehicles')}`,
  containersEdit: async (r, t) => `containers/edit/${await firstId(r, t, 'containers')}`,
  wasteEdit: async (r, t) => `waste/edit/${await firstId(r, t, 'wastes', (w) => !w.parentId)}`,
  subWasteAdd: async (r, t) =>
    `waste/add/sub-waste?parentId=${await firstId(r, t, 'wastes', (w) => !w.parentId)}`,
  subWasteEdit: async (r, t) =>
    `waste/edit/sub-waste?id=${await firstId(r, t, 'wastes', (w) => Boolean(w.parentId))}`,
  storesEdit: async (r, t) => `stores/edit/${await firstId(r, t, 'stores')}`,
  storeZone: async (r, t) => `stores/zone/${await firstId(r, t, 'stores')}`,
  storeZoneContainer: async (r, t) => {
    const store = await firstId(r, t, 'stores');
    return `stores/zone/container/${await firstId(r, t, `stores/${store}/zones`)}`;
  },
  schoolEdit: async (r, t) => `school/edit/${await firstId(r, t, 'schools')}`,
  schoolPatients: async (r, t) => `patients/school/${await firstId(r, t, 'schools')}`,
  patientsEdit: async (r, t) => `patients/edit/${await firstId(r, t, 'patients')}`,
  manifestsEdit: async (r, t) => `manifests/${await firstId(r, t, 'manifests')}`,
};

const DAY = 24 * 60 * 60 * 1000;
/** A day of its own: past the days routes.spec.ts optimises, before the busy day orders.spec.ts counts. */
const boardDay = () =>
  new Date(Date.now() + (210 + Math.floor(Math.random() * 180)) * DAY).toISOString().slice(0, 10);
let board: Promise<string> | undefined;

/**
 * Views of a page that its path alone does not show, with the data they show, by the page's key and
 * the permission they need. Made once per worker: every admin walk may look at the same board.
 */
const VIEWS: Record<string, { permission: string; path: (request: APIRequestContext) => Promise<string> }> = {
  routes: {
    permission: 'routes:create',
    path: (request) => {
      board ??= (async () => {
        const day = boardDay();
        await dayBoard(request, day);
        return `routes?view=board&date=${day}`;
      })();
      return board;
    },
  },
};

/** The route table's rule (guards/route-decisions.ts): the page's profile, permission and `create`. */
function opens(page: AppPageDef, scope: 'operator' | 'company', permissions: string[]) {
  if (!canOpenPage(page.access, scope, permissions)) return false;
  const read = (PAGE_ACCESS[page.access] as { permission?: string }).permission;
  return !page.needs || !read || permissions.includes(`${read.split(':')[0]}:${page.needs}`);
}

async function pathsFor(request: APIRequestContext, token: string): Promise<string[]> {
  const me = await request.get('/api/v1/auth/me', { headers: auth(token) });
  expect(me.status()).toBe(200);
  const { data } = (await me.json()) as {
    data: { role: { scope: 'operator' | 'company' }; permissions: string[] };
  };
  const paths: string[] = [];
  for (const page of [...APP_PAGES, ...LIGHT_PAGES]) {
    if (!opens(page, data.role.scope, data.permissions)) continue;
    if (!page.path.includes(':') && !page.path.endsWith('sub-waste')) {
      paths.push(`/app/${page.path}`);
      continue;
    }
    const record = RECORDS[page.key];
    if (!record) throw new Error(`the accessibility walk needs a record for ${page.key} (${page.path})`);
    paths.push(`/app/${await record(request, token)}`);
  }
  // Last, so the walk reaches each view from another page (the router's change shows a new title).
  for (const page of APP_PAGES) {
    const view = VIEWS[page.key];
    if (
      view &&
      opens(page, data.role.scope, data.permissions) &&
      data.permissions.includes(view.permission)
    ) {
      paths.push(`/app/${await view.path(request)}`);
    }
  }
  return paths;
}

const darkTokens = new Map<Profile, Promise<string>>();

/** A user of its own (one per worker) whose saved theme is dark: the demo logins stay light. */
async function darkToken(request: APIRequestContext, profile: Profile): Promise<string> {
  let token = darkTokens.get(profile);
  if (!token) {
    token = (async () => {
      const made = await madeUser(request, { as: profile, tag: `a11y-${profile}` });
      const saved = await request.patch('/api/v1/auth/me/preferences', {
        headers: auth(made.token),
        data: { currentTheme: 'dark' },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
      return made.token;
    })();
    darkTokens.set(profile, token);
  }
  return token;
}

/** A tab signed in as a profile whose saved theme is `theme`. */
async function signedInTab(browser: Browser, profile: Profile, theme: Theme) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const token =
    theme === 'light' ? await apiToken(page.request, profile) : await darkToken(page.request, profile);
  await signInWith(page, token);
  return { page, token };
}

/** Waits for the page to settle: its title shown, nothing loading, animations over. */
async function settle(page: Page, path: string) {
  await expect(page.locator('h1').first(), `the title of ${path}`).toBeVisible({ timeout: 30_000 });
  // Nothing loading: Ant Design's spinners and skeletons, and the app's page spinner (a lazy page or
  // its data), whose endless motion the wait below does not wait for.
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, .lt-page-spinner')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  // Ant Design fades content in: colours are measured once the motion is over (an endless one, such
  // as a spinner's, never is; none is left by then).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/** Pages per test: the walks spread over the workers, and a slow machine stays within the timeout. */
const CHUNK = 12;
/** How many chunks each profile's pages make (the operator sees every page, a company fewer). */
const CHUNKS: Record<Profile, number> = { admin: 4, owner: 2 };

test.describe.configure({ mode: 'parallel' });

for (const profile of ['admin', 'owner'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (let chunk = 0; chunk < CHUNKS[profile]; chunk++) {
      test(`the /app pages of the ${profile} (part ${chunk + 1}), ${theme}, pass axe-core`, async ({
        browser,
      }) => {
        test.setTimeout(CHUNK * 25_000);
        const { page, token } = await signedInTab(browser, profile, theme);
        const all = await pathsFor(page.request, token);
        // The last part also takes whatever the parts before did not: a new page is never skipped.
        const last = chunk === CHUNKS[profile] - 1;
        const paths = all.slice(chunk * CHUNK, last ? undefined : (chunk + 1) * CHUNK);
        if (last) test.setTimeout(Math.max(paths.length, CHUNK) * 25_000);
        const walk = new A11yWalk(page);
        for (const path of paths) {
          await test.step(path, async () => {
            await walk.visit(path);
            await settle(page, path);
            // Retried, not read once: a page that redirects (an owner's /app/clients goes to their
            // company) may be between two pages when a slow machine gets here.
            await expect.soft(page.locator('h1'), `one h1 on ${path}`).toHaveCount(1);
            await walk.check(`${path} (${profile}, ${theme})`);
          });
        }
        await page.context().close();
      });
    }
  }
}

test("the driver's stop once the driver has arrived, light and dark, passes axe-core", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const setup =
    await test.step('a driver of its own signs the day and arrives at the first stop', async () => {
      const context = await browser.newContext();
      const made = await driverWithRouteToday(context.request);
      const headers = auth(made.token);
      const day = await context.request.get('/api/v1/driver/day', { headers });
      const { route } = ((await day.json()) as { data: DriverDay }).data;
      const signature = `data:image/png;base64,${cameraPhoto(240, 80).toString('base64')}`;
      for (const action of [
        { type: 'start', routeId: route!.id, signature },
        { type: 'arrive', orderId: made.orders[0]!.id },
      ]) {
        const sent = await context.request.post('/api/v1/driver/actions', {
          headers,
          data: { id: randomUUID(), at: new Date().toISOString(), ...action },
        });
        expect(sent.status(), await sent.text()).toBe(200);
      }
      await context.close();
      return made;
    });
  for (const theme of ['light', 'dark'] as const) {
    await test.step(theme, async () => {
      // A phone, as the driver holds it; a tab of its own, so the saved theme applies as the app starts.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const saved = await context.request.patch('/api/v1/auth/me/preferences', {
        headers: auth(setup.token),
        data: { currentTheme: theme },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
      const page = await context.newPage();
      await signInWith(page, setup.token);
      const path = `/app/driver?stop=${setup.orders[0]!.id}`;
      await page.goto(path);
      await expect(page.getByTestId('arrived-at')).toBeVisible();
      await settle(page, path);
      await expectNoA11yViolations(page, { soft: true, label: `${path} (driver, ${theme})` });
      await context.close();
    });
  }
});

test('the walk reaches the next page without reloading the app, and still finds what is wrong there', async ({
  browser,
}) => {
  const { page } = await signedInTab(browser, 'admin', 'light');
  const walk = new A11yWalk(page);
  await walk.visit('/app/drivers');
  await settle(page, '/app/drivers');
  expect(await walk.findings()).toEqual([]);
  await page.evaluate(() => {
    (window as unknown as { walkMarker: boolean }).walkMarker = true;
  });
  await walk.visit('/app/vehicles');
  await settle(page, '/app/vehicles');
  await expect(page.locator('h1')).toHaveText(/Vehículos/);
  expect(await page.evaluate(() => 'walkMarker' in window), 'the app was not reloaded').toBe(true);
  // An image without a text alternative, in the page's content: axe-core's critical `image-alt`.
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    document.querySelector('main')!.append(image);
  });
  expect((await walk.findings()).map((f) => f.rule)).toContain('image-alt');
  await page.context().close();
});

const AUTH_PAGES = [
  '/auth/login',
  '/auth/register/basic',
  '/auth/confirmation/abc',
  '/auth/payment/abc',
  '/auth/register-complete',
  '/auth/verification',
  '/auth/new-password',
  '/auth/recovery-password',
  '/auth/reset-password',
  '/auth/terms',
  '/auth/setup',
  '/auth/error-page-1',
];

for (const theme of ['light', 'dark'] as const) {
  test(`every /auth page, ${theme}, has no serious accessibility violation`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript((t) => {
      localStorage.setItem('recolecta.preferences', JSON.stringify({ currentTheme: t }));
    }, theme);
    for (const path of AUTH_PAGES) {
      await test.step(path, async () => {
        await page.goto(path);
        await settle(page, path);
        await expectNoA11yViolations(page, { soft: true, label: `${path} (${theme})` });
      });
    }
  });
}
