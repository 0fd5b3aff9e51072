import { ASSET_SORT_FIELDS } from '@recolecta/shared/assets';
import { and, desc, eq, exists, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { actors } from '../../db/read-models/auth.ts';
import { companyNames } from '../../db/read-models/companies.ts';
import { containerTypeNames } from '../../db/read-models/containers.ts';
import { sitePlaces } from '../../db/read-models/sites.ts';
import { storePlaces, zoneNames } from '../../db/read-models/stores.ts';
import { vehiclePlates } from '../../db/read-models/vehicles.ts';
import { assetMoves, assets } from '../../db/schema/assets.ts';
import { columnsNamed } from '../../db/schema/common.ts';
import { allOf, archivedCondition, searchCondition, shownColumns } from '../../lib/list.ts';
import type { Scope } from '../../lib/principal.ts';
import { assertOperator, companyCondition } from '../../lib/scope.ts';
import { tableReads } from '../../lib/table-reads.ts';
import { findSite } from '../sites/sites.repository.ts';
import { findOpenZone } from '../stores/stores.repository.ts';
import { vehicleTable } from '../vehicles/vehicles.repository.ts';

/** An asset with the names of its type and of the place it is at. */
export type AssetRow = Omit<typeof assets.$inferSelect, 'search'> & {
  containerTypeName: string;
  containerTypeCode: string;
  zoneName: string | null;
  storeName: string | null;
  siteName: string | null;
  siteCompanyName: string | null;
  vehiclePlate: string | null;
};

export interface AssetFilter {
  q?: string;
  status?: string;
  containerTypeId?: string;
  zoneId?: string;
  storeId?: string;
  siteId?: string;
  companyId?: string;
  vehicleId?: string;
  ids?: string[];
  archived: 'exclude' | 'include' | 'only';
}

const SORTABLE = columnsNamed(assets, ASSET_SORT_FIELDS);
const DEFAULT_SORT = 'serial:asc';

// A page holds few rows: the names come by correlated subqueries on primary keys, through the owners' read models.
const typeName = (column: 'name' | 'code') =>
  sql<string>`(select ${sql.raw(`ct.${column}`)} from ${containerTypeNames('ct')} where ct.id = "assets"."container_type_id")`;
const zoneName = (zone: SQL) =>
  sql<string | null>`(select z.name from ${zoneNames('z')} where z.id = ${zone})`;
const storeName = (zone: SQL) =>
  sql<
    string | null
  >`(select s.name from ${zoneNames('z')} join ${storePlaces('s')} on s.id = z.store_id where z.id = ${zone})`;
const siteName = (site: SQL) =>
  sql<string | null>`(select si.name from ${sitePlaces('si')} where si.id = ${site})`;
const siteCompanyName = (site: SQL) =>
  sql<
    string | null
  >`(select c.legal_name from ${sitePlaces('si')} join ${companyNames('c')} on c.id = si.company_id where si.id = ${site})`;
const vehiclePlate = (vehicle: SQL) =>
  sql<string | null>`(select v.plate from ${vehiclePlates('v')} where v.id = ${vehicle})`;

const named = {
  containerTypeName: typeName('name'),
  containerTypeCode: typeName('code'),
  zoneName: zoneName(sql.raw('"assets"."zone_id"')),
  storeName: storeName(sql.raw('"assets"."zone_id"')),
  siteName: siteName(sql.raw('"assets"."site_id"')),
  siteCompanyName: siteCompanyName(sql.raw('"assets"."site_id"')),
  vehiclePlate: vehiclePlate(sql.raw('"assets"."vehicle_id"')),
};
const columns = () => ({
  containerTypeName: named.containerTypeName.as('container_type_name'),
  containerTypeCode: named.containerTypeCode.as('container_type_code'),
  zoneName: named.zoneName.as('zone_name'),
  storeName: named.storeName.as('store_name'),
  siteName: named.siteName.as('site_name'),
  siteCompanyName: named.siteCompanyName.as('site_company_name'),
  vehiclePlate: named.vehiclePlate.as('vehicle_plate'),
  ...shownColumns(assets),
});

/** The filters, without the scope and the search. */
function filters(filter: AssetFilter): SQL | undefined {
  return allOf(
    filter.status ? eq(assets.status, filter.status) : undefined,
    filter.containerTypeId ? eq(assets.containerTypeId, filter.containerTypeId) : undefined,
    filter.zoneId ? eq(assets.zoneId, filter.zoneId) : undefined,
    filter.storeId
      ? sql`"assets"."zone_id" in (select z.id from ${zoneNames('z')} where z.store_id = ${filter.storeId})`
      : undefined,
    filter.siteId ? eq(assets.siteId, filter.siteId) : undefined,
    filter.companyId ? eq(assets.companyId, filter.companyId) : undefined,
    filter.vehicleId ? eq(assets.vehicleId, filter.vehicleId) : undefined,
    filter.ids ? inArray(assets.id, filter.ids) : undefined,
    archivedCondition(assets.archivedAt, filter.archived),
  );
}

const assetReads = tableReads<typeof assets, AssetRow, AssetFilter>({
  table: assets,
  columns,
  sortable: SORTABLE,
  fallback: DEFAULT_SORT,
  scope: (scope) => companyCondition(assets.companyId, scope),
  filters,
  search: (filter) => searchCondition(assets.search, filter.q),
});

export const { list: listAssets, batch: assetBatch, find: findAsset } = assetReads;

export async function insertAsset(db: Db, scope: Scope, values: typeof assets.$inferInsert) {
  assertOperator(scope);
  const [row] = await db.insert(assets).values(values).returning({ id: assets.id });
  return row!;
}

export async function insertMove(db: Db, scope: Scope, values: typeof assetMoves.$inferInsert) {
  assertOperator(scope);
  await db.insert(assetMoves).values(values);
}

/** Where a container may be put: an open zone, a site or a vehicle that is not archived. */
export async function openPlace(db: Db, scope: Scope, kind: 'zone' | 'site' | 'vehicle', id: string) {
  if (kind === 'zone') {
    const zone = await findOpenZone(db, scope, id);
    return zone ? { zoneType: zone.type, companyId: null } : undefined;
  }
  if (kind === 'site') {
    const site = await findSite(db, scope, id);
    return site && !site.archivedAt ? { zoneType: null, companyId: site.companyId } : undefined;
  }
  const vehicle = await vehicleTable.find(db, scope, id);
  return vehicle && !vehicle.archivedAt ? { zoneType: null, companyId: null } : undefined;
}

const placeNames = (prefix: 'from' | 'to') => {
  const zone = sql.raw(`"asset_moves"."${prefix}_zone_id"`);
  const site = sql.raw(`"asset_moves"."${prefix}_site_id"`);
  return {
    zoneName: zoneName(zone),
    storeName: storeName(zone),
    siteName: siteName(site),
    siteCompanyName: siteCompanyName(site),
    vehiclePlate: vehiclePlate(sql.raw(`"asset_moves"."${prefix}_vehicle_id"`)),
  };
};

/** An asset's moves, newest first, with the places' names and who moved it. */
export async function listMoves(db: Db, scope: Scope, assetId: string) {
  const from = placeNames('from');
  const to = placeNames('to');
  return db
    .select({
      move: assetMoves,
      fromZoneName: from.zoneName,
      fromStoreName: from.storeName,
      fromSiteName: from.siteName,
      fromSiteCompanyName: from.siteCompanyName,
      fromVehiclePlate: from.vehiclePlate,
      toZoneName: to.zoneName,
      toStoreName: to.storeName,
      toSiteName: to.siteName,
      toSiteCompanyName: to.siteCompanyName,
      toVehiclePlate: to.vehiclePlate,
      movedBy: sql<
        string | null
      >`(select actors.name from ${actors} where actors.id = "asset_moves"."moved_by")`,
      moverCompanyId: sql<
        string | null
      >`(select actors.company_id from ${actors} where actors.id = "asset_moves"."moved_by")`,
    })
    .from(assetMoves)
    .where(
      allOf(
        eq(assetMoves.assetId, assetId),
        // The moves of an asset the scope reaches (all its moves, the operator's places unnamed by the service).
        scope === null
          ? undefined
          : exists(
              db
                .select({ id: assets.id })
                .from(assets)
                .where(and(eq(assets.id, assetMoves.assetId), companyCondition(assets.companyId, scope))),
            ),
      ),
    )
    .orderBy(desc(assetMoves.movedAt), desc(assetMoves.id));
}
export type MoveRow = Awaited<ReturnType<typeof listMoves>>[number];

export const ASSET_CONSTRAINTS = { assets_serial_key: 'serial' };

// ── For other modules (issue 34, table ownership): the containers the field records and the driver's day name ──

/** The containers some serials name (case aside; serials given in upper case), with where they are. */
export function assetsBySerials(db: Db, scope: Scope, serials: string[]) {
  if (serials.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: assets.id,
      serial: assets.serial,
      version: assets.version,
      vehicleId: assets.vehicleId,
      status: assets.status,
    })
    .from(assets)
    .where(allOf(inArray(sql`upper(${assets.serial})`, serials), companyCondition(assets.companyId, scope)));
}

/** Which of some containers are on a vehicle, with their version (to move them on). */
export function assetsOnVehicles(db: Db, scope: Scope, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: assets.id, version: assets.version })
    .from(assets)
    .where(
      allOf(
        inArray(assets.id, ids),
        sql`${assets.vehicleId} is not null`,
        companyCondition(assets.companyId, scope),
      ),
    );
}

/** The serials of the containers (not archived) at some sites. */
export function serialsAtSites(db: Db, scope: Scope, siteIds: string[]) {
  if (siteIds.length === 0) return Promise.resolve([]);
  return db
    .select({ siteId: assets.siteId, serial: assets.serial })
    .from(assets)
    .where(
      allOf(
        inArray(assets.siteId, siteIds),
        isNull(assets.archivedAt),
        companyCondition(assets.companyId, scope),
      ),
    );
}
