import fc from 'fast-check';
import { HOSTILE_IMAGE_URLS } from '../images.ts';

/**
 * Requests generated from the API's own OpenAPI document: a new route is fuzzed as soon as it is
 * published, with no edit here. Each operation gets near-valid requests (so rules past validation
 * run too) and hostile ones: wrong types, boundary and huge numbers, NUL bytes, lone surrogates,
 * huge strings, extra and dangerous keys, deep nesting, malformed JSON and wrong content types,
 * and, in image fields, images that are truncated, not zlib inside, of a huge size, or not images.
 */

/** The part of JSON Schema (draft 2020-12, as zod writes it) the request schemas use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  method: string;
  /** The path as published, with `{id}`-style parameters. */
  path: string;
  body: JsonSchema | undefined;
  query: Parameter[];
  pathParams: Parameter[];
}

export interface GeneratedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** A body as text, or as bytes when they are not UTF-8 on purpose. */
  payload?: string | Buffer;
  /** What was done to it, for failure reports. */
  kind: string;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation with a request body or a query string (the "56 operations"). */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = op.parameters ?? [];
      const body = op.requestBody?.content?.['application/json']?.schema;
      const query = parameters.filter((p) => p.in === 'query');
      if (!body && query.length === 0) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        body,
        query,
        pathParams: parameters.filter((p) => p.in === 'path'),
      });
    }
  }
  return operations;
}

// ——— hostile values ———————————————————————————————————————————————————————————————————————————

/** Text PostgreSQL refuses or that breaks naive code: NUL, lone surrogates, control and odd characters. */
const hostileStrings = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud83d',
    'x\udc00',
    '\udfff\ud800',
    'Dueño Sur \ud83d',
    '%',
    '%00',
    "' OR '1'='1' --",
    '"; drop table users; --',
    '\\',
    '\\u0000',
    '{{7*7}}',
    '<script>alert(1)</script>',
    '=HYPERLINK("http://x")',
    'null',
    'true',
    '1e400',
    '-0',
    'NaN',
    'Infinity',
    '\u202eevil',
    '\ufeff',
    '\r\n\t',
    '🚛🚛🚛',
    '日本語のテキスト',
    '00000000-0000-0000-0000-000000000000',
    '2024-02-30',
    '9999-12-31',
    '0000-01-01',
    '25:61',
    'a'.repeat(256),
  ),
  // Any UTF-16 code unit, lone surrogates included.
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 1_000, max: 60_000 }).map((n) => 'ñ'.repeat(n)),
);

const hostileNumbers = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.5,
    -0.5,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_648,
    -2_147_483_649,
    4_294_967_296,
    2 ** 53 - 1,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    1e21,
    1e308,
    -1e308,
    5e-324,
    Number.EPSILON,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Numbers JSON can write but JavaScript cannot keep: written into the body text as they are. */
const RAW_NUMBERS = ['1e400', '-1e400', '123456789012345678901234567890', '0.1e-400', '1E+2', '-0.0'];

const deepArray = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};
const deepObject = (depth: number): unknown => {
  let value: unknown = { x: '\u0000' };
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileStrings },
  { weight: 3, arbitrary: hostileNumbers },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [1, 'a'], { a: 1 }, [null], { '': '' }),
  },
  { weight: 1, arbitrary: fc.integer({ min: 10, max: 3_000 }).map(deepArray) },
  { weight: 1, arbitrary: fc.integer({ min: 10, max: 3_000 }).map(deepObject) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileStrings, { maxLength: 5 }) },
);

/** Keys that must never change an object's prototype or reach a column. */
const hostileKeys = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'id',
    'companyId',
    'createdBy',
    'passwordHash',
    'role',
    'permissions',
    'status',
    'archivedAt',
    'version',
    'a\u0000b',
    '\ud83d',
    '',
    'x'.repeat(300),
  ),
  fc.string({ maxLength: 12 }),
);

// ——— values that follow the schema ———————————————————————————————————————————————————————————

const isoDate = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function patternArbitrary(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
}

function stringArbitrary(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 60);
  switch (schema.format) {
    case 'uuid':
      return ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid();
    case 'email': {
      const matching = schema.pattern ? patternArbitrary(schema.pattern) : undefined;
      return (matching ?? fc.emailAddress()).filter((e) => e.length <= 254);
    }
    case 'date':
      return isoDate;
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl();
  }
  const matching = schema.pattern ? patternArbitrary(schema.pattern) : undefined;
  // An image field (a data URL): mostly real images, good and hostile, whose prefix and base64 the
  // schema lets through, so the bytes reach the API's decoder; else whatever the pattern matches.
  if (matching && schema.pattern?.startsWith('^data:image')) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_IMAGE_URLS) },
      { weight: 1, arbitrary: matching },
    );
  }
  if (matching) return matching;
  return fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
}

