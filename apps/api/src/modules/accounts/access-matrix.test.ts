import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createMailTestContext,
  createTenants,
  createUser,
  type MailTestContext,
  signupBody,
  TEST_PASSWORD,
  type TestUser,
} from '../../../test/helpers.ts';
import { users } from '../../db/schema/auth.users.ts';
import { roles } from '../../db/schema/roles.ts';
import { findSystemRoleId } from '../../db/system-data.ts';

/**
 * Every account and access route, called as each kind of caller, with the answer each must get
 * (docs/product.md §1: the server checks permission and company scope on every request; another company's
 * object is 404). `pending` is the owner of a company still signing up (onboarding routes only).
 */
type Actor = 'anonymous' | 'ownerA' | 'ownerB' | 'custom' | 'admin' | 'pending';
const ACTORS: Actor[] = ['anonymous', 'ownerA', 'ownerB', 'custom', 'admin', 'pending'];
type Expected = number | [number, string];

interface Row {
  method: string;
  url: string;
  /** The request, built fresh for each caller (so no call depends on another's effect). */
  request: (actor: Actor) => Promise<Omit<InjectOptions, 'method' | 'url'> & { url?: string }>;
  expect: Record<Actor, Expected>;
}

let ctx: MailTestContext;
let tokens: Record<Actor, string | undefined>;
let cast: Awaited<ReturnType<typeof createTenants>> & { custom: TestUser; pending: TestUser };
let ownerRoleId: string;

beforeAll(async () => {
  ctx = await createMailTestContext();
  const tenants = await createTenants(ctx);
  const custom = await createUser(ctx, {
    role: ['users:read', 'roles:read'],
    companyId: tenants.companyA.id,
  });
  const pendingCompany = await createCompany(ctx, { status: 'pending_payment' });
  const pending = await createUser(ctx, { role: 'owner', companyId: pendingCompany.id });
  cast = { ...tenants, custom, pending };
  tokens = {
    anonymous: undefined,
    ownerA: tenants.ownerA.token,
    ownerB: tenants.ownerB.token,
    custom: custom.token,
    admin: tenants.admin.token,
    pending: pending.token,
  };
  ownerRoleId = (await findSystemRoleId(ctx.app.db, 'owner'))!;
});
afterAll(() => ctx.close());

const all = (expected: Expected): Record<Actor, Expected> =>
  Object.fromEntries(ACTORS.map((a) => [a, expected])) as Record<Actor, Expected>;
const NOT_ACTIVE: Expected = [403, 'COMPANY_NOT_ACTIVE'];
const FORBIDDEN: Expected = [403, 'FORBIDDEN'];
/** A list every signed-in member of an active company reads (confined to their company). */
const READ_LIST: Record<Actor, Expected> = {
  anonymous: 401,
  ownerA: 200,
  ownerB: 200,
  custom: 200,
  admin: 200,
  pending: NOT_ACTIVE,
};
/** One row of company A: its members and the staff read it; another company does not find it. */
const READ_ROW_OF_A: Record<Actor, Expected> = { ...READ_LIST, ownerB: 404 };
/** A change to a row of company A: its owner only; another company does not find it. */
const CHANGE_ROW_OF_A: Record<Actor, Expected> = { ...READ_ROW_OF_A, custom: FORBIDDEN, admin: FORBIDDEN };
/** The operator's own settings: staff only. */
const STAFF_ONLY: Record<Actor, Expected> = {
  anonymous: 401,
  ownerA: FORBIDDEN,
  ownerB: FORBIDDEN,
  custom: FORBIDDEN,
  admin: 200,
  pending: NOT_ACTIVE,
};

/** A user of company A, made for one call. */
async function userOfA(status: 'active' | 'invited' | 'disabled' = 'active', archived = false) {
  const user = await createUser(ctx, { role: ['orders:read'], companyId: cast.companyA.id, status });
  if (archived) await ctx.app.db.update(users).set({ archivedAt: new Date() }).where(eq(users.id, user.id));
  return user.id;
}

