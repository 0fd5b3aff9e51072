import { fieldLabel, valueLabel } from '@recolecta/shared/labels';
import type {
  Store,
  storeCreateSchema,
  storeListQuerySchema,
  storeUpdateSchema,
  Zone,
  zoneCreateSchema,
  zoneListQuerySchema,
  zoneUpdateSchema,
} from '@recolecta/shared/stores';
import { folded } from '@recolecta/shared/text';
import type { z } from 'zod';
import { stores, storeZones } from '../../db/schema/stores.ts';
import { addressOf } from '../../lib/address.ts';
import { notFound } from '../../lib/app-error.ts';
import { archiveLifecycle } from '../../lib/archive-lifecycle.ts';
import { getting, recordChange, rowOr404, type ServiceContext } from '../../lib/context.ts';
import type { ExportColumn } from '../../lib/export.ts';
import { invalidFields, uniqueViolation } from '../../lib/field-errors.ts';
import { listing } from '../../lib/listing.ts';
import { withRecordMeta } from '../../lib/record-meta.ts';
import type { ResourceService } from '../../lib/resource-routes.ts';
import { hhmm } from '../../lib/time-of-day.ts';
import { updateVersioned } from '../../lib/versioned.ts';
import {
  findStore,
  findZone,
  insertStore,
  insertZone,
  listStores,
  listZones,
  STORE_CONSTRAINTS,
  type StoreFilter,
  type StoreRow,
  storeBatch,
  ZONE_CONSTRAINTS,
  type ZoneRow,
} from './stores.repository.ts';

type ListQuery = z.output<typeof storeListQuerySchema>;
type CreateInput = z.output<typeof storeCreateSchema>;
type UpdateInput = z.output<typeof storeUpdateSchema>;
type ZoneCreateInput = z.output<typeof zoneCreateSchema>;
type ZoneUpdateInput = z.output<typeof zoneUpdateSchema>;
type ZoneListQuery = z.output<typeof zoneListQuerySchema>;

export function toStore(row: StoreRow): Store {
  return withRecordMeta(row, {
    name: row.name,
    type: row.type as Store['type'],
    authorisationNumber: row.authorisationNumber,
    ...addressOf(row),
    capacityKg: row.capacityKg,
    opensAt: hhmm(row.opensAt),
    closesAt: hhmm(row.closesAt),
    phone: row.phone,
    notes: row.notes,
    zoneCount: row.zoneCount,
    assetCount: row.assetCount,
  });
}

export function toZone(row: ZoneRow): Zone {
  return withRecordMeta(row, {
    storeId: row.storeId,
    storeName: row.storeName,
    name: row.name,
    type: row.type as Zone['type'],
    capacityUnits: row.capacityUnits,
    temperatureMinC: row.temperatureMinC,
    temperatureMaxC: row.temperatureMaxC,
    notes: row.notes,
    assetCount: row.assetCount,
    fill: row.capacityUnits > 0 ? row.assetCount / row.capacityUnits : 0,
  });
}

const filterOf = (query: ListQuery): StoreFilter => ({
  q: query.q,
  type: query.type,
  state: query.state,
  archived: query.archived,
});

const getStore = rowOr404(findStore);

/** The opening hours as stored after a partial change: closing must still follow opening. */
function hoursStillInOrder(before: StoreRow, changes: Partial<UpdateInput>) {
  const opens = changes.opensAt === undefined ? hhmm(before.opensAt) : changes.opensAt;
  const closes = changes.closesAt === undefined ? hhmm(before.closesAt) : changes.closesAt;
  if (opens && closes && opens >= closes) {
    throw invalidFields([{ path: 'closesAt', message: 'validation.hoursOrder' }]);
  }
}

const exportColumns = (ctx: ServiceContext): ExportColumn<StoreRow>[] => {
  const label = (field: string) => fieldLabel('stores', field, ctx.locale);
  return [
    { header: label('name'), value: (r) => r.name },
    { header: label('type'), value: (r) => valueLabel('storeType', r.type, ctx.locale) },
    { header: label('authorisationNumber'), value: (r) => r.authorisationNumber },
    { header: label('street'), value: (r) => `${r.street} ${r.exteriorNumber}` },
    { header: label('neighbourhood'), value: (r) => r.neighbourhood },
    { header: label('city'), value: (r) => r.city },
    { header: label('state'), value: (r) => r.state },
    { header: label('postalCode'), value: (r) => r.postalCode },
    { header: label('capacityKg'), value: (r) => r.capacityKg },
    { header: label('opensAt'), value: (r) => hhmm(r.opensAt) },
    { header: label('closesAt'), value: (r) => hhmm(r.closesAt) },
    { header: label('zoneCount'), value: (r) => r.zoneCount },
    { header: label('assetCount'), value: (r) => r.assetCount },
  ];
};

const carryCounts = (updated: typeof stores.$inferSelect, before: StoreRow): StoreRow => {
  const { search: _search, ...row } = updated;
  return { ...row, zoneCount: before.zoneCount, assetCount: before.assetCount };
};

