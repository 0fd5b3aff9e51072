import { z } from 'zod';
import { rfcSchema } from './accounts.ts';
import { LOCALES } from './locales.ts';
import { int32, versionNumber } from './numbers.ts';

function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The organisation running the deployment (docs/product.md §3): one row. */
export const organisationSettingsSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  rfc: z.string().nullable(),
  transportAuthorisation: z.string().nullable(),
  storageAuthorisation: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  /** The SCT (federal transport) registration printed on manifests. */
  sctRegistration: z.string().nullable(),
  logoUrl: z.string().nullable(),
  timeZone: z.string(),
  currency: z.string(),
  /** Minor units (centavos). */
  registrationFee: z.number().int(),
  defaultLocale: z.enum(LOCALES),
  updatedAt: z.iso.datetime(),
  version: z.number().int(),
});
export type OrganisationSettings = z.infer<typeof organisationSettingsSchema>;
export const organisationSettingsResponseSchema = z.object({ data: organisationSettingsSchema });

/**
 * The organisation's identity: what a manifest prints of the transporter and a route sheet travels
 * under. Blank on a new install until the operator gives it; no manifest PDF or route sheet is made
 * while one is missing (409 `ORGANISATION_INCOMPLETE`, each missing field in the details).
 */
export const ORGANISATION_IDENTITY_FIELDS = [
  'name',
  'rfc',
  'transportAuthorisation',
  'sctRegistration',
  'address',
] as const;
export type OrganisationIdentityField = (typeof ORGANISATION_IDENTITY_FIELDS)[number];

/** The identity fields still blank, in the settings form's order. */
export function missingIdentity(
  settings: Pick<OrganisationSettings, OrganisationIdentityField>,
): OrganisationIdentityField[] {
  return ORGANISATION_IDENTITY_FIELDS.filter((field) => !settings[field]?.trim());
}

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const organisationSettingsPatchSchema = z.strictObject({
  version: versionNumber(),
  name: z.string().trim().min(2).max(200).optional(),
  rfc: rfcSchema.nullable().optional(),
  transportAuthorisation: optionalText(60),
  storageAuthorisation: optionalText(60),
  address: optionalText(300),
  phone: optionalText(30),
  sctRegistration: optionalText(60),
  logoUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable()
    .optional(),
  timeZone: z.string().refine(isTimeZone, { message: 'TIME_ZONE_INVALID' }).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  registrationFee: int32().min(0).max(100_000_000).optional(),
  defaultLocale: z.enum(LOCALES).optional(),
});
export type OrganisationSettingsPatch = z.input<typeof organisationSettingsPatchSchema>;
