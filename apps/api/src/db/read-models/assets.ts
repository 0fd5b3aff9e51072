import { QueryBuilder } from 'drizzle-orm/pg-core';
import { assets } from '../schema/assets.ts';

/** What the assets module publishes of its table for others to join (see read-models/auth.ts). */
const qb = new QueryBuilder();

/** A reusable container: its type, status, and where it is since when (a site, a store's zone or a vehicle). */
export const assetPlaces = (alias = 'asset_places') =>
  qb
    .select({
      id: assets.id,
      serial: assets.serial,
      containerTypeId: assets.containerTypeId,
      status: assets.status,
      companyId: assets.companyId,
      siteId: assets.siteId,
      zoneId: assets.zoneId,
      vehicleId: assets.vehicleId,
      locatedSince: assets.locatedSince,
      archivedAt: assets.archivedAt,
    })
    .from(assets)
    .as(alias);
