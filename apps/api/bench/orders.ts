import autocannon from 'autocannon';
import pg from 'pg';
import { adminToken, dropDatabase, freshDatabase, startServer } from './support.ts';

/**
 * `npm run bench:orders`: the orders list with BENCH_ORDERS orders (100 000 by default) on PostgreSQL,
 * beside /healthz on the same server. One user (one connection): the first page, one client's orders,
 * one month, and page 2 000 reached by the cursor the web follows. Target: p99 ≤ 100 ms each. Then the
 * first page at 10 connections, for throughput. A missed target is reported, not an error; a non-2xx
 * answer is (exit 1).
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 3795);
const TARGET_P99_MS = 100;
const PAGE_SIZE = 20;
const NAME = 'recolecta_bench_orders';

const STATUSES =
  "array['requested','scheduled','in_progress','collected','received','closed','cancelled','failed']";
const PRIORITIES = "array['normal','normal','normal','high','urgent']";

/**
 * ORDERS orders over the demo companies' live sites and requested dates from a year ago to a year
 * ahead (made five days before, or today for later ones), in every status and priority, each with one or two items of a real sub-waste in a container
 * type that may hold it. Numbers `ORD-<year>-<6 digits>` continue each year's counter (the year the
 * order was made), and the counters are moved past them, so orders made afterwards go on from there.
 */
async function fillOrders(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `with s as (
         select s.id, s.company_id, s.collection_window_start as ws, s.collection_window_end as we,
           (row_number() over (order by s.created_at, s.id) - 1)::int as k
         from sites s join companies c on c.id = s.company_id
         where s.archived_at is null and c.status = 'active'),
       g as (
         select i, current_date + (((i * 7919) % 731) - 365) as d,
           (${STATUSES})[1 + (i * 13) % 8] as status
         from generate_series(1, $1::int) i),
       m as (
         select g.*, least((g.d - 5 + time '15:00') at time zone 'UTC', now()) as made,
           extract(year from least(g.d - 5, current_date))::int as y
         from g),
       n as (
         select m.*, coalesce(c.last, 0) + row_number() over (partition by m.y order by m.i) as seq
         from m left join order_number_counters c on c.year = m.y)
       insert into orders (number, company_id, site_id, requested_date, window_start, window_end, priority,
         status, scheduled_date, collected_on, status_reason, created_at, updated_at)
       select 'ORD-' || n.y || '-' || case when n.seq < 1000000 then lpad(n.seq::text, 6, '0') else n.seq::text end,
         s.company_id, s.id, n.d, s.ws, s.we, (${PRIORITIES})[1 + (n.i * 7) % 5], n.status,
         case when n.status not in ('requested', 'cancelled') then n.d end,
         case when n.status in ('collected', 'received', 'closed') then n.d end,
         case n.status when 'cancelled' then 'El generador pospuso la recolección'
           when 'failed' then 'Acceso cerrado a la hora de la ventana' end,
         n.made, n.made
       from n join s on s.k = n.i % (select count(*) from s)`,
      [ORDERS],
    );
    await client.query(
      `insert into order_number_counters (year, last)
       select split_part(number, '-', 2)::int, max(split_part(number, '-', 3)::int)
       from orders where number ~ '^ORD-[0-9]{4}-[0-9]+$' group by 1
       on conflict (year) do update set last = greatest(order_number_counters.last, excluded.last)`,
    );
    // The demo's own choice of item: each live sub-waste with a container type that may hold it
    // (the sub-waste or its class).
    await client.query(
      `with p as (
         select distinct on (w.id) w.id as waste_id, ct.id as container_type_id
         from wastes w
         join container_type_wastes ctw on ctw.waste_id in (w.id, w.parent_id)
         join container_types ct on ct.id = ctw.container_type_id
         where w.parent_id is not null and w.archived_at is null and ct.archived_at is null
         order by w.id, ct.code, ct.id),
       c as (select p.*, (row_number() over (order by p.waste_id) - 1)::int as k from p),
       nc as (select count(*)::int as n from c),
       o as (
         select o.id, o.status, (row_number() over (order by o.number))::int as r
         from orders o where not exists (select 1 from order_items oi where oi.order_id = o.id))
       insert into order_items (order_id, position, waste_id, container_type_id, container_count,
         estimated_kg, actual_kg)
       select o.id, x.pos, c.waste_id, c.container_type_id, 1 + (o.r + x.pos) % 4, 5 + (o.r * 3 + x.pos) % 40,
         case when o.status in ('collected', 'received', 'closed') then 4 + (o.r * 3 + x.pos) % 40 end
       from o cross join nc cross join generate_series(0, 1) x(pos)
       join c on c.k = case when x.pos = 0 then o.r % nc.n
         else (o.r % nc.n + 1 + o.r % greatest(nc.n - 1, 1)) % nc.n end
       where x.pos = 0 or (o.r % 2 = 0 and nc.n > 1)`,
    );
    await client.query('commit');
    await client.query('vacuum analyze');
    const { rows: counts } = await client.query<{ orders: number; items: number }>(
      'select (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as items',
    );
    // The client with the most orders, for the client filter.
    const { rows: top } = await client.query<{ company_id: string; n: number }>(
      'select company_id, count(*)::int as n from orders group by company_id order by n desc limit 1',
    );
    return { ...counts[0]!, companyId: top[0]!.company_id, companyOrders: top[0]!.n };
  } finally {
    await client.end();
  }
}

type Result = { rps: number; p50: number; p99: number; errors: number };

async function measure(urlPath: string, token: string | undefined, connections: number) {
  const run = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${PORT}${urlPath}`,
      connections,
      duration,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  if (WARMUP > 0) await run(WARMUP);
  const r = await run(DURATION);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.non2xx + r.errors + r.timeouts,
  } satisfies Result;
}

async function get<T>(urlPath: string, token: string) {
  const res = await fetch(`http://127.0.0.1:${PORT}${urlPath}`, {
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
  process.stdout.write(`filling ${ORDERS} orders…\n`);
  const started = Date.now();
  const url = await freshDatabase(NAME);
  const filled = await fillOrders(url);
  process.stdout.write(
    `  ${filled.orders} orders, ${filled.items} items in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
  let failed = false;
  const server = await startServer(url, PORT, { JOB_WORKER: 'false' });
  try {
    const token = await adminToken(PORT);
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
      const r = await measure(s.path, s.auth ? token : undefined, s.connections);
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
      `PostgreSQL, ${filled.orders} orders (${filled.items} items), pages of ${PAGE_SIZE}, ${DURATION} s per scenario after a ${WARMUP} s warm-up; ms`,
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

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
