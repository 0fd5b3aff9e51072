import { QueryBuilder } from 'drizzle-orm/pg-core';
import { sites } from '../schema/sites.ts';

/** What the sites module publishes of its table for others to join (see read-models/auth.ts). */
const qb = new QueryBuilder();

/** Whose a site is: for histories, which must not show another company's site. */
export const siteOwners = qb
  .select({ id: sites.id, companyId: sites.companyId })
  .from(sites)
  .as('site_owners');