/** A value the schema (mostly) accepts, so requests also reach the rules behind validation. */
export function valueFor(schema: JsonSchema, ids: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((s) => valueFor(s, ids, depth)));
  if (schema.allOf && schema.allOf.length > 0) return valueFor(schema.allOf[0]!, ids, depth);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => valueFor({ ...schema, type }, ids, depth)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema, ids);
    case 'integer': {
      const min =
        schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1000 : schema.exclusiveMinimum + 1);
      const max =
        schema.maximum ??
        (schema.exclusiveMaximum === undefined ? min + 10_000 : schema.exclusiveMaximum - 1);
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 10_000) }), fc.constantFrom(min, max));
    }
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e6;
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const item = schema.items ? valueFor(schema.items, ids, depth + 1) : fc.jsonValue({ maxDepth: 1 });
      return fc.array(item, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    }
    case 'object': {
      if (depth > 4) return fc.constant({});
      // Optional fields are left out two times in three: a body with fewer fields passes the
      // cross-field rules more often, so more requests reach the services and the database.
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties ?? {}).map(([key, child]) => {
        const field = valueFor(child, ids, depth + 1).map((value) => [key, value] as const);
        return required.has(key)
          ? field
          : fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: field });
      });
      return fc
        .tuple(...fields)
        .map(
          (entries) => Object.fromEntries(entries.filter((e) => e !== undefined)) as Record<string, unknown>,
        );
    }
  }
  // `{}`: anything at all.
  return fc.jsonValue({ maxDepth: 2 });
}

// ——— mutations ———————————————————————————————————————————————————————————————————————————————

type Json = unknown;

/** Paths (lists of keys) to every value inside a JSON value, the root included. */
function pathsOf(value: Json, limit = 200): (string | number)[][] {
  const found: (string | number)[][] = [[]];
  const walk = (v: Json, path: (string | number)[], depth: number) => {
    if (found.length >= limit || depth > 6) return;
    if (Array.isArray(v)) {
      v.forEach((child, i) => {
        found.push([...path, i]);
        walk(child, [...path, i], depth + 1);
      });
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        found.push([...path, key]);
        walk(child, [...path, key], depth + 1);
      }
    }
  };
  walk(value, [], 0);
  return found;
}

type Container = Record<string | number, Json>;

/** A copy of `root` with the containers along `path` copied (the rest shared, never changed). */
function copyAlong(root: Json, path: (string | number)[]): { copy: Json; parent: Container } {
  const clone = (v: Json): Container => (Array.isArray(v) ? [...v] : { ...(v as object) }) as Container;
  const copy = clone(root);
  let node = copy;
  for (const key of path.slice(0, -1)) {
    const child = clone(node[key]);
    node[key] = child;
    node = child;
  }
  return { copy, parent: node };
}

