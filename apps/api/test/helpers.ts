import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Permission } from '@recolecta/shared/permissions';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, fromPglite, fromPostgres } from '../src/db/client.ts';
import { PgliteWorker } from '../src/db/pglite-worker.ts';
import { users } from '../src/db/schema/auth.users.ts';
import { companies } from '../src/db/schema/companies.ts';
import { roles } from '../src/db/schema/roles.ts';
import { findSystemRoleId } from '../src/db/system-data.ts';
import { issueSessionToken } from '../src/modules/auth/auth.service.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { codeOf, type MailServer, startMailServer } from './mail.ts';

export const TEST_PASSWORD = 'Secreto-de-prueba-1';

/** A fresh database for one test file: a copy of the migrated snapshot or template. */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'pg') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `recolecta_t${randomUUID().slice(0, 8)}_${inject('pgTemplate').split('_').at(-1)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = fromPostgres(u.toString(), 4);
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  // TEST_PGLITE=thread runs the suite on the database thread the server uses (pglite-worker.ts).
  if (process.env.TEST_PGLITE === 'thread') {
    return fromPglite(await PgliteWorker.create({ loadDataDir: new Uint8Array(snapshot) }));
  }
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
  return fromPglite(client);
}

/**
 * The same data through a new handle, as a restarted process would open it: a new pool on
 * PostgreSQL; on PGlite, a new instance loaded from the old one's committed data.
 */
export async function reopenTestDatabase(database: Database): Promise<Database> {
  if (database.pool) return fromPostgres(database.pool.options.connectionString!, 4);
  const client = (database.db as unknown as { $client: PGlite | PgliteWorker }).$client;
  const dump = await client.dumpDataDir('none');
  if (client instanceof PgliteWorker) {
    return fromPglite(await PgliteWorker.create({ loadDataDir: new Uint8Array(await dump.arrayBuffer()) }));
  }
  return fromPglite(await PGlite.create({ loadDataDir: dump }));
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      DATA_DIR: '/tmp/recolecta-test-unused',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '0',
      // Tests run jobs with `app.jobs.drain()`, never in the background.
      JOB_WORKER: 'false',
    }),
    ...overrides,
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
  /** app.inject with an optional bearer token and JSON body. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
}

export async function createTestContext(overrides: Partial<Config> = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const app = await buildApp({ config: testConfig(overrides), database, logger: false });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
    request: ({ token, headers, ...options }) =>
      app.inject({
        ...options,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
  };
}

let passwordHash: Promise<string> | undefined;
const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

export async function createCompany(
  ctx: TestContext,
  overrides: Partial<typeof companies.$inferInsert> = {},
) {
  const n = randomUUID().slice(0, 6).toUpperCase();
  const [company] = await ctx.app.db
    .insert(companies)
    .values({
      legalName: `Empresa ${n} S.A. de C.V.`,
      rfc: `EMP${n}A1`.slice(0, 12),
      contactName: 'Contacto de prueba',
      email: `contacto-${n.toLowerCase()}@example.test`,
      status: 'active',
      ...overrides,
    })
    .returning();
  return company!;
}

export interface TestUser {
  id: string;
  email: string;
  companyId: string | null;
  token: string;
}

/**
 * A user with a session token. `role` is a system role key, or a list of permissions for a custom
 * role made on the spot in the given scope.
 */
export async function createUser(
  ctx: TestContext,
  options: {
    role: 'admin' | 'owner' | Permission[];
    companyId?: string | null;
    status?: 'active' | 'unverified' | 'invited' | 'disabled';
    email?: string;
    locale?: 'es' | 'en' | 'zh' | 'fr' | 'ja';
  },
): Promise<TestUser> {
  const db = ctx.app.db;
  const companyId = options.companyId ?? null;
  let roleId: string;
  let roleKey: string | null = null;
  if (Array.isArray(options.role)) {
    const [role] = await db
      .insert(roles)
      .values({
        name: `Rol ${randomUUID().slice(0, 6)}`,
        scope: companyId ? 'company' : 'operator',
        companyId,
        permissions: options.role,
      })
      .returning({ id: roles.id });
    roleId = role!.id;
  } else {
    roleId = (await findSystemRoleId(db, options.role))!;
    roleKey = options.role;
  }
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@example.test`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      name: 'Usuario de prueba',
      roleId,
      companyId,
      passwordHash: await testPasswordHash(),
      status: options.status ?? 'active',
      locale: options.locale ?? 'es',
    })
    .returning({ id: users.id });
  const token = await issueSessionToken(db, ctx.app.tokens, { id: user!.id, roleKey, companyId }, 'session', {
    ip: '127.0.0.1',
  });
  return { id: user!.id, email, companyId, token };
}

