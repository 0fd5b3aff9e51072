import { monitorEventLoopDelay } from 'node:perf_hooks';
import { IMPORT_CONTENT_TYPES } from '@recolecta/shared/imports';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../helpers.ts';
import { HEAD, repeated, TAIL, workbook } from '../hostile-spreadsheets.ts';
import { changedTables, storedRows } from './stored-rows.ts';

/**
 * Issue 33: the import endpoints under generated hostile spreadsheets. Files are built whole in the
 * test: XLSX with any number of rows, columns and cell sizes, padding that makes a bomb of the sheet,
 * sizes the zip's directory lies about, shared strings that point nowhere, bytes flipped or cut; CSV
 * with broken quotes, invalid UTF-8, NUL bytes, giant and blank lines; each sent as XLSX or CSV.
 * Whatever comes, the answer is 200 or a 4xx of our shape, a refused file changes no stored row, the
 * process's memory stays bounded and the event loop is never held.
 *
 * `npm test` sends a few per endpoint; `npm run fuzz` (FUZZ_LONG=1) sends FUZZ_IMPORT_RUNS (200).
 */
const LONG = process.env.FUZZ_LONG === '1';
const RUNS = Number(process.env.FUZZ_IMPORT_RUNS ?? (LONG ? 200 : 12));
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_128);
const DB = process.env.TEST_DB === 'pg' ? 'PostgreSQL' : 'PGlite';
const MB = 1024 * 1024;
const ERROR_KEYS = new Set(['statusCode', 'code', 'message', 'details', 'allowed']);

const ENDPOINTS = [
  {
    path: 'clients',
    header:
      'legalName,tradeName,rfc,generatorLevel,nra,contactName,email,phone,name,street,exteriorNumber,interiorNumber,neighbourhood,city,state,postalCode,latitude,longitude,collectionWindowStart,collectionWindowEnd'.split(
        ',',
      ),
  },
  { path: 'assets', header: ['serial', 'containerType', 'placeKind', 'store', 'zone', 'notes'] },
];

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { role: 'admin' });
}, 60_000);
afterAll(() => ctx?.close());

/** Null four times in five. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const cell = fc.oneof(
  { weight: 5, arbitrary: fc.string({ maxLength: 20 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      'HIM200101AB1',
      'II',
      'zone',
      '06000',
      '\u0000',
      '\uD800',
      '"',
      ';',
      '\r',
    ),
  },
  { weight: 1, arbitrary: fc.nat({ max: 6000 }).map((n) => 'x'.repeat(n)) },
);

/** An XLSX's recipe: what goes in, and how it is broken. */
const xlsxRecipe = fc.record({
  realHeader: fc.boolean(),
  rows: fc.array(fc.array(cell, { maxLength: 8 }), { maxLength: 12 }),
  shared: fc.boolean(),
  strayIndex: fc.boolean(),
  emptyRows: fc.oneof(
    { weight: 4, arbitrary: fc.constant(0) },
    { weight: 2, arbitrary: fc.nat({ max: 20_000 }) },
    { weight: 1, arbitrary: fc.constant(4_000_000) },
  ),
  rowNumber: rarely(fc.constantFrom(10_001, 1_048_576, -5, 0, 3)),
  column: rarely(fc.constantFrom('XFD', 'BM', 'A', '1')),
  padding: fc.oneof(
    { weight: 4, arbitrary: fc.constant(0) },
    { weight: 2, arbitrary: fc.constantFrom(2 * MB, 40 * MB) },
    { weight: 1, arbitrary: fc.constant(300 * MB) },
  ),
  lie: fc.constantFrom(undefined, undefined, 0, 100, 2 ** 32 - 1),
  flip: rarely(fc.record({ at: fc.nat(), byte: fc.nat({ max: 255 }) })),
  cut: rarely(fc.nat()),
});

const PLAIN_XLSX = {
  realHeader: true,
  emptyRows: 0,
  rowNumber: null,
  column: null,
  padding: 0,
  lie: undefined,
  flip: null,
  cut: null,
  strayIndex: false,
} as const;

