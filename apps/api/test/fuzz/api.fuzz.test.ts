import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/auth.users.ts';
import { findSystemRoleId } from '../../src/db/system-data.ts';
import { issueSessionToken } from '../../src/modules/auth/auth.service.ts';
import {
  createMailTestContext,
  createTenants,
  createUser,
  type MailTestContext,
  type TestUser,
} from '../helpers.ts';
import {
  type GeneratedRequest,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  requestsFor,
} from './openapi-requests.ts';
import { changedTables, storedRows } from './stored-rows.ts';

/**
 * The property-based suite of issue 10: every operation of the OpenAPI document that takes a body or
 * a query, as the operator's admin and as a client company's owner, with generated requests. Whatever
 * is sent, the API answers below 500, every answer is whole (JSON bodies parse, errors have our shape,
 * exports are complete), and a refused request (4xx) leaves the stored rows as they were.
 *
 * `npm test` runs it with a fixed seed and a few requests per operation; `npm run fuzz` runs the long
 * version (FUZZ_RUNS per operation and principal, 500 by default; FUZZ_SEED to replay a run).
 */
const LONG = process.env.FUZZ_LONG === '1';
const RUNS = Number(process.env.FUZZ_RUNS ?? (LONG ? 500 : 25));
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const BODY_LIMIT = 1024 * 1024;
const DB = process.env.TEST_DB === 'pg' ? 'PostgreSQL' : 'PGlite';
/**
 * How far the process's memory may grow over the run. The process holds the app, its database (PGlite
 * in process) and the test's own records; a request that is not bounded in memory (an image or a
 * spreadsheet bomb, a body read whole) shows as a jump of hundreds of MB.
 */
const RSS_GROWTH_LIMIT_MB = Number(process.env.FUZZ_RSS_GROWTH_MB ?? 768);
const MB = 1024 * 1024;

/** One seed per operation and principal, so a new route does not change the others' requests. */
function seedFor(...parts: string[]) {
  let hash = 0x811c9dc5 ^ SEED;
  for (const char of parts.join(' ')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** The keys of `ErrorBody` (packages/shared/src/errors.ts). */
const ERROR_KEYS = new Set(['statusCode', 'code', 'message', 'details', 'allowed']);

interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  rawPayload: Buffer;
}

/** Why an answer is not acceptable, or null. */
async function problemWith(res: Answer): Promise<string | null> {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  const type = String(res.headers['content-type'] ?? '');
  const disposition = String(res.headers['content-disposition'] ?? '');
  if (type.includes('application/json')) {
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return `JSON answer that does not parse (${res.body.length} bytes): ${res.body.slice(-120)}`;
    }
    if (res.statusCode >= 400) {
      const error = body as Record<string, unknown>;
      const keys = Object.keys(error ?? {});
      if (
        error?.statusCode !== res.statusCode ||
        typeof error.code !== 'string' ||
        typeof error.message !== 'string' ||
        keys.some((k) => !ERROR_KEYS.has(k))
      ) {
        return `error body not in our shape: ${res.body.slice(0, 300)}`;
      }
      if ((res.statusCode === 429 || res.statusCode === 503) && !res.headers['retry-after']) {
        return `${res.statusCode} without Retry-After`;
      }
    }
    return null;
  }
  if (res.statusCode >= 400) return `error answer that is not JSON (${type}): ${res.body.slice(0, 200)}`;
  if (disposition.startsWith('attachment')) {
    if (type.startsWith('text/csv')) {
      if (!res.body.startsWith('\uFEFF') || !res.body.endsWith('\r\n')) return 'CSV export cut off';
      if (res.body.includes('### ')) return 'CSV export marked incomplete';
      return null;
    }
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    } catch (error) {
      return `XLSX export that does not open: ${(error as Error).message}`;
    }
    if (workbook.worksheets.some((w) => w.name === 'INCOMPLETE')) return 'XLSX export marked incomplete';
    return null;
  }
  if (type.startsWith('application/pdf')) {
    // A whole PDF ends with its end-of-file marker.
    const pdf = res.rawPayload.toString('latin1');
    return pdf.startsWith('%PDF-') && pdf.trimEnd().endsWith('%%EOF') ? null : 'PDF cut off';
  }
  if (res.statusCode !== 204 && res.body.length > 0) return `2xx answer of unexpected type ${type}`;
  return null;
}

