import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sources } from '../test/sources.ts';

const SRC = import.meta.dirname;

/** Where each file's relative imports point, as paths under src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from '(\.[^']+)'/g)].map((m) =>
    path.relative(SRC, path.resolve(path.dirname(file), m[1]!)),
  );
}

const under = (folder: string) => sources(path.join(SRC, folder)).map((f) => [f, importsOf(f)] as const);

describe('dependencies run one way', () => {
  it('lib/ imports no module', () => {
    const offending = under('lib').filter(([, imports]) => imports.some((i) => i.startsWith('modules/')));
    expect(offending.map(([f]) => path.relative(SRC, f))).toEqual([]);
  });

  it('auth does not import accounts (accounts builds on auth)', () => {
    const offending = under('modules/auth').filter(([, imports]) =>
      imports.some((i) => i.startsWith('modules/accounts/')),
    );
    expect(offending.map(([f]) => path.relative(SRC, f))).toEqual([]);
  });
});
