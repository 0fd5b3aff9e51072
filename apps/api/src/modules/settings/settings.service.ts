import { requiredText } from '@recolecta/shared/issue-messages';
import { fieldLabel } from '@recolecta/shared/labels';
import type { Locale } from '@recolecta/shared/locales';
import {
  missingIdentity,
  ORGANISATION_IDENTITY_FIELDS,
  type OrganisationSettings,
  type organisationSettingsPatchSchema,
} from '@recolecta/shared/settings';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { organisationSettings } from '../../db/schema/settings.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { inTransaction, recordChange, type ServiceContext } from '../../lib/context.ts';
import { updateVersioned } from '../../lib/versioned.ts';
import { type OrganisationRow, readOrganisation } from './settings.repository.ts';

/** The column's default, for a database whose settings row is not written yet. */
const DEFAULT_TIME_ZONE = 'America/Mexico_City';

type SettingsPatch = z.output<typeof organisationSettingsPatchSchema>;

function toSettings(row: OrganisationRow): OrganisationSettings {
  return {
    id: row.id,
    name: row.name,
    rfc: row.rfc,
    transportAuthorisation: row.transportAuthorisation,
    storageAuthorisation: row.storageAuthorisation,
    address: row.address,
    phone: row.phone,
    sctRegistration: row.sctRegistration,
    logoUrl: row.logoUrl,
    timeZone: row.timeZone,
    currency: row.currency,
    registrationFee: row.registrationFee,
    defaultLocale: row.defaultLocale,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** The one settings row of the deployment (written at every start, so it always exists). */
async function settingsRow(ctx: ServiceContext) {
  const row = await readOrganisation(ctx.db);
  if (!row) throw notFound();
  return row;
}

/** The organisation's time zone, which the web shows and takes every time in. */
export async function organisationTimeZone(db: Db): Promise<string> {
  return (await readOrganisation(db))?.timeZone ?? DEFAULT_TIME_ZONE;
}

/**
 * The organisation as a printed document names it, or 409 `ORGANISATION_INCOMPLETE` naming each
 * identity field still blank (in `locale`), so the operator knows what to fill in the settings.
 */
export async function organisationIdentity(db: Db, locale: Locale): Promise<OrganisationRow> {
  const row = await readOrganisation(db);
  const missing = row ? missingIdentity(row) : [...ORGANISATION_IDENTITY_FIELDS];
  if (row && missing.length === 0) return row;
  const label = (field: string) => fieldLabel('settings', field, locale);
  throw new AppError('ORGANISATION_INCOMPLETE', {
    params: { fields: missing.map(label).join(', ') },
    details: missing.map((field) => ({ path: field, message: requiredText(locale, label(field)) })),
  });
}

export async function getOrganisationSettings(ctx: ServiceContext) {
  return toSettings(await settingsRow(ctx));
}

/** `PATCH /settings/organisation`: the change with the version read, and its audit row, in one transaction. */
export function updateOrganisationSettings(ctx: ServiceContext, { version, ...changes }: SettingsPatch) {
  return inTransaction(ctx, async (tx) => {
    const before = await settingsRow(tx);
    const row = await updateVersioned(tx.db, organisationSettings, before.id, version, changes);
    await recordChange(tx, {
      action: 'settings.update',
      entity: 'organisation_settings',
      entityId: before.id,
      before,
      after: row,
      companyId: null,
    });
    return toSettings(row);
  });
}
