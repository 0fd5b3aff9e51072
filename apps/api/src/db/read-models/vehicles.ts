import { QueryBuilder } from 'drizzle-orm/pg-core';
import { vehicles } from '../schema/vehicles.ts';

/** What the vehicles module publishes of its table for others to join (see read-models/users.ts). */
const qb = new QueryBuilder();

/** A vehicle's plate, standing, what it carries, and the expiry of the documents that let it run. */
export const vehiclePlates = (alias = 'vehicle_plates') =>
  qb
    .select({
      id: vehicles.id,
      plate: vehicles.plate,
      status: vehicles.status,
      capacityKg: vehicles.capacityKg,
      capacityL: vehicles.capacityL,
      refrigerated: vehicles.refrigerated,
      insuranceExpiry: vehicles.insuranceExpiry,
      transportPermitExpiry: vehicles.transportPermitExpiry,
      archivedAt: vehicles.archivedAt,
    })
    .from(vehicles)
    .as(alias);
