import { DEADLINE_WARNING_DAYS, deadlineStatus } from '@recolecta/shared/companies';
import { addDays } from '@recolecta/shared/documents';
import { fieldLabel, valueLabel } from '@recolecta/shared/labels';
import type { OrderStatus } from '@recolecta/shared/orders';
import {
  type AssetReportRow,
  DASHBOARD_DOCUMENT_DAYS,
  type Dashboard,
  type KgRow,
  type ReportKind,
  type RouteReportRow,
  type reportQuerySchema,
} from '@recolecta/shared/reports';
import type { RouteStatus } from '@recolecta/shared/routes';
import { distanceKm } from '@recolecta/shared/routes';
import type { z } from 'zod';
import type { ServiceContext } from '../../lib/context.ts';
import type { ExportColumn } from '../../lib/export.ts';
import { readOrganisation } from '../settings/settings.repository.ts';
import {
  assetsReport,
  deadlines,
  expiringDocuments,
  failedStops,
  kgByClassOfMonths,
  kgReport,
  ordersByStatus,
  type ReportFilter,
  routeGeometry,
  routesReport,
  todaysRoutes,
} from './reports.repository.ts';

type Query = z.output<typeof reportQuerySchema>;

const round = (n: number, places = 3) => Math.round(n * 10 ** places) / 10 ** places;
const monthOf = (day: string): [string, string] => {
  const from = `${day.slice(0, 7)}-01`;
  const next = new Date(`${from}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return [from, addDays(next.toISOString().slice(0, 10), -1)];
};

export async function organisation(ctx: ServiceContext) {
  const row = await readOrganisation(ctx.db);
  return row
    ? { name: row.name || 'Recolecta', timeZone: row.timeZone }
    : { name: 'Recolecta', timeZone: 'America/Mexico_City' };
}

/** The operator's day at a glance: each figure counted in SQL, each linking to the list it counts. */
export async function dashboard(ctx: ServiceContext): Promise<Dashboard> {
  const today = ctx.today;
  const month = monthOf(today);
  const last = monthOf(addDays(month[0], -1));
  const [routes, statuses, kg, due, documents, failed] = await Promise.all([
    todaysRoutes(ctx.db, ctx.scope, today),
    ordersByStatus(ctx.db, ctx.scope, month[0], month[1]),
    kgByClassOfMonths(ctx.db, ctx.scope, month, last),
    deadlines(ctx.db, ctx.scope, addDays(today, DEADLINE_WARNING_DAYS)),
    expiringDocuments(ctx.db, addDays(today, DASHBOARD_DOCUMENT_DAYS)),
    failedStops(ctx.db, ctx.scope, addDays(today, -6)),
  ]);
  const ended = new Set(['collected', 'received', 'closed', 'failed', 'cancelled']);
  return {
    today,
    month: { from: month[0], to: month[1] },
    lastMonth: { from: last[0], to: last[1] },
    routes: routes.map((r) => ({
      id: r.id,
      number: r.number,
      status: r.status as RouteStatus,
      driverName: r.driver_name,
      vehiclePlate: r.vehicle_plate,
      stops: r.points.length,
      done: r.points.filter((p) => ended.has(p.status)).length,
      failed: r.points.filter((p) => p.status === 'failed').length,
      points: r.points.map((p) => ({ ...p, status: p.status as OrderStatus })),
    })),
    ordersByStatus: statuses.map((s) => ({ status: s.status as OrderStatus, count: s.count })),
    kgByClass: kg.map((k) => ({
      classId: k.class_id,
      className: k.class_name,
      thisMonth: round(k.this_month),
      lastMonth: round(k.last_month),
    })),
    deadlines: due.map((d) => ({
      companyId: d.company_id,
      name: d.name,
      storageDeadline: d.storage_deadline,
      status: deadlineStatus(d.storage_deadline, today) === 'past' ? 'past' : 'near',
    })),
    documents: documents.map((d) => ({
      kind: d.kind,
      id: d.id,
      name: d.name,
      document: d.document as Dashboard['documents'][number]['document'],
      expiresOn: d.expires_on,
    })),
    failedStops: failed.map((f) => ({
      orderId: f.order_id,
      orderNumber: f.order_number,
      companyName: f.company_name,
      siteName: f.site_name,
      failedOn: f.failed_on,
      reason: f.reason,
    })),
  };
}

/** The period of a report: the query's, or this month so far. */
export function periodOf(ctx: ServiceContext, query: Query): ReportFilter {
  const [monthStart] = monthOf(ctx.today);
  return {
    from: query.from ?? monthStart,
    to: query.to ?? ctx.today,
    companyId: query.companyId,
    siteId: query.siteId,
    storeId: query.storeId,
    wasteClass: query.wasteClass,
  };
}

export interface Report<Row> {
  kind: ReportKind;
  from: string;
  to: string;
  rows: Row[];
  totals: Record<string, number | null>;
  columns: ExportColumn<Row>[];
}

async function kg(ctx: ServiceContext, query: Query): Promise<Report<KgRow>> {
  const f = periodOf(ctx, query);
  const found = await kgReport(ctx.db, ctx.scope, f, query.groupBy);
  const rows = found.rows.map((r) => ({
    key: r.key,
    label: r.label,
    orders: r.orders,
    kg: round(r.kg),
  }));
  const label = (field: string) => fieldLabel('reports', field, ctx.locale);
  return {
    kind: 'kg',
    ...f,
    rows,
    totals: {
      orders: found.total.orders,
      kg: round(found.total.kg),
    },
    columns: [
      { header: label(query.groupBy), value: (r) => r.label },
      { header: label('orders'), value: (r) => r.orders },
      { header: label('kg'), value: (r) => r.kg },
    ],
  };
}

async function routes(ctx: ServiceContext, query: Query): Promise<Report<RouteReportRow>> {
  const f = periodOf(ctx, query);
  const { timeZone } = await organisation(ctx);
  const found = await routesReport(ctx.db, ctx.scope, f, timeZone);
  // The planned distance, as the route's page computes it: depot, the stops in order, the end store.
  const legs =
    ctx.scope === null
      ? await routeGeometry(
          ctx.db,
          ctx.scope,
          found.map((r) => r.id),
        )
      : [];
  const distance = new Map<string, number>();
  for (const id of new Set(legs.map((l) => l.route_id))) {
    const own = legs.filter((l) => l.route_id === id);
    const first = own[0]!;
    const points = [
      { latitude: first.start_lat, longitude: first.start_lon },
      ...own,
      { latitude: first.end_lat, longitude: first.end_lon },
    ];
    let km = 0;
    for (let n = 1; n < points.length; n++) km += distanceKm(points[n - 1]!, points[n]!);
    distance.set(id, round(km, 1));
  }
  const rows = found.map((r) => {
    const km = distance.get(r.id) ?? 0;
    return {
      id: r.id,
      number: r.number,
      date: r.date,
      driverName: r.driver_name,
      vehiclePlate: r.vehicle_plate,
      status: r.status as RouteStatus,
      stops: r.stops,
      collected: r.collected,
      failed: r.failed,
      onTimeRate: r.arrived > 0 ? round(r.on_time / r.arrived, 3) : null,
      distanceKm: km,
      kg: round(r.kg),
      kgPerKm: km > 0 ? round(r.kg / km, 2) : null,
    };
  });
  const label = (field: string) => fieldLabel('reports', field, ctx.locale);
  const arrived = found.reduce((s, r) => s + r.arrived, 0);
  const totalKm = rows.reduce((s, r) => s + r.distanceKm, 0);
  const totalKg = rows.reduce((s, r) => s + r.kg, 0);
  return {
    kind: 'routes',
    ...f,
    rows,
    totals: {
      routes: rows.length,
      stops: rows.reduce((s, r) => s + r.stops, 0),
      distanceKm: round(totalKm, 1),
      kg: round(totalKg),
      onTimeRate: arrived > 0 ? round(found.reduce((s, r) => s + r.on_time, 0) / arrived, 3) : null,
      kgPerKm: totalKm > 0 ? round(totalKg / totalKm, 2) : null,
    },
    columns: [
      { header: label('route'), value: (r) => r.number },
      { header: label('date'), value: (r) => r.date },
      { header: label('driver'), value: (r) => r.driverName },
      { header: label('vehicle'), value: (r) => r.vehiclePlate },
      { header: label('stops'), value: (r) => r.stops },
      { header: label('collected'), value: (r) => r.collected },
      { header: label('failed'), value: (r) => r.failed },
      {
        header: label('onTimeRate'),
        value: (r) => (r.onTimeRate === null ? null : `${Math.round(r.onTimeRate * 100)} %`),
      },
      { header: label('distanceKm'), value: (r) => r.distanceKm },
      { header: label('kg'), value: (r) => r.kg },
      { header: label('kgPerKm'), value: (r) => r.kgPerKm },
    ],
  };
}

async function assets(ctx: ServiceContext, query: Query): Promise<Report<AssetReportRow>> {
  const f = periodOf(ctx, query);
  const rows = (await assetsReport(ctx.db, ctx.scope, f, ctx.today)).map((r) => ({
    id: r.id,
    serial: r.serial,
    containerType: r.container_type,
    status: r.status,
    place: r.place,
    since: new Date(r.since).toISOString(),
    daysAtClient: r.days_at_client,
  }));
  const label = (field: string) => fieldLabel('reports', field, ctx.locale);
  return {
    kind: 'assets',
    ...f,
    rows,
    totals: {
      assets: rows.length,
      atClient: rows.filter((r) => r.daysAtClient !== null).length,
    },
    columns: [
      { header: label('serial'), value: (r) => r.serial },
      { header: label('containerType'), value: (r) => r.containerType },
      { header: label('status'), value: (r) => valueLabel('assetStatus', r.status, ctx.locale) },
      { header: label('place'), value: (r) => r.place },
      { header: label('since'), value: (r) => r.since.slice(0, 10) },
      { header: label('daysAtClient'), value: (r) => r.daysAtClient },
    ],
  };
}

const REPORTS = { kg, routes, assets } as const;

export function report(ctx: ServiceContext, kind: ReportKind, query: Query) {
  return (REPORTS[kind] as (ctx: ServiceContext, query: Query) => Promise<Report<unknown>>)(ctx, query);
}
