import type { OrganisationSettings, OrganisationSettingsPatch } from '@recolecta/shared/settings';
import type { useUpdateOrganisation } from '../api/organisation-settings.ts';

type TextField =
  | 'name'
  | 'rfc'
  | 'transportAuthorisation'
  | 'storageAuthorisation'
  | 'sctRegistration'
  | 'phone'
  | 'address'
  | 'logoUrl';

/** The form's values: the body the API takes, without the version the form adds. */
export type OrganisationValues = Omit<OrganisationSettingsPatch, 'version'>;

const TEXT_FIELDS: TextField[] = [
  'name',
  'rfc',
  'transportAuthorisation',
  'storageAuthorisation',
  'sctRegistration',
  'phone',
  'address',
  'logoUrl',
];

export function toValues(settings: OrganisationSettings): OrganisationValues {
  return {
    name: settings.name,
    rfc: settings.rfc ?? undefined,
    transportAuthorisation: settings.transportAuthorisation ?? undefined,
    storageAuthorisation: settings.storageAuthorisation ?? undefined,
    sctRegistration: settings.sctRegistration ?? undefined,
    phone: settings.phone ?? undefined,
    address: settings.address ?? undefined,
    logoUrl: settings.logoUrl ?? undefined,
    timeZone: settings.timeZone,
    currency: settings.currency,
    registrationFee: settings.registrationFee,
    defaultLocale: settings.defaultLocale,
  };
}

/** The changed fields only, empty text as null, with the version read. */
export function toPatch(values: OrganisationValues, settings: OrganisationSettings) {
  const patch: Record<string, unknown> = { version: settings.version };
  for (const key of TEXT_FIELDS) {
    const next = values[key]?.trim() || null;
    if (next !== (settings[key] ?? null)) patch[key] = key === 'name' ? (next ?? '') : next;
  }
  for (const key of ['timeZone', 'currency', 'registrationFee', 'defaultLocale'] as const) {
    if (values[key] !== settings[key]) patch[key] = values[key];
  }
  return patch as Parameters<ReturnType<typeof useUpdateOrganisation>['mutate']>[0];
}
