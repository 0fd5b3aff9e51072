import autocannon from 'autocannon';
import pg from 'pg';
import { adminToken, dropDatabase, freshDatabase, runBench, startServer } from './support.ts';

/**
 * The API while the optimiser places 200 stops (`npm run bench:operations`): the p99 of the orders'
 * first page during the run against idle, on PostgreSQL, beside /healthz. Target: ratio ≤ 1.5. The
 * orders list at 100 000 orders has its own benchmark (orders.ts); this one keeps 10 000 orders in
 * the table so the list is not empty, and measures the same four list requests once for reference.
 */
const ORDERS = Number(process.env.BENCH_OPERATIONS_ORDERS ?? 10_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const STOPS = Number(process.env.BENCH_STOPS ?? 200);
const NAME = 'recolecta_bench_operations';

const database = () => freshDatabase(NAME);

/**
 * Orders spread over the demo sites and two years, in every status and priority, one or two items of
 * a demo sub-waste each; then STOPS requested orders on one day for the optimiser, at sites spread
 * around the city. Returns that day and the cursor of page 1 999 of the default sort.
 */
async function fillOrders(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const year = new Date().getFullYear();
  await client.query(
    `insert into orders (number, company_id, site_id, requested_date, window_start, window_end, priority, status)
     select 'ORD-' || $2::int || '-B' || lpad(i::text, 6, '0'), s.company_id, s.id,
       current_date + ((i % 730) - 365), s.collection_window_start, s.collection_window_end,
       (array['normal','normal','high','urgent'])[1 + i % 4],
       (array['requested','scheduled','in_progress','collected','received','closed','cancelled','failed'])[1 + i % 8]
     from generate_series(1, $1::int) i
     join lateral (select id, company_id, collection_window_start, collection_window_end from sites
       where archived_at is null order by id offset (i % (select count(*) from sites where archived_at is null)) limit 1) s on true`,
    [ORDERS, year],
  );
  await client.query(`
    insert into order_items (order_id, position, waste_id, container_type_id, container_count, estimated_kg)
    select o.id, 0, p.waste_id, p.container_type_id, 1 + (abs(hashtext(o.id::text)) % 4), 5 + (abs(hashtext(o.id::text)) % 30)
    from orders o
    cross join lateral (
      select w.id as waste_id, ct.container_type_id from wastes w
      join container_type_wastes ct on ct.waste_id in (w.id, w.parent_id)
      where w.parent_id is not null order by w.code limit 1) p
    where not exists (select 1 from order_items oi where oi.order_id = o.id)`);
  // The optimiser's day: STOPS sites around the city, one requested order each.
  const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const { rows: companies } = await client.query<{ id: string }>(
    "select id from companies where status = 'active' order by created_at limit 1",
  );
  await client.query(
    `with s as (
       insert into sites (company_id, name, street, exterior_number, neighbourhood, city, state, postal_code,
         latitude, longitude, collection_window_start, collection_window_end)
       select $1, 'Sitio banco ' || i, 'Calle', i::text, 'Centro', 'Ciudad de México', 'Ciudad de México', '06000',
         19.30 + (i % 20) * 0.012, -99.25 + (i / 20) * 0.015, '08:00', '18:00'
       from generate_series(1, $2::int) i returning id, company_id)
     insert into orders (number, company_id, site_id, requested_date, window_start, window_end, priority, status)
     select 'ORD-' || $4::int || '-S' || lpad(row_number() over ()::text, 5, '0'), s.company_id, s.id, $3::date,
       '08:00', '18:00', 'normal', 'requested' from s`,
    [companies[0]!.id, STOPS, day, year],
  );
  await client.query(`
    insert into order_items (order_id, position, waste_id, container_type_id, container_count, estimated_kg)
    select o.id, 0, p.waste_id, p.container_type_id, 1, 10
    from orders o
    cross join lateral (
      select w.id as waste_id, ct.container_type_id from wastes w
      join container_type_wastes ct on ct.waste_id in (w.id, w.parent_id)
      join wastes c on c.id = w.parent_id
      where not w.requires_refrigeration and not c.requires_refrigeration order by w.code limit 1) p
    where not exists (select 1 from order_items oi where oi.order_id = o.id)`);
  await client.query('vacuum analyze');
  const { rows: at } = await client.query<{ requested_date: string; id: string }>(
    "select to_char(requested_date, 'YYYY-MM-DD') as requested_date, id from orders order by requested_date desc, id desc offset 39999 limit 1",
  );
  const { rows: one } = await client.query<{ company_id: string }>(
    'select company_id from orders group by company_id order by count(*) desc limit 1',
  );
  await client.end();
  const row = at[0];
  return {
    day,
    companyId: one[0]!.company_id,
    cursor: row ? Buffer.from(JSON.stringify([row.requested_date, row.id])).toString('base64url') : undefined,
  };
}

type Result = { rps: number; p50: number; p99: number };

async function measure(port: number, urlPath: string, token: string | undefined, seconds = DURATION) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${urlPath}`,
    connections: 1,
    duration: seconds,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (result.non2xx > 0) throw new Error(`${urlPath}: ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 } as Result;
}

