import { z } from 'zod';
import { companyStatuses } from './auth.ts';
import { defineLifecycle } from './lifecycle.ts';
import { LOCALES } from './locales.ts';
import { listQuerySchema } from './pagination.ts';
import {
  archivedFilterSchema,
  isObjectValue,
  mxPhone,
  optionalText,
  patchSchema,
  recordMetaSchema,
  versionSchema,
} from './resource.ts';

/**
 * A client company's life: the sign-up steps move it on by themselves (system transitions); the
 * operator suspends and reactivates it. A suspended company's users are refused (docs/product.md §3).
 */
export const companyLifecycle = defineLifecycle({
  entity: 'company',
  statuses: companyStatuses,
  transitions: {
    verify: {
      from: ['pending_verification'],
      to: 'pending_payment',
      permission: 'clients:update',
      system: true,
    },
    pay: { from: ['pending_payment'], to: 'pending_profile', permission: 'clients:update', system: true },
    complete: { from: ['pending_profile'], to: 'active', permission: 'clients:update', system: true },
    suspend: { from: ['active'], to: 'suspended', permission: 'clients:suspend', reason: 'required' },
    reactivate: { from: ['suspended'], to: 'active', permission: 'clients:suspend' },
  },
});

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
/** A time of day, HH:MM (24 h). */
export const timeSchema = z.string().refine((v) => TIME_PATTERN.test(v), { message: 'TIME_INVALID' });
const text = (max: number) => z.string().trim().min(1).max(max);

/** The fields of a Mexican address with its map pin (sites and stores). */
export const addressFields = {
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
};

/** The address fields' names, in the order forms and files show them. */
export const ADDRESS_FIELDS = Object.keys(addressFields) as (keyof typeof addressFields)[];
type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The address of a record, a form's values or a file's row, without the rest of it. */
export function pickAddress<T extends Partial<Record<AddressField, unknown>>>(from: T) {
  return Object.fromEntries(ADDRESS_FIELDS.map((key) => [key, from[key]])) as Pick<T, AddressField>;
}

/** The same address as answers give it back. */
export const addressAnswerFields = {
  street: z.string(),
  exteriorNumber: z.string(),
  interiorNumber: z.string().nullable(),
  neighbourhood: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
};

const siteFields = z.object({
  name: text(120),
  ...addressFields,
  /** Collection window, local time of the organisation: when the site receives the truck. */
  collectionWindowStart: timeSchema.nullish(),
  collectionWindowEnd: timeSchema.nullish(),
  notes: z.string().trim().max(1000).nullish(),
});

const windowInOrder = (s: { collectionWindowStart?: unknown; collectionWindowEnd?: unknown }) =>
  typeof s.collectionWindowStart !== 'string' ||
  typeof s.collectionWindowEnd !== 'string' ||
  !s.collectionWindowStart ||
  !s.collectionWindowEnd ||
  s.collectionWindowStart < s.collectionWindowEnd;
const windowRule = { message: 'WINDOW_INVALID', path: ['collectionWindowEnd'] };

export const siteBodySchema = siteFields.refine(windowInOrder, windowRule);
export type SiteBody = z.input<typeof siteBodySchema>;

export const siteSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  name: z.string(),
  ...addressAnswerFields,
  collectionWindowStart: z.string().nullable(),
  collectionWindowEnd: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  /** Who hears of the stop's news; without it, the company's contact (docs/product.md §9). */
  contactEmail: z.string().nullable(),
  contactLocale: z.enum(LOCALES).nullable(),
  notes: z.string().nullable(),
  version: z.number().int(),
});
export type Site = z.infer<typeof siteSchema>;

/** A site as the sites resource answers it: with its company's name and its record dates. */
export const siteItemSchema = siteSchema.extend({ ...recordMetaSchema, companyName: z.string() });
export type SiteItem = z.infer<typeof siteItemSchema>;

const siteEditable = siteFields.extend({
  contactName: optionalText(120),
  contactPhone: mxPhone.nullish().transform((v) => v ?? null),
  contactEmail: z
    .email()
    .trim()
    .toLowerCase()
    .max(254)
    .or(z.literal(''))
    .nullish()
    .transform((v) => v || null),
  contactLocale: z.enum(LOCALES).nullish(),
});

/** `POST /sites`: staff name the company; an owner's site is their own company's. */
export const siteCreateSchema = siteEditable
  .extend({ companyId: z.uuid().optional() })
  .refine(windowInOrder, { ...windowRule, when: isObjectValue });
export type SiteCreate = z.input<typeof siteCreateSchema>;

