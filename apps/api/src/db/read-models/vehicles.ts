import { QueryBuilder } from 'drizzle-orm/pg-core';
import { vehicles } from '../schema/vehicles.ts';

/** What the vehicles module publishes of its table for others to join (see read-models/auth.ts). */
const qb = new QueryBuilder();

/** A vehicle's plate and type, and the expiry of the documents that let it run. */
export const vehiclePlates = <A extends string = 'vehicle_plates'>(alias: A = 'vehicle_plates' as A) =>
  qb
    .select({
      id: vehicles.id,
      plate: vehicles.plate,
      type: vehicles.type,
      insuranceExpiry: vehicles.insuranceExpiry,
      transportPermitExpiry: vehicles.transportPermitExpiry,
      archivedAt: vehicles.archivedAt,
      status: vehicles.status,
      capacityKg: vehicles.capacityKg,
      capacityL: vehicles.capacityL,
      refrigerated: vehicles.refrigerated,
    })
    .from(vehicles)
    .as(alias);
