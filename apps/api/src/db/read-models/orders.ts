import { eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { orderItems, orders } from '../schema/orders.ts';
import { containerTypeNames } from './containers.ts';
import { wasteNames } from './wastes.ts';

/** What the orders module publishes of its tables for others to join (see read-models/auth.ts). */
const qb = new QueryBuilder();

/** An order's facts as the reports count them: who, where, when, its status and kg; its notes for the stop. */
export const orderFacts = <A extends string = 'order_facts'>(alias: A = 'order_facts' as A) =>
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
      notes: orders.notes,
    })
    .from(orders)
    .as(alias);

/** An order's item as weighed: its waste and the kg collected. */
export const orderItemKg = <A extends string = 'order_item_kg'>(alias: A = 'order_item_kg' as A) =>
  qb
    .select({ orderId: orderItems.orderId, wasteId: orderItems.wasteId, actualKg: orderItems.actualKg })
    .from(orderItems)
    .as(alias);

const waste = wasteNames('item_waste');
const wasteClass = wasteNames('item_waste_class');
const container = containerTypeNames('item_container_type');

/**
 * The one reader of order items with their waste and container: each item with its sub-waste, the
 * sub-waste's class (code, name, category: the class's, else the waste's own) and its container
 * type. The catalog's columns are renamed here, so one select of this subquery holds no two `name`s.
 */
export const orderItemLines = qb
  .select({
    id: orderItems.id,
    orderId: orderItems.orderId,
    position: orderItems.position,
    wasteId: orderItems.wasteId,
    wasteCode: sql<string>`${waste.code}`.as('waste_code'),
    wasteName: sql<string>`${waste.name}`.as('waste_name'),
    wasteClassId: sql<string | null>`${wasteClass.id}`.as('waste_class_id'),
    wasteClassCode: sql<string>`coalesce(${wasteClass.code}, ${waste.code})`.as('waste_class_code'),
    wasteClassName: sql<string | null>`${wasteClass.name}`.as('waste_class_name'),
    category: sql<string>`coalesce(${wasteClass.category}, ${waste.category})`.as('category'),
    containerTypeId: orderItems.containerTypeId,
    containerTypeCode: sql<string>`${container.code}`.as('container_type_code'),
    containerTypeName: sql<string>`${container.name}`.as('container_type_name'),
    capacityL: sql<number>`${container.capacityL}`.mapWith(Number).as('capacity_l'),
    containerCount: orderItems.containerCount,
    estimatedKg: orderItems.estimatedKg,
    actualKg: orderItems.actualKg,
    receivedKg: orderItems.receivedKg,
  })
  .from(orderItems)
  .innerJoin(waste, eq(waste.id, orderItems.wasteId))
  .leftJoin(wasteClass, eq(wasteClass.id, waste.parentId))
  .innerJoin(container, eq(container.id, orderItems.containerTypeId))
  .as('order_item_lines');