/** A custom role of company A, made for one call. */
async function roleOfA(archived = false) {
  const [role] = await ctx.app.db
    .insert(roles)
    .values({
      name: `Rol ${randomUUID()}`,
      scope: 'company',
      companyId: cast.companyA.id,
      permissions: ['orders:read'],
      archivedAt: archived ? new Date() : null,
    })
    .returning({ id: roles.id });
  return role!.id;
}

const site = {
  name: 'Matriz',
  street: 'Av. Insurgentes Sur',
  exteriorNumber: '1602',
  neighbourhood: 'Crédito Constructor',
  city: 'Benito Juárez',
  state: 'Ciudad de México',
  postalCode: '03940',
  latitude: 19.3664,
  longitude: -99.1802,
};

const ROWS: Row[] = [
  // The sign-in flows are public: a token changes nothing.
  {
    method: 'GET',
    url: '/api/v1/auth/setup',
    request: async () => ({}),
    expect: all(200),
  },
  // The first admin's set-up: refused to everyone once any user exists, before the code is read.
  {
    method: 'POST',
    url: '/api/v1/auth/setup',
    request: async () => ({
      payload: { code: 'ABCDE-FGHJK', name: 'Ana López', email: 'ana@x.test', password: TEST_PASSWORD },
    }),
    expect: all([409, 'SETUP_DONE']),
  },
  {
    method: 'POST',
    url: '/api/v1/auth/login',
    request: async () => ({ payload: { email: cast.custom.email, password: TEST_PASSWORD } }),
    expect: all(200),
  },
  {
    method: 'POST',
    url: '/api/v1/auth/user',
    request: async () => ({ payload: signupBody() }),
    expect: all(201),
  },
  {
    method: 'POST',
    url: '/api/v1/auth/otp',
    request: async () => ({ payload: { email: 'nobody@example.test', code: '123456' } }),
    expect: all([422, 'CODE_INVALID']),
  },
  {
    method: 'POST',
    url: '/api/v1/auth/otp/resend',
    // One address per call: the resend limit counts requests per address, whoever asks.
    request: async () => ({ payload: { email: `nobody-${randomUUID()}@example.test` } }),
    expect: all(200),
  },
  {
    method: 'POST',
    url: '/api/v1/auth/initiate-reset-password',
    request: async () => ({ payload: { email: 'nobody@example.test' } }),
    expect: all(200),
  },
  {
    method: 'POST',
    url: '/api/v1/auth/reset-password',
    request: async () => ({ payload: { password: 'Nueva-clave-1234' } }),
    expect: all([401, 'LINK_INVALID']),
  },
  {
    method: 'POST',
    url: '/api/v1/auth/new-password',
    request: async () => ({ payload: { password: 'Nueva-clave-1234' } }),
    expect: all([401, 'LINK_INVALID']),
  },
  {
    method: 'GET',
    url: '/api/v1/payments/plans',
    request: async () => ({}),
    expect: all(200),
  },
  // The signed-in user's own account: any user, onboarding included.
  {
    method: 'GET',
    url: '/api/v1/auth/me',
    request: async () => ({}),
    expect: { ...all(200), anonymous: [401, 'UNAUTHENTICATED'] },
  },
  {
    method: 'PATCH',
    url: '/api/v1/auth/me',
    request: async () => ({ payload: { name: 'Nombre Cambiado' } }),
    expect: { ...all(200), anonymous: 401 },
  },
  {
    method: 'PATCH',
    url: '/api/v1/auth/me/preferences',
    request: async () => ({ payload: { currentTheme: 'dark' } }),
    expect: { ...all(200), anonymous: 401 },
  },
  {
    method: 'POST',
    url: '/api/v1/auth/me/password',
    request: async () => ({ payload: { currentPassword: 'not-it', newPassword: 'Nueva-clave-1234' } }),
    expect: { ...all([422, 'CURRENT_PASSWORD_WRONG']), anonymous: 401 },
  },
  // Onboarding: only the owner of a company still signing up gets through to the step it needs.
  {
    method: 'POST',
    url: '/api/v1/payments/registration',
    request: async () => ({}),
    expect: {
      anonymous: 401,
      ownerA: [409, 'PAYMENT_ALREADY_COMPLETED'],
      ownerB: [409, 'PAYMENT_ALREADY_COMPLETED'],
      custom: FORBIDDEN,
      admin: FORBIDDEN,
      pending: 200,
    },
  },
  {
    method: 'GET',
    url: '/api/v1/payments/registration',
    request: async () => ({}),
    expect: { anonymous: 401, ownerA: 200, ownerB: 200, custom: FORBIDDEN, admin: FORBIDDEN, pending: 200 },
  },
  {
    method: 'POST',
    url: '/api/v1/payments/test/complete',
    request: async () => ({ payload: { paymentId: randomUUID() } }),
    expect: { anonymous: 401, ownerA: 404, ownerB: 404, custom: FORBIDDEN, admin: FORBIDDEN, pending: 404 },
  },
  {
    method: 'POST',
    url: '/api/v1/companies',
    request: async () => ({ payload: { generatorLevel: 'I', nra: 'ABC0900500123', site } }),
    expect: {
      anonymous: 401,
      ownerA: [409, 'PROFILE_ALREADY_COMPLETE'],
      ownerB: [409, 'PROFILE_ALREADY_COMPLETE'],
      custom: FORBIDDEN,
      admin: FORBIDDEN,
      pending: [402, 'PAYMENT_REQUIRED'],
    },
  },
  // Organisation settings: operator staff with settings permissions.
  {
    method: 'GET',
    url: '/api/v1/settings/organisation',
    request: async () => ({}),
    expect: STAFF_ONLY,
  },
  {
    method: 'PATCH',
    url: '/api/v1/settings/organisation',
    request: async (actor) => {
      const read = await ctx.request({ url: '/api/v1/settings/organisation', token: tokens.admin });
      return { payload: { version: read.json().data.version, address: `Dirección ${actor}` } };
    },
    expect: STAFF_ONLY,
  },
  // Users: by permission, confined to the caller's company; staff read everyone, change staff only.
  ...(['', '/export'] as const).map(
    (suffix): Row => ({
      method: 'GET',
      url: `/api/v1/users${suffix}`,
      request: async () => ({}),
      expect: READ_LIST,
    }),
  ),
  ...(['', '/history'] as const).map(
    (suffix): Row => ({
      method: 'GET',
      url: `/api/v1/users/:id${suffix}`,
      request: async () => ({ url: `/api/v1/users/${await userOfA()}${suffix}` }),
      expect: READ_ROW_OF_A,
    }),
  ),
  {
    method: 'POST',
    url: '/api/v1/users',
    request: async () => ({
      payload: {
        email: `nuevo-${randomUUID().slice(0, 8)}@example.test`,
        name: 'Nuevo Usuario',
        roleId: ownerRoleId,
      },
    }),
    expect: {
      anonymous: 401,
      ownerA: 201,
      ownerB: 201,
      custom: FORBIDDEN,
      admin: [422, 'ROLE_NOT_ASSIGNABLE'],
      pending: NOT_ACTIVE,
    },
  },
  {
    method: 'PATCH',
    url: '/api/v1/users/:id',
    request: async () => ({
      url: `/api/v1/users/${await userOfA()}`,
      payload: { version: 1, name: 'Otro Nombre' },
    }),
    expect: CHANGE_ROW_OF_A,
  },
  {
    method: 'DELETE',
    url: '/api/v1/users/:id',
    request: async () => ({ url: `/api/v1/users/${await userOfA()}` }),
    expect: CHANGE_ROW_OF_A,
  },
  {
    method: 'POST',
    url: '/api/v1/users/:id/archive',
    request: async () => ({ url: `/api/v1/users/${await userOfA()}/archive`, payload: { version: 1 } }),
    expect: CHANGE_ROW_OF_A,
  },
  {
    method: 'POST',
    url: '/api/v1/users/:id/restore',
    request: async () => ({
      url: `/api/v1/users/${await userOfA('active', true)}/restore`,
      payload: { version: 1 },
    }),
    expect: CHANGE_ROW_OF_A,
  },
  {
    method: 'POST',
    url: '/api/v1/users/:id/invitation',
    request: async () => ({ url: `/api/v1/users/${await userOfA('invited')}/invitation` }),
    expect: CHANGE_ROW_OF_A,
  },
  // Only operator staff holding users:disable close or reopen a client company's user.
  {
    method: 'POST',
    url: '/api/v1/users/:id/disable',
    request: async () => ({ url: `/api/v1/users/${await userOfA()}/disable`, payload: { version: 1 } }),
    expect: STAFF_ONLY,
  },
  {
    method: 'POST',
    url: '/api/v1/users/:id/enable',
    request: async () => ({
      url: `/api/v1/users/${await userOfA('disabled')}/enable`,
      payload: { version: 1 },
    }),
    expect: STAFF_ONLY,
  },
  // Roles: the same rules; staff make operator roles, owners their company's.
  ...(['', '/export'] as const).map(
    (suffix): Row => ({
      method: 'GET',
      url: `/api/v1/roles${suffix}`,
      request: async () => ({}),
      expect: READ_LIST,
    }),
  ),
  ...(['', '/history'] as const).map(
    (suffix): Row => ({
      method: 'GET',
      url: `/api/v1/roles/:id${suffix}`,
      request: async () => ({ url: `/api/v1/roles/${await roleOfA()}${suffix}` }),
      expect: READ_ROW_OF_A,
    }),
  ),
  {
    method: 'POST',
    url: '/api/v1/roles',
    request: async () => ({ payload: { name: `Rol ${randomUUID()}`, permissions: ['orders:read'] } }),
    expect: { anonymous: 401, ownerA: 201, ownerB: 201, custom: FORBIDDEN, admin: 201, pending: NOT_ACTIVE },
  },
  {
    method: 'PATCH',
    url: '/api/v1/roles/:id',
    request: async () => ({
      url: `/api/v1/roles/${await roleOfA()}`,
      payload: { version: 1, name: `Otro ${randomUUID()}` },
    }),
    expect: CHANGE_ROW_OF_A,
  },
  {
    method: 'DELETE',
    url: '/api/v1/roles/:id',
    request: async () => ({ url: `/api/v1/roles/${await roleOfA()}` }),
    expect: CHANGE_ROW_OF_A,
  },
  {
    method: 'POST',
    url: '/api/v1/roles/:id/archive',
    request: async () => ({ url: `/api/v1/roles/${await roleOfA()}/archive`, payload: { version: 1 } }),
    expect: CHANGE_ROW_OF_A,
  },
  {
    method: 'POST',
    url: '/api/v1/roles/:id/restore',
    request: async () => ({ url: `/api/v1/roles/${await roleOfA(true)}/restore`, payload: { version: 1 } }),
    expect: CHANGE_ROW_OF_A,
  },
  // Signing out last: it revokes each caller's token.
  {
    method: 'POST',
    url: '/api/v1/auth/logout',
    request: async () => ({}),
    expect: { ...all(204), anonymous: 401 },
  },
];

const MINE = /^\/api\/v1\/(auth|payments|companies|settings|users|roles)(\/|$)/;

describe('access matrix', () => {
  it('covers every account and access route the app registers', () => {
    const registered = ctx.app.routeTable
      .filter((r) => MINE.test(r.url) && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    const covered = ROWS.map((r) => `${r.method} ${r.url}`).sort();
    expect(covered).toEqual(registered);
  });

  it('answers each caller as the access model says', async () => {
    const mismatches: string[] = [];
    for (const row of ROWS) {
      for (const actor of ACTORS) {
        const { url, ...options } = await row.request(actor);
        const res = await ctx.request({
          method: row.method as InjectOptions['method'],
          url: url ?? row.url,
          token: tokens[actor],
          ...options,
        });
        const expected = row.expect[actor];
        const [status, code] = Array.isArray(expected) ? expected : [expected, undefined];
        const actualCode = res.statusCode >= 400 ? (res.json() as { code?: string }).code : undefined;
        if (res.statusCode !== status || (code && actualCode !== code)) {
          mismatches.push(
            `${row.method} ${row.url} as ${actor}: expected ${status}${code ? ` ${code}` : ''}, got ${res.statusCode} ${actualCode ?? ''}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
