import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { realisticDay } from '../bench/realistic.ts';
import { checkSolution } from '../src/check/check.ts';
import { checkSolomon } from '../src/check/solomon-check.ts';
import { readSolomon } from '../src/solomon.ts';
import type { Route } from '../src/types.ts';
import { REPO_ROOT, SOLOMON_DIR } from './paths.ts';

const run = promisify(execFile);

describe('command line', () => {
  it('prints one JSON object for a Solomon file', async () => {
    const file = `${SOLOMON_DIR}/RC101.txt`;
    const { stdout } = await run(
      'npx',
      ['tsx', 'packages/vrp/src/cli.ts', file, '--time-limit-ms', '300', '--seed', '2', '--clock', 'cpu'],
      {
        cwd: REPO_ROOT,
      },
    );
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0]!);
    expect(Object.keys(out).sort()).toEqual([
      'clock',
      'distance',
      'instance',
      'ms',
      'routes',
      'truncated',
      'unassigned',
      'vehicles',
    ]);
    expect(out.truncated).toBe(false);
    expect(out.instance).toBe('RC101');
    expect(out.unassigned).toEqual([]);
    expect(out.vehicles).toBe(out.routes.length);
    expect(out.ms).toBeGreaterThanOrEqual(300);
    const check = checkSolomon(readSolomon(file), out.routes);
    expect(check.violations).toEqual([]);
    expect(out.distance).toBeCloseTo(check.distance, 6);
  }, 30_000);
});

describe('command line with a JSON problem', () => {
  it('solves the general model, with stores and breaks, and reports the checker verdict', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vrp-cli-'));
    const file = join(dir, 'day.json');
    const problem = realisticDay({ stops: 30, vehicles: 3, seed: 7 });
    const { matrix } = problem;
    writeFileSync(
      file,
      JSON.stringify({
        ...problem,
        matrix: {
          size: matrix.size,
          distances: Array.from(matrix.distances),
          durations: Array.from(matrix.durations),
        },
      }),
    );
    try {
      const { stdout } = await run(
        'npx',
        ['tsx', 'packages/vrp/src/cli.ts', file, '--max-iterations', '300', '--clock', 'cpu'],
        { cwd: REPO_ROOT },
      );
      const out = JSON.parse(stdout.trim());
      expect(out.feasible).toBe(true);
      expect(out.violations).toEqual([]);
      expect(out.unassigned).toEqual([]);
      expect(out.routes.some((r: Route) => r.stops.some((s) => s.type === 'store'))).toBe(true);
      expect(checkSolution(problem, out).violations).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
