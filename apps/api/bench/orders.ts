import {
  adminToken,
  dropDatabase,
  measure,
  ordersBenchSettings,
  ordersDatabase,
  runBench,
  startServer,
} from './support.ts';

/**
 * `npm run bench:orders`: the orders list with BENCH_ORDERS orders (100 000 by default) on PostgreSQL,
 * beside /healthz on the same server. One user (one connection): the first page, one client's orders,
 * one month, and page 2 000 reached by the cursor the web follows. Target: p99 ≤ 100 ms each. Then the
 * first page at 10 connections, for throughput. A missed target is reported, not an error; a non-2xx
 * answer is (exit 1).
 */
const bench = ordersBenchSettings({ seconds: 8, port: 3795 });
const TARGET_P99_MS = 100;
const PAGE_SIZE = 20;
const NAME = 'recolecta_bench_orders';

const measureHere = (urlPath: string, token: string | undefined, connections: number) =>
  measure({
    port: bench.port,
    path: urlPath,
    token,
    connections,
    seconds: bench.seconds,
    warmupSeconds: bench.warmup,
  });

async function get<T>(urlPath: string, token: string) {
  const res = await fetch(`http://127.0.0.1:${bench.port}${urlPath}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`${urlPath}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

type ListAnswer = { data: { id: string }[]; meta: { next?: string | null } };

/**
 * The cursor of page `deep` − 1's last row, as the web reaches page `deep` by `next`: page `deep` − 1
 * is read by offset (one request) and its `meta.next` taken as is, then checked against page `deep`
 * read by offset.
 */
async function deepCursor(token: string, deep: number) {
  const list = `/api/v1/orders?pageSize=${PAGE_SIZE}`;
  const before = await get<ListAnswer>(`${list}&page=${deep - 1}`, token);
  const cursor = before.meta.next;
  if (!cursor) return undefined;
  const [byCursor, byOffset] = await Promise.all([
    get<ListAnswer>(`${list}&after=${cursor}`, token),
    get<ListAnswer>(`${list}&page=${deep}`, token),
  ]);
  const ids = (a: ListAnswer) => a.data.map((r) => r.id).join();
  if (ids(byCursor) !== ids(byOffset)) throw new Error(`page ${deep}: cursor and offset disagree`);
  return cursor;
}

function monthRange() {
  const now = new Date();
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return {
    from: iso(new Date(now.getFullYear(), now.getMonth(), 1)),
    to: iso(new Date(now.getFullYear(), now.getMonth() + 1, 0)),
  };
}

async function main() {
  process.stdout.write(`filling ${bench.orders} orders…\n`);
  const { url, filled } = await ordersDatabase(NAME, { orders: bench.orders, itemsPerOrder: 'one or two' });
  let failed = false;
  const server = await startServer(url, bench.port, { JOB_WORKER: 'false' });
  try {
    const token = await adminToken(bench.port);
    // Page 2 000 of the default sort (requested date, newest first), or the last full page of a
    // smaller table.
    const deep = Math.max(2, Math.min(2000, Math.floor(filled.orders / PAGE_SIZE)));
    const cursor = await deepCursor(token, deep);
    const { from, to } = monthRange();
    const list = `/api/v1/orders?pageSize=${PAGE_SIZE}`;

    const scenarios: { label: string; path: string; auth: boolean; connections: number; target: boolean }[] =
      [
        { label: '/healthz', path: '/healthz', auth: false, connections: 1, target: false },
        { label: 'orders, first page', path: list, auth: true, connections: 1, target: true },
        {
          label: `orders, one client (${filled.companyOrders} orders)`,
          path: `${list}&companyId=${filled.companyId}`,
          auth: true,
          connections: 1,
          target: true,
        },
        {
          label: `orders, one month (${from}…${to})`,
          path: `${list}&from=${from}&to=${to}`,
          auth: true,
          connections: 1,
          target: true,
        },
        {
          label: `orders, page ${deep} (cursor)`,
          path: cursor ? `${list}&after=${cursor}` : `${list}&page=${deep}`,
          auth: true,
          connections: 1,
          target: true,
        },
        { label: '/healthz, 10 conn.', path: '/healthz', auth: false, connections: 10, target: false },
        { label: 'orders, first page, 10 conn.', path: list, auth: true, connections: 10, target: false },
      ];

    const rows: string[] = [];
    for (const s of scenarios) {
      const r = await measureHere(s.path, s.auth ? token : undefined, s.connections);
      process.stdout.write(
        `  ${s.label}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.errors ? `, ${r.errors} errors` : ''}\n`,
      );
      if (r.errors > 0) {
        failed = true;
        process.stderr.write(`${s.path}: ${r.errors} non-2xx answers, errors or timeouts\n`);
      }
      const verdict = s.target ? (r.p99 <= TARGET_P99_MS ? 'pass' : 'FAIL') : '';
      rows.push(`| ${s.label} | ${s.connections} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${verdict} |`);
    }
    const lines = [
      `PostgreSQL, ${filled.orders} orders (${filled.items} items), pages of ${PAGE_SIZE}, ${bench.seconds} s per scenario after a ${bench.warmup} s warm-up; ms`,
      '',
      `| request | conn. | req/s | p50 | p99 | p99 ≤ ${TARGET_P99_MS} ms (1 user) |`,
      '|---|---:|---:|---:|---:|---|',
      ...rows,
    ];
    process.stdout.write(`\n${lines.join('\n')}\n`);
  } finally {
    await server.stop();
    await dropDatabase(NAME);
  }
  if (failed) process.exit(1);
}

runBench(main);
