import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { mailLinkToken } from './mail.ts';

export const PASSWORD = 'recolecta-demo';

/**
 * The demo logins the server seeds (docs/product.md §8). `surOwner` belongs to the preferences spec alone: it
 * changes that account's saved language and theme, which would upset text checks running beside it.
 */
export const ACCOUNTS = {
  admin: 'admin@recolecta.test',
  owner: 'owner@clinica-norte.test',
  surOwner: 'owner@hospital-sur.test',
} as const;
export type Account = keyof typeof ACCOUNTS;

export const TOKEN_KEY = 'auth_token';

const tokens = new Map<Account, string>();

/** Signs in through the API once per worker and account. */
export async function apiToken(request: APIRequestContext, account: Account): Promise<string> {
  const cached = tokens.get(account);
  if (cached) return cached;
  const response = await request.post('/api/v1/auth/login', {
    data: { email: ACCOUNTS[account], password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { accessToken: string } };
  tokens.set(account, data.accessToken);
  return data.accessToken;
}

/** Starts the page signed in, as a login would leave it (token in both storages), once per tab. */
export async function signIn(page: Page, account: Account): Promise<string> {
  const token = await apiToken(page.request, account);
  await signInWith(page, token);
  return token;
}

/** Starts the page signed in with this token, as a login leaves it, once per tab. */
export async function signInWith(page: Page, token: string) {
  await page.addInitScript(
    ({ key, value }) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem(key, value);
      sessionStorage.setItem(key, value);
    },
    { key: TOKEN_KEY, value: token },
  );
}

export async function storedToken(page: Page): Promise<{ local: string | null; session: string | null }> {
  return page.evaluate(
    (key) => ({ local: localStorage.getItem(key), session: sessionStorage.getItem(key) }),
    TOKEN_KEY,
  );
}

/** Fills and submits the login form with Enter, as a user would. */
export async function loginThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByLabel('Contraseña').press('Enter');
}

let englishToken: Promise<string> | undefined;

/**
 * An operator admin of its own whose saved language is English, made once per worker through the API
 * as a real one is: invited by the demo admin, first password from the e-mailed link, then signed in
 * and its language saved. The demo admin's language stays Spanish for the specs running beside it.
 */
async function englishAdminToken(request: APIRequestContext): Promise<string> {
  const admin = { Authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const roles = await request.get('/api/v1/roles?pageSize=100', { headers: admin });
  expect(roles.status(), await roles.text()).toBe(200);
  const { data } = (await roles.json()) as { data: { id: string; key: string | null }[] };
  const role = data.find((r) => r.key === 'admin');
  if (!role) throw new Error('no admin role');
  const email = `english-admin-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@recolecta.test`;
  const invited = await request.post('/api/v1/users', {
    headers: admin,
    data: { email, name: 'Emma English', roleId: role.id, locale: 'en' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await mailLinkToken(email, '/auth/new-password');
  const accepted = await request.post('/api/v1/auth/new-password', {
    headers: { Authorization: `Bearer ${link}` },
    data: { password: PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const login = await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const saved = await request.patch('/api/v1/auth/me/preferences', {
    headers: { Authorization: `Bearer ${token}` },
    data: { locale: 'en' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return token;
}

/** Starts the page signed in as an English-speaking admin (see `englishAdminToken`). */
export async function englishAdmin(page: Page): Promise<string> {
  englishToken ??= englishAdminToken(page.request);
  const token = await englishToken.catch((error: unknown) => {
    englishToken = undefined;
    throw error;
  });
  await signInWith(page, token);
  return token;
}

/** Opens a page as the English-speaking admin and waits for its heading, in English. */
export async function openInEnglish(page: Page, path: string, heading: string) {
  await englishAdmin(page);
  await page.goto(path);
  // The saved language loads with the session: its pack may take a while on a busy machine.
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}
