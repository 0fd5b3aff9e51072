import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organisationSettings } from '../../db/schema/settings.ts';

export type OrganisationRow = typeof organisationSettings.$inferSelect;

/**
 * The one settings row of the deployment (written at every start; the oldest, should there be more),
 * or undefined on a database not yet seeded. The only reader of `organisation_settings`: every module
 * that needs the organisation's name, time zone, language, fee or identity reads it here.
 */
export async function readOrganisation(db: Db): Promise<OrganisationRow | undefined> {
  const [row] = await db
    .select()
    .from(organisationSettings)
    .orderBy(asc(organisationSettings.createdAt))
    .limit(1);
  return row;
}
