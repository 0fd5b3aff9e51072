import type { Locale } from '@recolecta/shared/locales';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './common.ts';

export const organisationSettings = pgTable('organisation_settings', {
  ...baseColumns(),
  name: text('name').notNull(),
  rfc: text('rfc'),
  transportAuthorisation: text('transport_authorisation'),
  storageAuthorisation: text('storage_authorisation'),
  address: text('address'),
  phone: text('phone'),
  /** The SCT (federal transport) registration printed on manifests. */
  sctRegistration: text('sct_registration'),
  logoUrl: text('logo_url'),
  timeZone: text('time_zone').notNull().default('America/Mexico_City'),
  currency: text('currency').notNull().default('MXN'),
  registrationFee: integer('registration_fee').notNull().default(15000),
  defaultLocale: text('default_locale').$type<Locale>().notNull().default('es'),
});
