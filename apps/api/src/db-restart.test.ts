import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.ts';

/**
 * The real server process on a PostgreSQL of its own (Debian's cluster tools, never the main
 * cluster), under a write load, while that PostgreSQL restarts and then stops for a few seconds: the
 * process stays up, every request meanwhile answers 503 DATABASE_UNAVAILABLE with Retry-After, and
 * writes, /readyz and the job worker come back by themselves once the database does.
 */
const PREFIX = 'recolecta_restart_';
const CLUSTER = `${PREFIX}${process.pid}`;
const tools = existsSync('/usr/bin/pg_createcluster') && process.getuid?.() === 0;
/** The installed PostgreSQL's major version, as Debian's tools name it (`/etc/postgresql/15`). */
const VERSION = existsSync('/etc/postgresql') ? (readdirSync('/etc/postgresql').sort().at(-1) ?? '15') : '15';
const onPostgres = process.env.TEST_DB === 'pg';
const apiRoot = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

/** How long the database stays stopped in the second fault. */
const OUTAGE_MS = 5_000;
/** How soon after the database is back writes must succeed again. */
const RECOVERY_MS = 15_000;
const LOOPS = 4;

const pgctl = (...args: string[]) =>
  run('pg_ctlcluster', ['--skip-systemctl-redirect', VERSION, CLUSTER, ...args], { timeout: 60_000 });

/** Clusters left by a run of this file that was killed before its cleanup (its pid is gone). */
function dropLeftovers() {
  const clusters = execFileSync('pg_lsclusters', ['-h'], { encoding: 'utf8' });
  for (const line of clusters.split('\n')) {
    const [version, name] = line.split(/\s+/);
    if (!version || !name?.startsWith(PREFIX)) continue;
    const pid = Number(name.slice(PREFIX.length));
    if (pid === process.pid || isAlive(pid)) continue;
    execFileSync('pg_dropcluster', ['--stop', version, name], { stdio: 'pipe' });
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface Answer {
  at: number;
  status: number | 'network';
  code?: string;
  retryAfter?: string | null;
  detail?: string;
}

if (onPostgres && !tools) {
  describe('a database restart under load', () => {
    it.skip('needs root and Debian’s pg_createcluster to run a PostgreSQL of its own', () => {});
  });
}

describe.runIf(onPostgres && tools)('a database restart under load', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recolecta-restart-'));
  let server: ChildProcess | undefined;
  let output = '';
  let exited: number | null | undefined;
  let base = '';

  /** Waits for `check`, failing at once with the server's output if the process has exited. */
  async function waitFor(what: string, limitMs: number, check: () => boolean | Promise<boolean>) {
    const until = Date.now() + limitMs;
    while (!(await check())) {
      if (exited !== undefined)
        throw new Error(`the server exited (${exited}) waiting for ${what}: ${output.slice(-3000)}`);
      if (Date.now() > until) throw new Error(`not within ${limitMs} ms: ${what}`);
      await sleep(50);
    }
  }

  beforeAll(async () => {
    dropLeftovers();
    const dbPort = await freePort();
    execFileSync(
      'pg_createcluster',
      [
        VERSION,
        CLUSTER,
        '--port',
        String(dbPort),
        '-o',
        'fsync=off',
        '--',
        '--auth-host=trust',
        '--auth-local=trust',
      ],
      { stdio: 'pipe' },
    );
    await pgctl('start');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: `postgres://postgres@127.0.0.1:${dbPort}/postgres`,
        DEMO_DATA: 'true',
        RATE_LIMIT_PER_MINUTE: '0',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d) => (output += d));
    server.stderr!.on('data', (d) => (output += d));
    server.on('exit', (code) => (exited = code));
    await waitFor('the server listens', 60_000, async () => {
      return fetch(`${base}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
    });
  }, 120_000);

  afterAll(async () => {
    server?.kill('SIGKILL');
    try {
      execFileSync('pg_dropcluster', ['--stop', VERSION, CLUSTER], { stdio: 'pipe' });
    } catch {
      // Nothing was created.
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('stays up, answers 503 with Retry-After meanwhile and recovers by itself', async () => {
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@recolecta.test', password: 'recolecta-demo' }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;

    const answers: Answer[] = [];
    let n = 0;
    let stop = false;
    const write = async (): Promise<Answer> => {
      const i = n++;
      const at = Date.now();
      try {
        const res = await fetch(`${base}/api/v1/drivers`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            firstName: 'Carga',
            lastName: `Reinicio ${i}`,
            email: `carga${i}@example.test`,
            licenceNumber: `RST-${i}`,
            licenceType: 'E',
            licenceExpiry: '2099-01-01',
            status: 'active',
          }),
          signal: AbortSignal.timeout(20_000),
        });
        const body = (await res.json().catch(() => ({}))) as { code?: string };
        return { at, status: res.status, code: body.code, retryAfter: res.headers.get('retry-after') };
      } catch (error) {
        return { at, status: 'network', detail: String(error) };
      }
    };
    const loops = Array.from({ length: LOOPS }, async () => {
      while (!stop) answers.push(await write());
    });
    const since = (t: number) => answers.filter((a) => a.at >= t);
    const ready = async () => (await fetch(`${base}/readyz`).catch(() => null))?.status;

    try {
      await waitFor('writes under load', 20_000, () => answers.filter((a) => a.status === 201).length >= 10);

      // A restart (PostgreSQL's fast shutdown: every backend is terminated mid-transaction).
      const restartedAt = Date.now();
      await pgctl('restart');
      const backAt = Date.now();
      await waitFor('writes after the restart', RECOVERY_MS, () =>
        since(backAt).some((a) => a.status === 201),
      );
      expect(exited, output).toBeUndefined();
      expect(since(restartedAt).length).toBeGreaterThan(0);

      // An immediate stop (the backends are killed, no checkpoint), the database away for a while, a start.
      const stoppedAt = Date.now();
      await pgctl('stop', '-m', 'immediate');
      await waitFor('503s while the database is away', OUTAGE_MS * 4, async () => {
        const away = since(stoppedAt).filter((a) => a.status === 503).length;
        return Date.now() - stoppedAt >= OUTAGE_MS && away >= LOOPS && (await ready()) === 503;
      });
      expect(exited, output).toBeUndefined();
      const startedAt = Date.now();
      await pgctl('start');
      await waitFor('writes after the start', RECOVERY_MS, () =>
        since(startedAt).some((a) => a.status === 201),
      );
      await waitFor('/readyz after the start', RECOVERY_MS, async () => (await ready()) === 200);
    } finally {
      stop = true;
      await Promise.all(loops);
    }

    expect(exited, output).toBeUndefined();
    // Every answer was a write done or 503 DATABASE_UNAVAILABLE with Retry-After: never a 500, never a
    // connection cut.
    const odd = answers.filter(
      (a) =>
        a.status !== 201 && !(a.status === 503 && a.code === 'DATABASE_UNAVAILABLE' && a.retryAfter === '5'),
    );
    expect(odd, output.slice(-3000)).toEqual([]);
    expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);

    // The job worker runs jobs again: a queued e-mail is delivered (into DATA_DIR/mail), no restart needed.
    const mailDir = path.join(dataDir, 'mail');
    const mails = () => (existsSync(mailDir) ? readdirSync(mailDir).length : 0);
    const before = mails();
    const reset = await fetch(`${base}/api/v1/auth/initiate-reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@recolecta.test' }),
    });
    expect(reset.status).toBe(200);
    await waitFor('the job worker delivers mail', RECOVERY_MS, () => mails() > before);
    expect(exited, output).toBeUndefined();
  }, 90_000);
});
