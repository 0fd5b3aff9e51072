import { sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { drivers } from '../schema/drivers.ts';

/** What the drivers module publishes of its table for others to join (see read-models/auth.ts). */
const qb = new QueryBuilder();

/** A driver's name (and full name), the user they sign in as, and the expiry of the documents that let them drive. */
export const driverNames = <A extends string = 'driver_names'>(alias: A = 'driver_names' as A) =>
  qb
    .select({
      id: drivers.id,
      firstName: drivers.firstName,
      lastName: drivers.lastName,
      name: sql<string>`${drivers.firstName} || ' ' || ${drivers.lastName}`.as('name'),
      userId: drivers.userId,
      licenceExpiry: drivers.licenceExpiry,
      hazmatPermitExpiry: drivers.hazmatPermitExpiry,
      archivedAt: drivers.archivedAt,
      status: drivers.status,
    })
    .from(drivers)
    .as(alias);