/** The operator's stores (operator staff only). */
export const storesService: ResourceService<Store, ListQuery, CreateInput, UpdateInput, StoreRow> = {
  entity: 'store',

  ...listing({ filterOf, page: listStores, batch: storeBatch, toItem: toStore, exportColumns }),

  ...getting(getStore, toStore),

  async create(ctx, input) {
    const row = await insertStore(ctx.db, ctx.scope, {
      ...input,
      interiorNumber: input.interiorNumber || null,
      createdBy: ctx.auth.userId,
    }).catch(uniqueViolation(STORE_CONSTRAINTS));
    await recordChange(ctx, {
      action: 'store.create',
      entity: 'store',
      entityId: row.id,
      after: row,
      companyId: null,
    });
    return toStore(carryCounts(row, { zoneCount: 0, assetCount: 0 } as StoreRow));
  },

  async update(ctx, id, { version, ...changes }) {
    const before = await getStore(ctx, id);
    hoursStillInOrder(before, changes);
    const updated = await updateVersioned(ctx.db, stores, id, version, changes).catch(
      uniqueViolation(STORE_CONSTRAINTS),
    );
    const row = carryCounts(updated, before);
    await recordChange(ctx, {
      action: 'store.update',
      entity: 'store',
      entityId: id,
      before,
      after: row,
      companyId: null,
    });
    return toStore(row);
  },

  ...archiveLifecycle({
    table: stores,
    entity: 'store',
    getRow: getStore,
    toItem: toStore,
    carry: carryCounts,
  }),
};

const getZone = rowOr404(findZone);

/** The range as stored after a partial change: low to high, and stated for cold storage. */
function temperatureStillValid(before: ZoneRow, changes: Partial<ZoneUpdateInput>) {
  const type = changes.type ?? before.type;
  const min = changes.temperatureMinC === undefined ? before.temperatureMinC : changes.temperatureMinC;
  const max = changes.temperatureMaxC === undefined ? before.temperatureMaxC : changes.temperatureMaxC;
  if (min !== null && max !== null && min > max) {
    throw invalidFields([{ path: 'temperatureMaxC', message: 'validation.temperatureOrder' }]);
  }
  if (type === 'cold_storage' && (min === null || max === null)) {
    throw invalidFields([
      { path: min === null ? 'temperatureMinC' : 'temperatureMaxC', message: 'validation.coldRange' },
    ]);
  }
}

const carryZone = (updated: typeof storeZones.$inferSelect, before: ZoneRow): ZoneRow => ({
  ...updated,
  storeName: before.storeName,
  assetCount: before.assetCount,
});

/**
 * A store's zones as its list and export read them: a store has tens, read whole, searched by name or
 * notes and sorted by name (`sort=name:desc` turns it round).
 */
async function zonesOf(ctx: ServiceContext, query: ZoneListQuery, storeId: string | undefined) {
  if (!storeId) throw notFound();
  await getStore(ctx, storeId);
  const rows = await listZones(ctx.db, ctx.scope, storeId, query.archived);
  const q = query.q ? folded(query.q) : '';
  const found = q ? rows.filter((r) => folded(`${r.name} ${r.notes ?? ''}`).includes(q)) : rows;
  return query.sort === 'name:desc' ? [...found].reverse() : found;
}

const zoneExportColumns = (ctx: ServiceContext): ExportColumn<ZoneRow>[] => {
  const label = (field: string) => fieldLabel('stores', field, ctx.locale);
  return [
    { header: label('name'), value: (z) => z.name },
    { header: label('type'), value: (z) => valueLabel('zoneType', z.type, ctx.locale) },
    { header: label('capacityUnits'), value: (z) => z.capacityUnits },
    { header: label('assetCount'), value: (z) => z.assetCount },
    { header: label('fill'), value: (z) => `${Math.round(toZone(z).fill * 100)} %` },
    { header: label('temperatureMinC'), value: (z) => z.temperatureMinC },
    { header: label('temperatureMaxC'), value: (z) => z.temperatureMaxC },
    { header: fieldLabel('common', 'notes', ctx.locale), value: (z) => z.notes },
  ];
};

/**
 * The zones of a store, nested under it (`/stores/:storeId/zones`): the store's id reaches each method
 * as `storeId`, and a zone of another store is 404. The same zones are also read, changed and traced by
 * their own id alone at `/zones/:id` (the zone's container page), where `storeId` is absent.
 */
export const zonesService: ResourceService<Zone, ZoneListQuery, ZoneCreateInput, ZoneUpdateInput, ZoneRow> = {
  entity: 'zone',

  exportRows(ctx, query, storeId) {
    return {
      columns: zoneExportColumns(ctx),
      batches: (async function* () {
        yield await zonesOf(ctx, query, storeId);
      })(),
    };
  },

  async list(ctx, query, storeId) {
    const { page, pageSize } = query;
    const rows = await zonesOf(ctx, query, storeId);
    return {
      data: rows.slice((page - 1) * pageSize, page * pageSize).map(toZone),
      total: rows.length,
      next: null,
    };
  },

  async create(ctx, input, storeId) {
    if (!storeId) throw notFound();
    const store = await getStore(ctx, storeId);
    const row = await insertZone(ctx.db, ctx.scope, {
      ...input,
      storeId,
      createdBy: ctx.auth.userId,
    }).catch(uniqueViolation(ZONE_CONSTRAINTS));
    await recordChange(ctx, {
      action: 'zone.create',
      entity: 'zone',
      entityId: row.id,
      after: row,
      companyId: null,
    });
    return toZone({ ...row, storeName: store.name, assetCount: 0 });
  },

  async get(ctx, id, storeId) {
    const row = await getZone(ctx, id);
    if (storeId !== undefined && row.storeId !== storeId) throw notFound();
    return toZone(row);
  },

  async update(ctx, id, { version, ...changes }) {
    const before = await getZone(ctx, id);
    temperatureStillValid(before, changes);
    const updated = await updateVersioned(ctx.db, storeZones, id, version, changes).catch(
      uniqueViolation(ZONE_CONSTRAINTS),
    );
    const row = carryZone(updated, before);
    await recordChange(ctx, {
      action: 'zone.update',
      entity: 'zone',
      entityId: id,
      before,
      after: row,
      companyId: null,
    });
    return toZone(row);
  },

  ...archiveLifecycle({
    table: storeZones,
    entity: 'zone',
    getRow: getZone,
    toItem: toZone,
    carry: carryZone,
  }),
};
