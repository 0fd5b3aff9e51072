import { QueryBuilder } from 'drizzle-orm/pg-core';
import { sites } from '../schema/sites.ts';

/** What the sites module publishes of its table for others to join (see read-models/auth.ts). */
const qb = new QueryBuilder();

/** Whose a site is: for histories, which must not show another company's site. */
export const siteOwners = qb
  .select({ id: sites.id, companyId: sites.companyId })
  .from(sites)
  .as('site_owners');

/** A site's name, place (map pin and address), company and contact. */
export const sitePlaces = <A extends string = 'site_places'>(alias: A = 'site_places' as A) =>
  qb
    .select({
      id: sites.id,
      name: sites.name,
      companyId: sites.companyId,
      latitude: sites.latitude,
      longitude: sites.longitude,
      street: sites.street,
      exteriorNumber: sites.exteriorNumber,
      interiorNumber: sites.interiorNumber,
      neighbourhood: sites.neighbourhood,
      city: sites.city,
      state: sites.state,
      postalCode: sites.postalCode,
      contactName: sites.contactName,
      contactPhone: sites.contactPhone,
      contactEmail: sites.contactEmail,
      contactLocale: sites.contactLocale,
      collectionWindowStart: sites.collectionWindowStart,
      collectionWindowEnd: sites.collectionWindowEnd,
      archivedAt: sites.archivedAt,
    })
    .from(sites)
    .as(alias);
