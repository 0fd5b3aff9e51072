import { type APIRequestContext, expect } from '@playwright/test';
import { type Account, apiToken } from './accounts.ts';
import { mailLinkToken } from './mail.ts';

export const NEW_PASSWORD = 'Nueva-clave-2026';

export const uniqueSuffix = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The id of a role of the inviter's catalog, by its key (`admin`, `owner`) or name. */
export async function roleId(
  request: APIRequestContext,
  as: Account,
  match: { key?: string; name?: string },
) {
  const response = await request.get('/api/v1/roles?pageSize=100', {
    headers: auth(await apiToken(request, as)),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { id: string; key: string | null; name: string }[] };
  const role = data.find((r) => (match.key ? r.key === match.key : r.name === match.name));
  if (!role) throw new Error(`no role ${JSON.stringify(match)}`);
  return role.id;
}

export interface MadeUser {
  email: string;
  password: string;
  token: string;
}

/**
 * A user of its own, made as a real one is: invited through the API by a demo account (the demo
 * admin for staff, a demo owner for a company user), first password from the e-mailed link, signed in.
 * Specs that change a user's password or profile use one of these, never a demo login.
 */
export async function madeUser(
  request: APIRequestContext,
  {
    as = 'admin',
    roleKey = as === 'admin' ? 'admin' : 'owner',
    role,
    locale = 'es',
    tag = 'user',
  }: {
    as?: Account;
    roleKey?: string;
    /** A role's id (a custom role made by the spec); else the role named by `roleKey`. */
    role?: string;
    locale?: 'es' | 'en' | 'zh' | 'fr' | 'ja';
    tag?: string;
  } = {},
): Promise<MadeUser> {
  const email = `${tag}-${uniqueSuffix()}@equipo.test`;
  const since = Date.now();
  const invited = await request.post('/api/v1/users', {
    headers: auth(await apiToken(request, as)),
    data: {
      email,
      name: 'Lucía Herrera',
      roleId: role ?? (await roleId(request, as, { key: roleKey })),
      locale,
    },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await mailLinkToken(email, '/auth/new-password', since);
  const accepted = await request.post('/api/v1/auth/new-password', {
    headers: auth(link),
    data: { password: NEW_PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { email, password: NEW_PASSWORD, token: await loginToken(request, email, NEW_PASSWORD) };
}

export async function loginToken(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}
