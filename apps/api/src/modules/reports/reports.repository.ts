import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assetPlaces } from '../../db/read-models/assets.ts';
import { companyDeadlines, companyNames } from '../../db/read-models/companies.ts';
import { containerTypeNames } from '../../db/read-models/containers.ts';
import { stopArrivals } from '../../db/read-models/driver-day.ts';
import { driverNames } from '../../db/read-models/drivers.ts';
import { orderFacts, orderItemKg } from '../../db/read-models/orders.ts';
import { routeFacts, routeStopOrders } from '../../db/read-models/routes.ts';
import { sitePlaces } from '../../db/read-models/sites.ts';
import { storePlaces, zoneNames } from '../../db/read-models/stores.ts';
import { vehiclePlates } from '../../db/read-models/vehicles.ts';
import { wasteNames } from '../../db/read-models/wastes.ts';
import type { Scope } from '../../lib/principal.ts';

/**
 * The aggregates of the dashboard and the reports, in SQL over the caller's scope. Each reads an
 * index: orders by collection day (`orders_collected_idx`), by requested day, failed orders by day,
 * routes by day, documents by expiry.
 */

export interface ReportFilter {
  from: string;
  to: string;
  companyId?: string;
  siteId?: string;
  storeId?: string;
  wasteClass?: string;
}

/** The orders of the caller's company only (`o` being the orders' read model); every order for staff. */
const ownedBy = (scope: Scope) => (scope ? sql`and o.company_id = ${scope}` : sql``);

