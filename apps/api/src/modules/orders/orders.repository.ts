import type { TransitionName } from '@recolecta/shared/lifecycle';
import type { Locale } from '@recolecta/shared/locales';
import { type OrderItem, orderLifecycle } from '@recolecta/shared/orders';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { userContacts } from '../../db/read-models/auth.ts';
import { companyContacts, companyNames } from '../../db/read-models/companies.ts';
import { containerTypeNames, containerWastes } from '../../db/read-models/containers.ts';
import { orderItemLines } from '../../db/read-models/orders.ts';
import { roleGrants } from '../../db/read-models/roles.ts';
import { routeFacts, routeStopOrders } from '../../db/read-models/routes.ts';
import { sitePlaces } from '../../db/read-models/sites.ts';
import { wasteNames } from '../../db/read-models/wastes.ts';
import { orderItems, orderNumberCounters, orders } from '../../db/schema/orders.ts';
import { allOf, escapeLike, shownColumns } from '../../lib/list.ts';
import type { Scope } from '../../lib/principal.ts';
import { companyCondition } from '../../lib/scope.ts';
import { codeSearchCondition } from '../../lib/search.ts';
import { tableReads } from '../../lib/table-reads.ts';
import { systemTransition } from '../../lib/transitions.ts';
import { readOrganisation } from '../settings/settings.repository.ts';

export type OrderRow = Omit<typeof orders.$inferSelect, 'search'>;
export type OrderInsert = typeof orders.$inferInsert;
export type OrderItemInsert = Omit<typeof orderItems.$inferInsert, 'orderId' | 'position'>;

export interface OrderFilter {
  q?: string;
  status?: string;
  companyId?: string;
  siteId?: string;
  wasteClass?: string;
  priority?: string;
  from?: string;
  to?: string;
  awaitingRoute?: string;
  ids?: string[];
}

const SORTABLE = {
  number: orders.number,
  requestedDate: orders.requestedDate,
  status: orders.statusRank,
  priority: orders.priorityRank,
  createdAt: orders.createdAt,
};
const DEFAULT_SORT = 'requestedDate:desc';

/** What the orders read of other modules' tables: their owners' read models (db/read-models/). */
const orderSite = sitePlaces('order_site');
const orderCompany = companyNames('order_company');
const itemWaste = wasteNames('item_waste');
const itemContainer = containerTypeNames('item_container');
const stopOf = routeStopOrders('stop_of');
const stopRoute = routeFacts('stop_route');

/** The number (from its start or any of its parts), the notes, or the site's name. */
function searchOrders(q: string | undefined): SQL | undefined {
  const own = codeSearchCondition(orders.search, orders.number, q);
  if (!own || !q) return own;
  const like = `%${escapeLike(q.trim())}%`;
  const site = sql`exists (select 1 from ${orderSite} where ${orderSite.id} = ${orders.siteId} and ${orderSite.name} ilike ${like})`;
  return sql`(${own} or ${site})`;
}

/** Orders with an item whose sub-waste belongs to the class (the parent waste). */
function wasteClassCondition(wasteClass: string | undefined): SQL | undefined {
  if (!wasteClass) return undefined;
  return sql`exists (select 1 from ${orderItems} join ${itemWaste} on ${itemWaste.id} = ${orderItems.wasteId}
    where ${orderItems.orderId} = ${orders.id} and ${itemWaste.parentId} = ${wasteClass})`;
}

/** The planned or started route each of some orders is a stop of (at most one, the database keeps). */
export async function liveRoutesOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, { id: string; number: string }>();
  const rows = await db
    .select({ orderId: stopOf.orderId, id: stopRoute.id, number: stopRoute.number })
    .from(stopOf)
    .innerJoin(stopRoute, eq(stopRoute.id, stopOf.routeId))
    .where(and(inArray(stopOf.orderId, orderIds), inArray(stopRoute.status, ['planned', 'in_progress'])));
  return new Map(rows.map((r) => [r.orderId, { id: r.id, number: r.number }]));
}

