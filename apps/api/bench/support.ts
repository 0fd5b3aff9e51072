import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { fromPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { prepareData } from '../src/seed/seed.ts';

/** What the list and operations benchmarks share: a fresh database, the server, a sign-in. */
export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const apiRoot = path.resolve(import.meta.dirname, '..');

/**
 * The sizes and timings the orders benchmarks read from the environment: BENCH_ORDERS orders,
 * BENCH_SECONDS per measurement after BENCH_WARMUP_SECONDS of warm-up, the server on BENCH_PORT.
 */
export function ordersBenchSettings(defaults: { seconds: number; port: number }) {
  return {
    orders: Number(process.env.BENCH_ORDERS ?? 100_000),
    seconds: Number(process.env.BENCH_SECONDS ?? defaults.seconds),
    warmup: Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
    port: Number(process.env.BENCH_PORT ?? defaults.port),
  };
}

/** Whole seconds since `started` (a `Date.now()`), for the fill times the benchmarks print. */
export const secondsSince = (started: number) => ((Date.now() - started) / 1000).toFixed(0);

/** Runs a benchmark's main; a failure prints its stack and exits 1. */
export function runBench(main: () => Promise<void>) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}
`);
    process.exit(1);
  });
}

/** A fresh PostgreSQL database of that name with the schema and the demo data; its URL. */
export async function freshDatabase(name: string) {
  await dropDatabase(name);
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
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

export async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/**
 * The real server in a child process, until `stop`: on the PostgreSQL database at `url`, or, with an
 * empty `url`, on the embedded database in `env.DATA_DIR`.
 */
export function startServer(url: string, port: number, env: Record<string, string> = {}) {
  const ownDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'recolecta-bench-'));
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...inherited,
      ...(url ? { DATABASE_URL: url } : {}),
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<{ pid: number; stop(): Promise<void> }>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      if (out.includes('Demo logins') || out.includes('listening')) {
        resolve({
          pid: child.pid!,
          stop: async () => {
            child.kill('SIGTERM');
            await new Promise((r) => child.once('exit', r));
            if (ownDir) rmSync(dataDir, { recursive: true, force: true });
          },
        });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** The demo admin's token on the server at that port. */
export async function adminToken(port: number) {
  const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@recolecta.test', password: 'recolecta-demo' }),
  });
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** A query function over some database: PostgreSQL's client or PGlite. */
export type Query = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

/** Runs work with a query function on the PostgreSQL database at `url`. */
export async function pgQuery<T>(url: string, work: (query: Query) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work((text, params) => client.query(text, params));
  } finally {
    await client.end();
  }
}

const FIRST =
  "array['Juan','María','José','Guadalupe','Luis','Ana','Carlos','Rosa','Miguel','Laura','Jorge','Elena']";
const LAST =
  "array['García','Hernández','López','Martínez','González','Pérez','Rodríguez','Sánchez','Ramírez','Cruz','Flores','Gómez','Díaz','Reyes','Morales']";

/**
 * ROWS drivers beside the demo's, in every status and licence type, with licences and permits expiring
 * over five years, and their search words.
 */
export async function fillDriverRows(query: Query, rows: number) {
  // Loaded in bulk: the trigger that keeps the search words off while the rows go in, the words
  // written after in one statement, as its migration does.
  await query('alter table drivers disable trigger driver_words_sync');
  await query(`
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
  await query('alter table drivers enable trigger driver_words_sync');
  // (The demo drivers have theirs already.)
  await query(`insert into driver_words (word, sort, id)
    select w, d.last_name, d.id from drivers d, unnest(tsvector_to_array(d.search)) w
    where w !~ '^[-+.]?[0-9]'
    on conflict do nothing`);
  await query('vacuum analyze drivers');
  await query('vacuum analyze driver_words');
}

const STATUSES =
  "array['requested','scheduled','in_progress','collected','received','closed','cancelled','failed']";
const PRIORITIES = "array['normal','normal','normal','high','urgent']";

/**
 * ORDERS orders over the demo companies' live sites and requested dates from a year ago to a year
 * ahead (made five days before, or today for later ones), in every status and priority, each with one or two items of a real sub-waste in a container
 * type that may hold it. Numbers `ORD-<year>-<6 digits>` continue each year's counter (the year the
 * order was made), and the counters are moved past them, so orders made afterwards go on from there.
 */
export async function fillOrders(
  query: Query,
  options: { orders: number; itemsPerOrder: 'one or two' | 'three' },
) {
  await query('begin');
  await query(
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
    [options.orders],
  );
  await query(
    `insert into order_number_counters (year, last)
       select split_part(number, '-', 2)::int, max(split_part(number, '-', 3)::int)
       from orders where number ~ '^ORD-[0-9]{4}-[0-9]+$' group by 1
       on conflict (year) do update set last = greatest(order_number_counters.last, excluded.last)`,
  );
  // The demo's own choice of item: each live sub-waste with a container type that may hold it
  // (the sub-waste or its class).
  await query(
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
       from o cross join nc cross join generate_series(0, ${options.itemsPerOrder === 'three' ? 2 : 1}) x(pos)
       join c on c.k = (o.r % nc.n + x.pos * (1 + o.r % greatest(nc.n - 1, 1))) % nc.n
       where ${options.itemsPerOrder === 'three' ? 'true' : 'x.pos = 0 or (o.r % 2 = 0 and nc.n > 1)'}`,
  );
  // What a collection records on the order for the reports: its kg, and a store to go to, taken in turn.
  await query(
    `with st as (select array_agg(id order by created_at, id) as ids from stores where archived_at is null)
     update orders o set collected_kg = k.kg,
       delivery_store_id = st.ids[1 + (k.r % cardinality(st.ids))]
     from st, (select oi.order_id, sum(oi.actual_kg) as kg, (row_number() over (order by oi.order_id))::int as r
               from order_items oi group by oi.order_id) k
     where k.order_id = o.id and o.collected_on is not null and o.collected_kg is null`,
  );
  await query('commit');
  await query('vacuum analyze');
  const { rows: counts } = await query(
    'select (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as items',
  );
  // The client with the most orders, for the client filter.
  const { rows: top } = await query(
    'select company_id, count(*)::int as n from orders group by company_id order by n desc limit 1',
  );
  const count = counts[0] as { orders: number; items: number };
  const most = top[0] as { company_id: string; n: number };
  return { ...count, companyId: most.company_id, companyOrders: most.n };
}

/** Prints what a fill made and how long it took. */
export function reportFill(filled: { orders: number; items: number }, started: number) {
  process.stdout.write(`  ${filled.orders} orders, ${filled.items} items in ${secondsSince(started)} s\n`);
}

/** A fresh PostgreSQL database of that name with the orders filled in (`fillOrders`); its URL and counts. */
export async function ordersDatabase(name: string, options: Parameters<typeof fillOrders>[1]) {
  const started = Date.now();
  const url = await freshDatabase(name);
  const filled = await pgQuery(url, (query) => fillOrders(query, options));
  reportFill(filled, started);
  return { url, filled };
}

/** One scenario measured by autocannon after a warm-up: throughput, median and 99th percentile, failures. */
export async function measure(options: {
  port: number;
  path: string;
  token?: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
}) {
  const run = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${options.port}${options.path}`,
      connections: options.connections,
      duration,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });
  if (options.warmupSeconds > 0) await run(options.warmupSeconds);
  const r = await run(options.seconds);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.non2xx + r.errors + r.timeouts,
  };
}
