import { statusAt } from '@recolecta/shared/assets';
import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { assetMoves, assets } from '../db/schema/assets.ts';
import { containerTypes } from '../db/schema/containers.ts';
import { sites } from '../db/schema/sites.ts';
import { storeZones } from '../db/schema/stores.ts';
import { vehicles } from '../db/schema/vehicles.ts';

const DAY = 86_400_000;

type Place =
  | { kind: 'zone'; id: string; zoneType: string }
  | { kind: 'site'; id: string; companyId: string }
  | { kind: 'vehicle'; id: string };

const columnsOf = (place: Place) => ({
  zoneId: place.kind === 'zone' ? place.id : null,
  siteId: place.kind === 'site' ? place.id : null,
  vehicleId: place.kind === 'vehicle' ? place.id : null,
  companyId: place.kind === 'site' ? place.companyId : null,
  status: statusAt(place.kind, place.kind === 'zone' ? place.zoneType : null),
});

/**
 * 120 reusable containers spread over the demo stores' zones, the clients' sites and the vehicles,
 * each with a few moves over the last weeks: registered in a reception zone, then where it went.
 * Deterministic, so the demo looks the same on every fresh start.
 */
export async function seedAssets(db: Db, adminId: string) {
  const types = await db
    .select({ id: containerTypes.id })
    .from(containerTypes)
    .where(eq(containerTypes.reusable, true))
    .orderBy(asc(containerTypes.code));
  const zones = await db
    .select({ id: storeZones.id, type: storeZones.type })
    .from(storeZones)
    .where(isNull(storeZones.archivedAt))
    .orderBy(asc(storeZones.name));
  const clientSites = await db
    .select({ id: sites.id, companyId: sites.companyId })
    .from(sites)
    .where(isNull(sites.archivedAt))
    .orderBy(asc(sites.name));
  const fleet = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(isNull(vehicles.archivedAt))
    .orderBy(asc(vehicles.plate));
  const reception = zones.find((z) => z.type === 'reception');
  if (types.length === 0 || !reception) return;

  const places: Place[] = [
    ...zones.map((z) => ({ kind: 'zone' as const, id: z.id, zoneType: z.type })),
    ...clientSites.map((s) => ({ kind: 'site' as const, id: s.id, companyId: s.companyId })),
    ...fleet.slice(0, 3).map((v) => ({ kind: 'vehicle' as const, id: v.id })),
  ];
  const start: Place = { kind: 'zone', id: reception.id, zoneType: reception.type };
  const now = Date.now();
  for (let i = 1; i <= 120; i++) {
    const here = places[(i * 7) % places.length]!;
    const registered = new Date(now - (40 + (i % 20)) * DAY);
    const arrived = new Date(now - (i % 25) * DAY - (i % 9) * 3_600_000);
    const [row] = await db
      .insert(assets)
      .values({
        serial: `RPBI-${String(i).padStart(6, '0')}`,
        containerTypeId: types[i % types.length]!.id,
        ...columnsOf(here),
        locatedSince: here === start ? registered : arrived,
        createdBy: adminId,
        createdAt: registered,
      })
      .returning({ id: assets.id });
    const first = columnsOf(start);
    await db.insert(assetMoves).values({
      assetId: row!.id,
      toZoneId: first.zoneId,
      toStatus: first.status,
      movedBy: adminId,
      movedAt: registered,
    });
    if (here.kind === 'zone' && here.id === start.id) continue;
    const to = columnsOf(here);
    await db.insert(assetMoves).values({
      assetId: row!.id,
      fromZoneId: first.zoneId,
      fromStatus: first.status,
      toZoneId: to.zoneId,
      toSiteId: to.siteId,
      toVehicleId: to.vehicleId,
      toStatus: to.status,
      toCompanyId: to.companyId,
      movedBy: adminId,
      movedAt: arrived,
    });
  }
}