export const siteUpdateSchema = siteEditable
  .partial()
  .extend(versionSchema.shape)
  .refine(windowInOrder, { ...windowRule, when: isObjectValue });
export type SiteUpdate = z.input<typeof siteUpdateSchema>;

export const SITE_SORT_FIELDS = ['name', 'city', 'state', 'postalCode', 'createdAt'] as const;
export const siteListQuerySchema = listQuerySchema(SITE_SORT_FIELDS).extend({
  companyId: z.uuid().optional(),
  state: z.enum(MEXICAN_STATES).optional(),
  archived: archivedFilterSchema,
});

/** The longest a generator may store its waste, by generator level (NOM-087: I 30, II 15, III 7 days). */
export const STORAGE_DAYS: Record<GeneratorLevel, number> = { I: 30, II: 15, III: 7 };
/** A deadline this close (days) is marked as near. */
export const DEADLINE_WARNING_DAYS = 3;
export const DEADLINE_STATUSES = ['past', 'near', 'ok', 'none'] as const;
export type DeadlineStatus = (typeof DEADLINE_STATUSES)[number];

/** Where a storage deadline stands on the organisation's calendar day `today` (both `YYYY-MM-DD`). */
export function deadlineStatus(deadline: string | null, today: string): DeadlineStatus {
  if (!deadline) return 'none';
  if (deadline < today) return 'past';
  const days = (Date.parse(deadline) - Date.parse(today)) / 86_400_000;
  return days <= DEADLINE_WARNING_DAYS ? 'near' : 'ok';
}

export const CLIENT_SORT_FIELDS = [
  'legalName',
  'rfc',
  'generatorLevel',
  'lastCollectionOn',
  'storageDeadline',
  'createdAt',
] as const;

export const clientListQuerySchema = listQuerySchema(CLIENT_SORT_FIELDS).extend({
  status: z.enum(companyStatuses).optional(),
  generatorLevel: z.enum(GENERATOR_LEVELS).optional(),
  /** Companies with a site in this state. */
  state: z.enum(MEXICAN_STATES).optional(),
  deadline: z.enum(DEADLINE_STATUSES).optional(),
});

/** A company's profile in the API's answers: as the clients list shows it, and as the company itself reads it. */
const companyProfileAnswerFields = {
  legalName: z.string(),
  tradeName: z.string().nullable(),
  rfc: z.string(),
  generatorLevel: z.enum(GENERATOR_LEVELS).nullable(),
  nra: z.string().nullable(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(companyStatuses),
};

/** A client company as the clients list and page show it. */
export const clientSchema = z.object({
  ...recordMetaSchema,
  ...companyProfileAnswerFields,
  siteCount: z.number().int(),
  lastCollectionOn: z.string().nullable(),
  /** The earliest day of the company's open orders from today (scheduled, else requested). */
  nextPickupOn: z.string().nullable(),
  storageDeadline: z.string().nullable(),
  deadlineStatus: z.enum(DEADLINE_STATUSES),
  /** The stop notifications its sites get: the truck on its way, collected, failed. */
  notifyOnWay: z.boolean(),
  notifyCollected: z.boolean(),
  notifyFailed: z.boolean(),
});
export type Client = z.infer<typeof clientSchema>;

/** What the profile form changes (the legal name and RFC are the sign-up's; the status is the lifecycle's). */
export const clientUpdateSchema = patchSchema({
  tradeName: optionalText(200),
  contactName: z.string().trim().min(1).max(120),
  email: z.email().trim().toLowerCase().max(254),
  phone: mxPhone.nullish().transform((v) => v ?? null),
  generatorLevel: z.enum(GENERATOR_LEVELS),
  nra: nraSchema,
  notifyOnWay: z.boolean(),
  notifyCollected: z.boolean(),
  notifyFailed: z.boolean(),
});
export type ClientUpdate = z.input<typeof clientUpdateSchema>;

/** `POST /companies`: the signed-up company's profile and its first site (docs/product.md §2). */
export const companyOnboardingBodySchema = z.object({
  tradeName: z.string().trim().max(200).nullish(),
  generatorLevel: z.enum(GENERATOR_LEVELS),
  nra: nraSchema,
  site: siteBodySchema,
});
export type CompanyOnboardingBody = z.input<typeof companyOnboardingBodySchema>;

export const companySchema = z.object({
  id: z.uuid(),
  ...companyProfileAnswerFields,
  sites: z.array(siteSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: z.number().int(),
});
export type Company = z.infer<typeof companySchema>;
export const companyResponseSchema = z.object({ data: companySchema });
