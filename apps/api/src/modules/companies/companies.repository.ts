import { CLIENT_SORT_FIELDS, DEADLINE_WARNING_DAYS, type DeadlineStatus } from '@recolecta/shared/companies';
import { addDays } from '@recolecta/shared/documents';
import { and, between, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderFacts } from '../../db/read-models/orders.ts';
import { sitePlaces } from '../../db/read-models/sites.ts';
import { columnsNamed } from '../../db/schema/common.ts';
import { companies } from '../../db/schema/companies.ts';
import {
  allOf,
  exportBatch,
  listPage,
  type PagedQuery,
  searchCondition,
  shownColumns,
} from '../../lib/list.ts';
import type { Scope } from '../../lib/principal.ts';
import { companyCondition } from '../../lib/scope.ts';

export type CompanyRow = typeof companies.$inferSelect;

/** A company is its own scope: an owner reaches their company's row and no other. */
const visible = (scope: Scope, id: string) =>
  allOf(eq(companies.id, id), companyCondition(companies.id, scope));

/** The company, locked for the rest of the caller's transaction. */
export async function lockCompany(db: Db, scope: Scope, companyId: string) {
  const [row] = await db.select().from(companies).where(visible(scope, companyId)).for('update');
  return row;
}

export async function findCompany(db: Db, scope: Scope, companyId: string) {
  const [row] = await db.select().from(companies).where(visible(scope, companyId)).limit(1);
  return row;
}

/** The company holding an RFC, if any (a sign-up or an import tells a taken RFC by it). */
export async function findCompanyByRfc(db: Db, scope: Scope, rfc: string) {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.rfc, rfc), companyCondition(companies.id, scope)))
    .limit(1);
  return row;
}

/** A new company: by sign-up or by the operator's staff (scope null), never by another company. */
export async function insertCompany(db: Db, scope: Scope, values: typeof companies.$inferInsert) {
  if (scope !== null) throw new Error('a company is created by sign-up or by staff');
  const [row] = await db.insert(companies).values(values).returning();
  return row!;
}

export async function updateCompany(
  db: Db,
  scope: Scope,
  companyId: string,
  values: Partial<Omit<typeof companies.$inferInsert, 'status'>>,
) {
  const [row] = await db
    .update(companies)
    .set({ ...values, updatedAt: new Date(), version: sql`${companies.version} + 1` })
    .where(visible(scope, companyId))
    .returning();
  return row!;
}

export interface ClientFilter {
  q?: string;
  status?: string;
  generatorLevel?: string;
  state?: string;
  deadline?: DeadlineStatus;
  /** The organisation's calendar day, for the deadline filter. */
  today: string;
}

export type ClientRow = Omit<CompanyRow, 'search'> & { siteCount: number; nextPickupOn: string | null };

const CLIENT_SORTABLE = columnsNamed(companies, CLIENT_SORT_FIELDS);
const CLIENT_DEFAULT_SORT = 'legalName:asc';

const siteCount = sql<number>`(select count(*)::int from ${sitePlaces('s')} where s.company_id = "companies"."id" and s.archived_at is null)`;
/** The next pickup: the earliest day of the company's open orders (scheduled, else requested) from today. */
const nextPickup = (today: string) =>
  sql<
    string | null
  >`(select min(coalesce(o.scheduled_date, o.requested_date))::text from ${orderFacts('o')} where o.company_id = "companies"."id" and o.status in ('requested', 'scheduled', 'in_progress') and coalesce(o.scheduled_date, o.requested_date) >= ${today}::date)`;
const clientColumns = (today: string) => ({
  ...shownColumns(companies),
  siteCount: siteCount.as('site_count'),
  nextPickupOn: nextPickup(today).as('next_pickup_on'),
});

function deadlineCondition(deadline: DeadlineStatus | undefined, today: string): SQL | undefined {
  if (!deadline) return undefined;
  const soon = addDays(today, DEADLINE_WARNING_DAYS);
  if (deadline === 'none') return isNull(companies.storageDeadline);
  if (deadline === 'past') return lt(companies.storageDeadline, today);
  if (deadline === 'near') return between(companies.storageDeadline, today, soon);
  return gt(companies.storageDeadline, soon);
}

function clientWhere(scope: Scope, filter: ClientFilter) {
  return allOf(clientFilters(scope, filter), searchCondition(companies.search, filter.q));
}

/** The scope and the filters, without the search (listPage reads the search apart). */
function clientFilters(scope: Scope, filter: ClientFilter) {
  return allOf(
    companyCondition(companies.id, scope),
    isNull(companies.archivedAt),
    filter.status ? eq(companies.status, filter.status as CompanyRow['status']) : undefined,
    filter.generatorLevel
      ? eq(companies.generatorLevel, filter.generatorLevel as NonNullable<CompanyRow['generatorLevel']>)
      : undefined,
    filter.state
      ? sql`exists (select 1 from ${sitePlaces('s')} where s.company_id = "companies"."id" and s.state = ${filter.state} and s.archived_at is null)`
      : undefined,
    deadlineCondition(filter.deadline, filter.today),
  );
}

export function listClients(db: Db, scope: Scope, filter: ClientFilter, query: PagedQuery) {
  return listPage<typeof companies, ClientRow>(db, {
    table: companies,
    columns: clientColumns(filter.today),
    where: clientFilters(scope, filter),
    search: searchCondition(companies.search, filter.q),
    sortable: CLIENT_SORTABLE,
    fallback: CLIENT_DEFAULT_SORT,
    query,
  });
}

export function clientBatch(db: Db, scope: Scope, filter: ClientFilter, sort: string | undefined) {
  return exportBatch<ClientRow>(db, {
    table: companies,
    columns: clientColumns(filter.today),
    where: clientWhere(scope, filter),
    sortable: CLIENT_SORTABLE,
    fallback: CLIENT_DEFAULT_SORT,
    sort,
  });
}

export async function findClient(db: Db, scope: Scope, id: string, today: string) {
  const [row] = await db.select(clientColumns(today)).from(companies).where(visible(scope, id)).limit(1);
  return row as ClientRow | undefined;
}

/**
 * Keeps the company's last collection day (the clients list shows it), never moving it back; the
 * orders module calls it when one of the company's orders is collected.
 */
export async function noteCollection(db: Db, scope: Scope, companyId: string, day: string) {
  await db
    .update(companies)
    .set({ lastCollectionOn: day })
    .where(
      and(
        eq(companies.id, companyId),
        companyCondition(companies.id, scope),
        or(isNull(companies.lastCollectionOn), sql`${companies.lastCollectionOn} < ${day}`),
      ),
    );
}
