import { z } from 'zod';
import { imageDataUrl } from './images.ts';
import { defineLifecycle } from './lifecycle.ts';
import { int32 } from './numbers.ts';
import { listQuerySchema, listResponseSchema } from './pagination.ts';
import { isObjectValue, isoDate, lifecyclePatchSchema, optionalText, recordMetaSchema } from './resource.ts';

/**
 * Collection orders (docs/product.md §3 "Orders, routes and manifests"): a company asks for a collection
 * at one of its sites, on a day and in a time window, of some containers of sub-wastes.
 */
export const ORDER_STATUSES = [
  'requested',
  'scheduled',
  'in_progress',
  'collected',
  'received',
  'closed',
  'cancelled',
  'failed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_PRIORITIES = ['normal', 'high', 'urgent'] as const;
export type OrderPriority = (typeof ORDER_PRIORITIES)[number];

/** `ORD-2026-000123`: the year the order was made and a per-year sequence that is never reused. */
export const ORDER_NUMBER_PATTERN = /^ORD-\d{4}-\d{6}$/;
export const formatOrderNumber = (year: number, n: number) => `ORD-${year}-${String(n).padStart(6, '0')}`;

/** The most orders a list's ticked rows name at once (bulk cancel, export). */
export const MAX_TICKED_ORDERS = 500;

/** The most items one order holds. */
export const MAX_ORDER_ITEMS = 50;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A time of day, `HH:MM`, organisation time. */
export const timeOfDay = z.string().regex(TIME_PATTERN, { error: 'validation.timeOfDay' });
const optionalTime = timeOfDay
  .or(z.literal(''))
  .nullish()
  .transform((v) => (v ? v : null));

const kg = (max: number) => z.number().positive({ error: 'validation.positive' }).max(max);

export const orderItemInputSchema = z.object({
  /** A sub-waste: a waste with a parent. */
  wasteId: z.uuid(),
  containerTypeId: z.uuid(),
  containerCount: int32().min(1).max(1000),
  estimatedKg: kg(100_000),
});
export type OrderItemInput = z.input<typeof orderItemInputSchema>;

export const orderFields = {
  siteId: z.uuid(),
  requestedDate: isoDate,
  /** Left out, the site's own collection window. */
  windowStart: optionalTime,
  windowEnd: optionalTime,
  priority: z.enum(ORDER_PRIORITIES),
  notes: optionalText(2000),
  items: z.array(orderItemInputSchema).min(1).max(MAX_ORDER_ITEMS),
};

type Window = { windowStart?: string | null; windowEnd?: string | null };

/**
 * The rules of an order's day and window that need more than one value (the organisation's today, the
 * other end of the window): the API refuses with them and the form checks them before sending, so
 * both say the same words. Each answers its message key, or undefined when the value passes.
 */
export const orderDayProblem = (day: string, today: string) =>
  day < today ? ('validation.pastDate' as const) : undefined;

/** The window's end comes after its start (when both are given). */
export const orderWindowProblem = (start: string | null | undefined, end: string | null | undefined) =>
  start && end && end <= start ? ('validation.orderWindow' as const) : undefined;

export const windowInOrder = (value: Window, ctx: z.RefinementCtx) => {
  const problem = orderWindowProblem(value.windowStart, value.windowEnd);
  if (problem) ctx.addIssue({ code: 'custom', path: ['windowEnd'], message: problem });
};

export const orderCreateSchema = z
  .object({
    ...orderFields,
    /** Operator staff name the company; an owner's order is always their own company's. */
    companyId: z.uuid().optional(),
    priority: orderFields.priority.default('normal'),
  })
  .superRefine(windowInOrder, { when: isObjectValue });
export type OrderCreate = z.input<typeof orderCreateSchema>;

/** PATCH never changes the status; the site, date, window and items change only while `requested`. */
export const orderUpdateSchema = lifecyclePatchSchema(orderFields, ORDER_STATUSES).superRefine(
  windowInOrder,
  { when: isObjectValue },
);
export type OrderUpdate = z.input<typeof orderUpdateSchema>;

/** What `schedule` takes: the collection day (by default the requested one). */
export const orderScheduleInputSchema = z.object({ scheduledDate: isoDate.optional() });

/** What `collect` takes: the weighed kg of every item of the order. */
export const orderCollectInputSchema = z.object({
  items: z
    .array(z.object({ id: z.uuid(), actualKg: z.number().min(0).max(100_000) }))
    .min(1)
    .max(MAX_ORDER_ITEMS),
});
export type OrderCollectInput = z.input<typeof orderCollectInputSchema>;

/**
 * What `receive` takes at the store (docs/product.md §3 "Reception"): the kg weighed in for every item
 * (by default the collected kg), the zone its containers go to, and who received it with their
 * signature, which a manifest in transit requires.
 */
export const orderReceiveInputSchema = z.object({
  items: z
    .array(z.object({ id: z.uuid(), receivedKg: z.number().min(0).max(100_000) }))
    .min(1)
    .max(MAX_ORDER_ITEMS)
    .optional(),
  zoneId: z.uuid().nullish(),
  receiverName: z.string().trim().max(120).nullish(),
  signature: imageDataUrl.nullish(),
});
export type OrderReceiveInput = z.input<typeof orderReceiveInputSchema>;

/**
 * The lifecycle (docs/product.md §3). The operator's steps need `routes:update`, which an owner never
 * holds; routes will take `schedule` and `start` themselves later, by hand they are the operator's.
 */
export const orderLifecycle = defineLifecycle({
  entity: 'order',
  statuses: ORDER_STATUSES,
  transitions: {
    schedule: { from: ['requested'], to: 'scheduled', permission: 'routes:update', input: 'optional' },
    start: { from: ['scheduled'], to: 'in_progress', permission: 'routes:update' },
    collect: { from: ['in_progress'], to: 'collected', permission: 'routes:update', input: 'required' },
    receive: { from: ['collected'], to: 'received', permission: 'routes:update', input: 'optional' },
    close: { from: ['received'], to: 'closed', permission: 'routes:update' },
    cancel: {
      from: ['requested', 'scheduled'],
      to: 'cancelled',
      permission: 'orders:update',
      reason: 'required',
    },
    fail: {
      from: ['scheduled', 'in_progress'],
      to: 'failed',
      permission: 'routes:update',
      reason: 'required',
    },
    /** Taken off its route (a stop removed, the route cancelled): requested again. */
    unschedule: {
      from: ['scheduled', 'in_progress'],
      to: 'requested',
      permission: 'routes:update',
      system: true,
    },
  },
});

/** The input schemas of the transitions that take one (`input` in the body of the transition). */
export const orderTransitionInputs = {
  schedule: orderScheduleInputSchema,
  collect: orderCollectInputSchema,
  receive: orderReceiveInputSchema,
};

/** `POST /orders/:id/reschedule`: a failed order comes back as a new one on another day. */
export const orderRescheduleSchema = z
  .object({
    requestedDate: isoDate,
    windowStart: optionalTime,
    windowEnd: optionalTime,
    notes: optionalText(2000),
  })
  .superRefine(windowInOrder, { when: isObjectValue });
export type OrderReschedule = z.input<typeof orderRescheduleSchema>;

/** `POST /orders/bulk/cancel`: cancels each order it can and says, per id, what happened. */
export const orderBulkCancelSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(100),
  reason: z.string().trim().min(1, { error: 'validation.reasonRequired' }).max(500),
});
export type OrderBulkCancel = z.input<typeof orderBulkCancelSchema>;

