import { z } from 'zod';
import { type GeneratorLevel, STORAGE_DAYS } from './companies.ts';
import { defineLifecycle } from './lifecycle.ts';
import { int32 } from './numbers.ts';
import {
  MAX_ORDER_ITEMS,
  ORDER_PRIORITIES,
  ORDER_STATUSES,
  orderItemInputSchema,
  orderItemSchema,
  timeOfDay,
  windowInOrder,
} from './orders.ts';
import { listQuerySchema, listResponseSchema } from './pagination.ts';
import {
  archivedFilterSchema,
  isObjectValue,
  isoDate,
  lifecyclePatchSchema,
  optionalText,
  recordMetaSchema,
} from './resource.ts';

/**
 * Recurring service plans (docs/product.md §9): a site's usual collection, repeated every N days, on
 * chosen weekdays or on a day of the month, from a start date to an optional end. A job turns each
 * plan's coming dates into orders, never twice for one plan and date.
 */
export const PLAN_STATUSES = ['active', 'paused'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PLAN_RECURRENCES = ['interval', 'weekdays', 'monthDay'] as const;
export type PlanRecurrence = (typeof PLAN_RECURRENCES)[number];

/** How far ahead the generator makes a plan's orders, unless PLAN_HORIZON_DAYS says otherwise. */
export const DEFAULT_PLAN_HORIZON_DAYS = 14;

const optionalTime = timeOfDay
  .or(z.literal(''))
  .nullish()
  .transform((v) => (v ? v : null));

export const planFields = {
  siteId: z.uuid(),
  name: z.string().trim().min(1).max(120),
  recurrence: z.enum(PLAN_RECURRENCES),
  /** `interval`: every this many days from the start date. */
  intervalDays: int32().min(1).max(365).nullish(),
  /** `weekdays`: ISO weekdays, 1 Monday to 7 Sunday. */
  weekdays: z.array(int32().min(1).max(7)).max(7).nullish(),
  /** `monthDay`: this day of each month (the month's last day when the month is shorter). */
  monthDay: int32().min(1).max(31).nullish(),
  startsOn: isoDate,
  endsOn: isoDate.or(z.literal('')).nullish(),
  /** Left out, the site's own collection window. */
  windowStart: optionalTime,
  windowEnd: optionalTime,
  priority: z.enum(ORDER_PRIORITIES),
  notes: optionalText(2000),
  items: z.array(orderItemInputSchema).min(1).max(MAX_ORDER_ITEMS),
};

type RuleValue = {
  recurrence?: PlanRecurrence;
  intervalDays?: number | null;
  weekdays?: number[] | null;
  monthDay?: number | null;
  startsOn?: string;
  endsOn?: string | null;
};

/** What a rule lacks: its own number, or an end not before its start (the form and the server). */
export function ruleProblems(value: RuleValue) {
  const problems: { path: string; message: PlanRuleMessage }[] = [];
  if (value.recurrence === 'interval' && !value.intervalDays) {
    problems.push({ path: 'intervalDays', message: 'validation.intervalRequired' });
  }
  if (value.recurrence === 'weekdays' && !value.weekdays?.length) {
    problems.push({ path: 'weekdays', message: 'validation.weekdaysRequired' });
  }
  if (value.recurrence === 'monthDay' && !value.monthDay) {
    problems.push({ path: 'monthDay', message: 'validation.monthDayRequired' });
  }
  if (value.startsOn && value.endsOn && value.endsOn < value.startsOn) {
    problems.push({ path: 'endsOn', message: 'validation.planEnd' });
  }
  return problems;
}
type PlanRuleMessage =
  | 'validation.intervalRequired'
  | 'validation.weekdaysRequired'
  | 'validation.monthDayRequired'
  | 'validation.planEnd';

/** The rule's own number is given (and the others ignored), and the end does not come before the start. */
export const ruleComplete = (value: RuleValue, ctx: z.RefinementCtx) => {
  for (const { path, message } of ruleProblems(value))
    ctx.addIssue({ code: 'custom', path: [path], message });
};

export const planCreateSchema = z
  .object({
    ...planFields,
    /** Operator staff name the company; an owner's plan is always their own company's. */
    companyId: z.uuid().optional(),
    priority: planFields.priority.default('normal'),
  })
  .superRefine(windowInOrder, { when: isObjectValue })
  .superRefine(ruleComplete, { when: isObjectValue });
export type PlanCreate = z.input<typeof planCreateSchema>;

/** PATCH: any field but the site (a plan stays with its site) and the status (pause and resume). */
const { siteId: _siteId, ...changeable } = planFields;
export const planUpdateSchema = lifecyclePatchSchema(changeable, PLAN_STATUSES).superRefine(windowInOrder, {
  when: isObjectValue,
});
export type PlanUpdate = z.input<typeof planUpdateSchema>;

/** A plan is paused and resumed; while paused it makes no orders. */
export const planLifecycle = defineLifecycle({
  entity: 'plan',
  statuses: PLAN_STATUSES,
  transitions: {
    pause: { from: ['active'], to: 'paused', permission: 'service-plans:update', reason: 'optional' },
    resume: { from: ['paused'], to: 'active', permission: 'service-plans:update' },
  },
});

/** `PUT /service-plans/:id/occurrences/:date`: skip one date, or move it to another day. */
export const occurrenceChangeSchema = z
  .object({
    action: z.enum(['skip', 'move']),
    movedTo: isoDate.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action === 'move' && !value.movedTo) {
      ctx.addIssue({ code: 'custom', path: ['movedTo'], message: 'validation.movedToRequired' });
    }
  });
