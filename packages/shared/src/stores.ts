import { z } from 'zod';
import { addressAnswerFields, addressFields, timeSchema } from './companies.ts';
import { int32, queryInt32 } from './numbers.ts';
import { listQuerySchema, MAX_PAGE_SIZE } from './pagination.ts';
import {
  archivedFilterSchema,
  isObjectValue,
  mxPhone,
  optionalText,
  patchSchema,
  recordMetaSchema,
} from './resource.ts';

/** The operator's places (docs/product.md §3, Store). */
export const STORE_TYPES = ['warehouse', 'transfer_station', 'treatment_plant', 'final_disposal'] as const;
export type StoreType = (typeof STORE_TYPES)[number];
/** Areas inside a store. */
export const ZONE_TYPES = ['reception', 'cold_storage', 'general', 'washing'] as const;
export type ZoneType = (typeof ZONE_TYPES)[number];

const hoursInOrder = (s: { opensAt?: unknown; closesAt?: unknown }) =>
  typeof s.opensAt !== 'string' || typeof s.closesAt !== 'string' || s.opensAt < s.closesAt;
const hoursRule = { error: 'validation.hoursOrder', path: ['closesAt'], when: isObjectValue };

export const storeFields = {
  name: z.string().trim().min(1).max(120),
  type: z.enum(STORE_TYPES),
  /** SEMARNAT authorisation of the place (storage, treatment or disposal). */
  authorisationNumber: optionalText(60),
  ...addressFields,
  capacityKg: z
    .number()
    .positive({ error: 'validation.positive' })
    .max(100_000_000)
    .nullish()
    .transform((v) => v ?? null),
  opensAt: timeSchema.nullish().transform((v) => v ?? null),
  closesAt: timeSchema.nullish().transform((v) => v ?? null),
  phone: mxPhone.nullish().transform((v) => v ?? null),
  notes: optionalText(2000),
};

export const storeCreateSchema = z.object(storeFields).refine(hoursInOrder, hoursRule);
export type StoreCreate = z.input<typeof storeCreateSchema>;
export const storeUpdateSchema = patchSchema(storeFields).refine(hoursInOrder, hoursRule);
export type StoreUpdate = z.input<typeof storeUpdateSchema>;

export const STORE_SORT_FIELDS = [
  'name',
  'type',
  'city',
  'state',
  'capacityKg',
  'createdAt',
  'updatedAt',
] as const;
export const storeListQuerySchema = listQuerySchema(STORE_SORT_FIELDS).extend({
  type: z.enum(STORE_TYPES).optional(),
  state: z.string().trim().max(60).optional(),
  archived: archivedFilterSchema,
});

export const storeSchema = z.object({
  ...recordMetaSchema,
  name: z.string(),
  type: z.enum(STORE_TYPES),
  authorisationNumber: z.string().nullable(),
  ...addressAnswerFields,
  capacityKg: z.number().nullable(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  phone: z.string().nullable(),
  notes: z.string().nullable(),
  zoneCount: z.number().int(),
  assetCount: z.number().int(),
});
export type Store = z.infer<typeof storeSchema>;

const temperature = z
  .number()
  .min(-80)
  .max(80)
  .nullish()
  .transform((v) => v ?? null);

const zoneFields = {
  name: z.string().trim().min(1).max(120),
  type: z.enum(ZONE_TYPES),
  /** How many container units the zone holds. */
  capacityUnits: int32().min(1, { error: 'validation.positive' }).max(1_000_000),
  temperatureMinC: temperature,
  temperatureMaxC: temperature,
  notes: optionalText(2000),
};

type ZoneShape = { type?: unknown; temperatureMinC?: unknown; temperatureMaxC?: unknown };

/** The range reads low to high, and cold storage states one (NOM-087 keeps pathological waste at 4 °C or below). */
function temperatureRules(zone: ZoneShape, ctx: z.RefinementCtx) {
  const { temperatureMinC: min, temperatureMaxC: max } = zone;
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    ctx.addIssue({ code: 'custom', path: ['temperatureMaxC'], message: 'validation.temperatureOrder' });
  }
  if (zone.type === 'cold_storage' && (typeof min !== 'number' || typeof max !== 'number')) {
    const path = typeof min !== 'number' ? 'temperatureMinC' : 'temperatureMaxC';
    ctx.addIssue({ code: 'custom', path: [path], message: 'validation.coldRange' });
  }
}

export const zoneCreateSchema = z.object(zoneFields).superRefine(temperatureRules, { when: isObjectValue });
export type ZoneCreate = z.input<typeof zoneCreateSchema>;
/** A partial change is checked with what is stored by the server. */
export const zoneUpdateSchema = patchSchema(zoneFields);
export type ZoneUpdate = z.input<typeof zoneUpdateSchema>;

/** A store's zones (`/stores/:storeId/zones`): few per store, so a page holds up to 100 by default. */
export const zoneListQuerySchema = listQuerySchema(['name']).extend({
  pageSize: queryInt32().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
  archived: archivedFilterSchema,
});

export const zoneSchema = z.object({
  ...recordMetaSchema,
  storeId: z.uuid(),
  storeName: z.string(),
  name: z.string(),
  type: z.enum(ZONE_TYPES),
  capacityUnits: z.number().int(),
  temperatureMinC: z.number().nullable(),
  temperatureMaxC: z.number().nullable(),
  notes: z.string().nullable(),
  /** Container units held there now. */
  assetCount: z.number().int(),
  /** assetCount ÷ capacityUnits. */
  fill: z.number(),
});
export type Zone = z.infer<typeof zoneSchema>;
