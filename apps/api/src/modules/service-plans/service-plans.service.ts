import { plansWords } from '@recolecta/shared/i18n/plans';
import { fieldLabel, valueLabel } from '@recolecta/shared/labels';
import type { Locale } from '@recolecta/shared/locales';
import {
  longestGapDays,
  type Occurrence,
  type OccurrenceChange,
  type Plan,
  type PlanRule,
  type planCreateSchema,
  planDates,
  planLifecycle,
  type planListQuerySchema,
  type planUpdateSchema,
  ruleProblems,
  storageLimitOf,
} from '@recolecta/shared/service-plans';
import type { z } from 'zod';
import { servicePlans } from '../../db/schema/service-plans.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { archiveLifecycle } from '../../lib/archive-lifecycle.ts';
import { actorOf, recordChange, rowOr404, type ServiceContext } from '../../lib/context.ts';
import { type ExportColumn, inBatches } from '../../lib/export.ts';
import { invalidFields } from '../../lib/field-errors.ts';
import { withRecordMeta } from '../../lib/record-meta.ts';
import type { ResourceService } from '../../lib/resource-routes.ts';
import { hhmm } from '../../lib/time-of-day.ts';
import { lifecycleService, withoutStatus } from '../../lib/transitions.ts';
import { updateVersioned } from '../../lib/versioned.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import { ordersOfPlan } from '../orders/orders.repository.ts';
import {
  checkOrderSite,
  type Detail,
  detail,
  itemRows,
  orderItemProblems,
  ordersService,
  windowProblems,
} from '../orders/orders.service.ts';
import { horizonEnd } from './generate.ts';
import {
  clearException,
  exceptionOf,
  exceptionsOf,
  findPlan,
  insertPlan,
  listPlans,
  type PlanFilter,
  type PlanRow,
  planBatch,
  planItemsOf,
  setException,
  setPlanItems,
} from './service-plans.repository.ts';

type ListQuery = z.output<typeof planListQuerySchema>;
type CreateInput = z.output<typeof planCreateSchema>;
type UpdateInput = z.output<typeof planUpdateSchema>;

/** The rule's fields as stored: the recurrence's own number kept, the others cleared. */
function ruleColumns(input: {
  recurrence: PlanRule['recurrence'];
  intervalDays?: number | null;
  weekdays?: number[] | null;
  monthDay?: number | null;
}) {
  return {
    recurrence: input.recurrence,
    intervalDays: input.recurrence === 'interval' ? (input.intervalDays ?? null) : null,
    weekdays:
      input.recurrence === 'weekdays' ? [...new Set(input.weekdays ?? [])].sort((a, b) => a - b) : null,
    monthDay: input.recurrence === 'monthDay' ? (input.monthDay ?? null) : null,
  };
}

/** The plan's coming dates up to the horizon, each with its exception and its order. */
async function upcomingOf(ctx: ServiceContext, row: PlanRow, horizonDays: number): Promise<Occurrence[]> {
  const until = horizonEnd(ctx.today, horizonDays);
  const [made, exceptions] = await Promise.all([
    ordersOfPlan(ctx.db, ctx.scope, row.id, ctx.today),
    exceptionsOf(ctx.db, row.id, ctx.today),
  ]);
  const orderOf = new Map(made.map((o) => [o.planDate, o]));
  const moved = new Map(exceptions.map((e) => [e.planDate, e.movedTo]));
  return planDates(row, ctx.today, until).map((date) => {
    const order = orderOf.get(date);
    const exception = moved.get(date);
    return {
      date,
      requestedDate: order?.requestedDate ?? exception ?? date,
      skipped: exception === null,
      moved: typeof exception === 'string',
      orderId: order?.id ?? null,
      orderNumber: order?.number ?? null,
      orderStatus: order?.status ?? null,
    };
  });
}

async function toPlans(ctx: ServiceContext, rows: PlanRow[], horizonDays?: number): Promise<Plan[]> {
  const items = await planItemsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return Promise.all(
    rows.map(async (row) => {
      const gap = longestGapDays(row);
      const limit = storageLimitOf(row.generatorLevel);
      return withRecordMeta(row, {
        companyId: row.companyId,
        companyName: row.companyName,
        siteId: row.siteId,
        siteName: row.siteName,
        name: row.name,
        recurrence: row.recurrence,
        intervalDays: row.intervalDays,
        weekdays: row.weekdays,
        monthDay: row.monthDay,
        startsOn: row.startsOn,
        endsOn: row.endsOn,
        windowStart: hhmm(row.windowStart),
        windowEnd: hhmm(row.windowEnd),
        priority: row.priority,
        notes: row.notes,
        status: row.status,
        items: items
          .filter((i) => i.planId === row.id)
          .map(({ planId: _planId, ...item }) => ({ ...item, estimatedKg: Number(item.estimatedKg) })),
        longestGapDays: gap,
        storageLimitDays: limit,
        exceedsStorageLimit: limit !== null && gap > limit,
        ...(horizonDays ? { upcoming: await upcomingOf(ctx, row, horizonDays) } : {}),
      });
    }),
  );
}

const getRow = rowOr404(findPlan);

