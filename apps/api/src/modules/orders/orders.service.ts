import { fieldLabel, valueLabel } from '@recolecta/shared/labels';
import { availableTransitions } from '@recolecta/shared/lifecycle';
import type { Locale } from '@recolecta/shared/locales';
import {
  formatOrderNumber,
  type Order,
  type OrderStatus,
  type orderCollectInputSchema,
  type orderCreateSchema,
  orderDayProblem,
  orderLifecycle,
  type orderListQuerySchema,
  type orderReceiveInputSchema,
  type orderRescheduleSchema,
  type orderScheduleInputSchema,
  orderTransitionInputs,
  type orderUpdateSchema,
  orderWindowProblem,
} from '@recolecta/shared/orders';
import type { ValidationMessageKey } from '@recolecta/shared/validation-messages';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { orders } from '../../db/schema/orders.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import {
  actorOf,
  getting,
  inTransaction,
  recordChange,
  rowOr404,
  type ServiceContext,
} from '../../lib/context.ts';
import { type ExportColumn, inBatches } from '../../lib/export.ts';
import { invalidFields, uniqueViolation } from '../../lib/field-errors.ts';
import { acceptImage } from '../../lib/images.ts';
import type { ResourceService } from '../../lib/resource-routes.ts';
import { hhmm } from '../../lib/time-of-day.ts';
import { lifecycleService, withoutStatus } from '../../lib/transitions.ts';
import { updateVersioned } from '../../lib/versioned.ts';
import { noteCollection } from '../companies/companies.repository.ts';
import { saveImage, storeVisitAssets } from '../field-records/field-records.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import type { RenderedMail } from '../mail/layout.ts';
import { queueMail } from '../mail/outbox.ts';
import { manifestsOfOrders } from '../manifests/manifests.repository.ts';
import { createManifestFor, receiveManifest } from '../manifests/manifests.service.ts';
import { noticesOf, siteContact } from '../notifications/notices.ts';
import { orderCancelledMail, orderFailedMail, orderReceivedMail, orderScheduledMail } from './orders.mail.ts';
import {
  catalogForItems,
  findOrder,
  insertOrder,
  listOrders,
  lockOrder,
  namesOf,
  nextOrderNumber,
  ORDER_CONSTRAINTS,
  type OrderFilter,
  type OrderItemInsert,
  type OrderRow,
  orderAnswersOf,
  orderBatch,
  orderItemsOf,
  orderRecipients,
  recordDeliveryFacts,
  rescheduleOf,
  setActualKg,
  setOrderFacts,
  setOrderItems,
  setReceivedKg,
  siteForOrder,
} from './orders.repository.ts';

type ListQuery = z.output<typeof orderListQuerySchema>;
type CreateInput = z.output<typeof orderCreateSchema>;
type UpdateInput = z.output<typeof orderUpdateSchema>;
type RescheduleInput = z.output<typeof orderRescheduleSchema>;
type ItemInput = CreateInput['items'][number];

/** The day, window and notes a reschedule asks for (the failed order's window and notes by default). */
function rescheduleValues(before: OrderRow, input: RescheduleInput) {
  const keepWindow = input.windowStart === null && input.windowEnd === null;
  return {
    requestedDate: input.requestedDate,
    windowStart: keepWindow ? hhmm(before.windowStart) : input.windowStart,
    windowEnd: keepWindow ? hhmm(before.windowEnd) : input.windowEnd,
    notes: input.notes ?? before.notes,
  };
}

/**
 * The request repeats the one that rescheduled the order: it is answered that order again. A window
 * left empty took the site's, so it matches whatever window the order got.
 */
function sameReschedule(done: OrderRow, before: OrderRow, input: RescheduleInput) {
  const asked = rescheduleValues(before, input);
  const sameTime = (stored: string | null, wanted: string | null) =>
    wanted === null || hhmm(stored) === wanted;
  return (
    done.requestedDate === asked.requestedDate &&
    sameTime(done.windowStart, asked.windowStart) &&
    sameTime(done.windowEnd, asked.windowEnd) &&
    done.notes === asked.notes
  );
}

/** Once the order has left `requested`, only its notes and priority change; once it has ended, nothing. */
const ENDED: OrderStatus[] = ['closed', 'cancelled', 'failed'];
const LOCKED_FIELDS = ['siteId', 'requestedDate', 'windowStart', 'windowEnd', 'items'] as const;

