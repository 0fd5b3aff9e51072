import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { empty } from '../src/lists.ts';
import { chanceThreshold, Rng } from '../src/rng.ts';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

// The search runs millions of iterations; what it allocates in each one is paid again in garbage
// collection, on this thread and on V8's helper threads, which the CPU clock counts (0016).
describe('the search allocates little per iteration', () => {
  it('Rng.below(chanceThreshold(p)) draws as next() < p does, integer threshold and all', () => {
    for (const p of [0, 1e-9, 0.01, 1 / 3, 0.5, 0.99, 1]) {
      const a = new Rng(42);
      const b = new Rng(42);
      const threshold = chanceThreshold(p);
      expect(Number.isInteger(threshold)).toBe(true);
      for (let k = 0; k < 20_000; k++) expect(a.below(threshold)).toBe(b.next() < p);
      // Both generators moved on alike.
      expect(a.next()).toBe(b.next());
    }
  });

  it('empty() empties a list in place', () => {
    const list = [3, 1, 4, 1, 5];
    const same = list;
    empty(list);
    expect(list).toEqual([]);
    expect(list).toBe(same);
    list.push(9);
    expect(same).toEqual([9]);
  });

  it('no list of the search is emptied by setting its length (V8 then gives up its storage)', () => {
    const offenders = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) =>
        readFileSync(`${SRC}${f}`, 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `${f}:${i + 1}`, line }))
          .filter(({ line }) => /\.length\s*=\s*0\b/.test(line) && !line.trim().startsWith('*')),
      );
    expect(offenders.map((o) => o.where)).toEqual([]);
  });
});
