import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, fromPostgres, openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { auditLog } from '../src/db/schema/audit.ts';
import { drivers } from '../src/db/schema/drivers.ts';
import { prepareData } from '../src/seed/seed.ts';
import { PG_URL, runBench } from './support.ts';

/**
 * `npm run bench`: the real server in a child process, on PGlite and on PostgreSQL, loaded by
 * autocannon from this process. Each authenticated list is compared with /healthz on the same server,
 * so the ratio says what the database and auth cost, whatever the machine.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const apiRoot = path.resolve(import.meta.dirname, '..');

interface Scenario {
  name: string;
  path: string;
  auth: boolean;
  /** 1 measures the latency one user sees; 10 measures throughput. */
  connections?: number;
}

const DRIVER_ROWS = Number(process.env.BENCH_DRIVERS ?? 100_000);

const SCENARIOS: Scenario[] = [
  { name: 'healthz', path: '/healthz', auth: false },
  { name: 'audit list (20 of 5 000 rows)', path: '/api/v1/audit?page=3&pageSize=20', auth: true },
  { name: `drivers page 1 of ${DRIVER_ROWS}`, path: '/api/v1/drivers?pageSize=20', auth: true },
  { name: 'drivers, 1 user, page 1', path: '/api/v1/drivers?pageSize=20', auth: true, connections: 1 },
  {
    name: 'drivers, 1 user, page 2 000 by expiry desc',
    path: '/api/v1/drivers?pageSize=20&page=2000&sort=licenceExpiry:desc',
    auth: true,
    connections: 1,
  },
  {
    name: 'drivers, 1 user, search "garc"',
    path: '/api/v1/drivers?pageSize=20&q=garc',
    auth: true,
    connections: 1,
  },
  {
    name: 'drivers, 1 user, expiring or expired, active',
    path: '/api/v1/drivers?pageSize=20&documents=attention&status=active',
    auth: true,
    connections: 1,
  },
];

const FIRST = [
  'Juan',
  'María',
  'José',
  'Guadalupe',
  'Luis',
  'Ana',
  'Carlos',
  'Rosa',
  'Miguel',
  'Laura',
  'Jorge',
  'Elena',
];
const LAST = [
  'García',
  'Hernández',
  'López',
  'Martínez',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Gómez',
];

