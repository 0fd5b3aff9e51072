import { z } from 'zod';
import { actorKindSchema } from './audit.ts';
import { defineLifecycle } from './lifecycle.ts';
import { listQuerySchema } from './pagination.ts';
import {
  archivedFilterSchema,
  optionalText,
  patchSchema,
  recordMetaSchema,
  statusByTransition,
  versionSchema,
} from './resource.ts';

/** One reusable container unit (docs/product.md §3, Asset). */
export const ASSET_STATUSES = ['in_store', 'at_client', 'on_vehicle', 'washing', 'retired'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];
/** Where a container can be: a store's zone, a client's site, a vehicle. */
export const PLACE_KINDS = ['zone', 'site', 'vehicle'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/**
 * The status a place gives: a washing zone means washing, any other zone in store, a site at the
 * client, a vehicle on it.
 */
export function statusAt(kind: PlaceKind, zoneType?: string | null): AssetStatus {
  if (kind === 'site') return 'at_client';
  if (kind === 'vehicle') return 'on_vehicle';
  return zoneType === 'washing' ? 'washing' : 'in_store';
}

/** A serial as printed on the label: capitals, digits and dashes (`RPBI-000123`). */
export const assetSerial = z
  .string()
  .trim()
  .toUpperCase()
  .min(3)
  .max(40)
  .regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/, { error: 'validation.serial' });

export const placeSchema = z.object({ kind: z.enum(PLACE_KINDS), id: z.uuid() });
export type Place = z.infer<typeof placeSchema>;

export const assetCreateSchema = z.object({
  serial: assetSerial,
  containerTypeId: z.uuid(),
  place: placeSchema,
  notes: optionalText(1000),
});
export type AssetCreate = z.input<typeof assetCreateSchema>;

/** Serial, type and notes; the place changes by a move, the status by the lifecycle or a move. */
export const assetUpdateSchema = patchSchema({
  serial: assetSerial,
  containerTypeId: z.uuid(),
  notes: optionalText(1000),
  status: statusByTransition(ASSET_STATUSES),
});
export type AssetUpdate = z.input<typeof assetUpdateSchema>;

export const assetMoveSchema = versionSchema.extend({ to: placeSchema, note: optionalText(500) });
export type AssetMove = z.input<typeof assetMoveSchema>;

/** Retiring takes a container out of use; moving it into a zone brings it back. */
export const assetLifecycle = defineLifecycle({
  entity: 'asset',
  statuses: ASSET_STATUSES,
  transitions: {
    retire: {
      from: ['in_store', 'at_client', 'on_vehicle', 'washing'],
      to: 'retired',
      permission: 'assets:update',
      reason: 'required',
    },
  },
});

export const ASSET_SORT_FIELDS = ['serial', 'status', 'locatedSince', 'createdAt', 'updatedAt'] as const;
export const assetListQuerySchema = listQuerySchema(ASSET_SORT_FIELDS).extend({
  status: z.enum(ASSET_STATUSES).optional(),
  containerTypeId: z.uuid().optional(),
  zoneId: z.uuid().optional(),
  storeId: z.uuid().optional(),
  siteId: z.uuid().optional(),
  companyId: z.uuid().optional(),
  vehicleId: z.uuid().optional(),
  archived: archivedFilterSchema,
});

/** A place as shown: its kind, and its name and owner's name when the caller may know them. */
export const placeViewSchema = z.object({
  kind: z.enum(PLACE_KINDS),
  id: z.uuid().nullable(),
  name: z.string().nullable(),
  /** The zone's store, or the site's company. */
  parent: z.string().nullable(),
});
export type PlaceView = z.infer<typeof placeViewSchema>;

export const assetSchema = z.object({
  ...recordMetaSchema,
  serial: z.string(),
  containerTypeId: z.uuid(),
  containerTypeName: z.string(),
  containerTypeCode: z.string(),
  status: z.enum(ASSET_STATUSES),
  place: placeViewSchema.nullable(),
  companyId: z.uuid().nullable(),
  locatedSince: z.iso.datetime({ offset: true }),
  notes: z.string().nullable(),
});
export type Asset = z.infer<typeof assetSchema>;

export const assetMoveRecordSchema = z.object({
  id: z.uuid(),
  from: placeViewSchema.nullable(),
  to: placeViewSchema.nullable(),
  fromStatus: z.enum(ASSET_STATUSES).nullable(),
  toStatus: z.enum(ASSET_STATUSES),
  note: z.string().nullable(),
  movedAt: z.iso.datetime({ offset: true }),
  /** The mover's name, for the operator's staff and for a company's own users; else null. */
  movedBy: z.string().nullable(),
  movedByKind: actorKindSchema,
});
export type AssetMoveRecord = z.infer<typeof assetMoveRecordSchema>;

/** `GET /assets/labels.pdf`: the list's filters, or chosen ids; at most this many labels at once. */
export const MAX_LABELS = 480;
export const assetLabelsQuerySchema = assetListQuerySchema
  .omit({ page: true, pageSize: true, after: true })
  .extend({
    ids: z
      .string()
      .max(MAX_LABELS * 37)
      .optional()
      .transform((v) => (v ? v.split(',').filter(Boolean) : undefined))
      .pipe(z.array(z.uuid()).max(MAX_LABELS).optional()),
  });
