import { QueryBuilder } from 'drizzle-orm/pg-core';
import { stores, storeZones } from '../schema/stores.ts';

/** What the stores module publishes of its tables for others to join (see read-models/users.ts). */
const qb = new QueryBuilder();

/** A store's name and place, its opening hours, and whether it is archived. */
export const storePlaces = (alias = 'store_places') =>
  qb
    .select({
      id: stores.id,
      name: stores.name,
      latitude: stores.latitude,
      longitude: stores.longitude,
      opensAt: stores.opensAt,
      closesAt: stores.closesAt,
      archivedAt: stores.archivedAt,
    })
    .from(stores)
    .as(alias);

/** A zone's name and its store. */
export const zoneNames = (alias = 'zone_names') =>
  qb
    .select({ id: storeZones.id, name: storeZones.name, storeId: storeZones.storeId })
    .from(storeZones)
    .as(alias);