/** The order is a stop of a planned or started route. */
export const onLiveRoute = sql<boolean>`exists (select 1 from ${stopOf} join ${stopRoute} on ${stopRoute.id} = ${stopOf.routeId}
  where ${stopOf.orderId} = ${orders.id} and ${stopRoute.status} in ('planned', 'in_progress'))`;

/**
 * Orders waiting for a route on a day: requested for it, or scheduled for it by hand (the operator
 * named the day to the client before planning) and on no planned or started route yet.
 */
function awaitingRouteOn(date: string): SQL {
  return sql`((${orders.status} = 'requested' and ${orders.requestedDate} = ${date})
    or (${orders.status} = 'scheduled' and ${orders.scheduledDate} = ${date} and not ${onLiveRoute}))`;
}

/** The filters, without the scope and the search. */
function filters(filter: OrderFilter) {
  return allOf(
    filter.status ? eq(orders.status, filter.status as OrderRow['status']) : undefined,
    filter.companyId ? eq(orders.companyId, filter.companyId) : undefined,
    filter.siteId ? eq(orders.siteId, filter.siteId) : undefined,
    filter.priority ? eq(orders.priority, filter.priority as OrderRow['priority']) : undefined,
    filter.from ? gte(orders.requestedDate, filter.from) : undefined,
    filter.to ? lte(orders.requestedDate, filter.to) : undefined,
    wasteClassCondition(filter.wasteClass),
    filter.awaitingRoute ? awaitingRouteOn(filter.awaitingRoute) : undefined,
    filter.ids ? inArray(orders.id, filter.ids) : undefined,
  );
}

const orderReads = tableReads<typeof orders, OrderRow, OrderFilter>({
  table: orders,
  columns: () => shownColumns(orders),
  sortable: SORTABLE,
  fallback: DEFAULT_SORT,
  scope: (scope) => companyCondition(orders.companyId, scope),
  filters,
  search: (filter) => searchOrders(filter.q),
});

export const { list: listOrders, batch: orderBatch, find: findOrder } = orderReads;

/**
 * Locks an order within the scope for the rest of the caller's transaction: a second request on it
 * waits until the first commits, then reads what the first did.
 */
export async function lockOrder(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(allOf(eq(orders.id, id), companyCondition(orders.companyId, scope)))
    .for('update');
  return row !== undefined;
}

/** The order made when a failed order was rescheduled, if it was. */
export async function rescheduleOf(db: Db, scope: Scope, failedId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select(shownColumns(orders))
    .from(orders)
    .where(allOf(eq(orders.rescheduledFromId, failedId), companyCondition(orders.companyId, scope)))
    .limit(1);
  return row as OrderRow | undefined;
}

export async function insertOrder(db: Db, scope: Scope, values: OrderInsert): Promise<OrderRow> {
  if (scope !== null && values.companyId !== scope) throw new Error('order outside the caller scope');
  const [row] = await db.insert(orders).values(values).returning();
  const { search: _search, ...rest } = row!;
  return rest;
}

/** The items of an order, replaced as a whole (while the order is requested). */
export async function setOrderItems(db: Db, orderId: string, items: OrderItemInsert[]) {
  await db.delete(orderItems).where(eq(orderItems.orderId, orderId));
  if (items.length === 0) return;
  await db.insert(orderItems).values(items.map((item, position) => ({ ...item, orderId, position })));
}

/** The weighed kg of the items, when the order is collected. */
export async function setActualKg(db: Db, orderId: string, items: { id: string; actualKg: number }[]) {
  for (const item of items) {
    await db
      .update(orderItems)
      .set({ actualKg: item.actualKg })
      .where(and(eq(orderItems.id, item.id), eq(orderItems.orderId, orderId)));
  }
}