/** Orders as the API answers them: with their company and site names, route and items (one query). */
async function toOrders(ctx: ServiceContext, rows: OrderRow[]): Promise<Order[]> {
  const answers = await orderAnswersOf(
    ctx.db,
    ctx.scope,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const extra = answers.get(row.id);
    const own = extra?.items ?? [];
    const weighed = own.every((i) => i.actualKg !== null) && own.length > 0;
    return {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      version: row.version,
      archivedAt: null,
      number: row.number,
      companyId: row.companyId,
      companyName: extra?.companyName ?? '',
      siteId: row.siteId,
      siteName: extra?.siteName ?? '',
      siteLatitude: extra?.siteLatitude ?? 0,
      siteLongitude: extra?.siteLongitude ?? 0,
      requestedDate: row.requestedDate,
      windowStart: hhmm(row.windowStart),
      windowEnd: hhmm(row.windowEnd),
      priority: row.priority,
      notes: row.notes,
      status: row.status,
      scheduledDate: row.scheduledDate,
      collectedOn: row.collectedOn,
      statusReason: row.statusReason,
      rescheduledFromId: row.rescheduledFromId,
      rescheduledAs: extra?.rescheduledAs ?? null,
      servicePlanId: row.servicePlanId,
      planDate: row.planDate,
      route: extra?.route ?? null,
      items: own,
      estimatedKg: own.reduce((sum, i) => sum + i.estimatedKg, 0),
      actualKg: weighed ? own.reduce((sum, i) => sum + (i.actualKg ?? 0), 0) : null,
    };
  });
}

const getRow = rowOr404(findOrder);

/** The row read again (a transition's effects change more than its status) and answered. */
async function toItem(row: OrderRow, ctx: ServiceContext) {
  const fresh = (await findOrder(ctx.db, null, row.id)) ?? row;
  const [order] = await toOrders(ctx, [fresh]);
  return order!;
}

export type Detail = { path: string; message: ValidationMessageKey };
export const detail = (path: string, message: ValidationMessageKey): Detail => ({ path, message });

/** The window, as a partial change leaves it of `before`, must end after it starts. */
export function windowProblems(
  before: { windowStart: string | null; windowEnd: string | null },
  changes: { windowStart?: string | null; windowEnd?: string | null },
): Detail[] {
  const start = changes.windowStart !== undefined ? changes.windowStart : hhmm(before.windowStart);
  const end = changes.windowEnd !== undefined ? changes.windowEnd : hhmm(before.windowEnd);
  const problem = orderWindowProblem(start, end);
  return problem ? [detail('windowEnd', problem)] : [];
}

/** The site must be the company's (an owner's: their own), not archived, and the company active. */
export async function checkOrderSite(ctx: ServiceContext, siteId: string, companyId: string | undefined) {
  const site = await siteForOrder(ctx.db, siteId);
  const wrong =
    !site ||
    site.archivedAt !== null ||
    (ctx.scope !== null && site.companyId !== ctx.scope) ||
    (companyId !== undefined && site.companyId !== companyId);
  if (wrong) throw invalidFields([detail('siteId', 'validation.siteOfCompany')]);
  if (site.companyStatus !== 'active') throw invalidFields([detail('siteId', 'validation.companyInactive')]);
  return site;
}

/** Each item names a live sub-waste and a live container type that may hold it (or its class). */
export async function orderItemProblems(ctx: ServiceContext, items: ItemInput[]): Promise<Detail[]> {
  const catalog = await catalogForItems(
    ctx.db,
    [...new Set(items.map((i) => i.wasteId))],
    [...new Set(items.map((i) => i.containerTypeId))],
  );
  const problems: Detail[] = [];
  items.forEach((item, n) => {
    const waste = catalog.wastes.find((w) => w.id === item.wasteId);
    const container = catalog.containerTypes.find((c) => c.id === item.containerTypeId);
    if (!waste || waste.archivedAt)
      problems.push(detail(`items.${n}.wasteId`, 'validation.unknownReference'));
    else if (!waste.parentId) problems.push(detail(`items.${n}.wasteId`, 'validation.subWaste'));
    if (!container || container.archivedAt) {
      problems.push(detail(`items.${n}.containerTypeId`, 'validation.unknownReference'));
    } else if (waste?.parentId) {
      const holds = catalog.pairs.some(
        (p) => p.containerTypeId === item.containerTypeId && [waste.id, waste.parentId].includes(p.wasteId),
      );
      if (!holds) problems.push(detail(`items.${n}.containerTypeId`, 'validation.containerForWaste'));
    }
  });
  return problems;
}

