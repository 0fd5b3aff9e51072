import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { fromPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { prepareData } from '../src/db/seed.ts';

/**
 * Lists flat with size: the same list requests against the same server code on a table of 10 000 and
 * of 1 000 000 drivers (PostgreSQL), one user at a time. The target is a p50 at 1 000 000 rows within
 * 1.5× of the p50 at 10 000 for the first page, a filtered page, a search and page 2 000 (reached by
 * the cursor of page 1 999, as the web's "next" does). Also the cost of signing in: a list ÷ /auth/me
 * and /auth/me ÷ /healthz in req/s, at 10 connections.
 */
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SIZES = (process.env.BENCH_LIST_SIZES ?? '10000,1000000').split(',').map(Number);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const apiRoot = path.resolve(import.meta.dirname, '..');

const FIRST =
  "array['Juan','María','José','Guadalupe','Luis','Ana','Carlos','Rosa','Miguel','Laura','Jorge','Elena']";
const LAST =
  "array['García','Hernández','López','Martínez','González','Pérez','Rodríguez','Sánchez','Ramírez','Cruz','Flores','Gómez','Díaz','Reyes','Morales']";

async function fillDrivers(url: string, rows: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`
    insert into drivers (first_name, last_name, phone, licence_number, licence_type, licence_expiry,
      hazmat_permit_number, hazmat_permit_expiry, status)
    select (${FIRST})[1 + i % 12],
      (${LAST})[1 + (i * 7) % 15] || ' ' || (${LAST})[1 + (i * 11) % 15] || ' ' || (i % 997),
      '55 ' || (10000000 + i), 'BEN-' || i, case when i % 5 = 0 then 'C' else 'E' end,
      current_date + ((i % 1500) - 200),
      case when i % 3 = 0 then 'MP-' || i end,
      case when i % 3 = 0 then current_date + ((i % 900) - 100) end,
      case when i % 10 = 0 then 'inactive' else 'active' end
    from generate_series(0, ${rows - 1}) i`);
  await client.query('vacuum analyze drivers');
  // The cursor of page 1 999's last row: page 2 000 as the web reaches it.
  const { rows: at } = await client.query<{ last_name: string; id: string }>(
    'select last_name, id from drivers where archived_at is null order by last_name, id offset 39999 limit 1',
  );
  await client.end();
  const row = at[0];
  return row ? Buffer.from(JSON.stringify([row.last_name, row.id])).toString('base64url') : undefined;
}

async function database(name: string) {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const db = fromPostgres(url.toString(), 2);
  await runMigrations(db);
  await prepareData(db.db, { demoData: true });
  await db.close();
  return url.toString();
}

async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

function startServer(url: string, port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recolecta-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      JOB_WORKER: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<{ stop(): Promise<void> }>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      if (out.includes('Demo logins') || out.includes('listening')) {
        resolve({
          stop: async () => {
            child.kill('SIGTERM');
            await new Promise((r) => child.once('exit', r));
            rmSync(dataDir, { recursive: true, force: true });
          },
        });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function measure(port: number, urlPath: string, token: string | undefined, connections: number) {
  const run = () =>
    autocannon({
      url: `http://127.0.0.1:${port}${urlPath}`,
      connections,
      duration: DURATION,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  await run(); // warm-up
  const result = await run();
  if (result.non2xx > 0) throw new Error(`${urlPath}: ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

type Result = { rps: number; p50: number; p99: number };

async function main() {
  const bySize = new Map<number, Record<string, Result>>();
  let port = 3760;
  for (const size of SIZES) {
    const name = `recolecta_bench_lists_${size}`;
    process.stdout.write(`filling ${size} drivers…\n`);
    const url = await database(name);
    const cursor = await fillDrivers(url, size);
    const server = await startServer(url, port);
    try {
      const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@recolecta.test', password: 'recolecta-demo' }),
      });
      const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
      const scenarios: Record<string, [string, boolean, number]> = {
        'first page': ['/api/v1/drivers?pageSize=20', true, 1],
        'filtered page (inactive, licence C)': [
          '/api/v1/drivers?pageSize=20&status=inactive&licenceType=C',
          true,
          1,
        ],
        'search "garc"': ['/api/v1/drivers?pageSize=20&q=garc', true, 1],
        'page 2 000 (cursor)': [
          `/api/v1/drivers?pageSize=20${cursor ? `&after=${cursor}` : '&page=2000'}`,
          true,
          1,
        ],
        'healthz, 10 conn.': ['/healthz', false, 10],
        '/auth/me, 10 conn.': ['/api/v1/auth/me', true, 10],
        'first page, 10 conn.': ['/api/v1/drivers?pageSize=20', true, 10],
      };
      const results: Record<string, Result> = {};
      for (const [label, [urlPath, auth, connections]] of Object.entries(scenarios)) {
        results[label] = await measure(port, urlPath, auth ? token : undefined, connections);
        process.stdout.write(
          `  ${size} ${label}: p50 ${results[label]!.p50} ms, ${results[label]!.rps.toFixed(0)} req/s\n`,
        );
      }
      bySize.set(size, results);
    } finally {
      await server.stop();
      await dropDatabase(name);
    }
    port++;
  }

  const [small, large] = [SIZES[0]!, SIZES.at(-1)!];
  const a = bySize.get(small)!;
  const b = bySize.get(large)!;
  const lines = [
    `PostgreSQL, one user, ${DURATION} s per scenario after a warm-up; p50 in ms`,
    '',
    `| list request | p50 at ${small} | p50 at ${large} | ratio (target ≤ 1.5) |`,
    '|---|---:|---:|---:|',
  ];
  for (const label of [
    'first page',
    'filtered page (inactive, licence C)',
    'search "garc"',
    'page 2 000 (cursor)',
  ]) {
    const x = a[label]!;
    const y = b[label]!;
    lines.push(`| ${label} | ${x.p50} | ${y.p50} | ${(y.p50 / Math.max(x.p50, 1)).toFixed(2)} |`);
  }
  lines.push('', `| at ${large} rows, 10 connections | req/s | ratio | target |`, '|---|---:|---:|---:|');
  const health = b['healthz, 10 conn.']!;
  const me = b['/auth/me, 10 conn.']!;
  const list = b['first page, 10 conn.']!;
  lines.push(`| /healthz | ${health.rps.toFixed(0)} | 1 | |`);
  lines.push(`| /auth/me | ${me.rps.toFixed(0)} | ${(me.rps / health.rps).toFixed(2)} of /healthz | ≥ 0.1 |`);
  lines.push(
    `| drivers, first page | ${list.rps.toFixed(0)} | ${(list.rps / me.rps).toFixed(2)} of /auth/me | ≥ 0.5 |`,
  );
  process.stdout.write(`\n${lines.join('\n')}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
