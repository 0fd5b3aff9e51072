import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const PASSWORD = 'recolecta-demo';

/**
 * The demo logins the server seeds (PRODUCT §8). `surOwner` belongs to the preferences spec alone: it
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
  await page.addInitScript(
    ({ key, value }) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem(key, value);
      sessionStorage.setItem(key, value);
    },
    { key: TOKEN_KEY, value: token },
  );
  return token;
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

export const SHOTS = '/tmp/shots';