/** The kg weighed in at the store, when the order is received. */
export async function setReceivedKg(db: Db, orderId: string, items: { id: string; receivedKg: number }[]) {
  for (const item of items) {
    await db
      .update(orderItems)
      .set({ receivedKg: item.receivedKg })
      .where(and(eq(orderItems.id, item.id), eq(orderItems.orderId, orderId)));
  }
}

/** Columns set by a transition's effect (the scheduled day, the collection day, the reason). */
export async function setOrderFacts(
  db: Db,
  scope: Scope,
  id: string,
  values: Partial<Pick<OrderRow, 'scheduledDate' | 'collectedOn' | 'statusReason'>>,
) {
  await db
    .update(orders)
    .set(values)
    .where(allOf(eq(orders.id, id), companyCondition(orders.companyId, scope)));
}

/**
 * The collection's facts the reports read from the order alone: the kg weighed (the items' sum) and
 * the store it goes to (the end of its live route). Derived here, once, for the orders `where` picks:
 * one at a collection, all the collected ones after the demo data is made.
 */
export async function recordDeliveryFacts(db: Db, scope: Scope, where: SQL) {
  await db.execute(sql`update orders o set
      collected_kg = (select sum(oi.actual_kg) from order_items oi where oi.order_id = o.id),
      delivery_store_id = (select r.end_store_id from ${routeStopOrders('rs')} join ${routeFacts('r')} on r.id = rs.route_id
        where rs.order_id = o.id and r.status <> 'cancelled' limit 1)
    where ${where} ${scope === null ? sql`` : sql`and o.company_id = ${scope}`}`);
}

/** An order's item as its answer shows it (`orderItemSchema`), in the schema's order. */
const itemFields = {
  id: orderItemLines.id,
  wasteId: orderItemLines.wasteId,
  wasteCode: orderItemLines.wasteCode,
  wasteName: orderItemLines.wasteName,
  wasteClassId: orderItemLines.wasteClassId,
  wasteClassName: orderItemLines.wasteClassName,
  containerTypeId: orderItemLines.containerTypeId,
  containerTypeCode: orderItemLines.containerTypeCode,
  containerTypeName: orderItemLines.containerTypeName,
  containerCount: orderItemLines.containerCount,
  estimatedKg: orderItemLines.estimatedKg,
  actualKg: orderItemLines.actualKg,
  receivedKg: orderItemLines.receivedKg,
};

/**
 * The items of some orders with their sub-waste, class and container type, in each order's own order
 * (the orders by id), read through the one reader of order items (`orderItemLines`): what an order's
 * answer shows of each, and its place, its class's code and category, and its container's capacity.
 */
export async function orderItemsOf(db: Db, scope: Scope, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      ...itemFields,
      orderId: orderItemLines.orderId,
      position: orderItemLines.position,
      wasteClassCode: orderItemLines.wasteClassCode,
      category: orderItemLines.category,
      capacityL: orderItemLines.capacityL,
    })
    .from(orderItemLines)
    .innerJoin(orders, eq(orders.id, orderItemLines.orderId))
    .where(allOf(inArray(orderItemLines.orderId, orderIds), companyCondition(orders.companyId, scope)))
    .orderBy(asc(orderItemLines.orderId), asc(orderItemLines.position));
}

/** What an order's answer shows besides its own row (`orderSchema`). */
export interface OrderAnswerExtras {
  companyName: string;
  siteName: string;
  siteLatitude: number;
  siteLongitude: number;
  rescheduledAs: { id: string; number: string } | null;
  route: { id: string; number: string } | null;
  items: OrderItem[];
}

/** One row of `answersQuery`: an order's extras and one of its items (all null when it has none). */
type AnswerRow = {
  orderId: string;
  companyName: string;
  siteName: string;
  siteLatitude: number;
  siteLongitude: number;
  rescheduledId: string | null;
  rescheduledNumber: string | null;
  routeId: string | null;
  routeNumber: string | null;
} & { [K in keyof OrderItem]: OrderItem[K] | null };

