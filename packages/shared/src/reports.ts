import { z } from 'zod';
import { ORDER_STATUSES } from './orders.ts';
import { isoDate } from './resource.ts';
import { ROUTE_STATUSES } from './routes.ts';

/**
 * The dashboard and the reports (docs/product.md §5, §9): the business at a glance for the operator,
 * and the figures a regulator or a client asks for. Every figure is an aggregate in SQL over the
 * caller's scope; a company's user gets the same reports for their own company only.
 */

/** Documents expiring within this many days are on the dashboard. */
export const DASHBOARD_DOCUMENT_DAYS = 30;

export const dashboardSchema = z.object({
  today: z.string(),
  month: z.object({ from: z.string(), to: z.string() }),
  lastMonth: z.object({ from: z.string(), to: z.string() }),
  routes: z.array(
    z.object({
      id: z.uuid(),
      number: z.string(),
      status: z.enum(ROUTE_STATUSES),
      driverName: z.string(),
      vehiclePlate: z.string(),
      stops: z.number().int(),
      done: z.number().int(),
      failed: z.number().int(),
      points: z.array(
        z.object({
          latitude: z.number(),
          longitude: z.number(),
          status: z.enum(ORDER_STATUSES),
          siteName: z.string(),
        }),
      ),
    }),
  ),
  /** Orders requested this month, by status. */
  ordersByStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() })),
  /** Kg collected by waste class this month and last month. */
  kgByClass: z.array(
    z.object({
      classId: z.uuid().nullable(),
      className: z.string(),
      thisMonth: z.number(),
      lastMonth: z.number(),
    }),
  ),
  deadlines: z.array(
    z.object({
      companyId: z.uuid(),
      name: z.string(),
      storageDeadline: z.string(),
      status: z.enum(['past', 'near']),
    }),
  ),
  documents: z.array(
    z.object({
      kind: z.enum(['driver', 'vehicle']),
      id: z.uuid(),
      name: z.string(),
      document: z.enum(['licence', 'hazmatPermit', 'insurance', 'transportPermit']),
      expiresOn: z.string(),
    }),
  ),
  failedStops: z.array(
    z.object({
      orderId: z.uuid(),
      orderNumber: z.string(),
      companyName: z.string(),
      siteName: z.string(),
      failedOn: z.string(),
      reason: z.string().nullable(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const REPORT_KINDS = ['kg', 'routes', 'assets'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const KG_GROUPS = ['wasteClass', 'client', 'site', 'store', 'month'] as const;
export type KgGroup = (typeof KG_GROUPS)[number];

/** The filters every report takes: a period of collection days and optional narrowing. */
export const reportQuerySchema = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  companyId: z.uuid().optional(),
  siteId: z.uuid().optional(),
  storeId: z.uuid().optional(),
  wasteClass: z.uuid().optional(),
  groupBy: z.enum(KG_GROUPS).default('wasteClass'),
  format: z.enum(['json', 'csv', 'xlsx', 'pdf']).default('json'),
});
export type ReportQuery = z.input<typeof reportQuerySchema>;

export const kgRowSchema = z.object({
  key: z.string().nullable(),
  label: z.string(),
  orders: z.number().int(),
  kg: z.number(),
});
export const routeRowSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  date: z.string(),
  driverName: z.string(),
  vehiclePlate: z.string(),
  status: z.enum(ROUTE_STATUSES),
  stops: z.number().int(),
  collected: z.number().int(),
  failed: z.number().int(),
  /** Stops reached within their window, of those with an arrival recorded; null when none was. */
  onTimeRate: z.number().nullable(),
  distanceKm: z.number(),
  kg: z.number(),
  kgPerKm: z.number().nullable(),
});
export const assetRowSchema = z.object({
  id: z.uuid(),
  serial: z.string(),
  containerType: z.string(),
  status: z.string(),
  place: z.string().nullable(),
  since: z.string(),
  /** Days at a client's site, for containers there. */
  daysAtClient: z.number().int().nullable(),
});

export const reportResponseSchema = z.object({
  data: z.object({
    kind: z.enum(REPORT_KINDS),
    from: z.string(),
    to: z.string(),
    rows: z.array(z.union([kgRowSchema, routeRowSchema, assetRowSchema])),
    totals: z.record(z.string(), z.number().nullable()),
  }),
});
export type KgRow = z.infer<typeof kgRowSchema>;
export type RouteReportRow = z.infer<typeof routeRowSchema>;
export type AssetReportRow = z.infer<typeof assetRowSchema>;