let ctx: MailTestContext;
let document: OpenApiDocument;
let operations: Operation[];
const principals: { role: 'admin' | 'owner'; user: TestUser; roleKey: 'admin' | 'owner' }[] = [];
/** Ids of stored records, gathered from the answers: paths are filled with real ids as well as junk. */
const ids = new Set<string>();
/** Per operation, bodies answered 2xx: later requests change one thing in them. */
const accepted = new Map<string, unknown[]>();

beforeAll(async () => {
  // Rate limits off through configuration (the test config's RATE_LIMIT_PER_MINUTE=0): the routes that
  // e-mail or sign up are fuzzed like the rest. E-mails go to an in-process SMTP server.
  ctx = await createMailTestContext({ bodyLimitBytes: BODY_LIMIT });
  const { admin, ownerA, companyA } = await createTenants(ctx);
  principals.push(
    { role: 'admin', user: admin, roleKey: 'admin' },
    { role: 'owner', user: ownerA, roleKey: 'owner' },
  );
  // Someone for each of them to manage.
  const staff = await createUser(ctx, { role: ['drivers:read'] });
  const member = await createUser(ctx, { role: ['orders:read'], companyId: companyA.id });
  const invited = await createUser(ctx, { role: 'owner', companyId: companyA.id, status: 'invited' });
  for (const id of [admin.id, ownerA.id, companyA.id, staff.id, member.id, invited.id]) ids.add(id);
  const answer = await ctx.request({ url: '/api/v1/openapi.json' });
  document = answer.json() as OpenApiDocument;
  operations = operationsOf(document);
}, 60_000);
afterAll(() => ctx?.close());

/** Each principal starts every operation active, with its system role and a fresh token. */
async function freshToken(principal: (typeof principals)[number]) {
  const roleId = (await findSystemRoleId(ctx.app.db, principal.roleKey))!;
  await ctx.app.db
    .update(users)
    .set({ status: 'active', archivedAt: null, roleId, companyId: principal.user.companyId })
    .where(eq(users.id, principal.user.id));
  return issueSessionToken(
    ctx.app.db,
    ctx.app.tokens,
    { id: principal.user.id, roleKey: principal.roleKey, companyId: principal.user.companyId },
    'session',
    { ip: '127.0.0.1' },
  );
}

function harvestIds(res: Answer) {
  if (res.statusCode >= 300 || !String(res.headers['content-type']).includes('application/json')) return;
  const body = JSON.parse(res.body) as { data?: unknown };
  const items = Array.isArray(body.data) ? body.data : [body.data];
  for (const item of items) {
    const id = (item as { id?: unknown } | null)?.id;
    if (typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id) && ids.size < 400) ids.add(id);
  }
}

const clients = fc.record({
  remoteAddress: fc.ipV4(),
  language: fc.constantFrom('es', 'en', 'zh', 'fr', 'ja', 'de', '*', 'es-MX,es;q=0.9'),
});