const rows = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The orders a report counts: collected (or later) in the period, in the scope and the filters. */
function collectedOrders(scope: Scope, f: ReportFilter) {
  return sql.join(
    [
      sql`o.collected_on between ${f.from}::date and ${f.to}::date`,
      sql`o.status in ('collected', 'received', 'closed')`,
      scope ? sql`o.company_id = ${scope}` : undefined,
      f.companyId ? sql`o.company_id = ${f.companyId}` : undefined,
      f.siteId ? sql`o.site_id = ${f.siteId}` : undefined,
      f.storeId ? sql`o.delivery_store_id = ${f.storeId}` : undefined,
      f.wasteClass ? sql`coalesce(w.parent_id, w.id) = ${f.wasteClass}` : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
}

/** Each grouping: its key over the counted rows, and its name looked up once per group afterwards. */
const GROUPS = {
  wasteClass: {
    key: sql`coalesce(w.parent_id, w.id)`,
    label: sql`(select name from ${wasteNames()} where id = x.key)`,
  },
  client: {
    key: sql`o.company_id`,
    label: sql`(select coalesce(trade_name, legal_name) from ${companyNames()} where id = x.key)`,
  },
  site: { key: sql`o.site_id`, label: sql`(select name from ${sitePlaces()} where id = x.key)` },
  store: {
    key: sql`o.delivery_store_id`,
    label: sql`coalesce((select name from ${storePlaces()} where id = x.key), '')`,
  },
  month: { key: sql`to_char(o.collected_on, 'YYYY-MM')`, label: sql`x.key` },
} as const;

/**
 * Kg collected, grouped by waste class, client, site, store (where the collection went) or month.
 * Without a class to group or filter by, the orders' own collected kg are summed from
 * `orders_collected_idx` alone; by class, the items are summed.
 */
export async function kgReport(db: Db, scope: Scope, f: ReportFilter, group: keyof typeof GROUPS) {
  const g = GROUPS[group];
  const byItem = group === 'wasteClass' || f.wasteClass !== undefined;
  // The grouping set () adds the total line: an order with items of two classes counts once in it.
  const counted = byItem
    ? sql`select ${g.key} as key, grouping(${g.key}) as total, count(distinct o.id)::int as orders,
          coalesce(sum(oi.actual_kg), 0)::float8 as kg
        from ${orderFacts('o')}
        join ${orderItemKg('oi')} on oi.order_id = o.id
        join ${wasteNames('w')} on w.id = oi.waste_id
        where ${collectedOrders(scope, f)}
        group by grouping sets ((${g.key}), ())`
    : sql`select ${g.key} as key, grouping(${g.key}) as total, count(*)::int as orders,
          coalesce(sum(o.collected_kg), 0)::float8 as kg
        from ${orderFacts('o')}
        where ${collectedOrders(scope, f)}
        group by grouping sets ((${g.key}), ())`;
  const found = await rows<{ key: string | null; label: string; orders: number; kg: number; total: number }>(
    db,
    sql`select x.key::text as key, ${g.label} as label, x.orders, x.kg, x.total
        from (${counted}) x
        order by ${group === 'month' ? sql`1 asc` : sql`4 desc, 2 asc`}`,
  );
  const total = found.find((r) => r.total === 1);
  return {
    rows: found.filter((r) => r.total !== 1),
    total: { orders: total?.orders ?? 0, kg: total?.kg ?? 0 },
  };
}

/**
 * Routes of the period: stops, outcomes, arrivals within the window (in the organisation's zone),
 * kg collected. A company's user sees only their own stops of each route.
 */
export function routesReport(db: Db, scope: Scope, f: ReportFilter, timeZone: string) {
  const own = scope ? sql`and o.company_id = ${scope}` : sql``;
  return rows<{
    id: string;
    number: string;
    date: string;
    driver_name: string;
    vehicle_plate: string;
    status: string;
    stops: number;
    collected: number;
    failed: number;
    arrived: number;
    on_time: number;
    kg: number;
  }>(
    db,
    sql`select r.id, r.number, r.date::text as date, r.status,
          d.first_name || ' ' || d.last_name as driver_name, v.plate as vehicle_plate,
          count(o.id)::int as stops,
          count(o.id) filter (where o.status in ('collected', 'received', 'closed'))::int as collected,
          count(o.id) filter (where o.status = 'failed')::int as failed,
          count(sv.arrived_at) filter (where o.window_start is not null)::int as arrived,
          count(sv.arrived_at) filter (where (sv.arrived_at at time zone ${timeZone})::time
            between o.window_start and o.window_end)::int as on_time,
          coalesce(sum(o.collected_kg), 0)::float8 as kg
        from ${routeFacts('r')}
        join ${driverNames('d')} on d.id = r.driver_id
        join ${vehiclePlates('v')} on v.id = r.vehicle_id
        join ${routeStopOrders('rs')} on rs.route_id = r.id
        join ${orderFacts('o')} on o.id = rs.order_id ${own}
        left join ${stopArrivals('sv')} on sv.order_id = o.id
        where r.date between ${f.from}::date and ${f.to}::date and r.status <> 'cancelled'
          ${f.companyId ? sql`and o.company_id = ${f.companyId}` : sql``}
          ${f.storeId ? sql`and r.end_store_id = ${f.storeId}` : sql``}
        group by r.id, r.number, r.date, r.status, d.first_name, d.last_name, v.plate
        order by r.date desc, r.number desc
        limit 5000`,
  );
}

/** The stops of some routes in order, with their places: the planned distance is computed from them. */
export function routeGeometry(db: Db, scope: Scope, routeIds: string[]) {
  if (routeIds.length === 0) return Promise.resolve([]);
  return rows<{
    route_id: string;
    latitude: number;
    longitude: number;
    start_lat: number;
    start_lon: number;
    end_lat: number;
    end_lon: number;
  }>(
    db,
    sql`select rs.route_id, si.latitude, si.longitude,
          s1.latitude as start_lat, s1.longitude as start_lon, s2.latitude as end_lat, s2.longitude as end_lon
        from ${routeStopOrders('rs')}
        join ${routeFacts('r')} on r.id = rs.route_id
        join ${storePlaces('s1')} on s1.id = r.start_store_id
        join ${storePlaces('s2')} on s2.id = r.end_store_id
        join ${orderFacts('o')} on o.id = rs.order_id
        join ${sitePlaces('si')} on si.id = o.site_id
        where rs.route_id in (${sql.join(
          routeIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) ${ownedBy(scope)}
        order by rs.route_id, rs.position`,
  );
}

/** The reusable containers: where each is and since when (days at a client's site for those there). */
export function assetsReport(db: Db, scope: Scope, f: ReportFilter, today: string) {
  return rows<{
    id: string;
    serial: string;
    container_type: string;
    status: string;
    place: string | null;
    since: string;
    days_at_client: number | null;
  }>(
    db,
    sql`select a.id, a.serial, ct.name as container_type, a.status, a.located_since::text as since,
          coalesce(si.name || ' · ' || coalesce(c.trade_name, c.legal_name), z.name || ' · ' || st.name, v.plate) as place,
          case when a.site_id is not null then (${today}::date - (a.located_since at time zone 'America/Mexico_City')::date) end::int as days_at_client
        from ${assetPlaces('a')}
        join ${containerTypeNames('ct')} on ct.id = a.container_type_id
        left join ${sitePlaces('si')} on si.id = a.site_id
        left join ${companyNames('c')} on c.id = si.company_id
        left join ${zoneNames('z')} on z.id = a.zone_id
        left join ${storePlaces('st')} on st.id = z.store_id
        left join ${vehiclePlates('v')} on v.id = a.vehicle_id
        where a.archived_at is null
          ${scope ? sql`and a.company_id = ${scope}` : sql``}
          ${f.companyId ? sql`and a.company_id = ${f.companyId}` : sql``}
          ${f.siteId ? sql`and a.site_id = ${f.siteId}` : sql``}
          ${f.storeId ? sql`and st.id = ${f.storeId}` : sql``}
        order by days_at_client desc nulls last, a.serial
        limit 10000`,
  );
}

/** Today's live routes with their progress and stops on the map. */
export function todaysRoutes(db: Db, scope: Scope, today: string) {
  return rows<{
    id: string;
    number: string;
    status: string;
    driver_name: string;
    vehicle_plate: string;
    points: { latitude: number; longitude: number; status: string; siteName: string }[];
  }>(
    db,
    sql`select r.id, r.number, r.status, d.first_name || ' ' || d.last_name as driver_name, v.plate as vehicle_plate,
          coalesce((select json_agg(json_build_object('latitude', si.latitude, 'longitude', si.longitude,
              'status', o.status, 'siteName', si.name) order by rs.position)
            from ${routeStopOrders('rs')} join ${orderFacts('o')} on o.id = rs.order_id join ${sitePlaces('si')} on si.id = o.site_id
            where rs.route_id = r.id ${ownedBy(scope)}), '[]'::json) as points
        from ${routeFacts('r')}
        join ${driverNames('d')} on d.id = r.driver_id
        join ${vehiclePlates('v')} on v.id = r.vehicle_id
        where r.date = ${today}::date and r.status <> 'cancelled'
        order by r.number`,
  );
}

export function ordersByStatus(db: Db, scope: Scope, from: string, to: string) {
  return rows<{ status: string; count: number }>(
    db,
    sql`select status, count(*)::int as count from ${orderFacts('o')}
        where requested_date between ${from}::date and ${to}::date ${ownedBy(scope)} group by status`,
  );
}

/** Kg by waste class in two periods at once (this month and last). */
export function kgByClassOfMonths(db: Db, scope: Scope, month: [string, string], last: [string, string]) {
  return rows<{ class_id: string | null; class_name: string; this_month: number; last_month: number }>(
    db,
    sql`select coalesce(p.id, w.id) as class_id, coalesce(p.name, w.name) as class_name,
          coalesce(sum(oi.actual_kg) filter (where o.collected_on >= ${month[0]}::date), 0)::float8 as this_month,
          coalesce(sum(oi.actual_kg) filter (where o.collected_on <= ${last[1]}::date), 0)::float8 as last_month
        from ${orderFacts('o')}
        join ${orderItemKg('oi')} on oi.order_id = o.id
        join ${wasteNames('w')} on w.id = oi.waste_id
        left join ${wasteNames('p')} on p.id = w.parent_id
        where o.collected_on between ${last[0]}::date and ${month[1]}::date
          and o.status in ('collected', 'received', 'closed') ${ownedBy(scope)}
        group by 1, 2
        order by 3 desc, 2`,
  );
}

export function deadlines(db: Db, scope: Scope, soon: string) {
  return rows<{ company_id: string; name: string; storage_deadline: string }>(
    db,
    sql`select id as company_id, coalesce(trade_name, legal_name) as name, storage_deadline::text
        from ${companyDeadlines}
        where storage_deadline <= ${soon}::date and status = 'active' and archived_at is null
          ${scope ? sql`and id = ${scope}` : sql``}
        order by storage_deadline, legal_name
        limit 50`,
  );
}

export function expiringDocuments(db: Db, until: string) {
  return rows<{ kind: 'driver' | 'vehicle'; id: string; name: string; document: string; expires_on: string }>(
    db,
    sql`select * from (
          select 'driver' as kind, id, first_name || ' ' || last_name as name, 'licence' as document, licence_expiry::text as expires_on
            from ${driverNames()} where archived_at is null and licence_expiry <= ${until}::date
          union all
          select 'driver', id, first_name || ' ' || last_name, 'hazmatPermit', hazmat_permit_expiry::text
            from ${driverNames()} where archived_at is null and hazmat_permit_expiry <= ${until}::date
          union all
          select 'vehicle', id, plate, 'insurance', insurance_expiry::text
            from ${vehiclePlates()} where archived_at is null and insurance_expiry <= ${until}::date
          union all
          select 'vehicle', id, plate, 'transportPermit', transport_permit_expiry::text
            from ${vehiclePlates()} where archived_at is null and transport_permit_expiry <= ${until}::date
        ) d order by expires_on, name limit 50`,
  );
}

export function failedStops(db: Db, scope: Scope, since: string) {
  return rows<{
    order_id: string;
    order_number: string;
    company_name: string;
    site_name: string;
    failed_on: string;
    reason: string | null;
  }>(
    db,
    sql`select o.id as order_id, o.number as order_number, coalesce(c.trade_name, c.legal_name) as company_name,
          si.name as site_name, coalesce(o.scheduled_date, o.requested_date)::text as failed_on, o.status_reason as reason
        from ${orderFacts('o')}
        join ${companyNames('c')} on c.id = o.company_id
        join ${sitePlaces('si')} on si.id = o.site_id
        where o.status = 'failed' and coalesce(o.scheduled_date, o.requested_date) >= ${since}::date ${ownedBy(scope)}
        order by failed_on desc, o.number desc
        limit 50`,
  );
}
