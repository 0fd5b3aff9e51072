import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.users.ts';
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

/**
 * Before a new install's identity was blank, every start without demo data was given the demo's
 * fictional one, which its manifests then printed. On a database without the demo's admin, each
 * field still holding exactly the demo's value is blanked, so the operator is asked for their own;
 * a field the operator changed stays.
 */
export async function forgetDemoIdentity(db: Db) {
  const [demoAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@recolecta.test'))
    .limit(1);
  if (demoAdmin) return;
  const blank = (column: PgColumn, value: string, empty: string | null) =>
    sql`case when ${column} = ${value} then ${empty} else ${column} end`;
  const s = organisationSettings;
  await db.update(s).set({
    name: blank(s.name, DEMO_ORGANISATION.name, ''),
    rfc: blank(s.rfc, DEMO_ORGANISATION.rfc, null),
    transportAuthorisation: blank(s.transportAuthorisation, DEMO_ORGANISATION.transportAuthorisation, null),
    phone: blank(s.phone, DEMO_ORGANISATION.phone, null),
    sctRegistration: blank(s.sctRegistration, DEMO_ORGANISATION.sctRegistration, null),
    storageAuthorisation: blank(s.storageAuthorisation, DEMO_ORGANISATION.storageAuthorisation, null),
    address: blank(s.address, DEMO_ORGANISATION.address, null),
  });
}