const rescheduled = alias(orders, 'rescheduled');

/**
 * What the answers of some orders show besides their rows, one row per item (an order without items
 * has one row with none): the company's and the site's names, the site's place, the order a failed one
 * was rescheduled as, its live route, and its items. One prepared statement, so that each connection
 * plans it once: the five queries it replaced each cost a round trip and a plan per list page, and
 * planning this join anew costs more than running it. Each row comes as one JSON array, which the
 * driver parses natively, where mapping its 22 columns one by one cost the server more than the
 * database spends writing the array (docs/performance.md, "The orders list against the drivers list").
 */
function answersQuery(db: Db) {
  const ids = sql`${sql.placeholder('ids')}::uuid[]`;
  // Read once for all the orders, where a subquery per order walked the route stops again for each.
  const liveRoute = db
    .selectDistinctOn([stopOf.orderId], {
      orderId: stopOf.orderId,
      routeId: stopRoute.id,
      routeNumber: stopRoute.number,
    })
    .from(stopOf)
    .innerJoin(stopRoute, eq(stopRoute.id, stopOf.routeId))
    .where(and(sql`${stopOf.orderId} = any(${ids})`, sql`${stopRoute.status} in ('planned', 'in_progress')`))
    .as('live_route');
  // Likewise the orders the failed ones were rescheduled as, from one scan of their index.
  const rescheduledAs = db
    .select({ fromId: rescheduled.rescheduledFromId, id: rescheduled.id, number: rescheduled.number })
    .from(rescheduled)
    .where(sql`${rescheduled.rescheduledFromId} = any(${ids})`)
    .as('rescheduled_as');
  const fields: Record<keyof AnswerRow, PgColumn | SQL | SQL.Aliased> = {
    orderId: orders.id,
    companyName: sql`coalesce(${orderCompany.tradeName}, ${orderCompany.legalName})`,
    siteName: orderSite.name,
    siteLatitude: orderSite.latitude,
    siteLongitude: orderSite.longitude,
    rescheduledId: rescheduledAs.id,
    rescheduledNumber: rescheduledAs.number,
    routeId: liveRoute.routeId,
    routeNumber: liveRoute.routeNumber,
    ...itemFields,
  };
  const keys = Object.keys(fields) as (keyof AnswerRow)[];
  // A renamed column of the items' subquery is named by its subquery and new name.
  const lines = sql.identifier(orderItemLines._.alias);
  const values = Object.values(fields).map((field) =>
    field instanceof SQL.Aliased ? sql`${lines}.${sql.identifier(field.fieldAlias)}` : field,
  );
  const query = db
    .select({ values: sql<unknown[]>`json_build_array(${sql.join(values, sql`, `)})` })
    .from(orders)
    .innerJoin(orderCompany, eq(orderCompany.id, orders.companyId))
    .innerJoin(orderSite, eq(orderSite.id, orders.siteId))
    .leftJoin(rescheduledAs, and(sql`${orders.status} = 'failed'`, eq(rescheduledAs.fromId, orders.id)))
    .leftJoin(liveRoute, eq(liveRoute.orderId, orders.id))
    // The ids again, so that the items of all the orders are read in one scan of their index.
    .leftJoin(
      orderItemLines,
      and(eq(orderItemLines.orderId, orders.id), sql`${orderItemLines.orderId} = any(${ids})`),
    )
    .where(
      and(
        sql`${orders.id} = any(${ids})`,
        // The caller's scope: null for staff (every company), else the company's id.
        sql`(${sql.placeholder('scope')}::uuid is null or ${orders.companyId} = ${sql.placeholder('scope')}::uuid)`,
      ),
    )
    .orderBy(asc(orders.id), asc(orderItemLines.position))
    .prepare('order_answers');
  return {
    async execute(scope: Scope, orderIds: string[]) {
      return (await query.execute({ ids: orderIds, scope })).map(({ values }) => {
        const row: Record<string, unknown> = {};
        keys.forEach((key, n) => {
          row[key] = values[n];
        });
        return row as AnswerRow;
      });
    },
  };
}