function day(offset: number) {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

async function fillDrivers(database: Database) {
  for (let start = 0; start < DRIVER_ROWS; start += 2000) {
    const batch = Array.from({ length: Math.min(2000, DRIVER_ROWS - start) }, (_, k) => {
      const i = start + k;
      return {
        firstName: FIRST[i % FIRST.length]!,
        lastName: `${LAST[(i * 7) % LAST.length]} ${LAST[(i * 11) % LAST.length]}`,
        phone: `55 ${String(10_000_000 + i).slice(0, 8)}`,
        licenceNumber: `BEN-${i}`,
        licenceType: i % 5 === 0 ? 'C' : 'E',
        licenceExpiry: day((i % 1500) - 200),
        hazmatPermitNumber: i % 3 === 0 ? `MP-${i}` : null,
        hazmatPermitExpiry: i % 3 === 0 ? day((i % 900) - 100) : null,
        status: i % 10 === 0 ? 'inactive' : 'active',
      };
    });
    await database.db.insert(drivers).values(batch);
  }
  await database.db.execute(sql`analyze`);
}

async function fill(database: Database) {
  await runMigrations(database);
  await prepareData(database.db, { demoData: true });
  const rows = Array.from({ length: 5000 }, (_, i) => ({
    actorId: null,
    companyId: null,
    action: i % 2 ? 'driver.update' : 'vehicle.create',
    entity: i % 2 ? 'driver' : 'vehicle',
    entityId: String(i),
    after: { n: i },
  }));
  for (let i = 0; i < rows.length; i += 1000)
    await database.db.insert(auditLog).values(rows.slice(i, i + 1000));
  await fillDrivers(database);
}

function startServer(env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<ChildProcess>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      if (out.includes('Demo logins')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function measure(port: number, scenario: Scenario, token: string) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${scenario.path}`,
    connections: scenario.connections ?? CONNECTIONS,
    duration: DURATION,
    headers: scenario.auth ? { authorization: `Bearer ${token}` } : {},
  });
  if (result.non2xx > 0) throw new Error(`${scenario.name}: ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * `/healthz` from one connection while the first page of drivers is loaded from `CONNECTIONS` others:
 * whether a list's queries stop the server answering anything else (issue 11: p99 < 50 ms on PGlite).
 */
async function measureUnderLoad(port: number, token: string) {
  const [list, health] = await Promise.all([
    autocannon({
      url: `http://127.0.0.1:${port}/api/v1/drivers?pageSize=20`,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { authorization: `Bearer ${token}` },
    }),
    autocannon({ url: `http://127.0.0.1:${port}/healthz`, connections: 1, duration: DURATION }),
  ]);
  if (list.non2xx > 0 || health.non2xx > 0) throw new Error('under load: non-2xx answers');
  return {
    list: { rps: list.requests.average, p50: list.latency.p50, p99: list.latency.p99 },
    health: { rps: health.requests.average, p50: health.latency.p50, p99: health.latency.p99 },
  };
}

async function runOn(kind: 'pglite' | 'postgres', port: number) {
  const env: Record<string, string> = {};
  let cleanup = async () => {};
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'recolecta-bench-'));
    const database = await openDatabase({ dataDir });
    await fill(database);
    await database.close();
    env.DATA_DIR = dataDir;
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query('drop database if exists recolecta_bench with (force)');
    await admin.query('create database recolecta_bench');
    const url = new URL(PG_URL);
    url.pathname = '/recolecta_bench';
    const database = fromPostgres(url.toString());
    await fill(database);
    await database.close();
    env.DATABASE_URL = url.toString();
    env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'recolecta-bench-'));
    cleanup = async () => {
      await admin.query('drop database if exists recolecta_bench with (force)');
      await admin.end();
    };
  }
  const server = await startServer(env, port);
  try {
    const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@recolecta.test', password: 'recolecta-demo' }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const results: { scenario: string; connections: number; rps: number; p50: number; p99: number }[] = [];
    for (const scenario of SCENARIOS) {
      await measure(port, scenario, token); // warm-up: JIT, caches, connection pool
      const connections = scenario.connections ?? CONNECTIONS;
      results.push({ scenario: scenario.name, connections, ...(await measure(port, scenario, token)) });
    }
    await measureUnderLoad(port, token); // warm-up
    const loaded = await measureUnderLoad(port, token);
    results.push(
      { scenario: `drivers page 1, while /healthz is asked`, connections: CONNECTIONS, ...loaded.list },
      { scenario: `healthz, while drivers page 1 is loaded`, connections: 1, ...loaded.health },
    );
    return results;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await cleanup();
  }
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function main() {
  // BENCH_DATABASES=pglite (or postgres) measures one of them only.
  const only = process.env.BENCH_DATABASES;
  const kinds: ('pglite' | 'postgres')[] = only === 'postgres' ? [] : ['pglite'];
  if (only !== 'pglite') {
    if (await postgresReachable()) kinds.push('postgres');
    else process.stdout.write(`PostgreSQL not reachable at ${PG_URL}: measuring PGlite only\n`);
  }
  process.stdout.write(
    `autocannon: ${CONNECTIONS} connections, ${DURATION} s per scenario, after a warm-up run\n\n`,
  );
  const table: string[] = [
    '| database | scenario | conn. | req/s | p50 ms | p99 ms | req/s vs healthz | p99 vs healthz |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  let port = Number(process.env.BENCH_PORT ?? 3700);
  const byKind = new Map<string, Awaited<ReturnType<typeof runOn>>>();
  for (const kind of kinds) {
    const results = await runOn(kind, port++);
    byKind.set(kind, results);
    const health = results[0]!;
    for (const r of results) {
      table.push(
        `| ${kind} | ${r.scenario} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${(r.rps / health.rps).toFixed(2)} | ${(r.p99 / Math.max(health.p99, 0.1)).toFixed(1)} |`,
      );
    }
  }
  process.stdout.write(`${table.join('\n')}\n`);

  // Issue 11, "the embedded database never freezes the server".
  const find = (kind: string, name: string) => byKind.get(kind)?.find((r) => r.scenario.startsWith(name));
  const healthUnderLoad = find('pglite', 'healthz, while');
  const pgliteFirst = find('pglite', `drivers page 1 of`);
  const postgresFirst = find('postgres', `drivers page 1 of`);
  const lines = ['', '| target | value | |', '|---|---:|---|'];
  if (healthUnderLoad) {
    const ok = healthUnderLoad.p99 < 50;
    lines.push(
      `| PGlite: /healthz p99 while lists are loaded < 50 ms | ${healthUnderLoad.p99} ms | ${ok ? 'met' : 'NOT met'} |`,
    );
  }
  if (pgliteFirst && postgresFirst) {
    const ratio = pgliteFirst.rps / postgresFirst.rps;
    lines.push(
      `| PGlite ÷ PostgreSQL req/s, first page of ${DRIVER_ROWS} ≥ 0.5 | ${ratio.toFixed(2)} | ${ratio >= 0.5 ? 'met' : 'NOT met'} |`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

runBench(main);