export const itemRows = (items: ItemInput[]): OrderItemInsert[] =>
  items.map((i) => ({
    wasteId: i.wasteId,
    containerTypeId: i.containerTypeId,
    containerCount: i.containerCount,
    estimatedKg: i.estimatedKg,
  }));

/** E-mails one order's news to its company (see `orderRecipients`), queued in the change's transaction. */
async function mailClient(
  ctx: ServiceContext,
  order: OrderRow,
  render: (
    locale: Parameters<typeof orderReceivedMail>[0],
    values: Parameters<typeof orderReceivedMail>[1],
  ) => RenderedMail,
  date = order.requestedDate,
  extra?: { email: string; name: string; locale: Locale } | null,
) {
  const found = await orderRecipients(ctx.db, ctx.scope, order.companyId);
  const recipients =
    extra && !found.recipients.some((r) => r.email.toLowerCase() === extra.email.toLowerCase())
      ? [...found.recipients, extra]
      : found.recipients;
  const names = await namesOf(ctx.db, ctx.scope, [], [order.siteId]);
  const start = hhmm(order.windowStart);
  const end = hhmm(order.windowEnd);
  for (const to of recipients) {
    const mail = render(to.locale, {
      name: to.name,
      number: order.number,
      site: names.sites.get(order.siteId) ?? '',
      date,
      window: start && end ? `${start}–${end}` : '',
    });
    await queueMail(ctx.db, { to: to.email, mail });
  }
}

/**
 * Tells the company an order is scheduled for a day: by hand (the `schedule` transition) or by a route
 * that takes it or moves its day.
 */
export async function mailScheduled(ctx: ServiceContext, orderId: string, date: string) {
  const order = await findOrder(ctx.db, null, orderId);
  if (order) await mailClient(ctx, order, orderScheduledMail, date);
}

/**
 * A new order with its number and items: what create, reschedule and the service plans' generator
 * share. `links` ties it to the failed order it reschedules, or to the plan and plan date it stands for.
 */
export async function createOrder(
  ctx: ServiceContext,
  input: Omit<CreateInput, 'priority'> & { priority: CreateInput['priority'] },
  links: { rescheduledFromId?: string; servicePlanId?: string; planDate?: string } = {},
) {
  const site = await checkOrderSite(ctx, input.siteId, input.companyId);
  const problems: Detail[] = [];
  const dayProblem = orderDayProblem(input.requestedDate, ctx.today);
  if (dayProblem) problems.push(detail('requestedDate', dayProblem));
  const defaultWindow = input.windowStart === null && input.windowEnd === null;
  const windowStart = defaultWindow ? hhmm(site.windowStart) : input.windowStart;
  const windowEnd = defaultWindow ? hhmm(site.windowEnd) : input.windowEnd;
  const windowProblem = orderWindowProblem(windowStart, windowEnd);
  if (windowProblem) problems.push(detail('windowEnd', windowProblem));
  problems.push(...(await orderItemProblems(ctx, input.items)));
  if (problems.length > 0) throw invalidFields(problems);

  const year = Number(ctx.today.slice(0, 4));
  const number = formatOrderNumber(year, await nextOrderNumber(ctx.db, year));
  const row = await insertOrder(ctx.db, ctx.scope, {
    number,
    companyId: site.companyId,
    siteId: site.id,
    requestedDate: input.requestedDate,
    windowStart,
    windowEnd,
    priority: input.priority,
    notes: input.notes,
    rescheduledFromId: links.rescheduledFromId ?? null,
    servicePlanId: links.servicePlanId ?? null,
    planDate: links.planDate ?? null,
    createdBy: actorOf(ctx),
  }).catch(uniqueViolation(ORDER_CONSTRAINTS));
  await setOrderItems(ctx.db, row.id, itemRows(input.items));
  await recordChange(ctx, {
    action: 'order.create',
    entity: 'order',
    entityId: row.id,
    after: { ...row, items: input.items },
    companyId: row.companyId,
  });
  // A plan's orders are the client's standing request: no "received" mail for each of them (the
  // schedule, cancel and fail mails still go).
  if (!links.servicePlanId) await mailClient(ctx, row, orderReceivedMail);
  return row;
}

const filterOf = (query: ListQuery): OrderFilter => ({
  q: query.q,
  status: query.status,
  companyId: query.companyId,
  siteId: query.siteId,
  wasteClass: query.wasteClass,
  priority: query.priority,
  from: query.from,
  to: query.to,
  awaitingRoute: query.awaitingRoute,
  ids: query.ids,
});