describe(`the API under generated requests (${DB})`, () => {
  it(
    'answers every operation below 500, whole, and refused requests change no stored row',
    async () => {
      expect(operations.length).toBeGreaterThanOrEqual(56);
      const rows = await storedRows(ctx.app.db);
      const failures: string[] = [];
      const statuses = new Map<string, number>();
      /** Answers per operation and status, printed with FUZZ_REPORT=1 (which operations reach 2xx). */
      const perOperation = new Map<string, Map<number, number>>();
      let payloads = 0;
      const started = Date.now();
      const rssAtStart = process.memoryUsage().rss;
      let rssPeak = rssAtStart;
      const sampler = setInterval(() => {
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      }, 100);

      for (const principal of principals) {
        for (const op of operations) {
          const token = await freshToken(principal);
          let known = await rows.fingerprint();
          let xid = await rows.nextTransactionId();
          const examples = accepted.get(`${op.method} ${op.path}`) ?? [];
          accepted.set(`${op.method} ${op.path}`, examples);
          const arbitrary = fc.tuple(
            requestsFor(op, { ids: [...ids], bodyLimit: BODY_LIMIT, accepted: examples }),
            clients,
          );
          const result = await fc.check(
            fc.asyncProperty(
              arbitrary,
              async ([request, client]: [GeneratedRequest, { remoteAddress: string; language: string }]) => {
                payloads++;
                let res: Answer;
                try {
                  res = await ctx.app.inject({
                    method: request.method as 'GET',
                    url: request.url,
                    headers: {
                      ...request.headers,
                      authorization: `Bearer ${token}`,
                      'accept-language': client.language,
                    },
                    payload: request.payload,
                    remoteAddress: client.remoteAddress,
                  });
                } catch (error) {
                  throw new Error(`answer cut off: ${(error as Error).message}`);
                }
                const key = `${principal.role} ${op.method} ${op.path}`;
                const counts = perOperation.get(key) ?? new Map<number, number>();
                counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
                perOperation.set(key, counts);
                const klass = `${Math.floor(res.statusCode / 100)}xx`;
                statuses.set(klass, (statuses.get(klass) ?? 0) + 1);
                const problem = await problemWith(res);
                if (problem) throw new Error(problem);
                harvestIds(res);
                if (
                  res.statusCode < 300 &&
                  typeof request.payload === 'string' &&
                  request.headers['content-type'] === 'application/json'
                ) {
                  if (examples.length < 20) examples.push(JSON.parse(request.payload));
                }
                const nextXid = await rows.nextTransactionId();
                if (nextXid !== xid) {
                  const now = await rows.fingerprint();
                  if (res.statusCode >= 400) {
                    const changed = changedTables(known, now);
                    if (changed.length > 0) {
                      known = now;
                      xid = nextXid;
                      throw new Error(
                        `refused with ${res.statusCode} yet changed ${changed.join(', ')}: ${res.body.slice(0, 200)}`,
                      );
                    }
                  }
                  known = now;
                  xid = nextXid;
                }
              },
            ),
            {
              seed: seedFor(principal.role, op.method, op.path),
              numRuns: RUNS,
              endOnFailure: process.env.FUZZ_SHRINK !== '1',
            },
          );
          if (result.failed) {
            const [request] = result.counterexample?.[0] ?? [];
            const payload =
              request?.payload === undefined
                ? ''
                : ` body ${JSON.stringify(String(request.payload).slice(0, 300))}`;
            failures.push(
              `${principal.role} ${op.method} ${op.path}: ${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)}\n    ${request?.kind}: ${request?.method} ${request?.url.slice(0, 300)}${payload} ${JSON.stringify(request?.headers)}`,
            );
          }
        }
      }

      clearInterval(sampler);
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (process.env.FUZZ_REPORT === '1') {
        for (const [key, counts] of perOperation) {
          console.log(
            `${key}: ${[...counts]
              .sort(([a], [b]) => a - b)
              .map(([status, n]) => `${status}×${n}`)
              .join(' ')}`,
          );
        }
      }
      console.log(
        `[fuzz ${DB}] seed ${SEED}: ${payloads} generated requests over ${operations.length} operations × ${principals.length} principals (${RUNS} each) in ${seconds} s; ` +
          `answers ${[...statuses]
            .sort()
            .map(([k, n]) => `${k} ${n}`)
            .join(', ')}; failures ${failures.length}; ` +
          `RSS ${Math.round(rssAtStart / MB)} MB at start, ${Math.round(rssPeak / MB)} MB at most`,
      );
      expect(failures, failures.join('\n')).toEqual([]);
      expect(statuses.get('5xx') ?? 0).toBe(0);
      expect((rssPeak - rssAtStart) / MB).toBeLessThan(RSS_GROWTH_LIMIT_MB);
    },
    LONG ? 6 * 3600_000 : 600_000,
  );
});
