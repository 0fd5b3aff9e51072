import {
  type Asset,
  type AssetMoveRecord,
  type AssetStatus,
  type assetCreateSchema,
  assetLifecycle,
  type assetListQuerySchema,
  type assetMoveSchema,
  type assetUpdateSchema,
  type Place,
  type PlaceKind,
  type PlaceView,
  statusAt,
} from '@recolecta/shared/assets';
import { fieldLabel, valueLabel } from '@recolecta/shared/labels';
import type { z } from 'zod';
import { assets } from '../../db/schema/assets.ts';
import { archiveLifecycle } from '../../lib/archive-lifecycle.ts';
import { getting, recordChange, rowOr404, type ServiceContext } from '../../lib/context.ts';
import { type ExportColumn, inBatches } from '../../lib/export.ts';
import { invalidFields, uniqueViolation } from '../../lib/field-errors.ts';
import { actorView } from '../../lib/history-view.ts';
import { listing } from '../../lib/listing.ts';
import type { Scope } from '../../lib/principal.ts';
import { withRecordMeta } from '../../lib/record-meta.ts';
import type { ResourceService } from '../../lib/resource-routes.ts';
import { lifecycleService, withoutStatus } from '../../lib/transitions.ts';
import { updateVersioned } from '../../lib/versioned.ts';
import { findContainerType } from '../containers/containers.repository.ts';
import {
  ASSET_CONSTRAINTS,
  type AssetFilter,
  type AssetRow,
  assetBatch,
  findAsset,
  insertAsset,
  insertMove,
  listAssets,
  listMoves,
  type MoveRow,
  openPlace,
} from './assets.repository.ts';

type ListQuery = z.output<typeof assetListQuerySchema>;
type CreateInput = z.output<typeof assetCreateSchema>;
type UpdateInput = z.output<typeof assetUpdateSchema>;
type MoveInput = z.output<typeof assetMoveSchema>;

interface PlaceParts {
  zoneId: string | null;
  siteId: string | null;
  vehicleId: string | null;
  zoneName: string | null;
  storeName: string | null;
  siteName: string | null;
  siteCompanyName: string | null;
  vehiclePlate: string | null;
  companyId: string | null;
}

/**
 * A place as the caller may see it: staff see every name; an owner sees the names of their own
 * company's sites, and of any other place only what kind it is.
 */
function placeView(scope: Scope, p: PlaceParts): PlaceView | null {
  const visible = scope === null || (p.siteId !== null && p.companyId === scope);
  if (p.zoneId) {
    return visible
      ? { kind: 'zone', id: p.zoneId, name: p.zoneName, parent: p.storeName }
      : { kind: 'zone', id: null, name: null, parent: null };
  }
  if (p.siteId) {
    return visible
      ? { kind: 'site', id: p.siteId, name: p.siteName, parent: p.siteCompanyName }
      : { kind: 'site', id: null, name: null, parent: null };
  }
  if (p.vehicleId) {
    return visible
      ? { kind: 'vehicle', id: p.vehicleId, name: p.vehiclePlate, parent: null }
      : { kind: 'vehicle', id: null, name: null, parent: null };
  }
  return null;
}

export function toAsset(row: AssetRow, scope: Scope): Asset {
  return withRecordMeta(row, {
    serial: row.serial,
    containerTypeId: row.containerTypeId,
    containerTypeName: row.containerTypeName,
    containerTypeCode: row.containerTypeCode,
    status: row.status as AssetStatus,
    place: placeView(scope, row),
    companyId: row.companyId,
    locatedSince: row.locatedSince.toISOString(),
    notes: row.notes,
  });
}

/** A row as this caller sees it, on the caller's scope. */
const toItem = (row: AssetRow, ctx: ServiceContext) => toAsset(row, ctx.scope);