const exportColumns = (ctx: ServiceContext): ExportColumn<Order>[] => {
  const label = (field: string) => fieldLabel('orders', field, ctx.locale);
  return [
    { header: label('number'), value: (o) => o.number },
    { header: label('companyName'), value: (o) => o.companyName },
    { header: label('siteName'), value: (o) => o.siteName },
    { header: label('requestedDate'), value: (o) => o.requestedDate },
    { header: label('windowStart'), value: (o) => o.windowStart },
    { header: label('windowEnd'), value: (o) => o.windowEnd },
    { header: label('priority'), value: (o) => valueLabel('orderPriority', o.priority, ctx.locale) },
    { header: label('status'), value: (o) => valueLabel('orderStatus', o.status, ctx.locale) },
    { header: label('scheduledDate'), value: (o) => o.scheduledDate },
    { header: label('collectedOn'), value: (o) => o.collectedOn },
    {
      header: label('items'),
      value: (o) =>
        o.items.map((i) => `${i.wasteCode} × ${i.containerCount} ${i.containerTypeCode}`).join('; '),
    },
    { header: label('estimatedKg'), value: (o) => o.estimatedKg },
    { header: label('actualKg'), value: (o) => o.actualKg },
    { header: label('statusReason'), value: (o) => o.statusReason },
    { header: label('notes'), value: (o) => o.notes },
  ];
};

/** Decorates each batch of rows for the export, one query per batch. */
async function* orderBatches(ctx: ServiceContext, query: ListQuery) {
  for await (const rows of inBatches(orderBatch(ctx.db, ctx.scope, filterOf(query), query.sort))) {
    yield await toOrders(ctx, rows);
  }
}

/** Effects of the transitions, in their transaction: dates, weights, reasons, e-mails. */
async function afterTransition(
  ctx: ServiceContext,
  name: string,
  before: OrderRow,
  _after: OrderRow,
  body: { reason: string | null; input: unknown },
) {
  if (name === 'schedule') {
    const input = body.input as z.output<typeof orderScheduleInputSchema>;
    const scheduledDate = input.scheduledDate ?? before.requestedDate;
    if (scheduledDate < ctx.today)
      throw invalidFields([detail('input.scheduledDate', 'validation.pastDate')]);
    await setOrderFacts(ctx.db, ctx.scope, before.id, { scheduledDate });
    await mailScheduled(ctx, before.id, scheduledDate);
  } else if (name === 'collect') {
    // Recorded by hand in the office: the site hears of it (with the manifest) as from the stop.
    const input = body.input as z.output<typeof orderCollectInputSchema>;
    const manifestId = await recordCollection(ctx, before, input.items, 'input.items');
    const [manifest] = manifestId ? await manifestsOfOrders(ctx.db, ctx.scope, [before.id]) : [];
    const kg = input.items.reduce((sum, i) => sum + i.actualKg, 0);
    await noticeCollected(ctx, before, manifest ?? null, kg);
  } else if (name === 'receive') {
    await recordReception(ctx, before, (body.input ?? {}) as z.output<typeof orderReceiveInputSchema>);
  } else if (name === 'cancel') {
    const reason = body.reason ?? '';
    await setOrderFacts(ctx.db, ctx.scope, before.id, { statusReason: reason });
    await mailClient(
      ctx,
      before,
      (locale, values) => orderCancelledMail(locale, { ...values, reason }),
      before.scheduledDate ?? before.requestedDate,
    );
  } else if (name === 'fail') {
    await recordFailure(ctx, before, body.reason ?? '');
  }
}

/**
 * The effects of a collection, by hand or at the stop: the weighed kg of every item (`path` names the
 * field a missing one is reported on), the day, the company's last collection, and the manifest when
 * the order carries hazardous waste. Answers the manifest's id, if one was made.
 */
export async function recordCollection(
  ctx: ServiceContext,
  order: OrderRow,
  items: { id: string; actualKg: number }[],
  path: string,
) {
  const own = (await orderItemsOf(ctx.db, ctx.scope, [order.id])).map((i) => i.id).sort();
  const given = items.map((i) => i.id).sort();
  if (own.length !== given.length || own.some((id, n) => id !== given[n])) {
    throw invalidFields([detail(path, 'validation.actualKgRequired')]);
  }
  await setActualKg(ctx.db, order.id, items);
  await setOrderFacts(ctx.db, ctx.scope, order.id, { collectedOn: ctx.today });
  await recordDeliveryFacts(ctx.db, ctx.scope, sql`o.id = ${order.id}`);
  await noteCollection(ctx.db, ctx.scope, order.companyId, ctx.today);
  return createManifestFor(ctx, order.id, ctx.today);
}