// Built and prepared once per database handle, as the session query is (auth/principal.ts).
const preparedAnswers = new WeakMap<Db, ReturnType<typeof answersQuery>>();

/**
 * What the answers of some orders within the scope show besides their rows, by order id (see
 * `answersQuery`).
 */
export async function orderAnswersOf(db: Db, scope: Scope, orderIds: string[]) {
  const answers = new Map<string, OrderAnswerExtras>();
  if (orderIds.length === 0) return answers;
  let query = preparedAnswers.get(db);
  if (!query) {
    query = answersQuery(db);
    preparedAnswers.set(db, query);
  }
  for (const row of await query.execute(scope, orderIds)) {
    let answer = answers.get(row.orderId);
    if (!answer) {
      answer = {
        companyName: row.companyName,
        siteName: row.siteName,
        siteLatitude: row.siteLatitude,
        siteLongitude: row.siteLongitude,
        rescheduledAs: row.rescheduledId ? { id: row.rescheduledId, number: row.rescheduledNumber! } : null,
        route: row.routeId ? { id: row.routeId, number: row.routeNumber! } : null,
        items: [],
      };
      answers.set(row.orderId, answer);
    }
    if (row.id === null) continue;
    answer.items.push({
      id: row.id,
      wasteId: row.wasteId!,
      wasteCode: row.wasteCode!,
      wasteName: row.wasteName!,
      wasteClassId: row.wasteClassId,
      wasteClassName: row.wasteClassName,
      containerTypeId: row.containerTypeId!,
      containerTypeCode: row.containerTypeCode!,
      containerTypeName: row.containerTypeName!,
      containerCount: row.containerCount!,
      estimatedKg: row.estimatedKg!,
      actualKg: row.actualKg,
      receivedKg: row.receivedKg,
    });
  }
  return answers;
}

/** Company and site names of some orders. */
export async function namesOf(db: Db, scope: Scope, companyIds: string[], siteIds: string[]) {
  // One after the other: inside a transaction both would queue on its one connection anyway.
  const companyRows = companyIds.length
    ? await db
        .select({ id: orderCompany.id, legalName: orderCompany.legalName, tradeName: orderCompany.tradeName })
        .from(orderCompany)
        .where(allOf(inArray(orderCompany.id, companyIds), companyCondition(orderCompany.id, scope)))
    : [];
  const siteRows = siteIds.length
    ? await db
        .select({
          id: orderSite.id,
          name: orderSite.name,
          latitude: orderSite.latitude,
          longitude: orderSite.longitude,
        })
        .from(orderSite)
        .where(allOf(inArray(orderSite.id, siteIds), companyCondition(orderSite.companyId, scope)))
    : [];
  return {
    companies: new Map(companyRows.map((c) => [c.id, c.tradeName ?? c.legalName])),
    sites: new Map(siteRows.map((s) => [s.id, s.name])),
    places: new Map(siteRows.map((s) => [s.id, { latitude: s.latitude, longitude: s.longitude }])),
  };
}

/**
 * The next order number of the year, inside the creating transaction. The counter row stays locked
 * until that transaction ends, so concurrent orders queue for it and never share a number.
 */
export async function nextOrderNumber(db: Db, year: number): Promise<number> {
  const [row] = await db
    .insert(orderNumberCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: orderNumberCounters.year,
      set: { last: sql`${orderNumberCounters.last} + 1` },
    })
    .returning({ last: orderNumberCounters.last });
  return row!.last;
}

