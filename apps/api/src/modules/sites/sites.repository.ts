import { eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sites } from '../../db/schema/index.ts';
import {
  allOf,
  archivedCondition,
  escapeLike,
  exportBatch,
  listPage,
  type PagedQuery,
  shownColumns,
} from '../../lib/list.ts';
import type { Scope } from '../../lib/principal.ts';
import { companyCondition } from '../../lib/scope.ts';

export type SiteRow = typeof sites.$inferSelect & { companyName: string };

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
const companyName = sql<string>`(select c.legal_name from companies c where c.id = "sites"."company_id")`;
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

function where(scope: Scope, filter: SiteFilter) {
  return allOf(filters(scope, filter), textCondition(filter.q));
}

/** The scope and the filters, without the search (listPage reads the search apart). */
function filters(scope: Scope, filter: SiteFilter) {
  return allOf(
    companyCondition(sites.companyId, scope),
    filter.companyId ? eq(sites.companyId, filter.companyId) : undefined,
    filter.state ? eq(sites.state, filter.state) : undefined,
    archivedCondition(sites.archivedAt, filter.archived),
  );
}

export function listSites(db: Db, scope: Scope, filter: SiteFilter, query: PagedQuery) {
  return listPage<typeof sites, SiteRow>(db, {
    table: sites,
    columns: columns(),
    where: filters(scope, filter),
    search: textCondition(filter.q),
    sortable: SORTABLE,
    fallback: DEFAULT_SORT,
    query,
  });
}

export function siteBatch(db: Db, scope: Scope, filter: SiteFilter, sort: string | undefined) {
  return exportBatch<SiteRow>(db, {
    table: sites,
    columns: columns(),
    where: where(scope, filter),
    sortable: SORTABLE,
    fallback: DEFAULT_SORT,
    sort,
  });
}

export async function findSite(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select(columns())
    .from(sites)
    .where(allOf(eq(sites.id, id), companyCondition(sites.companyId, scope)))
    .limit(1);
  return row as SiteRow | undefined;
}

export async function insertSite(db: Db, scope: Scope, values: typeof sites.$inferInsert) {
  if (scope !== null && values.companyId !== scope) throw new Error('site outside the caller scope');
  const [row] = await db.insert(sites).values(values).returning();
  return row!;
}
