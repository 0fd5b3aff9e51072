import { QueryBuilder } from 'drizzle-orm/pg-core';
import { sites } from '../schema/sites.ts';

/** What the sites module publishes of its table for others to join (see read-models/auth.ts). */
const qb = new QueryBuilder();

/** Whose a site is: for histories, which must not show another company's site. */
export const siteOwners = qb
  .select({ id: sites.id, companyId: sites.companyId })
  .from(sites)
  .as('site_owners');

/** A site's name, place (address and pin), company, contact, and whether it is archived. */
export const sitePlaces = (alias = 'site_places') =>
  qb
    .select({
      id: sites.id,
      name: sites.name,
      companyId: sites.companyId,
      latitude: sites.latitude,
      longitude: sites.longitude,
      street: sites.street,
      exteriorNumber: sites.exteriorNumber,
      neighbourhood: sites.neighbourhood,
      city: sites.city,
      contactName: sites.contactName,
      contactPhone: sites.contactPhone,
      archivedAt: sites.archivedAt,
    })
    .from(sites)
    .as(alias);