/**
 * The site hears that its waste was collected, with the manifest's PDF if there is one: a notice
 * queued by name in the collection's transaction and worked out after it (notifications.collected).
 */
export function noticeCollected(
  ctx: ServiceContext,
  order: { id: string; number: string; companyId: string; siteId: string },
  manifest: { id: string; folio: string } | null,
  kg: number,
) {
  const { id, number, companyId, siteId } = order;
  return enqueueJob(ctx.db, {
    kind: 'notifications.collected',
    payload: {
      order: { id, number, companyId, siteId },
      manifest: manifest && { id: manifest.id, folio: manifest.folio },
      kg: Math.round(kg * 1000) / 1000,
    },
  });
}

/** A failed collection: its reason kept and told to the company and the site, unless switched off. */
export async function recordFailure(ctx: ServiceContext, order: OrderRow, reason: string) {
  await setOrderFacts(ctx.db, ctx.scope, order.id, { statusReason: reason });
  if (!(await noticesOf(ctx.db, order.companyId)).failed) return;
  await mailClient(
    ctx,
    order,
    (locale, values) => orderFailedMail(locale, { ...values, reason }),
    order.scheduledDate ?? order.requestedDate,
    await siteContact(ctx.db, order.siteId),
  );
}

/**
 * The reception at the store: the kg weighed in for every item (the collected kg when none are
 * given), the containers that rode with the order put into a zone, and the manifest's third signature.
 */
async function recordReception(
  ctx: ServiceContext,
  order: OrderRow,
  input: z.output<typeof orderReceiveInputSchema>,
) {
  const own = await orderItemsOf(ctx.db, ctx.scope, [order.id]);
  if (input.items) {
    const given = input.items.map((i) => i.id).sort();
    const ids = own.map((i) => i.id).sort();
    if (ids.length !== given.length || ids.some((id, n) => id !== given[n])) {
      throw invalidFields([detail('input.items', 'validation.receivedKgRequired')]);
    }
  }
  const weights = input.items ?? own.map((i) => ({ id: i.id, receivedKg: i.actualKg ?? i.estimatedKg }));
  await setReceivedKg(ctx.db, order.id, weights);
  if (input.zoneId) await storeVisitAssets(ctx, order.id, input.zoneId);
  // Read inside the transition's transaction: the input is parsed there. The bounds keep it short.
  const signatureId = input.signature
    ? await saveImage(
        ctx,
        { orderId: order.id, companyId: order.companyId, kind: 'receiver_signature' },
        await acceptImage(input.signature, 'input.signature'),
      )
    : null;
  await receiveManifest(ctx, order.id, { receiverName: input.receiverName ?? null, signatureId });
}

const lifecycle = lifecycleService({
  lifecycle: orderLifecycle,
  table: orders,
  getRow,
  toItem,
  companyOf: (row) => row.companyId,
  carry: (updated) => {
    const { search: _search, ...row } = updated;
    return row;
  },
  inputs: orderTransitionInputs,
  labels: 'orders',
  // The receiver's signature is kept as the manifest's evidence, read and re-encoded; its transition
  // row says only that there was one.
  keptInput: (name, input) =>
    name === 'receive' && input && typeof input === 'object' && 'signature' in input
      ? { ...input, signature: input.signature ? 'evidence' : null }
      : input,
  after: afterTransition,
});

