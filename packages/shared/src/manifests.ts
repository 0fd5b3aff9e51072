import { z } from 'zod';
import { defineLifecycle } from './lifecycle.ts';
import { listQuerySchema, listResponseSchema } from './pagination.ts';
import { isoDate, recordMetaSchema } from './resource.ts';

/**
 * The hazardous-waste manifest (docs/product.md §3 "Manifest"): the *manifiesto de entrega, transporte
 * y recepción* every collected hazardous order gets, the chain-of-custody record from the generator
 * through the transporter to the destination, with three signatures.
 */
export const MANIFEST_STATUSES = [
  'draft',
  'signed_by_generator',
  'in_transit',
  'received',
  'closed',
] as const;
export type ManifestStatus = (typeof MANIFEST_STATUSES)[number];

/** `MAN-2026-000123`: the year of the collection and a per-year sequence never reused. */
export const formatManifestFolio = (year: number, n: number) => `MAN-${year}-${String(n).padStart(6, '0')}`;

/**
 * The RPBI categories of the SEMARNAT form (NOM-087-SEMARNAT-SSA1-2002), in the form's order. A waste
 * class maps to one by its catalog code (`MANIFEST_CATEGORY_OF_CODE`); any other hazardous waste is
 * `other`.
 */
export const MANIFEST_CATEGORIES = [
  'cultures',
  'sharps',
  'pathological',
  'non_anatomical',
  'blood',
  'other',
] as const;
export type ManifestCategory = (typeof MANIFEST_CATEGORIES)[number];

export const MANIFEST_CATEGORY_OF_CODE: Readonly<Record<string, ManifestCategory>> = {
  'RPBI-CUL': 'cultures',
  'RPBI-PUN': 'sharps',
  'RPBI-PAT': 'pathological',
  'RPBI-NAN': 'non_anatomical',
  'RPBI-SAN': 'blood',
};

/** The category of a waste class by its code: `RPBI-PUN` is sharps, an unknown class `other`. */
export const manifestCategoryOf = (classCode: string | null | undefined): ManifestCategory =>
  (classCode && MANIFEST_CATEGORY_OF_CODE[classCode]) || 'other';

/** Received kg differing from the collected kg by more than this share are flagged for review. */
export const RECEPTION_TOLERANCE = 0.05;

/**
 * Its lifecycle. The first three moves are the signatures, taken by the system where they happen:
 * the generator's and the driver's at the stop (the driver's day), the receiver's at the store (the
 * order's reception). Staff close a received manifest; a flagged one needs a reason.
 */
export const manifestLifecycle = defineLifecycle({
  entity: 'manifest',
  statuses: MANIFEST_STATUSES,
  transitions: {
    sign_generator: {
      from: ['draft'],
      to: 'signed_by_generator',
      permission: 'manifests:update',
      system: true,
    },
    ship: { from: ['signed_by_generator'], to: 'in_transit', permission: 'manifests:update', system: true },
    receive: { from: ['in_transit'], to: 'received', permission: 'manifests:update', system: true },
    close: { from: ['received'], to: 'closed', permission: 'manifests:update', reason: 'optional' },
  },
});

export const manifestLineSchema = z.object({
  category: z.enum(MANIFEST_CATEGORIES),
  /** The container types used, `Bolsa roja 60 L`, joined when several. */
  containers: z.string(),
  capacityL: z.number(),
  quantity: z.number().int(),
  unit: z.literal('kg'),
  kg: z.number(),
  /** Weighed in at the store; null until received. */
  receivedKg: z.number().nullable(),
});
export type ManifestLine = z.infer<typeof manifestLineSchema>;

export const manifestPartySchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
});

export const manifestSchema = z.object({
  ...recordMetaSchema,
  folio: z.string(),
  status: z.enum(MANIFEST_STATUSES),
  orderId: z.uuid(),
  orderNumber: z.string(),
  companyId: z.uuid(),
  routeId: z.uuid().nullable(),
  routeNumber: z.string().nullable(),
  collectedOn: z.string(),
  generator: manifestPartySchema.extend({
    nra: z.string().nullable(),
    siteName: z.string(),
    municipality: z.string(),
    postalCode: z.string(),
    state: z.string(),
  }),
  transporter: manifestPartySchema.extend({
    authorisation: z.string().nullable(),
    sctRegistration: z.string().nullable(),
    driverName: z.string(),
    vehicleType: z.string(),
    vehiclePlate: z.string(),
  }),
  destination: manifestPartySchema.extend({
    authorisation: z.string().nullable(),
    storeId: z.uuid().nullable(),
  }),
  lines: z.array(manifestLineSchema),
  totalKg: z.number(),
  receivedKg: z.number().nullable(),
  instructions: z.string().nullable(),
  generatorSigner: z.string().nullable(),
  generatorSignedAt: z.string().nullable(),
  transporterSignedAt: z.string().nullable(),
  receiverName: z.string().nullable(),
  receivedAt: z.string().nullable(),
  /** Received kg differ from collected kg by more than 5 % (`RECEPTION_TOLERANCE`). */
  flagged: z.boolean(),
  notes: z.string().nullable(),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const MANIFEST_SORT_FIELDS = ['folio', 'collectedOn', 'createdAt'] as const;
export const manifestListQuerySchema = listQuerySchema(MANIFEST_SORT_FIELDS).extend({
  status: z.enum(MANIFEST_STATUSES).optional(),
  companyId: z.uuid().optional(),
  storeId: z.uuid().optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  flagged: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type ManifestListQuery = z.input<typeof manifestListQuerySchema>;
export const manifestListResponseSchema = listResponseSchema(manifestSchema);