function setAt(root: Json, path: (string | number)[], replacement: Json): Json {
  if (path.length === 0) return replacement;
  const { copy, parent } = copyAlong(root, path);
  // defineProperty, so a key such as `__proto__` becomes an own key as JSON.parse would make it.
  Object.defineProperty(parent, path.at(-1)!, {
    value: replacement,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

function removeAt(root: Json, path: (string | number)[]): Json {
  if (path.length === 0) return undefined;
  const { copy, parent } = copyAlong(root, path);
  if (Array.isArray(parent)) parent.splice(Number(path.at(-1)), 1);
  else delete parent[path.at(-1)!];
  return copy;
}

/** Paths of the leaves of one type (strings, numbers) in a value. */
function leavesOf(value: Json, type: 'string' | 'number') {
  const out: (string | number)[][] = [];
  const walk = (v: Json, path: (string | number)[], depth: number) => {
    if (depth > 6 || out.length > 100) return;
    if (typeof v === type) out.push(path);
    else if (Array.isArray(v)) {
      for (const [i, child] of v.entries()) walk(child, [...path, i], depth + 1);
    } else if (v !== null && typeof v === 'object')
      for (const [key, child] of Object.entries(v)) walk(child, [...path, key], depth + 1);
  };
  walk(value, [], 0);
  return out;
}

function getAt(root: Json, path: (string | number)[]): Json {
  let node = root;
  for (const key of path) node = (node as Container)[key];
  return node;
}

/** What PostgreSQL refuses in text and jsonb, slipped into otherwise valid text. */
const TAINTS = ['\u0000', '\ud83d', '\udc00', 'x\u0000', '\udbff\u0000'];

/** Integers just past a column's range, and numbers JavaScript keeps but a column may not. */
const BOUNDARY_NUMBERS = [
  2_147_483_648,
  -2_147_483_649,
  2 ** 31 * 2,
  2 ** 53 + 2,
  1e308,
  -1e308,
  5e-324,
  0.5,
  -1,
  0,
];

/** JSON text for a value; `RAW:<token>` strings become that token unquoted (numbers JS cannot hold). */
function toJsonText(value: Json): string {
  return JSON.stringify(value).replace(/"RAW:([^"]*)"/g, '$1');
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json;;',
  'application/merge-patch+json',
  'x/y/z',
  'application/jsonx',
  '',
];

interface BodyPlan {
  kind: string;
  text: string | Buffer | undefined;
  contentType?: string;
}

/**
 * Byte sequences that are not UTF-8: a lone continuation byte, a lead byte without its continuation,
 * an overlong `/`, a UTF-16 surrogate in CESU-8, bytes that never occur, Windows-1252's "é".
 */
const BROKEN_UTF8 = [[0x80], [0xc3, 0x28], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xff, 0xfe], [0xe9]].map((b) =>
  Buffer.from(b),
);

/** The JSON text with a sequence that is not UTF-8 inside its first string value (or in front). */
function withBrokenUtf8(text: string, pick: number): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const at = bytes.indexOf(':"');
  const cut = at < 0 ? 0 : at + 2;
  const broken = BROKEN_UTF8[pick % BROKEN_UTF8.length]!;
  return Buffer.concat([bytes.subarray(0, cut), broken, bytes.subarray(cut)]);
}

