import { QueryBuilder } from 'drizzle-orm/pg-core';
import { stopVisits } from '../schema/driver-day.ts';

/** What the driver's day publishes of its tables for others to join (see read-models/users.ts). */
const qb = new QueryBuilder();

/** When the driver arrived at an order's stop. */
export const stopArrivals = (alias = 'stop_arrivals') =>
  qb.select({ orderId: stopVisits.orderId, arrivedAt: stopVisits.arrivedAt }).from(stopVisits).as(alias);