/** An admin, and two companies each with an owner: the cast of most tenant tests. */
export async function createTenants(ctx: TestContext) {
  const admin = await createUser(ctx, { role: 'admin' });
  const companyA = await createCompany(ctx);
  const companyB = await createCompany(ctx);
  const ownerA = await createUser(ctx, { role: 'owner', companyId: companyA.id });
  const ownerB = await createUser(ctx, { role: 'owner', companyId: companyB.id });
  return { admin, companyA, companyB, ownerA, ownerB };
}

export interface MailTestContext extends TestContext {
  mail: MailServer;
}

/**
 * A test context whose e-mails go over SMTP to an in-process server the test reads. Mail leaves
 * through the job queue: `mail.next` runs the jobs due first, so tests never wait for a poll.
 */
export async function createMailTestContext(overrides: Partial<Config> = {}): Promise<MailTestContext> {
  const mail = await startMailServer();
  const ctx = await createTestContext({
    smtpUrl: mail.url,
    publicUrl: 'https://app.recolecta.test',
    ...overrides,
  });
  return {
    ...ctx,
    mail: {
      ...mail,
      next: async (to, timeoutMs) => {
        await ctx.app.jobs.drain();
        return mail.next(to, timeoutMs);
      },
    },
    close: async () => {
      await ctx.close();
      await mail.close();
    },
  };
}

let signups = 0;

/** A valid sign-up body with a unique e-mail and RFC. */
export function signupBody(overrides: Record<string, unknown> = {}) {
  signups++;
  const n = `${randomUUID()
    .replace(/[^0-9]/g, '')
    .slice(0, 4)
    .padEnd(4, '0')}${signups % 10}`;
  const letters = randomUUID()
    .replace(/[^a-f]/g, '')
    .toUpperCase()
    .padEnd(3, 'X')
    .slice(0, 3);
  return {
    plan: 'basic',
    companyName: `Clínica ${letters} S.C.`,
    rfc: `${letters}2001${n.slice(0, 2)}A${n.slice(2, 4)}`,
    name: 'Dra. Prueba Registro',
    email: `alta-${randomUUID().slice(0, 8)}@example.test`,
    phone: '+52 55 1234 5678',
    password: TEST_PASSWORD,
    locale: 'es',
    acceptTerms: true,
    ...overrides,
  };
}

/**
 * Signs a company up through the API, up to the step asked: `signed_up` (unverified, sign-up token),
 * `verified` (pending payment, session token). Needs a mail context to read the code.
 */
export async function signUp(
  ctx: MailTestContext,
  step: 'signed_up' | 'verified' = 'signed_up',
  body = signupBody(),
) {
  const res = await ctx.request({ method: 'POST', url: '/api/v1/auth/user', payload: body });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const { id, access_token } = res.json() as { id: string; access_token: string };
  const claims = JSON.parse(Buffer.from(access_token.split('.')[1]!, 'base64url').toString()) as {
    cid: string;
  };
  const email = String(body.email).toLowerCase();
  const signupMail = await ctx.mail.next(email);
  const result = { userId: id, companyId: claims.cid, email, signupToken: access_token, token: access_token };
  if (step === 'signed_up') return { ...result, code: codeOf(signupMail) };
  const otp = await ctx.request({
    method: 'POST',
    url: '/api/v1/auth/otp',
    payload: { email, code: codeOf(signupMail) },
  });
  if (otp.statusCode !== 200) throw new Error(`verification failed: ${otp.statusCode} ${otp.body}`);
  return { ...result, code: codeOf(signupMail), token: otp.json().response.access_token as string };
}

/** A store's body for tests about what it holds: a warehouse in Iztacalco. */
export const storeBody = (name: string) => ({
  name,
  type: 'warehouse',
  street: 'Calle 4',
  exteriorNumber: '10',
  neighbourhood: 'Pantitlán',
  city: 'Iztacalco',
  state: 'Ciudad de México',
  postalCode: '08100',
  latitude: 19.41,
  longitude: -99.07,
});

/** A client site's body for tests about what it holds: a branch in the city centre. */
export const siteBody = (name: string) => ({
  name,
  street: 'Av. Central',
  exteriorNumber: '1',
  neighbourhood: 'Centro',
  city: 'Cuauhtémoc',
  state: 'Ciudad de México',
  postalCode: '06000',
  latitude: 19.43,
  longitude: -99.13,
});