function bodyPlans(
  schema: JsonSchema,
  ids: readonly string[],
  bodyLimit: number,
  accepted: readonly Json[],
): fc.Arbitrary<BodyPlan> {
  const generated = valueFor(schema, ids);
  // Bodies the API has accepted before (read when generating, as the run finds them) are the best
  // ground for a single hostile change: everything else about them is known to pass.
  const valid = fc
    .tuple(generated, fc.nat(), fc.boolean())
    .map(([value, pick, reuse]) => (reuse && accepted.length > 0 ? accepted[pick % accepted.length] : value));
  const json =
    (kind: string) =>
    (value: Json): BodyPlan => ({ kind, text: toJsonText(value) });
  const mutated = fc
    .tuple(valid, fc.nat(), fc.array(hostileValue, { minLength: 1, maxLength: 3 }))
    .map(([value, pick, replacements]) => {
      let out = value;
      replacements.forEach((replacement, i) => {
        const paths = pathsOf(out).filter((p) => p.length > 0);
        if (paths.length === 0) return;
        out = setAt(out, paths[(pick + i * 7) % paths.length]!, replacement);
      });
      return out;
    });
  const rawNumber = fc.tuple(valid, fc.nat(), fc.constantFrom(...RAW_NUMBERS)).map(([value, pick, raw]) => {
    const paths = pathsOf(value).filter((p) => p.length > 0);
    return paths.length === 0 ? `RAW:${raw}` : setAt(value, paths[pick % paths.length]!, `RAW:${raw}`);
  });
  const missing = fc.tuple(valid, fc.nat()).map(([value, pick]) => {
    const paths = pathsOf(value).filter((p) => p.length > 0);
    return paths.length === 0 ? value : removeAt(value, paths[pick % paths.length]!);
  });
  const extra = fc
    .tuple(valid, fc.array(fc.tuple(hostileKeys, hostileValue), { minLength: 1, maxLength: 4 }))
    .map(([value, entries]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      let out: Json = value;
      for (const [key, child] of entries) out = setAt(out, [key], child);
      return out;
    });
  const rawText = fc.oneof(
    fc.constantFrom(
      '',
      '{',
      '{"a":',
      '[',
      'null',
      '"text"',
      '42',
      'true',
      '{"a":1,"a":2}',
      '\ufeff{}',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
      '{"a":"\\ud800"}',
      '{"a":"\\u0000"}',
      "{'single':'quotes'}",
      '{"a":1}garbage',
      '{"a":NaN}',
    ),
    fc.string({ maxLength: 60 }),
    fc.integer({ min: 100, max: 20_000 }).map((d) => '['.repeat(d) + ']'.repeat(d)),
    fc.integer({ min: 100, max: 20_000 }).map((d) => `${'{"a":'.repeat(d)}{"__proto__":1}${'}'.repeat(d)}`),
    fc.constant(`{"big":"${'y'.repeat(bodyLimit + 10)}"}`),
  );
  // Near-valid requests: one string of a valid body carries a NUL or a lone surrogate, or one
  // number sits just past its column; everything else passes, so the value reaches the database
  // unless the API stops it.
  const tainted = fc
    .tuple(valid, fc.nat(), fc.nat(), fc.constantFrom(...TAINTS))
    .map(([value, pick, at, taint]) => {
      const leaves = leavesOf(value, 'string');
      if (leaves.length === 0) return value;
      const path = leaves[pick % leaves.length]!;
      const text = getAt(value, path) as string;
      const i = text.length === 0 ? 0 : at % (text.length + 1);
      return setAt(value, path, text.slice(0, i) + taint + text.slice(i));
    });
  const boundary = fc
    .tuple(
      valid,
      fc.nat(),
      fc.oneof(
        fc.constantFrom(...BOUNDARY_NUMBERS),
        fc.constantFrom(...RAW_NUMBERS).map((r) => `RAW:${r}`),
      ),
    )
    .map(([value, pick, number]) => {
      const leaves = leavesOf(value, 'number');
      return leaves.length === 0 ? value : setAt(value, leaves[pick % leaves.length]!, number);
    });
  return fc.oneof(
    { weight: 3, arbitrary: valid.map(json('valid')) },
    { weight: 5, arbitrary: tainted.map(json('tainted string')) },
    { weight: 2, arbitrary: boundary.map(json('boundary number')) },
    { weight: 4, arbitrary: mutated.map(json('hostile field')) },
    { weight: 1, arbitrary: rawNumber.map(json('raw number')) },
    { weight: 2, arbitrary: missing.map(json('missing field')) },
    { weight: 2, arbitrary: extra.map(json('extra keys')) },
    { weight: 1, arbitrary: hostileValue.map(json('hostile body')) },
    { weight: 2, arbitrary: rawText.map((text): BodyPlan => ({ kind: 'raw text', text })) },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, fc.constantFrom(...CONTENT_TYPES)).map(
        ([value, contentType]): BodyPlan => ({
          kind: `content-type ${contentType || '(none)'}`,
          text: toJsonText(value),
          contentType,
        }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.nat())
        .map(
          ([value, pick]): BodyPlan => ({ kind: 'not UTF-8', text: withBrokenUtf8(toJsonText(value), pick) }),
        ),
    },
    { weight: 1, arbitrary: fc.constant<BodyPlan>({ kind: 'no body', text: undefined }) },
  );
}

// ——— query strings and paths —————————————————————————————————————————————————————————————————

/** Percent-encodings a browser would not send: NUL, broken UTF-8, CESU-8 surrogates, bare `%`. */
const RAW_QUERY_VALUES = [
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%BD',
  '%ED%B0%80',
  '%C0%80',
  '%FF',
  '%2500',
  '+',
  '%20%20',
];

function encodeValue(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  // A lone surrogate cannot be percent-encoded as UTF-8: send the CESU-8 bytes a broken client would.
  if (/\p{Cs}/u.test(text)) return '%ED%A0%BD';
  return encodeURIComponent(text);
}

