import type {
  OptimizationStatus,
  RouteStatus,
  routeOptimizeSchema,
  UNASSIGNED_REASONS,
} from '@recolecta/shared/routes';
import { ROUTE_SORT_FIELDS } from '@recolecta/shared/routes';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { baseColumns, sortIndexes } from './common.ts';
import { drivers } from './drivers.ts';
import { orders } from './orders.ts';
import { stores } from './stores.ts';
import { vehicles } from './vehicles.ts';

/**
 * A collection route (docs/product.md §3 "Route"): one driver and one vehicle on one day, from a start
 * store through ordered stops to an end store. The operator's own; never deleted (cancelled instead).
 */
export const routes = pgTable(
  'routes',
  {
    ...baseColumns(),
    /** `RUT-2026-000042`, from `number_counters`. */
    number: text('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    startStoreId: uuid('start_store_id')
      .notNull()
      .references(() => stores.id),
    endStoreId: uuid('end_store_id')
      .notNull()
      .references(() => stores.id),
    startTime: time('start_time').notNull().default('07:00'),
    status: text('status').$type<RouteStatus>().notNull().default('planned'),
    notes: text('notes'),
    /** The driver's signature drawn when the day began: the transporter's on the manifests. */
    driverSignatureId: uuid('driver_signature_id'),
  },
  (t) => [
    uniqueIndex('routes_number_key').on(t.number),
    index('routes_date_idx').on(t.date, t.id),
    // One live route per driver and per vehicle and day: the database keeps the rule under races.
    uniqueIndex('routes_driver_day_key').on(t.driverId, t.date).where(sql`status <> 'cancelled'`),
    uniqueIndex('routes_vehicle_day_key').on(t.vehicleId, t.date).where(sql`status <> 'cancelled'`),
    index('routes_start_store_idx').on(t.startStoreId),
    index('routes_end_store_idx').on(t.endStoreId),
    ...sortIndexes('routes', t, ROUTE_SORT_FIELDS),
  ],
);

/** The orders a route visits, in order. */
export const routeStops = pgTable(
  'route_stops',
  {
    routeId: uuid('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
  },
  (t) => [primaryKey({ columns: [t.routeId, t.position] }), index('route_stops_order_idx').on(t.orderId)],
);

/**
 * One run of the optimiser over a day (`POST /routes/optimize`): what was asked, then the proposal
 * (routes and unassigned orders) the dispatcher accepts as planned routes or discards.
 */
export const optimizations = pgTable(
  'optimizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').$type<OptimizationStatus>().notNull().default('queued'),
    date: date('date', { mode: 'string' }).notNull(),
    request: jsonb('request').$type<OptimizationRequest>().notNull(),
    result: jsonb('result').$type<OptimizationResult>(),
    error: text('error'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('optimizations_created_idx').on(t.createdAt)],
);

export type OptimizationRequest = z.output<typeof routeOptimizeSchema> & { orderIds: string[] };

export type OptimizationResult = {
  routes: {
    vehicleId: string;
    driverId: string;
    orderIds: string[];
    arrivals: string[];
    distanceKm: number;
  }[];
  unassigned: { orderId: string; reason: (typeof UNASSIGNED_REASONS)[number] }[];
  acceptedRouteIds?: string[];
};
