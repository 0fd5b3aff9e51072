import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkSolomon } from '../src/check/solomon-check.ts';
import { readSolomon } from '../src/solomon.ts';
import { REPO_ROOT, SOLOMON_DIR } from './paths.ts';

const run = promisify(execFile);

describe('command line', () => {
  it('prints one JSON object for a Solomon file', async () => {
    const file = `${SOLOMON_DIR}/RC101.txt`;
    const { stdout } = await run(
      'npx',
      ['tsx', 'packages/vrp/src/cli.ts', file, '--time-limit-ms', '300', '--seed', '2'],
      {
        cwd: REPO_ROOT,
      },
    );
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0]!);
    expect(Object.keys(out).sort()).toEqual([
      'distance',
      'instance',
      'ms',
      'routes',
      'unassigned',
      'vehicles',
    ]);
    expect(out.instance).toBe('RC101');
    expect(out.unassigned).toEqual([]);
    expect(out.vehicles).toBe(out.routes.length);
    expect(out.ms).toBeGreaterThanOrEqual(300);
    const check = checkSolomon(readSolomon(file), out.routes);
    expect(check.violations).toEqual([]);
    expect(out.distance).toBeCloseTo(check.distance, 6);
  }, 30_000);
});