/** Queues the plan's coming orders, in the change's transaction (so only if the change commits). */
const queueGeneration = (ctx: ServiceContext, planId: string) =>
  enqueueJob(ctx.db, { kind: 'service-plans.generate', payload: { planId } });

const filterOf = (query: ListQuery): PlanFilter => ({
  q: query.q,
  companyId: query.companyId,
  siteId: query.siteId,
  status: query.status,
  archived: query.archived,
});

/** The rule in words: "Días de la semana: lunes, jueves", "Cada N días: 14", "Un día del mes: 5". */
function ruleText(plan: Plan, locale: Locale) {
  const kind = valueLabel('planRecurrence', plan.recurrence, locale);
  const detail =
    plan.recurrence === 'interval'
      ? String(plan.intervalDays ?? '')
      : plan.recurrence === 'weekdays'
        ? (plan.weekdays ?? []).map((d) => valueLabel('weekday', String(d), locale)).join(', ')
        : String(plan.monthDay ?? '');
  return detail ? `${kind}: ${detail}` : kind;
}

const exportColumns = (ctx: ServiceContext): ExportColumn<Plan>[] => {
  const label = (field: string) => fieldLabel('plans', field, ctx.locale);
  return [
    { header: label('name'), value: (p) => p.name },
    { header: label('companyName'), value: (p) => p.companyName },
    { header: label('siteName'), value: (p) => p.siteName },
    { header: label('recurrence'), value: (p) => ruleText(p, ctx.locale) },
    { header: label('startsOn'), value: (p) => p.startsOn },
    { header: label('endsOn'), value: (p) => p.endsOn },
    { header: label('windowStart'), value: (p) => p.windowStart },
    { header: label('windowEnd'), value: (p) => p.windowEnd },
    {
      header: label('items'),
      value: (p) =>
        p.items.map((i) => `${i.wasteCode} × ${i.containerCount} ${i.containerTypeCode}`).join('; '),
    },
    { header: label('priority'), value: (p) => valueLabel('orderPriority', p.priority, ctx.locale) },
    { header: label('status'), value: (p) => valueLabel('planStatus', p.status, ctx.locale) },
    { header: label('notes'), value: (p) => p.notes },
  ];
};

/** The date's order, if the plan made it: it follows a skip or a move while it is still `requested`. */
async function followOrder(ctx: ServiceContext, plan: PlanRow, date: string, change: OccurrenceChange) {
  const planId = plan.id;
  const [order] = (await ordersOfPlan(ctx.db, ctx.scope, planId, date)).filter((o) => o.planDate === date);
  if (!order) return;
  if (order.status === 'cancelled' && change.action === 'skip') return;
  if (order.status !== 'requested') throw invalidFields([detail('date', 'validation.occurrenceUnderway')]);
  if (change.action === 'skip') {
    await ordersService.transition!(ctx, order.id, 'cancel', {
      version: order.version,
      reason: `${plansWords[ctx.locale].ui.skipped}: ${plan.name}`,
      input: null,
    });
  } else {
    await ordersService.update!(ctx, order.id, {
      version: order.version,
      requestedDate: change.movedTo ?? date,
    });
  }
}

export interface PlansService extends ResourceService<Plan, ListQuery, CreateInput, UpdateInput, Plan> {
  changeOccurrence(ctx: ServiceContext, id: string, date: string, change: OccurrenceChange): Promise<Plan>;
  restoreOccurrence(ctx: ServiceContext, id: string, date: string): Promise<Plan>;
}

/**
 * Recurring service plans: an owner keeps their own company's, staff every company's. Creating,
 * changing or resuming a plan queues the generation of its coming orders in the same transaction.
 */