export const BULK_OUTCOMES = [
  'cancelled',
  'not_found',
  'invalid_transition',
  'forbidden',
  'conflict',
] as const;
export const orderBulkCancelResponseSchema = z.object({
  data: z.array(z.object({ id: z.uuid(), outcome: z.enum(BULK_OUTCOMES) })),
});

export const orderItemSchema = z.object({
  id: z.uuid(),
  wasteId: z.uuid(),
  wasteCode: z.string(),
  wasteName: z.string(),
  /** The sub-waste's parent: the waste class the list filters by. */
  wasteClassId: z.uuid().nullable(),
  wasteClassName: z.string().nullable(),
  containerTypeId: z.uuid(),
  containerTypeCode: z.string(),
  containerTypeName: z.string(),
  containerCount: z.number().int(),
  estimatedKg: z.number(),
  actualKg: z.number().nullable(),
  receivedKg: z.number().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  ...recordMetaSchema,
  number: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
  siteId: z.uuid(),
  siteName: z.string(),
  /** Where the site is, for maps and the dispatch board's times. */
  siteLatitude: z.number(),
  siteLongitude: z.number(),
  requestedDate: z.string(),
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
  priority: z.enum(ORDER_PRIORITIES),
  notes: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  /** The collection day once scheduled. */
  scheduledDate: z.string().nullable(),
  /** The day it was collected. */
  collectedOn: z.string().nullable(),
  /** The reason of the last cancellation or failure. */
  statusReason: z.string().nullable(),
  rescheduledFromId: z.uuid().nullable(),
  /** The order a failed one was rescheduled as (once at most). */
  rescheduledAs: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  /** The service plan that made the order, and the plan's date it stands for. */
  servicePlanId: z.uuid().nullable(),
  planDate: z.string().nullable(),
  /** The planned or started route the order is a stop of, if any. */
  route: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  items: z.array(orderItemSchema),
  estimatedKg: z.number(),
  actualKg: z.number().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const ORDER_SORT_FIELDS = ['number', 'requestedDate', 'status', 'priority', 'createdAt'] as const;

export const orderListQuerySchema = listQuerySchema(ORDER_SORT_FIELDS).extend({
  status: z.enum(ORDER_STATUSES).optional(),
  companyId: z.uuid().optional(),
  siteId: z.uuid().optional(),
  /** A waste class: the parent waste of an item's sub-waste. */
  wasteClass: z.uuid().optional(),
  priority: z.enum(ORDER_PRIORITIES).optional(),
  /** Requested date from / to (inclusive), as the calendar reads a month. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /**
   * Orders waiting for a route on this day: requested for it, or scheduled for it by hand and on no
   * planned or started route yet (what a route or the optimiser may take for the day).
   */
  awaitingRoute: isoDate.optional(),
  /** Only these orders (comma-separated ids): the export of the ticked rows. */
  ids: z
    .string()
    .max(MAX_TICKED_ORDERS * 37)
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : undefined))
    .pipe(z.array(z.uuid()).max(MAX_TICKED_ORDERS).optional()),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;
export const orderListResponseSchema = listResponseSchema(orderSchema);

/**
 * What an order's items may name (`GET /orders/catalog`): the sub-wastes and, for each container type,
 * the wastes it may hold (a sub-waste or its class). For whoever may request an order, the operator's
 * catalogs themselves being staff-only.
 */
export const orderCatalogSchema = z.object({
  wastes: z.array(
    z.object({
      id: z.uuid(),
      code: z.string(),
      name: z.string(),
      parentId: z.uuid().nullable(),
      parentName: z.string().nullable(),
    }),
  ),
  containers: z.array(
    z.object({ id: z.uuid(), code: z.string(), name: z.string(), wasteIds: z.array(z.uuid()) }),
  ),
});
export type OrderCatalog = z.infer<typeof orderCatalogSchema>;
export const orderCatalogResponseSchema = z.object({ data: orderCatalogSchema });
