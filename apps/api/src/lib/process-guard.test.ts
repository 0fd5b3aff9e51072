import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const apiRoot = path.resolve(import.meta.dirname, '../..');

/** A real process with the guard, in which a promise nobody awaits fails with `reason`. */
function runWith(reason: string) {
  const script = `
    import { carryOnWhenTheDatabaseIsAway } from './src/lib/process-guard.ts';
    carryOnWhenTheDatabaseIsAway({ warn: (_o, message) => console.log('warned: ' + message) });
    process.on('uncaughtException', (error) => { console.log('uncaught: ' + error.message); process.exit(7); });
    Promise.reject(${reason});
    setTimeout(() => console.log('still running'), 50);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: apiRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

describe.skipIf(process.env.TEST_DB === 'pg')('the process guard', () => {
  it('carries on after a background rejection that says the database is away', async () => {
    const { code, output } = await runWith(`new Error('Connection terminated unexpectedly')`);
    expect(output).toContain('warned: a background task failed while the database is away');
    expect(output).toContain('still running');
    expect(code).toBe(0);
  });

  it('hands any other unhandled rejection on as an uncaught exception', async () => {
    const { code, output } = await runWith(`new TypeError('a bug')`);
    expect(output).toContain('uncaught: a bug');
    expect(output).not.toContain('still running');
    expect(code).toBe(7);
  });
});
