import { addDays, todayIn } from '@recolecta/shared/documents';
import {
  formatOrderNumber,
  type OrderPriority,
  type OrderStatus,
  orderLifecycle,
} from '@recolecta/shared/orders';
import { and, asc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { statusTransitions } from '../db/schema/audit.ts';
import { companies } from '../db/schema/companies.ts';
import { containerTypes } from '../db/schema/containers.ts';
import { containerTypeWastes } from '../db/schema/containers.wastes.ts';
import { orderItems, orderNumberCounters, orders } from '../db/schema/orders.ts';
import { sites } from '../db/schema/sites.ts';
import { wastes } from '../db/schema/wastes.ts';

/** The moves that lead from `requested` to each status, in order. */
const PATHS: Record<OrderStatus, string[]> = {
  requested: [],
  scheduled: ['schedule'],
  in_progress: ['schedule', 'start'],
  collected: ['schedule', 'start', 'collect'],
  received: ['schedule', 'start', 'collect', 'receive'],
  closed: ['schedule', 'start', 'collect', 'receive', 'close'],
  cancelled: ['cancel'],
  failed: ['schedule', 'fail'],
};

const REASONS: Partial<Record<OrderStatus, string>> = {
  cancelled: 'El generador pospuso la recolección',
  failed: 'Acceso cerrado a la hora de la ventana',
};

/** Days from today and the status an order of that day is in: past days done, future ones waiting. */
const PLAN: { day: number; status: OrderStatus; priority: OrderPriority }[] = [
  // Five and six weeks ago: last month whatever today's date, so the dashboard has a month to compare.
  { day: -42, status: 'closed', priority: 'normal' },
  { day: -35, status: 'closed', priority: 'normal' },
  { day: -21, status: 'closed', priority: 'normal' },
  { day: -18, status: 'closed', priority: 'high' },
  { day: -14, status: 'closed', priority: 'normal' },
  { day: -11, status: 'failed', priority: 'normal' },
  { day: -9, status: 'received', priority: 'normal' },
  { day: -7, status: 'cancelled', priority: 'normal' },
  { day: -4, status: 'collected', priority: 'urgent' },
  { day: 0, status: 'in_progress', priority: 'high' },
  { day: 2, status: 'scheduled', priority: 'normal' },
  { day: 5, status: 'scheduled', priority: 'high' },
  { day: 7, status: 'requested', priority: 'normal' },
  { day: 10, status: 'requested', priority: 'urgent' },
  { day: 14, status: 'cancelled', priority: 'normal' },
];

/**
 * Demo clients collected a while ago, so the clients list shows a storage deadline near (Clínica Norte,
 * level II: 15 days) and past (Hospital Sur, level III: 7 days): none of their orders is collected
 * after this day (from today); a later one in the plan is moved back to it.
 */
const LAST_COLLECTED: Record<string, number> = { CNO150312KJ2: -13, HSU090817PQ4: -9 };

/** One container type per live sub-waste that it may hold (the sub-waste or its class): demo items. */
export async function demoItemChoices(db: Db) {
  const pairs = await db
    .selectDistinct({
      wasteId: wastes.id,
      code: wastes.code,
      containerTypeId: containerTypes.id,
      containerCode: containerTypes.code,
    })
    .from(wastes)
    .innerJoin(
      containerTypeWastes,
      or(eq(containerTypeWastes.wasteId, wastes.id), eq(containerTypeWastes.wasteId, wastes.parentId)),
    )
    .innerJoin(containerTypes, eq(containerTypes.id, containerTypeWastes.containerTypeId))
    .where(and(isNotNull(wastes.parentId), isNull(wastes.archivedAt), isNull(containerTypes.archivedAt)))
    .orderBy(asc(wastes.code), asc(containerTypes.code), asc(wastes.id), asc(containerTypes.id));
  return [...new Map(pairs.map((p) => [p.wasteId, p])).values()];
}

/**
 * A few weeks of collection orders for every active demo company's sites, in every status, with the
 * transitions that brought them there so their timelines show. Written once, into the demo database.
 */
export async function seedOrders(db: Db, adminId: string) {
  const today = todayIn();
  const year = Number(today.slice(0, 4));
  const siteRows = await db
    .select({
      id: sites.id,
      companyId: sites.companyId,
      rfc: companies.rfc,
      windowStart: sites.collectionWindowStart,
      windowEnd: sites.collectionWindowEnd,
    })
    .from(sites)
    .innerJoin(companies, eq(companies.id, sites.companyId))
    .where(and(isNull(sites.archivedAt), eq(companies.status, 'active')))
    .orderBy(asc(sites.createdAt));
  const choices = await demoItemChoices(db);
  if (siteRows.length === 0 || choices.length === 0) return { orders: 0 };

  let n = 0;
  let made = 0;
  await db.transaction(async (tx) => {
    for (const [s, site] of siteRows.entries()) {
      const latest = LAST_COLLECTED[site.rfc];
      const dayOf = (plan: (typeof PLAN)[number]) => {
        const day = plan.day + (s % 2);
        return latest !== undefined && day > latest && PATHS[plan.status].includes('collect') ? latest : day;
      };
      for (const [p, plan] of PLAN.entries()) {
        n++;
        const requestedDate = addDays(today, dayOf(plan));
        const created = new Date(`${addDays(requestedDate, -5)}T15:00:00Z`);
        const path = PATHS[plan.status];
        const reason = REASONS[plan.status] ?? null;
        const collected = path.includes('collect');
        const [order] = await tx
          .insert(orders)
          .values({
            number: formatOrderNumber(year, n),
            companyId: site.companyId,
            siteId: site.id,
            requestedDate,
            windowStart: site.windowStart,
            windowEnd: site.windowEnd,
            priority: plan.priority,
            notes: p % 3 === 0 ? 'Contenedores en el cuarto de residuos de planta baja' : null,
            status: plan.status,
            scheduledDate: path.includes('schedule') ? requestedDate : null,
            collectedOn: collected ? requestedDate : null,
            statusReason: reason,
            createdBy: adminId,
            createdAt: created,
            updatedAt: new Date(created.getTime() + path.length * 6 * 3600_000),
            version: path.length + 1,
          })
          .returning({ id: orders.id });
        const items = [choices[(s + p) % choices.length]!, choices[(s + p + 3) % choices.length]!];
        await tx.insert(orderItems).values(
          [...new Map(items.map((i) => [i.wasteId, i])).values()].map((item, position) => {
            const estimatedKg = 5 + ((s * 7 + p * 3 + position * 5) % 20);
            return {
              orderId: order!.id,
              position,
              wasteId: item.wasteId,
              containerTypeId: item.containerTypeId,
              containerCount: 1 + ((p + position) % 4),
              estimatedKg,
              actualKg: collected ? Math.round(estimatedKg * (0.8 + (p % 5) / 10) * 10) / 10 : null,
            };
          }),
        );
        let from: OrderStatus = 'requested';
        for (const [step, name] of path.entries()) {
          const spec = orderLifecycle.transitions[name as keyof typeof orderLifecycle.transitions];
          await tx.insert(statusTransitions).values({
            entity: 'order',
            entityId: order!.id,
            companyId: site.companyId,
            name,
            fromStatus: from,
            toStatus: spec.to,
            reason: spec.reason === 'required' ? reason : null,
            actorId: adminId,
            at: new Date(created.getTime() + (step + 1) * 6 * 3600_000),
          });
          from = spec.to;
        }
        made++;
      }
      const last = PLAN.filter((plan) => PATHS[plan.status].includes('collect') && plan.day <= 0).map(
        (plan) => addDays(today, dayOf(plan)),
      );
      const lastCollection = last.sort().at(-1);
      if (lastCollection) {
        await tx
          .update(companies)
          .set({ lastCollectionOn: lastCollection })
          .where(
            and(
              eq(companies.id, site.companyId),
              or(isNull(companies.lastCollectionOn), lt(companies.lastCollectionOn, lastCollection)),
            ),
          );
      }
    }
    await tx
      .insert(orderNumberCounters)
      .values({ year, last: n })
      .onConflictDoUpdate({ target: orderNumberCounters.year, set: { last: n } });
  });
  return { orders: made };
}