export const ordersService: ResourceService<Order, ListQuery, CreateInput, UpdateInput, Order> & {
  reschedule(ctx: ServiceContext, id: string, input: RescheduleInput): Promise<Order>;
  bulkCancel(
    ctx: ServiceContext,
    ids: string[],
    reason: string,
  ): Promise<
    { id: string; outcome: 'cancelled' | 'not_found' | 'invalid_transition' | 'forbidden' | 'conflict' }[]
  >;
} = {
  entity: 'order',

  async list(ctx, query) {
    const { rows, ...page } = await listOrders(ctx.db, ctx.scope, filterOf(query), query);
    return { data: await toOrders(ctx, rows), ...page };
  },

  ...getting(getRow, toItem),

  async create(ctx, input) {
    return toItem(await createOrder(ctx, input), ctx);
  },

  async update(ctx, id, { version, ...input }) {
    const before = await getRow(ctx, id);
    const changes = withoutStatus(before.status, input);
    const touched = (Object.keys(changes) as (keyof typeof changes)[]).filter(
      (k) => changes[k] !== undefined,
    );
    const locked = ENDED.includes(before.status)
      ? touched
      : before.status === 'requested'
        ? []
        : touched.filter((k) => (LOCKED_FIELDS as readonly string[]).includes(k));
    if (locked.length > 0) throw invalidFields(locked.map((k) => detail(k, 'validation.orderLocked')));

    const { items, ...fields } = changes;
    const problems: Detail[] = [];
    if (fields.siteId !== undefined && fields.siteId !== before.siteId) {
      await checkOrderSite(ctx, fields.siteId, before.companyId);
    }
    if (fields.requestedDate !== undefined && fields.requestedDate !== before.requestedDate) {
      const dayProblem = orderDayProblem(fields.requestedDate, ctx.today);
      if (dayProblem) problems.push(detail('requestedDate', dayProblem));
    }
    problems.push(...windowProblems(before, fields));
    if (items) problems.push(...(await orderItemProblems(ctx, items)));
    if (problems.length > 0) throw invalidFields(problems);

    // The version goes up even when only the items change: they are part of the order.
    const updated = await updateVersioned(ctx.db, orders, id, version, fields);
    const { search: _search, ...row } = updated;
    if (items) await setOrderItems(ctx.db, id, itemRows(items));
    await recordChange(ctx, {
      action: 'order.update',
      entity: 'order',
      entityId: id,
      before,
      after: items ? { ...row, items } : row,
      companyId: row.companyId,
    });
    return toItem(row, ctx);
  },

  ...lifecycle,

  /**
   * A failed order comes back as a new one (new number, same company, site and items) on the day
   * given; the new order points to the failed one, which stays failed. Once: the same request again
   * answers the order it made, another one is 409 `ALREADY_RESCHEDULED` (the database keeps one
   * order per failed order).
   */
  async reschedule(ctx, id, input) {
    // Two requests for one failed order (a double click, a retry after a lost answer) run one after
    // the other: the second waits here for the first to commit and finds its order.
    if (!(await lockOrder(ctx.db, ctx.scope, id))) throw notFound();
    const before = await getRow(ctx, id);
    const done = await rescheduleOf(ctx.db, ctx.scope, id);
    if (done) {
      if (!sameReschedule(done, before, input)) {
        throw new AppError('ALREADY_RESCHEDULED', { params: { number: done.number } });
      }
      return toItem(done, ctx);
    }
    if (before.status !== 'failed') {
      throw new AppError('INVALID_TRANSITION', {
        allowed: availableTransitions(orderLifecycle, before.status, ctx.auth.permissions),
      });
    }
    const items = (await orderItemsOf(ctx.db, ctx.scope, [id])).map((i) => ({
      wasteId: i.wasteId,
      containerTypeId: i.containerTypeId,
      containerCount: i.containerCount,
      estimatedKg: i.estimatedKg,
    }));
    const row = await createOrder(
      ctx,
      {
        companyId: before.companyId,
        siteId: before.siteId,
        ...rescheduleValues(before, input),
        priority: before.priority,
        items,
      },
      { rescheduledFromId: id },
    );
    await recordChange(ctx, {
      action: 'order.reschedule',
      entity: 'order',
      entityId: id,
      after: { rescheduledAs: row.id, number: row.number },
      companyId: before.companyId,
    });
    return toItem(row, ctx);
  },

  /** Cancels each order on its own (its own transaction): one refused order stops none of the others. */
  async bulkCancel(ctx, ids, reason) {
    const outcomes = [];
    const codes = {
      NOT_FOUND: 'not_found',
      INVALID_TRANSITION: 'invalid_transition',
      FORBIDDEN: 'forbidden',
      VERSION_CONFLICT: 'conflict',
    } as const;
    for (const id of [...new Set(ids)]) {
      try {
        await inTransaction(ctx, async (c) => {
          const row = await getRow(c, id);
          await lifecycle.transition(c, id, 'cancel', { version: row.version, reason, input: null });
        });
        outcomes.push({ id, outcome: 'cancelled' as const });
      } catch (error) {
        if (error instanceof AppError && error.code in codes) {
          outcomes.push({ id, outcome: codes[error.code as keyof typeof codes] });
        } else {
          throw error;
        }
      }
    }
    return outcomes;
  },

  exportRows(ctx, query) {
    return { columns: exportColumns(ctx), batches: orderBatches(ctx, query) };
  },
};