export type OccurrenceChange = z.input<typeof occurrenceChangeSchema>;
export const occurrenceParamsSchema = z.object({ id: z.uuid(), date: isoDate });

/** One of a plan's coming dates, with what was done with it. */
export const occurrenceSchema = z.object({
  /** The date the rule gives. */
  date: z.string(),
  /** The day the order is for: the date, or the day it was moved to. */
  requestedDate: z.string(),
  skipped: z.boolean(),
  moved: z.boolean(),
  orderId: z.uuid().nullable(),
  orderNumber: z.string().nullable(),
  orderStatus: z.enum(ORDER_STATUSES).nullable(),
});
export type Occurrence = z.infer<typeof occurrenceSchema>;

export const planItemSchema = orderItemSchema.omit({ id: true, actualKg: true, receivedKg: true });

export const planSchema = z.object({
  ...recordMetaSchema,
  companyId: z.uuid(),
  companyName: z.string(),
  siteId: z.uuid(),
  siteName: z.string(),
  name: z.string(),
  recurrence: z.enum(PLAN_RECURRENCES),
  intervalDays: z.number().int().nullable(),
  weekdays: z.array(z.number().int()).nullable(),
  monthDay: z.number().int().nullable(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
  priority: z.enum(ORDER_PRIORITIES),
  notes: z.string().nullable(),
  status: z.enum(PLAN_STATUSES),
  items: z.array(planItemSchema),
  /** The longest wait between two of the plan's dates. */
  longestGapDays: z.number().int(),
  /** The company's storage limit (by its generator level), when it has one. */
  storageLimitDays: z.number().int().nullable(),
  /** The plan leaves waste stored longer than the company may keep it: saved, with a warning. */
  exceedsStorageLimit: z.boolean(),
  /** The dates within the generator's horizon, with their orders (read of one plan only). */
  upcoming: z.array(occurrenceSchema).optional(),
});
export type Plan = z.infer<typeof planSchema>;

export const PLAN_SORT_FIELDS = ['name', 'startsOn', 'createdAt'] as const;
export const planListQuerySchema = listQuerySchema(PLAN_SORT_FIELDS).extend({
  companyId: z.uuid().optional(),
  siteId: z.uuid().optional(),
  status: z.enum(PLAN_STATUSES).optional(),
  archived: archivedFilterSchema,
});
export type PlanListQuery = z.input<typeof planListQuerySchema>;
export const planListResponseSchema = listResponseSchema(planSchema);

/** `POST /service-plans/generate`: make the coming orders of every active plan now (staff). */
export const planGenerateResponseSchema = z.object({
  data: z.object({ created: z.number().int(), plans: z.number().int() }),
});

// --- The calendar of a rule, shared by the server's generator and the form's preview ---

export interface PlanRule {
  recurrence: PlanRecurrence;
  intervalDays: number | null;
  weekdays: number[] | null;
  monthDay: number | null;
  startsOn: string;
  endsOn: string | null;
}

const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
/** 1 Monday … 7 Sunday. */
export const isoWeekday = (day: string) => ((new Date(toUtc(day)).getUTCDay() + 6) % 7) + 1;

function daysInMonth(day: string) {
  const d = new Date(toUtc(day));
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
}

/** Whether the rule falls on a day (ignoring the start and end). */
function falls(rule: PlanRule, day: string) {
  switch (rule.recurrence) {
    case 'interval':
      return rule.intervalDays ? daysBetween(rule.startsOn, day) % rule.intervalDays === 0 : false;
    case 'weekdays':
      return (rule.weekdays ?? []).includes(isoWeekday(day));
    case 'monthDay': {
      if (!rule.monthDay) return false;
      const dom = Number(day.slice(8, 10));
      return dom === Math.min(rule.monthDay, daysInMonth(day));
    }
  }
}

/** The rule's dates from `from` to `to` (both included), within its start and end. */
export function planDates(rule: PlanRule, from: string, to: string): string[] {
  const first = from > rule.startsOn ? from : rule.startsOn;
  const last = rule.endsOn && rule.endsOn < to ? rule.endsOn : to;
  const dates: string[] = [];
  for (let ms = toUtc(first); ms <= toUtc(last) && dates.length < 400; ms += DAY_MS) {
    const day = fromUtc(ms);
    if (falls(rule, day)) dates.push(day);
  }
  return dates;
}

/**
 * The longest a site waits between two of the plan's collections: the interval; the widest gap
 * between chosen weekdays, around the week; for a day of the month, 31 (the longest month's gap).
 */
export function longestGapDays(rule: Pick<PlanRule, 'recurrence' | 'intervalDays' | 'weekdays'>) {
  if (rule.recurrence === 'interval') return rule.intervalDays ?? 0;
  if (rule.recurrence === 'monthDay') return 31;
  const days = [...new Set(rule.weekdays ?? [])].sort((a, b) => a - b);
  if (days.length === 0) return 0;
  return Math.max(...days.map((d, i) => (i + 1 < days.length ? days[i + 1]! - d : days[0]! + 7 - d)));
}

/** The storage limit a plan must keep within, by the company's generator level (none without one). */
export const storageLimitOf = (level: GeneratorLevel | null) => (level ? STORAGE_DAYS[level] : null);
