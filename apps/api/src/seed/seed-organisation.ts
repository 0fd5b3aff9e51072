import type { Db } from '../db/client.ts';
import { organisationSettings } from '../db/schema/settings.ts';
import { ensureOrganisation } from '../db/system-data.ts';

/** The demo operator's identity: fictional numbers, printed on the demo's manifests only. */
export const DEMO_ORGANISATION = {
  name: 'Recolecta Servicios Ambientales S.A. de C.V.',
  rfc: 'RSA200101AB1',
  transportAuthorisation: '09-I-001-2026',
  phone: '55 5600 1200',
  sctRegistration: 'SCT-090117-RPBI',
  storageAuthorisation: '09-II-017-2026',
  address: 'Av. Río Churubusco 1200, Iztapalapa, 09000 Ciudad de México, CDMX',
} as const;

/** The settings row with the demo's identity (also the tests' fixture: test/global-setup.ts). */
export async function seedOrganisation(db: Db) {
  await ensureOrganisation(db);
  await db.update(organisationSettings).set(DEMO_ORGANISATION);
}
