import { QueryBuilder } from 'drizzle-orm/pg-core';
import { stopVisits } from '../schema/driver-day.ts';

/** What the driver's day publishes of its tables for others to join (see read-models/auth.ts). */
const qb = new QueryBuilder();

/** When the driver arrived at an order's stop, and when the stop was done (collected or failed). */
export const stopArrivals = <A extends string = 'stop_arrivals'>(alias: A = 'stop_arrivals' as A) =>
  qb
    .select({
      orderId: stopVisits.orderId,
      arrivedAt: stopVisits.arrivedAt,
      finishedAt: stopVisits.finishedAt,
    })
    .from(stopVisits)
    .as(alias);