async function main() {
  const port = 3790;
  process.stdout.write(`filling ${ORDERS} orders and ${STOPS} stops for the optimiser…\n`);
  const url = await database();
  const { day, companyId, cursor } = await fillOrders(url);
  const server = await startServer(url, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = await adminToken(port);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const month = new Date();
    const from = new Date(month.getFullYear(), month.getMonth(), 1).toISOString().slice(0, 10);
    const to = new Date(month.getFullYear(), month.getMonth() + 1, 0).toISOString().slice(0, 10);
    const scenarios: [string, string, boolean][] = [
      ['/healthz', '/healthz', false],
      ['orders, first page', '/api/v1/orders?pageSize=20', true],
      ["orders, one client's", `/api/v1/orders?pageSize=20&companyId=${companyId}`, true],
      ['orders, one month', `/api/v1/orders?pageSize=20&from=${from}&to=${to}`, true],
      [
        'orders, page 2 000 (cursor)',
        `/api/v1/orders?pageSize=20${cursor ? `&after=${cursor}` : '&page=2000'}`,
        true,
      ],
    ];
    const results: [string, Result][] = [];
    for (const [label, urlPath, withToken] of scenarios) {
      await measure(port, urlPath, withToken ? token : undefined, 2); // warm-up
      const r = await measure(port, urlPath, withToken ? token : undefined);
      results.push([label, r]);
      process.stdout.write(`  ${label}: p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.rps.toFixed(0)} req/s\n`);
    }

    // The optimiser: idle first, then the same list request while it searches.
    const ids = async (pathName: string, q: string) => {
      const res = await fetch(`${base}/api/v1/${pathName}?q=${encodeURIComponent(q)}`, { headers: auth });
      return ((await res.json()) as { data: { id: string }[] }).data.map((r) => r.id);
    };
    const [store] = await ids('stores', 'Iztapalapa');
    // Every demo driver and vehicle: the optimiser plans; the routes' own rules apply on accepting.
    const drivers = await ids('drivers', '');
    const vehicles = await ids('vehicles', '');
    const seconds = Math.max(DURATION + 4, 12);
    const idle = await measure(port, '/api/v1/orders?pageSize=20', token);
    const started = await fetch(`${base}/api/v1/routes/optimize`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        date: day,
        driverIds: drivers,
        vehicleIds: vehicles,
        startStoreId: store,
        endStoreId: store,
        timeLimitSeconds: seconds,
      }),
    });
    if (started.status !== 202) throw new Error(`optimise: ${started.status} ${await started.text()}`);
    const run = ((await started.json()) as { data: { id: string } }).data;
    await new Promise((r) => setTimeout(r, 1500)); // the job starts and the matrix is built
    const busy = await measure(port, '/api/v1/orders?pageSize=20', token);
    let status = 'running';
    let placed = 0;
    let unassigned = 0;
    for (let i = 0; i < 120 && ['queued', 'running'].includes(status); i++) {
      await new Promise((r) => setTimeout(r, 1000));
      const res = await fetch(`${base}/api/v1/routes/optimize/${run.id}`, { headers: auth });
      const data = (
        (await res.json()) as {
          data: { status: string; routes: { stops: unknown[] }[]; unassigned: unknown[] };
        }
      ).data;
      status = data.status;
      placed = data.routes.reduce((sum, r) => sum + r.stops.length, 0);
      unassigned = data.unassigned.length;
    }

    const lines = [
      `PostgreSQL, ${ORDERS} orders, one connection, ${DURATION} s per scenario after a 2 s warm-up (ms)`,
      '',
      '| request | req/s | p50 | p99 | p99 ≤ 100 ms |',
      '|---|---:|---:|---:|---|',
      ...results.map(
        ([label, r]) =>
          `| ${label} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${label === '/healthz' ? '' : r.p99 <= 100 ? 'yes' : 'no'} |`,
      ),
      '',
      `Optimising ${STOPS} stops over ${Math.min(vehicles.length, drivers.length)} vehicles (${seconds} s search, ${status}: ${placed} placed, ${unassigned} unassigned)`,
      '',
      '| orders, first page | p50 | p99 |',
      '|---|---:|---:|',
      `| idle | ${idle.p50} | ${idle.p99} |`,
      `| during the optimisation | ${busy.p50} | ${busy.p99} |`,
      `| ratio (target ≤ 1.5) | | ${(busy.p99 / Math.max(idle.p99, 1)).toFixed(2)} |`,
    ];
    process.stdout.write(`\n${lines.join('\n')}\n`);
  } finally {
    await server.stop();
    await dropDatabase(NAME);
  }
}

runBench(main);
