import { QueryBuilder } from 'drizzle-orm/pg-core';
import { companies } from '../schema/companies.ts';

/** What the companies module publishes of its table for others to join (see read-models/auth.ts). */
const qb = new QueryBuilder();

/** A company's id and names, as other features show it beside their rows (and whether it is archived). */
export const companyNames = qb
  .select({
    id: companies.id,
    legalName: companies.legalName,
    tradeName: companies.tradeName,
    status: companies.status,
    archivedAt: companies.archivedAt,
  })
  .from(companies)
  .as('company_names');
