import { QueryBuilder } from 'drizzle-orm/pg-core';
import { companies } from '../schema/companies.ts';

/** What the companies module publishes of its table for others to join (see read-models/auth.ts). */
const qb = new QueryBuilder();

/** A company's id and names, as other features show it beside their rows, its status and generator level (and whether it is archived). */
export const companyNames = (alias = 'company_names') =>
  qb
    .select({
      id: companies.id,
      legalName: companies.legalName,
      tradeName: companies.tradeName,
      status: companies.status,
      generatorLevel: companies.generatorLevel,
      archivedAt: companies.archivedAt,
    })
    .from(companies)
    .as(alias);

/** An active company's storage deadline (the date its stored waste must be collected by). */
export const companyDeadlines = qb
  .select({
    id: companies.id,
    legalName: companies.legalName,
    tradeName: companies.tradeName,
    status: companies.status,
    storageDeadline: companies.storageDeadline,
    archivedAt: companies.archivedAt,
  })
  .from(companies)
  .as('company_deadlines');
