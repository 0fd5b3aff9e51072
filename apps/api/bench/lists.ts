import autocannon from 'autocannon';
import {
  adminToken,
  dropDatabase,
  fillDriverRows,
  freshDatabase,
  pgQuery,
  runBench,
  startServer,
} from './support.ts';

/**
 * Lists flat with size: the same list requests against the same server code on a table of 10 000 and
 * of 1 000 000 drivers (PostgreSQL), one user at a time. The target is a p50 at 1 000 000 rows within
 * 1.5× of the p50 at 10 000 for the first page, a filtered page, a search and page 2 000 (reached by
 * the cursor of page 1 999, as the web's "next" does). Also the cost of signing in: a list ÷ /auth/me
 * and /auth/me ÷ /healthz in req/s, at 10 connections.
 */
const SIZES = (process.env.BENCH_LIST_SIZES ?? '10000,1000000').split(',').map(Number);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

async function fillDrivers(url: string, rows: number) {
  return pgQuery(url, async (query) => {
    await fillDriverRows(query, rows);
    // The cursor of page 1 999's last row: page 2 000 as the web reaches it. A table with fewer pages
    // (10 000 rows are 500) takes its last full page's cursor, so both sizes measure a cursor page.
    const offset = Math.min(39_999, rows - 21);
    const { rows: at } = await query(
      `select last_name, id from drivers where archived_at is null order by last_name, id offset ${offset} limit 1`,
    );
    const row = at[0] as { last_name: string; id: string } | undefined;
    return row ? Buffer.from(JSON.stringify([row.last_name, row.id])).toString('base64url') : undefined;
  });
}

const database = (name: string) => freshDatabase(name);

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
    const server = await startServer(url, port, { JOB_WORKER: 'false' });
    try {
      const token = await adminToken(port);
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

runBench(main);