function queryPlans(
  params: Parameter[],
  ids: readonly string[],
): fc.Arbitrary<{ kind: string; query: string }> {
  const validPairs = fc
    .tuple(
      ...params.map((p) =>
        fc.option(
          valueFor(p.schema ?? {}, ids).map((v) => [p.name, encodeValue(v)] as const),
          {
            freq: p.required ? 100 : 2,
            nil: undefined,
          },
        ),
      ),
    )
    .map((pairs) => pairs.filter((p): p is readonly [string, string] => p !== undefined));
  const hostilePair = fc.tuple(
    fc.oneof(
      fc.constantFrom(...params.map((p) => p.name)),
      fc.constantFrom('x', '__proto__', 'page[]', 'a%00', '%'),
    ),
    fc.oneof(hostileValue.map(encodeValue), fc.constantFrom(...RAW_QUERY_VALUES)),
  );
  const render = (pairs: readonly (readonly [string, string])[]) =>
    pairs.map(([k, v]) => `${k}=${v}`).join('&');
  // One parameter of a valid query carrying a NUL or a broken character, or an integer past its range.
  // Free text (no enum, no pattern) is where a taint passes every other rule: `q`, the audit filters.
  const freeText = params.filter((p) => p.schema?.type === 'string' && !p.schema.enum && !p.schema.pattern);
  const taintable = (freeText.length > 0 ? freeText : params).map((p) => p.name);
  const taintedPairs = fc
    .tuple(
      validPairs,
      fc.constantFrom(...taintable),
      fc.constantFrom('a%00b', '%00', '%ED%A0%BD', 'x%ED%B0%80', '%C0%80'),
    )
    .map(([pairs, name, taint]) => [...pairs.filter(([k]) => k !== name), [name, taint] as const]);
  const integers = params.filter((p) => p.schema?.type === 'integer').map((p) => p.name);
  const boundaryPairs = fc
    .tuple(
      validPairs,
      fc.constantFrom(...(integers.length > 0 ? integers : ['page'])),
      fc.constantFrom('2147483648', '-2147483649', '9007199254740993', '1e400', '-0', '0x10', '1.5', ''),
    )
    .map(([pairs, name, number]) => [...pairs.filter(([k]) => k !== name), [name, number] as const]);
  return fc.oneof(
    { weight: 3, arbitrary: validPairs.map((pairs) => ({ kind: 'valid query', query: render(pairs) })) },
    { weight: 4, arbitrary: taintedPairs.map((pairs) => ({ kind: 'tainted query', query: render(pairs) })) },
    {
      weight: 1,
      arbitrary: boundaryPairs.map((pairs) => ({ kind: 'boundary query', query: render(pairs) })),
    },
    {
      weight: 4,
      arbitrary: fc
        .tuple(validPairs, fc.array(hostilePair, { minLength: 1, maxLength: 4 }))
        .map(([pairs, hostile]) => ({ kind: 'hostile query', query: render([...pairs, ...hostile]) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          validPairs,
          fc.constantFrom(...params.map((p) => p.name)),
          fc.array(fc.string({ maxLength: 5 }), { minLength: 2, maxLength: 4 }),
        )
        .map(([pairs, name, values]) => ({
          kind: 'repeated parameter',
          query: render([...pairs, ...values.map((v) => [name, encodeURIComponent(v)] as const)]),
        })),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'long query', query: `q=${'q'.repeat(8_000)}` }) },
  );
}

const hostileSegments = fc.constantFrom(
  '%00',
  'x'.repeat(200),
  '..',
  '%2F',
  '%E0%A4%A',
  '%ED%A0%BD',
  '-1',
  '0',
  'null',
  '%25',
  '00000000-0000-0000-0000-00000000000g',
);

function pathArbitrary(op: Operation, ids: readonly string[]): fc.Arbitrary<string> {
  if (op.pathParams.length === 0) return fc.constant(op.path);
  const segment = fc.oneof(
    { weight: 6, arbitrary: ids.length > 0 ? fc.constantFrom(...ids) : fc.uuid() },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: hostileSegments },
  );
  return fc
    .tuple(...op.pathParams.map(() => segment))
    .map((values) => op.pathParams.reduce((path, p, i) => path.replace(`{${p.name}}`, values[i]!), op.path));
}

/** Requests for one operation: its path with real or hostile ids, and a body or a query as planned. */
export function requestsFor(
  op: Operation,
  options: {
    ids: readonly string[];
    bodyLimit: number;
    /** Bodies of this operation the API answered 2xx to; grows during the run. */
    accepted?: readonly unknown[];
  },
): fc.Arbitrary<GeneratedRequest> {
  const path = pathArbitrary(op, options.ids);
  const query =
    op.query.length > 0 ? queryPlans(op.query, options.ids) : fc.constant({ kind: '', query: '' });
  const body = op.body
    ? bodyPlans(op.body, options.ids, options.bodyLimit, options.accepted ?? [])
    : fc.constant<BodyPlan | undefined>(undefined);
  return fc.tuple(path, query, body).map(([p, q, b]) => {
    const headers: Record<string, string> = {};
    if (b?.text !== undefined) {
      const type = b.contentType ?? 'application/json';
      if (type) headers['content-type'] = type;
    }
    return {
      method: op.method,
      url: q.query ? `${p}?${q.query}` : p,
      headers,
      payload: b?.text,
      kind: [q.kind, b?.kind].filter(Boolean).join(' + ') || 'plain',
    };
  });
}
