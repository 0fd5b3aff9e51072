import { z } from 'zod';
import { companyStatuses } from './auth.ts';

export const GENERATOR_LEVELS = ['I', 'II', 'III'] as const;
export type GeneratorLevel = (typeof GENERATOR_LEVELS)[number];

/** The 32 federal entities of Mexico, as the site form offers them. */
export const MEXICAN_STATES = [
  'Aguascalientes',
  'Baja California',
  'Baja California Sur',
  'Campeche',
  'Chiapas',
  'Chihuahua',
  'Ciudad de México',
  'Coahuila',
  'Colima',
  'Durango',
  'Estado de México',
  'Guanajuato',
  'Guerrero',
  'Hidalgo',
  'Jalisco',
  'Michoacán',
  'Morelos',
  'Nayarit',
  'Nuevo León',
  'Oaxaca',
  'Puebla',
  'Querétaro',
  'Quintana Roo',
  'San Luis Potosí',
  'Sinaloa',
  'Sonora',
  'Tabasco',
  'Tamaulipas',
  'Tlaxcala',
  'Veracruz',
  'Yucatán',
  'Zacatecas',
] as const;

/** NRA (número de registro ambiental): 3 or 4 letters and 10 digits, e.g. `CNO0901500123`. */
export const NRA_PATTERN = /^[A-ZÑ&]{3,4}\d{10}$/;
export const nraSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => NRA_PATTERN.test(v), { message: 'NRA_INVALID' });

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeSchema = z.string().refine((v) => TIME_PATTERN.test(v), { message: 'TIME_INVALID' });
const text = (max: number) => z.string().trim().min(1).max(max);

const siteFields = z.object({
  name: text(120),
  street: text(200),
  exteriorNumber: text(20),
  interiorNumber: z.string().trim().max(20).nullish(),
  neighbourhood: text(120),
  city: text(120),
  state: z.enum(MEXICAN_STATES),
  postalCode: z
    .string()
    .trim()
    .refine((v) => /^\d{5}$/.test(v), { message: 'POSTAL_CODE_INVALID' }),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Collection window, local time of the organisation: when the site receives the truck. */
  collectionWindowStart: timeSchema.nullish(),
  collectionWindowEnd: timeSchema.nullish(),
  notes: z.string().trim().max(1000).nullish(),
});

export const siteBodySchema = siteFields.refine(
  (s) =>
    !s.collectionWindowStart || !s.collectionWindowEnd || s.collectionWindowStart < s.collectionWindowEnd,
  { message: 'WINDOW_INVALID', path: ['collectionWindowEnd'] },
);
export type SiteBody = z.input<typeof siteBodySchema>;

export const siteSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  name: z.string(),
  street: z.string(),
  exteriorNumber: z.string(),
  interiorNumber: z.string().nullable(),
  neighbourhood: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  collectionWindowStart: z.string().nullable(),
  collectionWindowEnd: z.string().nullable(),
  notes: z.string().nullable(),
  version: z.number().int(),
});
export type Site = z.infer<typeof siteSchema>;

/** `POST /companies`: the signed-up company's profile and its first site (PRODUCT §2). */
export const companyOnboardingBodySchema = z.object({
  tradeName: z.string().trim().max(200).nullish(),
  generatorLevel: z.enum(GENERATOR_LEVELS),
  nra: nraSchema,
  site: siteBodySchema,
});
export type CompanyOnboardingBody = z.input<typeof companyOnboardingBodySchema>;

export const companySchema = z.object({
  id: z.uuid(),
  legalName: z.string(),
  tradeName: z.string().nullable(),
  rfc: z.string(),
  generatorLevel: z.enum(GENERATOR_LEVELS).nullable(),
  nra: z.string().nullable(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(companyStatuses),
  sites: z.array(siteSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: z.number().int(),
});
export type Company = z.infer<typeof companySchema>;
export const companyResponseSchema = z.object({ data: companySchema });
