import { QueryBuilder } from 'drizzle-orm/pg-core';
import { drivers } from '../schema/drivers.ts';

/** What the drivers module publishes of its table for others to join (see read-models/users.ts). */
const qb = new QueryBuilder();

/** A driver's name, standing and the expiry of the documents that let them drive. */
export const driverNames = (alias = 'driver_names') =>
  qb
    .select({
      id: drivers.id,
      firstName: drivers.firstName,
      lastName: drivers.lastName,
      status: drivers.status,
      licenceExpiry: drivers.licenceExpiry,
      hazmatPermitExpiry: drivers.hazmatPermitExpiry,
      archivedAt: drivers.archivedAt,
    })
    .from(drivers)
    .as(alias);
