import type { ErrorDetail } from '@recolecta/shared/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { utf8Text } from '../lib/utf8.ts';
import { validationError } from '../lib/validation.ts';

/**
 * Text PostgreSQL cannot store: U+0000 (refused in `text`) and UTF-16 surrogates without their pair
 * (refused in `jsonb`, and no character at all). `JSON.parse` and the query-string parser let both
 * through, so they are looked for here, in every request at once, rather than field by field.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is exactly what is looked for.
const UNSTORABLE = /[\u0000\p{Cs}]/u;

export function isStorableText(value: string) {
  return !UNSTORABLE.test(value);
}

/** A path as the client can read it: the offending characters of a key shown as U+FFFD. */
const printable = (key: string) => key.replace(new RegExp(UNSTORABLE.source, 'gu'), '\uFFFD');

interface Step {
  value: unknown;
  key: string | null;
  parent: Step | null;
}

/** `a.0.b` from the chain of keys that led to a value. */
function pathOf(step: Step, last?: string) {
  const keys: string[] = last === undefined ? [] : [last];
  for (let s: Step | null = step; s?.key != null; s = s.parent) keys.push(s.key);
  const path = keys.reverse().join('.');
  // A path thousands of levels deep is named by its start.
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

/**
 * The paths of every string (value or key) in a parsed body, query or params that holds unstorable
 * text. Walked with a stack of its own and parent links, so a deeply nested body neither exhausts
 * the call stack nor copies its path at every level.
 */
export function unstorableTextPaths(root: unknown, limit = 20): string[] {
  const found: string[] = [];
  const stack: Step[] = [{ value: root, key: null, parent: null }];
  while (stack.length > 0 && found.length < limit) {
    const step = stack.pop()!;
    const { value } = step;
    if (typeof value === 'string') {
      if (!isStorableText(value)) found.push(pathOf(step));
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i], key: String(i), parent: step });
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (isStorableText(key)) stack.push({ value: child, key, parent: step });
        else found.push(pathOf(step, printable(key)));
      }
    }
  }
  return found;
}

/**
 * Refuses a JSON or plain-text body that is not UTF-8 with 400 `INVALID_UTF8` before it is parsed
 * (Fastify's own parsers would read each bad byte as U+FFFD), and refuses a request whose body,
 * query or path parameters hold NUL bytes or lone surrogates with 422 naming each field
 * (`validation.text`), before its route's own validation and before anything is written. Runs for
 * every route, with or without schemas.
 */
export default fp(
  async function input(app: FastifyInstance) {
    const json = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const text = utf8Text(body as Buffer);
      if (text === null) return done(new AppError('INVALID_UTF8'), undefined);
      json(request, text, done);
    });
    app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_request, body, done) => {
      const text = utf8Text(body as Buffer);
      if (text === null) return done(new AppError('INVALID_UTF8'), undefined);
      done(null, text);
    });

    app.addHook('preValidation', async (request) => {
      // An unknown path answers 404 whatever it was sent.
      if (request.is404) return;
      const details: ErrorDetail[] = [];
      const parts = [
        ['', request.body],
        ['query.', request.query],
        ['params.', request.params],
      ] as const;
      for (const [prefix, value] of parts) {
        for (const path of unstorableTextPaths(value)) {
          details.push({ path: prefix + path, message: 'validation.text' });
        }
      }
      if (details.length > 0) throw validationError(details);
    });
  },
  { name: 'input' },
);
