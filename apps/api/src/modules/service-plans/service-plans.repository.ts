import { PLAN_SORT_FIELDS } from '@recolecta/shared/service-plans';
import { and, asc, eq, gte, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyNames } from '../../db/read-models/companies.ts';
import { containerTypeNames } from '../../db/read-models/containers.ts';
import { sitePlaces } from '../../db/read-models/sites.ts';
import { wasteNames } from '../../db/read-models/wastes.ts';
import { columnsNamed } from '../../db/schema/common.ts';
import { servicePlanExceptions, servicePlanItems, servicePlans } from '../../db/schema/service-plans.ts';
import { allOf, archivedCondition, escapeLike, shownColumns } from '../../lib/list.ts';
import type { Scope } from '../../lib/principal.ts';
import { companyCondition } from '../../lib/scope.ts';
import { tableReads } from '../../lib/table-reads.ts';

/** What a plan reads of other modules' tables: their read models (db/read-models/). */
const siteView = sitePlaces();
const companyView = companyNames();
const containerTypeView = containerTypeNames();

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

const SORTABLE = columnsNamed(servicePlans, PLAN_SORT_FIELDS);
const DEFAULT_SORT = 'name:asc';

const companyColumn = <T>(column: SQLWrapper) =>
  sql<T>`(select ${column} from ${companyView} where ${companyView.id} = "service_plans"."company_id")`;

/** A plan's row with its company's name and generator level and its site's name (few per client). */
const columns = () => ({
  ...shownColumns(servicePlans),
  companyName: companyColumn<string>(companyView.legalName).as('company_name'),
  generatorLevel: companyColumn<PlanRow['generatorLevel']>(companyView.generatorLevel).as('generator_level'),
  siteName:
    sql<string>`(select ${siteView.name} from ${siteView} where ${siteView.id} = "service_plans"."site_id")`.as(
      'site_name',
    ),
});

function textCondition(q: string | undefined): SQL | undefined {
  const text = (q ?? '').trim();
  if (!text) return undefined;
  const like = `%${escapeLike(text)}%`;
  return sql`(${servicePlans.name} ilike ${like} or exists (select 1 from ${siteView} where ${siteView.id} = ${servicePlans.siteId} and ${siteView.name} ilike ${like}))`;
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

const waste = wasteNames('waste');
const wasteClass = wasteNames('waste_class');

/** The items of some plans, with the names of their sub-wastes, classes and container types. */
export function planItemsOf(db: Db, planIds: string[]) {
  if (planIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      planId: servicePlanItems.planId,
      wasteId: servicePlanItems.wasteId,
      wasteCode: waste.code,
      wasteName: waste.name,
      wasteClassId: wasteClass.id,
      wasteClassName: wasteClass.name,
      containerTypeId: servicePlanItems.containerTypeId,
      containerTypeCode: containerTypeView.code,
      containerTypeName: containerTypeView.name,
      containerCount: servicePlanItems.containerCount,
      estimatedKg: servicePlanItems.estimatedKg,
    })
    .from(servicePlanItems)
    .innerJoin(waste, eq(waste.id, servicePlanItems.wasteId))
    .leftJoin(wasteClass, eq(wasteClass.id, waste.parentId))
    .innerJoin(containerTypeView, eq(containerTypeView.id, servicePlanItems.containerTypeId))
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

/**
 * The plans the generator works through: active, not archived, started by the horizon's end and not
 * ended before today, of an active company's live site.
 */
export function plansToGenerate(db: Db, scope: Scope, today: string, until: string, planId?: string) {
  return db
    .select({ id: servicePlans.id })
    .from(servicePlans)
    .innerJoin(siteView, eq(siteView.id, servicePlans.siteId))
    .innerJoin(companyView, eq(companyView.id, servicePlans.companyId))
    .where(
      allOf(
        planId ? eq(servicePlans.id, planId) : undefined,
        companyCondition(servicePlans.companyId, scope),
        eq(servicePlans.status, 'active'),
        isNull(servicePlans.archivedAt),
        isNull(siteView.archivedAt),
        eq(companyView.status, 'active'),
        sql`${servicePlans.startsOn} <= ${until}`,
        sql`(${servicePlans.endsOn} is null or ${servicePlans.endsOn} >= ${today})`,
      ),
    )
    .orderBy(asc(servicePlans.id));
}

/** Locks one plan's row for the rest of the transaction: two generators take a plan one after the other. */
export async function lockPlan(db: Db, scope: Scope, planId: string) {
  const [row] = await db
    .select({ id: servicePlans.id, status: servicePlans.status, archivedAt: servicePlans.archivedAt })
    .from(servicePlans)
    .where(allOf(eq(servicePlans.id, planId), companyCondition(servicePlans.companyId, scope)))
    .for('update');
  return row;
}
