import { and, asc, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { containerTypes } from '../../db/schema/containers.ts';
import { orders } from '../../db/schema/orders.ts';
import { servicePlanExceptions, servicePlanItems, servicePlans } from '../../db/schema/service-plans.ts';
import { sites } from '../../db/schema/sites.ts';
import { wastes } from '../../db/schema/wastes.ts';
import { allOf, archivedCondition, escapeLike, shownColumns } from '../../lib/list.ts';
import type { Scope } from '../../lib/principal.ts';
import { companyCondition } from '../../lib/scope.ts';
import { tableReads } from '../../lib/table-reads.ts';

export type PlanRow = typeof servicePlans.$inferSelect & {
  companyName: string;
  siteName: string;
  generatorLevel: 'I' | 'II' | 'III' | null;
};
export type PlanItemInsert = Omit<typeof servicePlanItems.$inferInsert, 'planId' | 'position'>;

export interface PlanFilter {
  q?: string;
  companyId?: string;
  siteId?: string;
  status?: string;
  archived: 'exclude' | 'include' | 'only';
}

const SORTABLE = {
  name: servicePlans.name,
  startsOn: servicePlans.startsOn,
  createdAt: servicePlans.createdAt,
};
const DEFAULT_SORT = 'name:asc';

/** A plan's row with its company's name and generator level and its site's name (few per client). */
const columns = () => ({
  ...shownColumns(servicePlans),
  companyName:
    sql<string>`(select c.legal_name from companies c where c.id = "service_plans"."company_id")`.as(
      'company_name',
    ),
  generatorLevel: sql<
    PlanRow['generatorLevel']
  >`(select c.generator_level from companies c where c.id = "service_plans"."company_id")`.as(
    'generator_level',
  ),
  siteName: sql<string>`(select s.name from sites s where s.id = "service_plans"."site_id")`.as('site_name'),
});

function textCondition(q: string | undefined): SQL | undefined {
  const text = (q ?? '').trim();
  if (!text) return undefined;
  const like = `%${escapeLike(text)}%`;
  return sql`(${servicePlans.name} ilike ${like} or exists (select 1 from ${sites} where ${sites.id} = ${servicePlans.siteId} and ${sites.name} ilike ${like}))`;
}

/** The filters, without the scope and the search. */
function filters(filter: PlanFilter) {
  return allOf(
    filter.companyId ? eq(servicePlans.companyId, filter.companyId) : undefined,
    filter.siteId ? eq(servicePlans.siteId, filter.siteId) : undefined,
    filter.status ? eq(servicePlans.status, filter.status as PlanRow['status']) : undefined,
    archivedCondition(servicePlans.archivedAt, filter.archived),
  );
}

const planReads = tableReads<typeof servicePlans, PlanRow, PlanFilter>({
  table: servicePlans,
  columns,
  sortable: SORTABLE,
  fallback: DEFAULT_SORT,
  scope: (scope) => companyCondition(servicePlans.companyId, scope),
  filters,
  search: (filter) => textCondition(filter.q),
});

export const { list: listPlans, find: findPlan, batch: planBatch } = planReads;

export async function insertPlan(db: Db, scope: Scope, values: typeof servicePlans.$inferInsert) {
  if (scope !== null && values.companyId !== scope) throw new Error('plan outside the caller scope');
  const [row] = await db.insert(servicePlans).values(values).returning();
  return row!;
}

export async function setPlanItems(db: Db, planId: string, items: PlanItemInsert[]) {
  await db.delete(servicePlanItems).where(eq(servicePlanItems.planId, planId));
  if (items.length === 0) return;
  await db.insert(servicePlanItems).values(items.map((item, position) => ({ ...item, planId, position })));
}

const wasteClass = alias(wastes, 'waste_class');

/** The items of some plans, with the names of their sub-wastes, classes and container types. */
export function planItemsOf(db: Db, planIds: string[]) {
  if (planIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      planId: servicePlanItems.planId,
      wasteId: servicePlanItems.wasteId,
      wasteCode: wastes.code,
      wasteName: wastes.name,
      wasteClassId: wasteClass.id,
      wasteClassName: wasteClass.name,
      containerTypeId: servicePlanItems.containerTypeId,
      containerTypeCode: containerTypes.code,
      containerTypeName: containerTypes.name,
      containerCount: servicePlanItems.containerCount,
      estimatedKg: servicePlanItems.estimatedKg,
    })
    .from(servicePlanItems)
    .innerJoin(wastes, eq(wastes.id, servicePlanItems.wasteId))
    .leftJoin(wasteClass, eq(wasteClass.id, wastes.parentId))
    .innerJoin(containerTypes, eq(containerTypes.id, servicePlanItems.containerTypeId))
    .where(inArray(servicePlanItems.planId, planIds))
    .orderBy(asc(servicePlanItems.planId), asc(servicePlanItems.position));
}

/** A plan's skipped and moved dates from a day on. */
export function exceptionsOf(db: Db, planId: string, from: string) {
  return db
    .select({ planDate: servicePlanExceptions.planDate, movedTo: servicePlanExceptions.movedTo })
    .from(servicePlanExceptions)
    .where(and(eq(servicePlanExceptions.planId, planId), gte(servicePlanExceptions.planDate, from)));
}

export async function exceptionOf(db: Db, planId: string, planDate: string) {
  const [row] = await db
    .select({ movedTo: servicePlanExceptions.movedTo })
    .from(servicePlanExceptions)
    .where(and(eq(servicePlanExceptions.planId, planId), eq(servicePlanExceptions.planDate, planDate)));
  return row;
}

export async function setException(db: Db, planId: string, planDate: string, movedTo: string | null) {
  await db
    .insert(servicePlanExceptions)
    .values({ planId, planDate, movedTo })
    .onConflictDoUpdate({
      target: [servicePlanExceptions.planId, servicePlanExceptions.planDate],
      set: { movedTo },
    });
}

export async function clearException(db: Db, planId: string, planDate: string) {
  await db
    .delete(servicePlanExceptions)
    .where(and(eq(servicePlanExceptions.planId, planId), eq(servicePlanExceptions.planDate, planDate)));
}

/** The orders a plan made for its dates from a day on. */
export function plannedOrders(db: Db, planId: string, from: string) {
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
    .where(and(eq(orders.servicePlanId, planId), gte(orders.planDate, from)));
}

/**
 * The plans the generator works through: active, not archived, started by the horizon's end and not
 * ended before today, of an active company's live site.
 */
export function plansToGenerate(db: Db, today: string, until: string, planId?: string) {
  return db
    .select({ id: servicePlans.id })
    .from(servicePlans)
    .innerJoin(sites, eq(sites.id, servicePlans.siteId))
    .innerJoin(companies, eq(companies.id, servicePlans.companyId))
    .where(
      allOf(
        planId ? eq(servicePlans.id, planId) : undefined,
        eq(servicePlans.status, 'active'),
        isNull(servicePlans.archivedAt),
        isNull(sites.archivedAt),
        eq(companies.status, 'active'),
        sql`${servicePlans.startsOn} <= ${until}`,
        sql`(${servicePlans.endsOn} is null or ${servicePlans.endsOn} >= ${today})`,
      ),
    )
    .orderBy(asc(servicePlans.id));
}

/** Locks one plan's row for the rest of the transaction: two generators take a plan one after the other. */
export async function lockPlan(db: Db, planId: string) {
  const [row] = await db
    .select({ id: servicePlans.id, status: servicePlans.status, archivedAt: servicePlans.archivedAt })
    .from(servicePlans)
    .where(eq(servicePlans.id, planId))
    .for('update');
  return row;
}