function toMove(row: MoveRow, scope: Scope): AssetMoveRecord {
  const m = row.move;
  // The mover as every history shows an actor: staff are "the operator" to a company's user.
  const mover = actorView(scope, {
    actorId: m.movedBy,
    actorEmail: null,
    actorCompanyId: row.moverCompanyId,
  });
  return {
    id: m.id,
    from: placeView(scope, {
      zoneId: m.fromZoneId,
      siteId: m.fromSiteId,
      vehicleId: m.fromVehicleId,
      zoneName: row.fromZoneName,
      storeName: row.fromStoreName,
      siteName: row.fromSiteName,
      siteCompanyName: row.fromSiteCompanyName,
      vehiclePlate: row.fromVehiclePlate,
      companyId: m.fromCompanyId,
    }),
    to: placeView(scope, {
      zoneId: m.toZoneId,
      siteId: m.toSiteId,
      vehicleId: m.toVehicleId,
      zoneName: row.toZoneName,
      storeName: row.toStoreName,
      siteName: row.toSiteName,
      siteCompanyName: row.toSiteCompanyName,
      vehiclePlate: row.toVehiclePlate,
      companyId: m.toCompanyId,
    }),
    fromStatus: (m.fromStatus as AssetStatus | null) ?? null,
    toStatus: m.toStatus as AssetStatus,
    note: m.note,
    movedAt: m.movedAt.toISOString(),
    movedBy: mover.actorKind === 'user' ? row.movedBy : null,
    movedByKind: mover.actorKind,
  };
}

const filterOf = (query: ListQuery & { ids?: string[] }): AssetFilter => ({
  q: query.q,
  status: query.status,
  containerTypeId: query.containerTypeId,
  zoneId: query.zoneId,
  storeId: query.storeId,
  siteId: query.siteId,
  companyId: query.companyId,
  vehicleId: query.vehicleId,
  ids: query.ids,
  archived: query.archived,
});

const getRow = rowOr404(findAsset);

/** A reusable container type that is not archived, or 422 on the field. */
async function reusableType(ctx: ServiceContext, id: string) {
  const type = await findContainerType(ctx.db, id);
  if (!type || type.archivedAt) {
    throw invalidFields([{ path: 'containerTypeId', message: 'validation.unknownReference' }]);
  }
  if (!type.reusable) throw invalidFields([{ path: 'containerTypeId', message: 'validation.notReusable' }]);
}

/** The columns a place sets on the asset, with the status it gives. */
async function resolvePlace(ctx: ServiceContext, place: Place, path: string) {
  const found = await openPlace(ctx.db, ctx.scope, place.kind, place.id);
  if (!found) throw invalidFields([{ path, message: 'validation.unknownPlace' }]);
  return {
    zoneId: place.kind === 'zone' ? place.id : null,
    siteId: place.kind === 'site' ? place.id : null,
    vehicleId: place.kind === 'vehicle' ? place.id : null,
    companyId: found.companyId,
    status: statusAt(place.kind, found.zoneType),
  };
}

const kindOf = (row: {
  zoneId: string | null;
  siteId: string | null;
  vehicleId: string | null;
}): PlaceKind | null => (row.zoneId ? 'zone' : row.siteId ? 'site' : row.vehicleId ? 'vehicle' : null);

const placeLabel = (row: AssetRow, scope: Scope) => {
  const view = placeView(scope, row);
  return view ? [view.name, view.parent].filter(Boolean).join(' · ') : null;
};

const exportColumns = (ctx: ServiceContext): ExportColumn<AssetRow>[] => {
  const label = (field: string) => fieldLabel('assets', field, ctx.locale);
  return [
    { header: label('serial'), value: (r) => r.serial },
    { header: label('containerType'), value: (r) => `${r.containerTypeCode} ${r.containerTypeName}` },
    { header: label('status'), value: (r) => valueLabel('assetStatus', r.status, ctx.locale) },
    {
      header: label('placeKind'),
      value: (r) => {
        const kind = kindOf(r);
        return kind ? valueLabel('placeKind', kind, ctx.locale) : null;
      },
    },
    { header: label('place'), value: (r) => placeLabel(r, ctx.scope) },
    { header: label('locatedSince'), value: (r) => r.locatedSince.toISOString() },
    { header: label('notes'), value: (r) => r.notes },
  ];
};

const carryNames = (updated: typeof assets.$inferSelect, before: AssetRow): AssetRow => {
  const { search: _search, ...row } = updated;
  return { ...before, ...row };
};

/**
 * The asset as a change left it: audited (a move out of a company stays in that company's history)
 * and answered.
 */