/** The site an order names, with its company's status: the rules of a new order read both. */
export async function siteForOrder(db: Db, siteId: string) {
  const [row] = await db
    .select({
      id: orderSite.id,
      companyId: orderSite.companyId,
      name: orderSite.name,
      archivedAt: orderSite.archivedAt,
      windowStart: orderSite.collectionWindowStart,
      windowEnd: orderSite.collectionWindowEnd,
      companyStatus: orderCompany.status,
    })
    .from(orderSite)
    .innerJoin(orderCompany, eq(orderCompany.id, orderSite.companyId))
    .where(eq(orderSite.id, siteId))
    .limit(1);
  return row;
}

/** The wastes and container types items name, and which container type may hold which waste. */
export async function catalogForItems(db: Db, wasteIds: string[], containerTypeIds: string[]) {
  const wasteRows = await db
    .select({ id: itemWaste.id, parentId: itemWaste.parentId, archivedAt: itemWaste.archivedAt })
    .from(itemWaste)
    .where(inArray(itemWaste.id, wasteIds));
  const containerRows = await db
    .select({ id: itemContainer.id, archivedAt: itemContainer.archivedAt })
    .from(itemContainer)
    .where(inArray(itemContainer.id, containerTypeIds));
  const pairs = await db
    .select({ containerTypeId: containerWastes.containerTypeId, wasteId: containerWastes.wasteId })
    .from(containerWastes)
    .where(inArray(containerWastes.containerTypeId, containerTypeIds));
  return { wastes: wasteRows, containerTypes: containerRows, pairs };
}

/**
 * Who hears of an order: the company's contact address in the organisation's language, and the
 * company's active owners in their own. One address gets one e-mail (the user's language wins).
 */
export async function orderRecipients(db: Db, scope: Scope, companyId: string) {
  if (scope !== null && companyId !== scope) throw new Error('company outside the caller scope');
  const contact = companyContacts();
  const [company] = await db
    .select({
      email: contact.email,
      contactName: contact.contactName,
      legalName: contact.legalName,
      tradeName: contact.tradeName,
    })
    .from(contact)
    .where(eq(contact.id, companyId));
  const settings = await readOrganisation(db);
  const owners = await db
    .select({ email: userContacts.email, name: userContacts.name, locale: userContacts.locale })
    .from(userContacts)
    .innerJoin(roleGrants, eq(roleGrants.id, userContacts.roleId))
    .where(
      and(
        eq(userContacts.companyId, companyId),
        eq(roleGrants.key, 'owner'),
        eq(userContacts.status, 'active'),
        isNull(userContacts.archivedAt),
      ),
    );
  const byEmail = new Map<string, { email: string; name: string; locale: Locale }>();
  if (company) {
    byEmail.set(company.email.toLowerCase(), {
      email: company.email,
      name: company.contactName,
      locale: settings?.defaultLocale ?? 'es',
    });
  }
  for (const owner of owners) byEmail.set(owner.email.toLowerCase(), owner);
  return {
    companyName: company ? (company.tradeName ?? company.legalName) : '',
    recipients: [...byEmail.values()],
  };
}

export const ORDER_CONSTRAINTS = { orders_number_key: 'number', orders_rescheduled_from_key: 'id' };

/**
 * The sub-wastes and container types (with the wastes each may hold) an order may name, not archived;
 * a sub-waste no container may hold is left out, since no order could carry it.
 */
export async function orderCatalog(db: Db) {
  const waste = itemWaste;
  const parent = wasteNames('parent_waste');
  const subWastes = await db
    .select({
      id: waste.id,
      code: waste.code,
      name: waste.name,
      parentId: waste.parentId,
      parentName: parent.name,
    })
    .from(waste)
    .leftJoin(parent, eq(parent.id, waste.parentId))
    .where(and(isNotNull(waste.parentId), isNull(waste.archivedAt)))
    .orderBy(asc(waste.code));
  const types = await db
    .select({ id: itemContainer.id, code: itemContainer.code, name: itemContainer.name })
    .from(itemContainer)
    .where(isNull(itemContainer.archivedAt))
    .orderBy(asc(itemContainer.code));
  const pairs = await db
    .select({ containerTypeId: containerWastes.containerTypeId, wasteId: containerWastes.wasteId })
    .from(containerWastes);
  // Only what can be ordered: a sub-waste some container may hold (itself or its class).
  const held = new Set(pairs.map((p) => p.wasteId));
  return {
    wastes: subWastes.filter((w) => held.has(w.id) || (w.parentId !== null && held.has(w.parentId))),
    containers: types.map((t) => ({
      ...t,
      wasteIds: pairs.filter((p) => p.containerTypeId === t.id).map((p) => p.wasteId),
    })),
  };
}

