import { and, asc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyNames } from '../../db/read-models/companies.ts';
import { sites } from '../../db/schema/sites.ts';
import { allOf, archivedCondition, escapeLike, shownColumns } from '../../lib/list.ts';
import type { Scope } from '../../lib/principal.ts';
import { companyCondition } from '../../lib/scope.ts';
import { tableReads } from '../../lib/table-reads.ts';

const companyRef = companyNames();

/** A site as stored. */
export type SiteRecord = typeof sites.$inferSelect;
/** A site with its company's legal name, as the sites catalog shows it. */
export type SiteRow = SiteRecord & { companyName: string };

export interface SiteFilter {
  q?: string;
  companyId?: string;
  state?: string;
  archived: 'exclude' | 'include' | 'only';
}

const SORTABLE = {
  name: sites.name,
  city: sites.city,
  state: sites.state,
  postalCode: sites.postalCode,
  createdAt: sites.createdAt,
};
const DEFAULT_SORT = 'name:asc';

/** The columns of a site row and its company's legal name (a client's sites are few: a subquery). */
const companyName = sql<string>`(select c.legal_name from ${companyNames('c')} where c.id = "sites"."company_id")`;
const columns = () => ({ ...shownColumns(sites), companyName: companyName.as('company_name') });

/** Name, street, neighbourhood, city or postal code containing the words typed, in any case. */
function textCondition(q: string | undefined): SQL | undefined {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 6);
  if (words.length === 0) return undefined;
  return allOf(
    ...words.map((word) => {
      const like = `%${escapeLike(word)}%`;
      return or(
        ilike(sites.name, like),
        ilike(sites.street, like),
        ilike(sites.neighbourhood, like),
        ilike(sites.city, like),
        ilike(sites.postalCode, like),
      );
    }),
  );
}

/** The filters, without the scope and the search. */
function filters(filter: SiteFilter) {
  return allOf(
    filter.companyId ? eq(sites.companyId, filter.companyId) : undefined,
    filter.state ? eq(sites.state, filter.state) : undefined,
    archivedCondition(sites.archivedAt, filter.archived),
  );
}

const siteReads = tableReads<typeof sites, SiteRow, SiteFilter>({
  table: sites,
  columns,
  sortable: SORTABLE,
  fallback: DEFAULT_SORT,
  scope: (scope) => companyCondition(sites.companyId, scope),
  filters,
  search: (filter) => textCondition(filter.q),
});

export const { list: listSites, batch: siteBatch, find: findSite } = siteReads;

export async function insertSite(db: Db, scope: Scope, values: typeof sites.$inferInsert) {
  if (scope !== null && values.companyId !== scope) throw new Error('site outside the caller scope');
  const [row] = await db.insert(sites).values(values).returning();
  return row!;
}

/** A company's sites that are not archived, oldest first (its profile). */
export function companySites(db: Db, scope: Scope, companyId: string) {
  return db
    .select()
    .from(sites)
    .where(
      and(eq(sites.companyId, companyId), isNull(sites.archivedAt), companyCondition(sites.companyId, scope)),
    )
    .orderBy(asc(sites.createdAt));
}

/** A company's site that is not archived, by its name in any case (the imports find rows by name). */
export async function findSiteByName(db: Db, scope: Scope, companyId: string, name: string) {
  const [row] = await db
    .select()
    .from(sites)
    .where(
      and(
        eq(sites.companyId, companyId),
        isNull(sites.archivedAt),
        sql`lower(${sites.name}) = lower(${name})`,
        companyCondition(sites.companyId, scope),
      ),
    )
    .limit(1);
  return row;
}

/** Changes a site as an import does (no version to compare): the version goes up by one. */
export async function updateSite(
  db: Db,
  scope: Scope,
  id: string,
  values: Partial<typeof sites.$inferInsert>,
) {
  const [row] = await db
    .update(sites)
    .set({ ...values, updatedAt: new Date(), version: sql`${sites.version} + 1` })
    .where(and(eq(sites.id, id), companyCondition(sites.companyId, scope)))
    .returning();
  return row!;
}

/** The company a site is added to, as the caller may see it: its names, and whether it is archived. */
export async function findSiteCompany(db: Db, scope: Scope, companyId: string) {
  const [row] = await db
    .select()
    .from(companyRef)
    .where(and(eq(companyRef.id, companyId), companyCondition(companyRef.id, scope)))
    .limit(1);
  return row;
}