type XlsxRecipe = typeof xlsxRecipe extends fc.Arbitrary<infer T> ? T : never;

async function buildXlsx(recipe: XlsxRecipe, header: string[]) {
  const strings: string[] = [];
  const text = (value: string, at: string) => {
    if (recipe.shared) {
      strings.push(value);
      return `<c r="${at}" t="s"><v>${recipe.strayIndex ? 99_999 : strings.length - 1}</v></c>`;
    }
    return `<c r="${at}" t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
  };
  const rows = [recipe.realHeader ? header : ['?'], ...recipe.rows];
  const xml = rows.map((cells, r) => {
    const number = r === 1 && recipe.rowNumber !== null ? recipe.rowNumber : r + 1;
    const body = cells
      .map((value, c) =>
        text(value, `${c === 0 && recipe.column ? recipe.column : String.fromCharCode(65 + c)}${number}`),
      )
      .join('');
    return `<row r="${number}">${body}</row>`;
  });
  const sheet = (function* () {
    yield HEAD + xml.join('');
    yield* repeated('<row/>', recipe.emptyRows);
    yield* repeated(' ', recipe.padding);
    yield TAIL;
  })();
  const sst = recipe.shared
    ? [
        `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${strings.map((s) => `<si><t>${xmlText(s)}</t></si>`).join('')}</sst>`,
      ]
    : undefined;
  let body = await workbook(sheet, { strings: sst, sheetSize: recipe.lie ?? undefined });
  if (recipe.flip) {
    body = Buffer.from(body);
    body[recipe.flip.at % body.length] = recipe.flip.byte;
  }
  if (recipe.cut !== null) body = body.subarray(0, recipe.cut % body.length);
  return body;
}

const csvRecipe = fc.record({
  realHeader: fc.boolean(),
  rows: fc.array(fc.array(cell, { maxLength: 8 }), { maxLength: 12 }),
  delimiter: fc.constantFrom(',', ';', '\t'),
  quote: fc.constantFrom('none', 'all', 'broken'),
  newline: fc.constantFrom('\n', '\r\n', '\r'),
  blank: fc.oneof(
    { weight: 3, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.nat({ max: 900_000 }) },
  ),
  giant: rarely(fc.nat({ max: 900_000 })),
  bytes: rarely(fc.uint8Array({ maxLength: 64 })),
});

const PLAIN_CSV = { realHeader: true, quote: 'all', blank: 0, giant: null, bytes: null } as const;

type CsvRecipe = typeof csvRecipe extends fc.Arbitrary<infer T> ? T : never;

function buildCsv(recipe: CsvRecipe, header: string[]) {
  const quoted = (value: string) =>
    recipe.quote === 'all'
      ? `"${value.replace(/"/g, '""')}"`
      : recipe.quote === 'broken'
        ? `"${value}`
        : value;
  const lines = [recipe.realHeader ? header : ['?'], ...recipe.rows].map((cells) =>
    cells.map(quoted).join(recipe.delimiter),
  );
  if (recipe.giant !== null) lines.push('a'.repeat(recipe.giant));
  const text = lines.join(recipe.newline) + recipe.newline.repeat(recipe.blank);
  return recipe.bytes ? Buffer.concat([Buffer.from(text), recipe.bytes]) : Buffer.from(text);
}

const request = fc.record({
  file: fc.oneof(
    xlsxRecipe.map((recipe) => ({ kind: 'xlsx' as const, recipe })),
    csvRecipe.map((recipe) => ({ kind: 'csv' as const, recipe })),
  ),
  /** The type the request says, which may not be what the file is. */
  sentAs: fc.constantFrom('same', 'same', 'same', 'other'),
  /** One file in three is left as made, so rows reach the checks past reading too. */
  plain: fc.constantFrom(false, false, true),
  dryRun: fc.boolean(),
  language: fc.constantFrom('es', 'en', 'zh', 'fr', 'ja'),
});

