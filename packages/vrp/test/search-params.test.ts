import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH, type SearchOverrides, searchParams } from '../src/search.ts';
import { readSolomon, solomonProblem } from '../src/solomon.ts';
import { solve } from '../src/solve.ts';
import { REPO_ROOT, SOLOMON_DIR } from './paths.ts';

describe('search settings for tuning (SolveOptions.search, --params)', () => {
  it('are the defaults, in a copy of their own, when nothing is changed', () => {
    const params = searchParams();
    expect(params).toEqual(DEFAULT_SEARCH);
    params.ruin.averageRemoved = 99;
    params.blinkRate = 0.5;
    expect(DEFAULT_SEARCH.ruin.averageRemoved).not.toBe(99);
    expect(DEFAULT_SEARCH.blinkRate).not.toBe(0.5);
  });

  it("change the named fields only, the ruin's one by one", () => {
    const params = searchParams({ copyBestRate: 0, swapStar: true, ruin: { averageRemoved: 15 } });
    expect(params).toEqual({
      ...DEFAULT_SEARCH,
      copyBestRate: 0,
      swapStar: true,
      ruin: { ...DEFAULT_SEARCH.ruin, averageRemoved: 15 },
    });
  });

  it('refuse a misspelt name or a value of the wrong kind, saying which', () => {
    const bad = (overrides: unknown) => () => searchParams(overrides as SearchOverrides);
    expect(bad({ copyBestRat: 0 })).toThrow('unknown search setting "copyBestRat"');
    expect(bad({ ruin: { average: 3 } })).toThrow('unknown search setting "ruin.average"');
    expect(bad({ blinkRate: '0.1' })).toThrow('search setting "blinkRate" must be a number');
    expect(bad({ swapStar: 1 })).toThrow('search setting "swapStar" must be a boolean');
    expect(bad({ ruin: 3 })).toThrow('search setting "ruin" must be an object');
  });

  it('reach the search: a changed ruin changes the answer, no change keeps it', () => {
    const problem = solomonProblem(readSolomon(`${SOLOMON_DIR}/R101.txt`));
    const run = (search?: SearchOverrides) =>
      solve(problem, { maxIterations: 1500, seed: 4, ...(search ? { search } : {}) }).distance;
    const plain = run();
    expect(run({})).toBe(plain);
    expect(run({ ruin: { averageRemoved: 2, maxString: 2 } })).not.toBe(plain);
    expect(() => run({ nope: 1 } as SearchOverrides)).toThrow('unknown search setting "nope"');
  });

  it('on the command line, a misspelt setting stops it with exit code 2 and the reason', async () => {
    const cli = promisify(execFile)(
      'npx',
      ['tsx', 'packages/vrp/src/cli.ts', `${SOLOMON_DIR}/R101.txt`, '--params', '{"copyBestRat":0}'],
      { cwd: REPO_ROOT },
    );
    await expect(cli).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--params: unknown search setting "copyBestRat"'),
    });
  });
});
