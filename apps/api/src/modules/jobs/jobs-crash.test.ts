import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { crashingJob } from '../../../test/crashing-job-process.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { insertJob } from './enqueue.ts';

// A job that takes its process down (an image pdfkit could not decode did, in a zlib callback) is
// run by real processes, one after the other as restarts would: each claim is an attempt, so it
// ends `failed` after its attempts instead of killing every restart.
const apiRoot = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'recolecta-crash-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** One process life: its exit code and what it printed. */
function run(jobId: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/crashing-job-process.ts'], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: dataDir, JOB_ID: jobId },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

describe.skipIf(process.env.TEST_DB === 'pg')('a job that kills its process', () => {
  it('is tried maxAttempts times across restarts, then failed saying its process stopped', async () => {
    const database = await openDatabase({ dataDir });
    let jobId: string;
    try {
      await runMigrations(database);
      jobId = (await insertJob(database.db, crashingJob, {}, { maxAttempts: 2 })).id;
    } finally {
      await database.close();
    }

    const exits: (number | null)[] = [];
    let last: Awaited<ReturnType<typeof run>>;
    do {
      last = await run(jobId);
      exits.push(last.code);
    } while (last.code !== 0 && exits.length < 5);

    // Two processes died running it; the third found it failed and ran nothing.
    expect(exits, last.stderr.slice(-2000)).toEqual([1, 1, 0]);
    expect(JSON.parse(last.stdout.trim().split('\n').at(-1)!)).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'Its process stopped while running it (attempt 2 of 2, lease lapsed)',
    });
  }, 120_000);
});
