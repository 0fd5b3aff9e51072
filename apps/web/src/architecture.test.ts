import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One-way dependencies of the web app: app → features → components, lib, i18n, theme. A feature
 * imports no other feature (what two features share lives in components/ or lib/), and reaches the
 * signed-in user and their permissions through lib/access.ts.
 */
const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

interface Edge {
  from: string;
  to: string;
}

const edges: Edge[] = sourceFiles(SRC).flatMap((file) => {
  const code = readFileSync(file, 'utf8');
  const specifiers = [...code.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
  return specifiers.map((spec) => ({
    from: relative(SRC, file),
    to: relative(SRC, resolve(dirname(file), spec)),
  }));
});

const top = (path: string) => path.split('/')[0]!;
const feature = (path: string) => (path.startsWith('features/') ? path.split('/')[1] : undefined);
const isTest = (path: string) => /\.test\.tsx?$/.test(path);
const show = (list: Edge[]) => list.map((e) => `${e.from} → ${e.to}`);

describe('dependencies of the web app', () => {
  it('reads some imports (the scan works)', () => {
    expect(edges.length).toBeGreaterThan(100);
  });

  it('features do not import each other', () => {
    const crossing = edges.filter((e) => {
      const from = feature(e.from);
      const to = feature(e.to);
      return from !== undefined && to !== undefined && from !== to;
    });
    expect(show(crossing)).toEqual([]);
  });

  it('lib/, components/, i18n/ and theme/ import no feature and nothing of app/', () => {
    const shared = new Set(['lib', 'components', 'i18n', 'theme']);
    const upward = edges.filter(
      (e) => shared.has(top(e.from)) && (top(e.to) === 'features' || top(e.to) === 'app'),
    );
    expect(show(upward)).toEqual([]);
  });

  it('nothing outside app/ reaches into app/', () => {
    const into = edges.filter(
      (e) => top(e.to) === 'app' && top(e.from) !== 'app' && e.from !== 'main.tsx' && !isTest(e.from),
    );
    expect(show(into)).toEqual([]);
  });

  it('features reach the signed-in user through lib/access.ts only', () => {
    // The session's own modules (the stored token and its claims) are for the app shell and auth; a
    // feature may check an answer that carries the user (parse-me) and change the user's preferences.
    const around = edges.filter(
      (e) => feature(e.from) !== undefined && feature(e.from) !== 'auth' && e.to.startsWith('lib/session/'),
    );
    const allowed = new Set([
      'lib/session/onboarding-step.ts',
      'lib/session/parse-me.ts',
      'lib/session/preferences.ts',
    ]);
    expect(show(around.filter((e) => !allowed.has(e.to)))).toEqual([]);
  });
});

describe('forms', () => {
  it('every form turns the browser’s own validation bubbles off (noValidate): the app’s messages speak', () => {
    const missing = sourceFiles(SRC).flatMap((file) => {
      const code = readFileSync(file, 'utf8');
      return [...code.matchAll(/<Form(<[^>]*>)?(?=[\s>])/g)]
        .filter((m) => !/^\s+noValidate\b/.test(code.slice(m.index + m[0].length)))
        .map(() => relative(SRC, file));
    });
    expect(missing).toEqual([]);
  });
});

describe('the URL', () => {
  it('pages change the query string through lib/use-url-params.ts only (its setter builds on the latest URL)', () => {
    const direct = sourceFiles(SRC)
      .filter((file) => !isTest(relative(SRC, file)) && !file.endsWith('use-url-params.ts'))
      .filter((file) => /\[\s*\w+\s*,\s*\w+\s*\]\s*=\s*useSearchParams\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(direct).toEqual([]);
  });
});