function problemWith(status: number, type: string, text: string): string | null {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 300)}`;
  if (status !== 200 && status !== 413 && status !== 422) return `answered ${status}: ${text.slice(0, 300)}`;
  if (!type.includes('application/json')) return `answer of type ${type}`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text);
  } catch {
    return `JSON answer that does not parse: ${text.slice(0, 120)}`;
  }
  if (status >= 400) {
    if (body.statusCode !== status || typeof body.code !== 'string' || typeof body.message !== 'string') {
      return `error body not in our shape: ${text.slice(0, 300)}`;
    }
    if (Object.keys(body).some((k) => !ERROR_KEYS.has(k)))
      return `error body with extra keys: ${text.slice(0, 300)}`;
  }
  return null;
}

describe(`the import endpoints under hostile spreadsheets (${DB})`, () => {
  it(
    'answer 200 or a 4xx of our shape, change nothing when refusing, with bounded memory and a free event loop',
    async () => {
      const rows = await storedRows(ctx.app.db);
      const delay = monitorEventLoopDelay({ resolution: 10 });
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 10);
      const statuses = new Map<number, number>();
      const failures: string[] = [];
      let sent = 0;
      let maxDelayMs = 0;
      const started = Date.now();
      try {
        for (const endpoint of ENDPOINTS) {
          const result = await fc.check(
            fc.asyncProperty(request, async ({ file, sentAs, plain, dryRun, language }) => {
              const body =
                file.kind === 'xlsx'
                  ? await buildXlsx(plain ? { ...file.recipe, ...PLAIN_XLSX } : file.recipe, endpoint.header)
                  : buildCsv(plain ? { ...file.recipe, ...PLAIN_CSV } : file.recipe, endpoint.header);
              const type = sentAs === 'same' || plain ? file.kind : file.kind === 'xlsx' ? 'csv' : 'xlsx';
              const known = await rows.fingerprint();
              // Only the request is timed: building the file above holds this loop, by design.
              delay.reset();
              delay.enable();
              const res = await ctx.app.inject({
                method: 'POST',
                url: `/api/v1/${endpoint.path}/import?dryRun=${dryRun}`,
                headers: {
                  authorization: `Bearer ${admin.token}`,
                  'content-type': IMPORT_CONTENT_TYPES[type],
                  'accept-language': language,
                },
                payload: body,
              });
              delay.disable();
              maxDelayMs = Math.max(maxDelayMs, delay.max / 1e6);
              sent++;
              statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
              const problem = problemWith(
                res.statusCode,
                String(res.headers['content-type'] ?? ''),
                res.body,
              );
              if (problem) throw new Error(problem);
              if (res.statusCode >= 400) {
                const changed = changedTables(known, await rows.fingerprint());
                if (changed.length > 0) throw new Error(`refused yet changed ${changed.join(', ')}`);
              }
            }),
            { seed: SEED ^ endpoint.path.length, numRuns: RUNS, endOnFailure: true },
          );
          if (result.failed) {
            failures.push(
              `${endpoint.path}: ${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)}\n    ${JSON.stringify(result.counterexample?.[0]).slice(0, 600)}`,
            );
          }
        }
      } finally {
        clearInterval(sampler);
      }
      console.log(
        `[fuzz imports ${DB}] seed ${SEED}: ${sent} hostile files over ${ENDPOINTS.length} endpoints in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
          `answers ${[...statuses]
            .sort(([a], [b]) => a - b)
            .map(([s, n]) => `${s}×${n}`)
            .join(' ')}; ` +
          `RSS ${Math.round(before / MB)} → peak ${Math.round(peak / MB)} MB; event loop delay max ${maxDelayMs.toFixed(0)} ms; failures ${failures.length}`,
      );
      expect(failures, failures.join('\n')).toEqual([]);
      expect(peak - before).toBeLessThan(600 * MB);
      expect(maxDelayMs).toBeLessThan(1000);
    },
    LONG ? 3600_000 : 300_000,
  );
});
