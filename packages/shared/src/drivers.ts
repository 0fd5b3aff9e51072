import { z } from 'zod';
import { type DocumentPair, documentFilterValues, halvesTogether, missingHalves } from './documents.ts';
import { defineLifecycle } from './lifecycle.ts';
import { listQuerySchema, listResponseSchema } from './pagination.ts';
import {
  archivedFilterSchema,
  isoDate,
  lifecyclePatchSchema,
  mxPhone,
  optionalText,
  recordMetaSchema,
} from './resource.ts';

export const DRIVER_STATUSES = ['active', 'on_leave', 'inactive'] as const;
/** Mexican federal driving licence types; E covers hazardous materials. */
export const LICENCE_TYPES = ['A', 'B', 'C', 'D', 'E'] as const;

export const driverFields = {
  firstName: z.string().trim().min(1).max(80),
  lastName: z.string().trim().min(1).max(80),
  phone: mxPhone.nullish().transform((v) => v ?? null),
  email: z
    .email()
    .max(254)
    .nullish()
    .or(z.literal(''))
    .transform((v) => (v ? v.toLowerCase() : null)),
  licenceNumber: z
    .string()
    .trim()
    .min(5)
    .max(20)
    .regex(/^[A-Za-z0-9-]+$/, { error: 'validation.licenceNumber' }),
  licenceType: z.enum(LICENCE_TYPES),
  licenceExpiry: isoDate,
  hazmatPermitNumber: optionalText(30),
  hazmatPermitExpiry: isoDate.nullish().transform((v) => v ?? null),
  status: z.enum(DRIVER_STATUSES),
  userId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  notes: optionalText(2000),
};

/** A driver's documents kept as a number and an expiry: the hazardous-materials permit. */
export const DRIVER_DOCUMENT_PAIRS = [
  {
    number: 'hazmatPermitNumber',
    expiry: 'hazmatPermitExpiry',
    numberMissing: 'validation.permitNumberRequired',
    expiryMissing: 'validation.permitExpiryRequired',
  },
] as const satisfies readonly DocumentPair[];

/** The half of the driver's permit that is missing, as `{path, message}`. */
export const missingDriverDocumentHalves = (
  value: Partial<Record<'hazmatPermitNumber' | 'hazmatPermitExpiry', string | null | undefined>>,
) => missingHalves(DRIVER_DOCUMENT_PAIRS, value);

/** A permit needs both its number and its expiry. */
const permitTogether = halvesTogether(DRIVER_DOCUMENT_PAIRS);

export const driverCreateSchema = z
  .object({ ...driverFields, status: driverFields.status.default('active') })
  .superRefine(permitTogether);
export type DriverCreate = z.input<typeof driverCreateSchema>;

/** The status changes only through the lifecycle's transitions, never by PATCH. */
export const driverLifecycle = defineLifecycle({
  entity: 'driver',
  statuses: DRIVER_STATUSES,
  transitions: {
    leave: { from: ['active'], to: 'on_leave', permission: 'drivers:update', reason: 'optional' },
    return: { from: ['on_leave'], to: 'active', permission: 'drivers:update' },
    deactivate: {
      from: ['active', 'on_leave'],
      to: 'inactive',
      permission: 'drivers:update',
      reason: 'optional',
    },
    reactivate: { from: ['inactive'], to: 'active', permission: 'drivers:update' },
  },
});

export const driverUpdateSchema = lifecyclePatchSchema(driverFields, DRIVER_STATUSES).superRefine(
  permitTogether,
);
export type DriverUpdate = z.input<typeof driverUpdateSchema>;

const documentStatusSchema = z.enum(['none', 'valid', 'expiring', 'expired']);

export const driverSchema = z.object({
  ...recordMetaSchema,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  licenceNumber: z.string(),
  licenceType: z.enum(LICENCE_TYPES),
  licenceExpiry: z.string(),
  hazmatPermitNumber: z.string().nullable(),
  hazmatPermitExpiry: z.string().nullable(),
  status: z.enum(DRIVER_STATUSES),
  userId: z.uuid().nullable(),
  notes: z.string().nullable(),
  documents: z.object({
    licence: documentStatusSchema,
    hazmatPermit: documentStatusSchema,
    worst: documentStatusSchema,
  }),
});
export type Driver = z.infer<typeof driverSchema>;

export const DRIVER_SORT_FIELDS = [
  'lastName',
  'firstName',
  'licenceNumber',
  'licenceType',
  'licenceExpiry',
  'hazmatPermitExpiry',
  'status',
  'phone',
  'createdAt',
  'updatedAt',
] as const;

export const driverListQuerySchema = listQuerySchema(DRIVER_SORT_FIELDS).extend({
  status: z.enum(DRIVER_STATUSES).optional(),
  licenceType: z.enum(LICENCE_TYPES).optional(),
  documents: z.enum(documentFilterValues).optional(),
  archived: archivedFilterSchema,
});
export type DriverListQuery = z.input<typeof driverListQuerySchema>;
export const driverListResponseSchema = listResponseSchema(driverSchema);