async function auditedAnswer(
  ctx: ServiceContext,
  verb: 'create' | 'update' | 'move',
  id: string,
  before?: AssetRow,
) {
  const row = await getRow(ctx, id);
  await recordChange(ctx, {
    action: `asset.${verb}`,
    entity: 'asset',
    entityId: id,
    before,
    after: row,
    companyId: row.companyId ?? before?.companyId ?? null,
  });
  return toItem(row, ctx);
}

/**
 * The reusable containers: staff see and move every one; an owner sees those at their company's sites
 * (`company_id` is kept for that), read-only. Every move is an `asset_moves` row in the same change.
 */
export const assetsService: ResourceService<Asset, ListQuery, CreateInput, UpdateInput, AssetRow> & {
  move(ctx: ServiceContext, id: string, input: MoveInput): Promise<Asset>;
  moves(ctx: ServiceContext, id: string): Promise<AssetMoveRecord[]>;
  rows(ctx: ServiceContext, query: ListQuery & { ids?: string[] }): AsyncIterable<AssetRow[]>;
} = {
  entity: 'asset',

  ...listing({ filterOf, page: listAssets, batch: assetBatch, toItem, exportColumns }),

  ...getting(getRow, toItem),

  async create(ctx, input) {
    await reusableType(ctx, input.containerTypeId);
    const place = await resolvePlace(ctx, input.place, 'place.id');
    const { id } = await insertAsset(ctx.db, ctx.scope, {
      serial: input.serial,
      containerTypeId: input.containerTypeId,
      notes: input.notes,
      ...place,
      createdBy: ctx.auth.userId,
    }).catch(uniqueViolation(ASSET_CONSTRAINTS));
    await insertMove(ctx.db, ctx.scope, {
      assetId: id,
      toZoneId: place.zoneId,
      toSiteId: place.siteId,
      toVehicleId: place.vehicleId,
      toStatus: place.status,
      toCompanyId: place.companyId,
      movedBy: ctx.auth.userId,
    });
    return auditedAnswer(ctx, 'create', id);
  },

  async update(ctx, id, { version, ...input }) {
    const before = await getRow(ctx, id);
    const changes = withoutStatus(before.status, input);
    if (changes.containerTypeId) await reusableType(ctx, changes.containerTypeId);
    const updated = await updateVersioned(ctx.db, assets, id, version, changes).catch(
      uniqueViolation(ASSET_CONSTRAINTS),
    );
    return auditedAnswer(ctx, 'update', updated.id, before);
  },

  async move(ctx, id, { version, to, note }) {
    const before = await getRow(ctx, id);
    if (before.status === 'retired' && to.kind !== 'zone') {
      throw invalidFields([{ path: 'to.kind', message: 'validation.retiredMove' }]);
    }
    const place = await resolvePlace(ctx, to, 'to.id');
    if (
      place.zoneId === before.zoneId &&
      place.siteId === before.siteId &&
      place.vehicleId === before.vehicleId
    ) {
      throw invalidFields([{ path: 'to.id', message: 'validation.samePlace' }]);
    }
    await updateVersioned(ctx.db, assets, id, version, { ...place, locatedSince: new Date() });
    await insertMove(ctx.db, ctx.scope, {
      assetId: id,
      fromZoneId: before.zoneId,
      fromSiteId: before.siteId,
      fromVehicleId: before.vehicleId,
      fromStatus: before.status,
      fromCompanyId: before.companyId,
      toZoneId: place.zoneId,
      toSiteId: place.siteId,
      toVehicleId: place.vehicleId,
      toStatus: place.status,
      toCompanyId: place.companyId,
      note,
      movedBy: ctx.auth.userId,
    });
    return auditedAnswer(ctx, 'move', id, before);
  },

  async moves(ctx, id) {
    await getRow(ctx, id);
    return (await listMoves(ctx.db, ctx.scope, id)).map((m) => toMove(m, ctx.scope));
  },

  rows(ctx, query) {
    return inBatches(assetBatch(ctx.db, ctx.scope, filterOf(query), query.sort));
  },

  ...archiveLifecycle({
    table: assets,
    entity: 'asset',
    getRow,
    toItem,
    companyOf: (row) => row.companyId,
    carry: carryNames,
  }),

  ...lifecycleService({
    lifecycle: assetLifecycle,
    table: assets,
    getRow,
    toItem,
    companyOf: (row) => row.companyId,
    carry: carryNames,
  }),
};
