import { STORE_SORT_FIELDS } from '@recolecta/shared/stores';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assetPlaces } from '../../db/read-models/assets.ts';
import { columnsNamed } from '../../db/schema/common.ts';
import { stores, storeZones } from '../../db/schema/stores.ts';
import { allOf, archivedCondition, searchCondition, shownColumns } from '../../lib/list.ts';
import type { Scope } from '../../lib/principal.ts';
import { assertOperator, operatorCondition } from '../../lib/scope.ts';
import { tableReads } from '../../lib/table-reads.ts';

export type StoreRow = Omit<typeof stores.$inferSelect, 'search'> & { zoneCount: number; assetCount: number };
export type ZoneRow = typeof storeZones.$inferSelect & { storeName: string; assetCount: number };

export interface StoreFilter {
  q?: string;
  type?: string;
  state?: string;
  archived: 'exclude' | 'include' | 'only';
}

const SORTABLE = columnsNamed(stores, STORE_SORT_FIELDS);
const DEFAULT_SORT = 'name:asc';

const zoneCount = sql<number>`(select count(*)::int from store_zones z where z.store_id = "stores"."id" and z.archived_at is null)`;
const storeAssets = sql<number>`(select count(*)::int from ${assetPlaces('a')} join store_zones z on z.id = a.zone_id where z.store_id = "stores"."id" and a.archived_at is null)`;
const storeColumns = () => ({
  ...shownColumns(stores),
  zoneCount: zoneCount.as('zone_count'),
  assetCount: storeAssets.as('asset_count'),
});

const storeReads = tableReads<typeof stores, StoreRow, StoreFilter>({
  table: stores,
  columns: storeColumns,
  sortable: SORTABLE,
  fallback: DEFAULT_SORT,
  scope: operatorCondition,
  filters: (filter) =>
    allOf(
      searchCondition(stores.search, filter.q),
      filter.type ? eq(stores.type, filter.type) : undefined,
      filter.state ? eq(stores.state, filter.state) : undefined,
      archivedCondition(stores.archivedAt, filter.archived),
    ),
});

export const { list: listStores, batch: storeBatch, find: findStore } = storeReads;

export async function insertStore(db: Db, scope: Scope, values: typeof stores.$inferInsert) {
  assertOperator(scope);
  const [row] = await db.insert(stores).values(values).returning();
  return row!;
}

const zoneAssets = sql<number>`(select count(*)::int from ${assetPlaces('a')} where a.zone_id = "store_zones"."id" and a.archived_at is null)`;
const storeName = sql<string>`(select s.name from stores s where s.id = "store_zones"."store_id")`;
const zoneColumns = () => ({
  ...shownColumns(storeZones),
  storeName: storeName.as('store_name'),
  assetCount: zoneAssets.as('asset_count'),
});

export async function listZones(
  db: Db,
  scope: Scope,
  storeId: string,
  archived: 'exclude' | 'include' | 'only',
) {
  const rows = await db
    .select(zoneColumns())
    .from(storeZones)
    .where(
      allOf(
        operatorCondition(scope),
        eq(storeZones.storeId, storeId),
        archivedCondition(storeZones.archivedAt, archived),
      ),
    )
    .orderBy(asc(storeZones.name), asc(storeZones.id));
  return rows as ZoneRow[];
}

export async function findZone(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select(zoneColumns())
    .from(storeZones)
    .where(allOf(eq(storeZones.id, id), operatorCondition(scope)))
    .limit(1);
  return row as ZoneRow | undefined;
}

/** A zone of a store that is not archived: where a container may be put. */
export async function findOpenZone(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select({ id: storeZones.id, type: storeZones.type, storeId: storeZones.storeId })
    .from(storeZones)
    .where(allOf(eq(storeZones.id, id), isNull(storeZones.archivedAt), operatorCondition(scope)))
    .limit(1);
  return row;
}

/** A zone that is not archived, by its store's name and its own, in any case (the imports name places). */
export async function findZoneByNames(db: Db, scope: Scope, storeName: string, zoneName: string) {
  const [row] = await db
    .select({ id: storeZones.id })
    .from(storeZones)
    .innerJoin(stores, eq(stores.id, storeZones.storeId))
    .where(
      allOf(
        sql`lower(${stores.name}) = lower(${storeName})`,
        sql`lower(${storeZones.name}) = lower(${zoneName})`,
        isNull(storeZones.archivedAt),
        operatorCondition(scope),
      ),
    )
    .limit(1);
  return row;
}

export async function insertZone(db: Db, scope: Scope, values: typeof storeZones.$inferInsert) {
  assertOperator(scope);
  const [row] = await db.insert(storeZones).values(values).returning();
  return row!;
}

export const STORE_CONSTRAINTS = { stores_name_key: 'name' };
export const ZONE_CONSTRAINTS = { store_zones_name_key: 'name' };
