import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { prepareData } from '../src/seed/seed.ts';
import {
  adminToken,
  dropDatabase,
  fillOrders,
  measure,
  ordersBenchSettings,
  ordersDatabase,
  reportFill,
  runBench,
  startServer,
} from './support.ts';

/**
 * `npm run bench:reports`: the dashboard and every report with BENCH_ORDERS orders (100 000) of three
 * items each (300 000 items) over two years, on PostgreSQL and on PGlite, beside /healthz on the same
 * server. One user; target p99 ≤ 200 ms for each. A missed target is reported; a non-2xx answer
 * fails the run.
 */
const bench = ordersBenchSettings({ seconds: 6, port: 3796 });
const TARGET_P99_MS = 200;
const NAME = 'recolecta_bench_reports';

function scenarios(companyId: string) {
  const today = new Date().toISOString().slice(0, 10);
  const monthStart = `${today.slice(0, 7)}-01`;
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  return [
    { label: '/healthz', path: '/healthz', auth: false },
    { label: 'dashboard', path: '/api/v1/dashboard', auth: true },
    {
      label: 'kg by class, this month',
      path: `/api/v1/reports/kg?groupBy=wasteClass&from=${monthStart}&to=${today}`,
      auth: true,
    },
    {
      label: 'kg by class, a year',
      path: `/api/v1/reports/kg?groupBy=wasteClass&from=${yearAgo}&to=${today}`,
      auth: true,
    },
    {
      label: 'kg by client, a year',
      path: `/api/v1/reports/kg?groupBy=client&from=${yearAgo}&to=${today}`,
      auth: true,
    },
    {
      label: 'kg by site, a year, one client',
      path: `/api/v1/reports/kg?groupBy=site&companyId=${companyId}&from=${yearAgo}&to=${today}`,
      auth: true,
    },
    {
      label: 'kg by month, a year',
      path: `/api/v1/reports/kg?groupBy=month&from=${yearAgo}&to=${today}`,
      auth: true,
    },
    {
      label: 'kg by store, a year',
      path: `/api/v1/reports/kg?groupBy=store&from=${yearAgo}&to=${today}`,
      auth: true,
    },
    {
      label: 'routes, this month',
      path: `/api/v1/reports/routes?from=${monthStart}&to=${today}`,
      auth: true,
    },
    { label: 'containers', path: '/api/v1/reports/assets', auth: true },
  ];
}

/** An embedded database in a new folder with the schema, the demo data and the orders filled in. */
async function pgliteOrders(options: Parameters<typeof fillOrders>[1]) {
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recolecta-bench-pglite-'));
  const client = await PGlite.create(path.join(dataDir, 'pglite'));
  const db = fromPglite(client);
  await runMigrations(db);
  await prepareData(db.db, { demoData: true });
  const filled = await fillOrders((text, params) => client.query(text, params), options);
  await client.close();
  reportFill(filled, started);
  return { dataDir, filled };
}

async function run(database: 'postgres' | 'pglite') {
  process.stdout.write(`\n${database}: filling ${bench.orders} orders of three items…\n`);
  const options = { orders: bench.orders, itemsPerOrder: 'three' } as const;
  let dataDir: string | undefined;
  let url: string | undefined;
  let filled: Awaited<ReturnType<typeof fillOrders>>;
  if (database === 'postgres') ({ url, filled } = await ordersDatabase(NAME, options));
  else ({ dataDir, filled } = await pgliteOrders(options));
  const server = await startServer(url ?? '', bench.port, {
    JOB_WORKER: 'false',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
  });
  const rows: string[] = [];
  let failed = false;
  try {
    const token = await adminToken(bench.port);
    for (const s of scenarios(filled.companyId)) {
      const r = await measure({
        port: bench.port,
        path: s.path,
        token: s.auth ? token : undefined,
        connections: 1,
        seconds: bench.seconds,
        warmupSeconds: bench.warmup,
      });
      if (r.errors > 0) {
        failed = true;
        process.stderr.write(`${s.path}: ${r.errors} non-2xx answers, errors or timeouts\n`);
      }
      const verdict = s.auth ? (r.p99 <= TARGET_P99_MS ? 'pass' : 'FAIL') : '';
      process.stdout.write(
        `  ${s.label}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms ${verdict}\n`,
      );
      rows.push(`| ${database} | ${s.label} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${verdict} |`);
    }
  } finally {
    await server.stop();
    if (url) await dropDatabase(NAME);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  return { rows, failed, filled };
}

async function main() {
  const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',') as (
    | 'postgres'
    | 'pglite'
  )[];
  const all: string[] = [];
  let failed = false;
  let filled: { orders: number; items: number } | undefined;
  for (const database of databases) {
    const r = await run(database);
    all.push(...r.rows);
    failed ||= r.failed;
    filled = r.filled;
  }
  process.stdout.write(
    `\n${filled?.orders} orders (${filled?.items} items), one user, ${bench.seconds} s per scenario after a ${bench.warmup} s warm-up; ms\n\n` +
      `| database | request | req/s | p50 | p99 | p99 ≤ ${TARGET_P99_MS} ms |\n|---|---|---:|---:|---:|---|\n${all.join('\n')}\n`,
  );
  if (failed) process.exit(1);
}

runBench(main);
