import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sources } from '../test/sources.ts';

const SRC = import.meta.dirname;

// An object literal that opens with the spread of a helper's answer and goes on with four or more
// properties of its own, `{ ...meta(row), a, b, c, d }`: the shape of a row mapper or a column list. Node 20's V8 builds it off its fast path, about 0.8 µs per property
// after the spread (a driver row took 12 µs instead of 1), so a list of twenty rows paid a quarter of
// a millisecond for it (decision 0010 §4). Spread at the end (`withRecordMeta`) or in the middle is fast.
const SPREAD_FIRST =
  /\{\n([ \t]*)\.\.\.[\w.]+\([^\n]*\n((?:\1[A-Za-z_$'"[][^\n]*\n(?:\1(?:[ \t]+|[}\])])[^\n]*\n)*){4,})/g;

describe('hot paths', () => {
  it("no module or library maps rows with an object literal that opens with a helper's spread", () => {
    const offending = ['modules', 'lib'].flatMap((folder) =>
      sources(path.join(SRC, folder)).flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return [...text.matchAll(SPREAD_FIRST)].map(
          (m) => `${path.relative(SRC, file)}:${text.slice(0, m.index).split('\n').length}`,
        );
      }),
    );
    expect(offending).toEqual([]);
  });

  it('finds the pattern it forbids', () => {
    const text = 'return {\n  ...recordMeta(row),\n  a: 1,\n  b: 2,\n  c: {\n    d: 3,\n  },\n  e: 4,\n};\n';
    expect([...text.matchAll(SPREAD_FIRST)]).toHaveLength(1);
    expect([
      ...'return {\n  a: 1,\n  ...rest(),\n  b: 2,\n  c: 3,\n  d: 4,\n  e: 5,\n};\n'.matchAll(SPREAD_FIRST),
    ]).toHaveLength(0);
  });
});
