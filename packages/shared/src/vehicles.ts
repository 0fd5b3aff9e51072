import { z } from 'zod';
import {
  type DocumentPair,
  type DocumentStatus,
  documentFilterValues,
  halvesTogether,
  missingHalves,
} from './documents.ts';
import { defineLifecycle } from './lifecycle.ts';
import { int32 } from './numbers.ts';
import { listQuerySchema, listResponseSchema } from './pagination.ts';
import {
  archivedFilterSchema,
  isObjectValue,
  isoDate,
  lifecyclePatchSchema,
  optionalText,
  recordMetaSchema,
} from './resource.ts';

export const VEHICLE_STATUSES = ['available', 'in_service', 'maintenance', 'retired'] as const;
export const VEHICLE_TYPES = ['van', 'box_truck', 'refrigerated_truck', 'pickup', 'tractor'] as const;
export const MIN_VEHICLE_YEAR = 1980;

/** 5 to 10 letters and digits, single spaces or dashes between them ("NAA-123-A", "23 AE 7K"). */
const PLATE_PATTERN = /^[A-Z0-9](?:[ -]?[A-Z0-9]){4,9}$/;

/** Next year's models are sold from mid-year, so the upper bound moves with the calendar. */
const isVehicleYear = (year: number) => year >= MIN_VEHICLE_YEAR && year <= new Date().getFullYear() + 1;

const positive = (max: number) => z.number().positive({ error: 'validation.positive' }).max(max);

export const vehicleFields = {
  plate: z.string().trim().toUpperCase().regex(PLATE_PATTERN, { error: 'validation.plate' }),
  fleetNumber: optionalText(20),
  type: z.enum(VEHICLE_TYPES),
  make: z.string().trim().min(1).max(60),
  model: z.string().trim().min(1).max(60),
  year: z.number().int({ error: 'validation.year' }).refine(isVehicleYear, { error: 'validation.year' }),
  capacityKg: positive(100_000),
  capacityL: positive(200_000)
    .nullish()
    .transform((v) => v ?? null),
  refrigerated: z.boolean(),
  transportPermitNumber: optionalText(40),
  transportPermitExpiry: isoDate.nullish().transform((v) => v ?? null),
  insurancePolicy: optionalText(40),
  insuranceExpiry: isoDate.nullish().transform((v) => v ?? null),
  status: z.enum(VEHICLE_STATUSES),
  odometerKm: int32()
    .min(0)
    .max(10_000_000)
    .nullish()
    .transform((v) => v ?? null),
  notes: optionalText(2000),
};

/** Documents that only mean something with both their number and their expiry date. */
export const VEHICLE_DOCUMENT_PAIRS = [
  {
    number: 'transportPermitNumber',
    expiry: 'transportPermitExpiry',
    numberMissing: 'validation.permitNumberRequired',
    expiryMissing: 'validation.permitExpiryRequired',
  },
  {
    number: 'insurancePolicy',
    expiry: 'insuranceExpiry',
    numberMissing: 'validation.insurancePolicyRequired',
    expiryMissing: 'validation.insuranceExpiryRequired',
  },
] as const satisfies readonly DocumentPair[];

type DocumentFields = Partial<
  Record<(typeof VEHICLE_DOCUMENT_PAIRS)[number]['number' | 'expiry'], string | null | undefined>
>;

/** The half of each of a vehicle's document pairs that is missing, as `{path, message}`. */
export const missingDocumentHalves = (value: DocumentFields) => missingHalves(VEHICLE_DOCUMENT_PAIRS, value);

const documentsTogether = halvesTogether(VEHICLE_DOCUMENT_PAIRS);

export const vehicleCreateSchema = z
  .object({
    ...vehicleFields,
    refrigerated: vehicleFields.refrigerated.default(false),
    status: vehicleFields.status.default('available'),
  })
  .superRefine(documentsTogether, { when: isObjectValue });
export type VehicleCreate = z.input<typeof vehicleCreateSchema>;

export const vehicleLifecycle = defineLifecycle({
  entity: 'vehicle',
  statuses: VEHICLE_STATUSES,
  transitions: {
    maintain: { from: ['available'], to: 'maintenance', permission: 'vehicles:update', reason: 'optional' },
    release: { from: ['maintenance'], to: 'available', permission: 'vehicles:update' },
    retire: {
      from: ['available', 'maintenance'],
      to: 'retired',
      permission: 'vehicles:update',
      reason: 'required',
    },
    reinstate: { from: ['retired'], to: 'available', permission: 'vehicles:update', reason: 'required' },
    // A route taking the vehicle out and bringing it back.
    dispatch: { from: ['available'], to: 'in_service', permission: 'routes:update', system: true },
    return: { from: ['in_service'], to: 'available', permission: 'routes:update', system: true },
  },
});

/** The status changes only through the lifecycle's transitions, never by PATCH. */
export const vehicleUpdateSchema = lifecyclePatchSchema(vehicleFields, VEHICLE_STATUSES).superRefine(
  documentsTogether,
  { when: isObjectValue },
);
export type VehicleUpdate = z.input<typeof vehicleUpdateSchema>;

const documentStatusSchema = z.enum(['none', 'valid', 'expiring', 'expired'] satisfies DocumentStatus[]);

export const vehicleSchema = z.object({
  ...recordMetaSchema,
  plate: z.string(),
  fleetNumber: z.string().nullable(),
  type: z.enum(VEHICLE_TYPES),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  capacityKg: z.number(),
  capacityL: z.number().nullable(),
  refrigerated: z.boolean(),
  transportPermitNumber: z.string().nullable(),
  transportPermitExpiry: z.string().nullable(),
  insurancePolicy: z.string().nullable(),
  insuranceExpiry: z.string().nullable(),
  status: z.enum(VEHICLE_STATUSES),
  odometerKm: z.number().int().nullable(),
  notes: z.string().nullable(),
  documents: z.object({
    insurance: documentStatusSchema,
    transportPermit: documentStatusSchema,
    worst: documentStatusSchema,
  }),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const VEHICLE_SORT_FIELDS = [
  'plate',
  'fleetNumber',
  'type',
  'make',
  'model',
  'year',
  'capacityKg',
  'capacityL',
  'refrigerated',
  'transportPermitExpiry',
  'insuranceExpiry',
  'status',
  'odometerKm',
  'createdAt',
  'updatedAt',
] as const;

export const vehicleListQuerySchema = listQuerySchema(VEHICLE_SORT_FIELDS).extend({
  status: z.enum(VEHICLE_STATUSES).optional(),
  type: z.enum(VEHICLE_TYPES).optional(),
  refrigerated: z.stringbool().optional(),
  documents: z.enum(documentFilterValues).optional(),
  archived: archivedFilterSchema,
});
export type VehicleListQuery = z.input<typeof vehicleListQuerySchema>;
export const vehicleListResponseSchema = listResponseSchema(vehicleSchema);