export function servicePlansService(horizonDays: number): PlansService {
  const lifecycle = lifecycleService({
    lifecycle: planLifecycle,
    table: servicePlans,
    getRow,
    toItem: async (row, ctx) => (await toPlans(ctx, [row], horizonDays))[0]!,
    companyOf: (row) => row.companyId,
    carry: (updated, before) => ({ ...before, ...updated }),
    labels: 'plans',
    after: async (ctx, name, before) => {
      if (name === 'resume') await queueGeneration(ctx, before.id);
    },
  });
  /** One plan with its coming dates up to the horizon, and their orders. */
  const get = async (ctx: ServiceContext, id: string) =>
    (await toPlans(ctx, [await getRow(ctx, id)], horizonDays))[0]!;

  return {
    entity: 'plan',

    async list(ctx, query) {
      const { rows, ...page } = await listPlans(ctx.db, ctx.scope, filterOf(query), query);
      return { data: await toPlans(ctx, rows), ...page };
    },

    exportRows(ctx, query) {
      const batches = async function* () {
        for await (const rows of inBatches(planBatch(ctx.db, ctx.scope, filterOf(query), query.sort))) {
          yield await toPlans(ctx, rows);
        }
      };
      return { columns: exportColumns(ctx), batches: batches() };
    },

    get,

    async create(ctx, input) {
      const site = await checkOrderSite(ctx, input.siteId, input.companyId);
      const problems: Detail[] = await orderItemProblems(ctx, input.items);
      if (problems.length > 0) throw invalidFields(problems);
      const row = await insertPlan(ctx.db, ctx.scope, {
        companyId: site.companyId,
        siteId: site.id,
        name: input.name,
        ...ruleColumns(input),
        startsOn: input.startsOn,
        endsOn: input.endsOn || null,
        windowStart: input.windowStart,
        windowEnd: input.windowEnd,
        priority: input.priority,
        notes: input.notes,
        createdBy: actorOf(ctx),
      });
      await setPlanItems(ctx.db, row.id, itemRows(input.items));
      await recordChange(ctx, {
        action: 'plan.create',
        entity: 'plan',
        entityId: row.id,
        after: { ...row, items: input.items },
        companyId: row.companyId,
      });
      await queueGeneration(ctx, row.id);
      return get(ctx, row.id);
    },

    async update(ctx, id, { version, ...input }) {
      const before = await getRow(ctx, id);
      const { items, ...fields } = withoutStatus(before.status, input);
      const merged = {
        recurrence: fields.recurrence ?? before.recurrence,
        intervalDays: fields.intervalDays !== undefined ? fields.intervalDays : before.intervalDays,
        weekdays: fields.weekdays !== undefined ? fields.weekdays : before.weekdays,
        monthDay: fields.monthDay !== undefined ? fields.monthDay : before.monthDay,
      };
      const startsOn = fields.startsOn ?? before.startsOn;
      const endsOn = fields.endsOn !== undefined ? fields.endsOn || null : before.endsOn;
      const problems: Detail[] = ruleProblems({ ...merged, startsOn, endsOn });
      problems.push(...windowProblems(before, fields));
      if (items) problems.push(...(await orderItemProblems(ctx, items)));
      if (problems.length > 0) throw invalidFields(problems);

      const ruleTouched = ['recurrence', 'intervalDays', 'weekdays', 'monthDay'].some(
        (k) => fields[k as keyof typeof fields] !== undefined,
      );
      const updated = await updateVersioned(ctx.db, servicePlans, id, version, {
        ...fields,
        ...(ruleTouched ? ruleColumns(merged) : {}),
        ...(fields.endsOn !== undefined ? { endsOn } : {}),
      });
      if (items) await setPlanItems(ctx.db, id, itemRows(items));
      await recordChange(ctx, {
        action: 'plan.update',
        entity: 'plan',
        entityId: id,
        before,
        after: items ? { ...updated, items } : updated,
        companyId: before.companyId,
      });
      await queueGeneration(ctx, id);
      return get(ctx, id);
    },

    ...archiveLifecycle({
      table: servicePlans,
      entity: 'plan',
      getRow,
      toItem: async (row, ctx) => (await toPlans(ctx, [row], horizonDays))[0]!,
      companyOf: (row) => row.companyId,
      carry: (updated, before) => ({ ...before, ...updated }),
    }),

    ...lifecycle,

    /**
     * Skips one of the plan's dates or moves it to another day, leaving the rule as it is. An order the
     * plan already made for the date follows while it is `requested` (cancelled, or moved); once it
     * has moved on, the change is refused.
     */
    async changeOccurrence(ctx, id, date, change) {
      const row = await getRow(ctx, id);
      if (!ctx.auth.permissions.includes('service-plans:update')) throw forbidden();
      if (planDates(row, date, date).length === 0)
        throw invalidFields([detail('date', 'validation.notPlanDate')]);
      if (date < ctx.today) throw invalidFields([detail('date', 'validation.pastDate')]);
      const movedTo = change.action === 'move' ? (change.movedTo ?? date) : null;
      if (movedTo !== null && movedTo < ctx.today)
        throw invalidFields([detail('movedTo', 'validation.pastDate')]);
      await followOrder(ctx, row, date, change);
      await setException(ctx.db, id, date, movedTo);
      await recordChange(ctx, {
        action: `plan.${change.action}`,
        entity: 'plan',
        entityId: id,
        after: { date, movedTo },
        companyId: row.companyId,
      });
      await queueGeneration(ctx, id);
      return get(ctx, id);
    },

    /** Undoes a skip or a move. A skipped date whose order was cancelled stays without one. */
    async restoreOccurrence(ctx, id, date) {
      const row = await getRow(ctx, id);
      if (!ctx.auth.permissions.includes('service-plans:update')) throw forbidden();
      const exception = await exceptionOf(ctx.db, id, date);
      if (!exception) throw notFound();
      const [order] = (await ordersOfPlan(ctx.db, ctx.scope, id, date)).filter((o) => o.planDate === date);
      if (order && exception.movedTo === null) {
        throw invalidFields([detail('date', 'validation.occurrenceUnderway')]);
      }
      if (order) await followOrder(ctx, row, date, { action: 'move', movedTo: date });
      await clearException(ctx.db, id, date);
      await recordChange(ctx, {
        action: 'plan.restore_date',
        entity: 'plan',
        entityId: id,
        before: { date, movedTo: exception.movedTo },
        companyId: row.companyId,
      });
      await queueGeneration(ctx, id);
      return get(ctx, id);
    },
  };
}
