import { z } from 'zod';
import { addressFields, MEXICAN_STATES } from './companies.ts';
import { listQuerySchema, listResponseSchema } from './pagination.ts';
import {
  archivedFilterSchema,
  isoDate,
  mxPhone,
  optionalText,
  patchSchema,
  recordMetaSchema,
} from './resource.ts';

/**
 * The legacy school programme (docs/product.md §3 "School", "Patient"): schools and their pupils
 * ("patients"), personal data of minors that only admins holding `patients:read` see.
 */
export const SCHOOL_LEVELS = ['preschool', 'primary', 'secondary', 'high_school', 'special'] as const;
export type SchoolLevel = (typeof SCHOOL_LEVELS)[number];

/**
 * The official school code (Clave de Centro de Trabajo): the state (01–32), three letters, four
 * digits and a check letter, e.g. `09DPR1234X`.
 */
export const CCT_PATTERN = /^(0[1-9]|[12]\d|3[0-2])[A-Z]{3}\d{4}[A-Z0-9]$/;

const text = (max: number) => z.string().trim().min(1).max(max);

/** A school's address: a site's, without the interior number and the map pin. */
const { street, exteriorNumber, neighbourhood, city, state, postalCode } = addressFields;

export const schoolFields = {
  name: text(200),
  cct: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(CCT_PATTERN, { error: 'validation.cct' })),
  level: z.enum(SCHOOL_LEVELS),
  street,
  exteriorNumber,
  neighbourhood,
  city,
  state,
  postalCode,
  contactName: optionalText(120),
  contactPhone: mxPhone
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v : null)),
  programme: optionalText(200),
};

export const schoolCreateSchema = z.object(schoolFields);
export type SchoolCreate = z.input<typeof schoolCreateSchema>;
export const schoolUpdateSchema = patchSchema(schoolFields);
export type SchoolUpdate = z.input<typeof schoolUpdateSchema>;

export const schoolSchema = z.object({
  ...recordMetaSchema,
  name: z.string(),
  cct: z.string(),
  level: z.enum(SCHOOL_LEVELS),
  street: z.string(),
  exteriorNumber: z.string(),
  neighbourhood: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  programme: z.string().nullable(),
});
export type School = z.infer<typeof schoolSchema>;

export const SCHOOL_SORT_FIELDS = ['name', 'cct', 'level', 'city', 'createdAt'] as const;
export const schoolListQuerySchema = listQuerySchema(SCHOOL_SORT_FIELDS).extend({
  level: z.enum(SCHOOL_LEVELS).optional(),
  state: z.enum(MEXICAN_STATES).optional(),
  archived: archivedFilterSchema,
});
export const schoolListResponseSchema = listResponseSchema(schoolSchema);

export const SEXES = ['female', 'male'] as const;

export const patientFields = {
  schoolId: z.uuid(),
  firstName: text(100),
  lastName: text(150),
  birthDate: isoDate.refine((v) => v >= '1990-01-01' && v <= new Date().toISOString().slice(0, 10), {
    message: 'validation.birthDate',
  }),
  sex: z.enum(SEXES),
  grade: text(20),
  group: text(10),
  guardianName: text(200),
  guardianPhone: mxPhone,
  notes: optionalText(2000),
};

export const patientCreateSchema = z.object(patientFields);
export type PatientCreate = z.input<typeof patientCreateSchema>;
/** PATCH: any field; a new `schoolId` moves the patient to another school. */
export const patientUpdateSchema = patchSchema(patientFields);
export type PatientUpdate = z.input<typeof patientUpdateSchema>;

export const patientSchema = z.object({
  ...recordMetaSchema,
  schoolId: z.uuid(),
  schoolName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  /** Whole years on the organisation's day. */
  age: z.number().int(),
  sex: z.enum(SEXES),
  grade: z.string(),
  group: z.string(),
  guardianName: z.string(),
  /** Masked in lists (`•••• 1234`), whole once a patient is opened. */
  guardianPhone: z.string(),
  notes: z.string().nullable(),
});
export type Patient = z.infer<typeof patientSchema>;

export const PATIENT_SORT_FIELDS = ['lastName', 'firstName', 'birthDate', 'grade', 'createdAt'] as const;
export const patientListQuerySchema = listQuerySchema(PATIENT_SORT_FIELDS).extend({
  schoolId: z.uuid().optional(),
  sex: z.enum(SEXES).optional(),
  archived: archivedFilterSchema,
});

/** Who has looked at a patient's data, newest first (`GET /patients/:id/readers`). */
export const patientReadSchema = z.object({
  at: z.string(),
  action: z.enum(['read', 'list', 'export']),
  actorEmail: z.string().nullable(),
});
export const patientReadsResponseSchema = z.object({ data: z.array(patientReadSchema) });
export type PatientRead = z.infer<typeof patientReadSchema>;

/** `•••• 1234`: the last four digits of a phone. */
export const maskPhone = (phone: string) => `•••• ${phone.replace(/\D/g, '').slice(-4)}`;

/** Whole years from a birth date to a day. */
export function ageOn(birthDate: string, day: string) {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
