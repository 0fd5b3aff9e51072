import { QueryBuilder } from 'drizzle-orm/pg-core';
import { orderItems, orders } from '../schema/orders.ts';

/** What the orders module publishes of its tables for others to join (see read-models/users.ts). */
const qb = new QueryBuilder();

/** An order's facts as the reports count them: who, where, when, its status and kg. */
export const orderFacts = (alias = 'order_facts') =>
  qb
    .select({
      id: orders.id,
      number: orders.number,
      companyId: orders.companyId,
      siteId: orders.siteId,
      deliveryStoreId: orders.deliveryStoreId,
      status: orders.status,
      statusReason: orders.statusReason,
      requestedDate: orders.requestedDate,
      scheduledDate: orders.scheduledDate,
      collectedOn: orders.collectedOn,
      collectedKg: orders.collectedKg,
      windowStart: orders.windowStart,
      windowEnd: orders.windowEnd,
    })
    .from(orders)
    .as(alias);

/** An order's item as weighed: its waste and the kg collected. */
export const orderItemKg = (alias = 'order_item_kg') =>
  qb
    .select({ orderId: orderItems.orderId, wasteId: orderItems.wasteId, actualKg: orderItems.actualKg })
    .from(orderItems)
    .as(alias);
