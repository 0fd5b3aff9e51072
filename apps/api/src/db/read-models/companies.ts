import { QueryBuilder } from 'drizzle-orm/pg-core';
import { companies } from '../schema/companies.ts';

/** What the companies module publishes of its table for others to join (see read-models/auth.ts). */
const qb = new QueryBuilder();

/** A company's id and names, as other features show it beside their rows. */
export const companyNames = <A extends string = 'company_names'>(alias: A = 'company_names' as A) =>
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

/** How a company is reached and what it wants to hear: its contact, phone, NRA and notice switches. */
export const companyContacts = <A extends string = 'company_contacts'>(alias: A = 'company_contacts' as A) =>
  qb
    .select({
      id: companies.id,
      legalName: companies.legalName,
      tradeName: companies.tradeName,
      nra: companies.nra,
      contactName: companies.contactName,
      email: companies.email,
      phone: companies.phone,
      notifyOnWay: companies.notifyOnWay,
      notifyCollected: companies.notifyCollected,
      notifyFailed: companies.notifyFailed,
    })
    .from(companies)
    .as(alias);