// What other modules read and change of orders (the routes, the plans, the driver's day, the
// manifests), which they reached through the orders table before. Each takes the scope.

/** Locks some orders within the scope for the caller's transaction: two planners cannot take one twice. */
export async function lockOrders(db: Db, scope: Scope, orderIds: string[]) {
  if (orderIds.length === 0) return;
  await db
    .select({ id: orders.id })
    .from(orders)
    .where(allOf(inArray(orders.id, orderIds), companyCondition(orders.companyId, scope)))
    .for('update');
}

/**
 * Moves an order on by a system transition of its lifecycle (a route scheduling, unscheduling or
 * starting it) through the caller's handle: the status, the transition row and the audit row.
 */
export function takeOrderStep(
  db: Db,
  scope: Scope,
  order: { id: string; companyId: string },
  step: TransitionName<typeof orderLifecycle>,
  by: { actorId: string | null; ip?: string | null },
) {
  if (scope !== null && order.companyId !== scope) throw new Error('order outside the caller scope');
  return systemTransition(db, {
    lifecycle: orderLifecycle,
    table: orders,
    id: order.id,
    name: step,
    actorId: by.actorId,
    companyId: order.companyId,
    ip: by.ip ?? null,
  });
}

const loadType = containerTypeNames('load_type');
const loadWaste = wasteNames('load_waste');
const loadClass = wasteNames('load_class');

/**
 * What some orders load on a vehicle, one row per order with items: kg, litres (containers × their
 * capacity), whether any item needs refrigeration (the sub-waste or its class), and a short text of
 * the items in their order.
 */
export function loadsOf(db: Db, scope: Scope, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderItems.orderId,
      estimatedKg: sql<number>`coalesce(sum(${orderItems.estimatedKg}), 0)`.mapWith(Number),
      litres: sql<number>`coalesce(sum(${orderItems.containerCount} * ${loadType.capacityL}), 0)`.mapWith(
        Number,
      ),
      cold: sql<boolean>`bool_or(${loadWaste.requiresRefrigeration} or coalesce(${loadClass.requiresRefrigeration}, false))`,
      items: sql<string>`string_agg(${loadWaste.code} || ' × ' || ${orderItems.containerCount}, ', ' order by ${orderItems.position})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(loadType, eq(loadType.id, orderItems.containerTypeId))
    .innerJoin(loadWaste, eq(loadWaste.id, orderItems.wasteId))
    .leftJoin(loadClass, eq(loadClass.id, loadWaste.parentId))
    .where(allOf(inArray(orderItems.orderId, orderIds), companyCondition(orders.companyId, scope)))
    .groupBy(orderItems.orderId);
}

/** The ids of the day's orders waiting for a route (`awaitingRouteOn`). */
export async function awaitingRouteIds(db: Db, scope: Scope, date: string) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(allOf(awaitingRouteOn(date), companyCondition(orders.companyId, scope)));
  return rows.map((r) => r.id);
}

/** The orders a service plan made for its dates from a day on. */
export function ordersOfPlan(db: Db, scope: Scope, planId: string, from: string) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      version: orders.version,
      planDate: orders.planDate,
      requestedDate: orders.requestedDate,
    })
    .from(orders)
    .where(
      allOf(
        eq(orders.servicePlanId, planId),
        gte(orders.planDate, from),
        companyCondition(orders.companyId, scope),
      ),
    );
}
