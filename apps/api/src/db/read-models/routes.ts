import { QueryBuilder } from 'drizzle-orm/pg-core';
import { routeStops, routes } from '../schema/routes.ts';

/** What the routes module publishes of its tables for others to join (see read-models/auth.ts). */
const qb = new QueryBuilder();

/** A route's day, status, crew and stores, and the driver's signature at its start. */
export const routeFacts = <A extends string = 'route_facts'>(alias: A = 'route_facts' as A) =>
  qb
    .select({
      id: routes.id,
      number: routes.number,
      date: routes.date,
      status: routes.status,
      driverId: routes.driverId,
      vehicleId: routes.vehicleId,
      startStoreId: routes.startStoreId,
      endStoreId: routes.endStoreId,
      driverSignatureId: routes.driverSignatureId,
    })
    .from(routes)
    .as(alias);

/** Which order a route visits at which position. */
export const routeStopOrders = <A extends string = 'route_stop_orders'>(
  alias: A = 'route_stop_orders' as A,
) =>
  qb
    .select({ routeId: routeStops.routeId, orderId: routeStops.orderId, position: routeStops.position })
    .from(routeStops)
    .as(alias);
