import { QueryBuilder } from 'drizzle-orm/pg-core';
import { stores, storeZones } from '../schema/stores.ts';

/** What the stores module publishes of its tables for others to join (see read-models/auth.ts). */
const qb = new QueryBuilder();

/** A store's name and place, and what a manifest names of it: type, authorisation, address, phone. */
export const storePlaces = <A extends string = 'store_places'>(alias: A = 'store_places' as A) =>
  qb
    .select({
      id: stores.id,
      name: stores.name,
      latitude: stores.latitude,
      longitude: stores.longitude,
      type: stores.type,
      authorisationNumber: stores.authorisationNumber,
      street: stores.street,
      exteriorNumber: stores.exteriorNumber,
      neighbourhood: stores.neighbourhood,
      city: stores.city,
      state: stores.state,
      postalCode: stores.postalCode,
      phone: stores.phone,
      archivedAt: stores.archivedAt,
      createdAt: stores.createdAt,
      opensAt: stores.opensAt,
      closesAt: stores.closesAt,
    })
    .from(stores)
    .as(alias);

/** A zone's name and its store. */
export const zoneNames = <A extends string = 'zone_names'>(alias: A = 'zone_names' as A) =>
  qb
    .select({ id: storeZones.id, name: storeZones.name, storeId: storeZones.storeId })
    .from(storeZones)
    .as(alias);
