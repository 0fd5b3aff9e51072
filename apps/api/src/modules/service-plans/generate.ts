import { addDays } from '@recolecta/shared/documents';
import { planDates } from '@recolecta/shared/service-plans';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction, type ServiceContext, systemContext } from '../../lib/context.ts';
import { hhmm } from '../../lib/time-of-day.ts';
import { ordersOfPlan } from '../orders/orders.repository.ts';
import { createOrder } from '../orders/orders.service.ts';
import {
  exceptionsOf,
  findPlan,
  lockPlan,
  type PlanRow,
  planItemsOf,
  plansToGenerate,
} from './service-plans.repository.ts';

/** The last day the generator makes orders for: the horizon counts today as its first day. */
export const horizonEnd = (today: string, horizonDays: number) => addDays(today, horizonDays - 1);

/**
 * The orders one plan still owes from today to `until`: each of its dates that has no order yet and
 * is not skipped, on the date or the day it was moved to. Runs with the plan's row locked, so a
 * second generator (another worker, another process) waits and then finds the orders made; the
 * unique (plan, plan date) index is the last guard. Answers how many orders it made.
 */
async function generateForPlan(ctx: ServiceContext, planId: string, until: string, log?: FastifyBaseLogger) {
  const locked = await lockPlan(ctx.db, ctx.scope, planId);
  if (locked?.status !== 'active' || locked.archivedAt) return 0;
  const plan = (await findPlan(ctx.db, null, planId)) as PlanRow;
  const dates = planDates(plan, ctx.today, until);
  if (dates.length === 0) return 0;
  const [made, exceptions, items] = await Promise.all([
    ordersOfPlan(ctx.db, ctx.scope, planId, ctx.today),
    exceptionsOf(ctx.db, planId, ctx.today),
    planItemsOf(ctx.db, [planId]),
  ]);
  const done = new Set(made.map((o) => o.planDate));
  const moved = new Map(exceptions.map((e) => [e.planDate, e.movedTo]));
  let created = 0;
  for (const date of dates) {
    if (done.has(date)) continue;
    const exception = moved.get(date);
    if (exception === null) continue; // skipped
    const requestedDate = exception ?? date;
    if (requestedDate < ctx.today) continue;
    try {
      // A savepoint: an order the rules now refuse (a sub-waste archived since) leaves no trace.
      await inTransaction(ctx, (c) =>
        createOrder(
          c,
          {
            companyId: plan.companyId,
            siteId: plan.siteId,
            requestedDate,
            windowStart: hhmm(plan.windowStart),
            windowEnd: hhmm(plan.windowEnd),
            priority: plan.priority,
            notes: plan.notes,
            items: items.map((i) => ({
              wasteId: i.wasteId,
              containerTypeId: i.containerTypeId,
              containerCount: i.containerCount,
              estimatedKg: i.estimatedKg,
            })),
          },
          { servicePlanId: planId, planDate: date },
        ),
      );
      created += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      log?.warn({ planId, date, code: error.code }, 'service plan date not generated');
    }
  }
  return created;
}

/**
 * Makes the orders of the coming `horizonDays` (today included) for every active plan, or for one:
 * each plan in its own transaction, so one plan's trouble stops none of the others.
 */
export async function generatePlanOrders(
  db: Db,
  options: { today: string; horizonDays: number; planId?: string; log?: FastifyBaseLogger },
) {
  const until = horizonEnd(options.today, options.horizonDays);
  // The system's own work: every company's plans.
  const plans = await plansToGenerate(db, null, options.today, until, options.planId);
  let created = 0;
  for (const { id } of plans) {
    created += await db.transaction((tx) =>
      generateForPlan(systemContext(tx as unknown as Db, { today: options.today }), id, until, options.log),
    );
  }
  return { created, plans: plans.length };
}
