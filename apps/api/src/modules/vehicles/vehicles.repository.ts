import type { DocumentFilter } from '@recolecta/shared/documents';
import { addDays, EXPIRY_WARNING_DAYS } from '@recolecta/shared/documents';
import { type AnyColumn, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vehicles } from '../../db/schema/index.ts';
import { allOf, archivedCondition, offsetOf, orderBy, type PageRequest } from '../../lib/list.ts';
import { compactSearchCondition } from '../../lib/search.ts';

export type VehicleRow = typeof vehicles.$inferSelect;
export type VehicleInsert = typeof vehicles.$inferInsert;

export interface VehicleFilter {
  q?: string;
  status?: string;
  type?: string;
  refrigerated?: boolean;
  documents?: DocumentFilter;
  archived: 'exclude' | 'include' | 'only';
  /** The organisation's calendar day, for the expiry filters. */
  today: string;
}

const SORTABLE = {
  plate: vehicles.plate,
  fleetNumber: vehicles.fleetNumber,
  type: vehicles.type,
  make: vehicles.make,
  model: vehicles.model,
  year: vehicles.year,
  capacityKg: vehicles.capacityKg,
  capacityL: vehicles.capacityL,
  refrigerated: vehicles.refrigerated,
  transportPermitExpiry: vehicles.transportPermitExpiry,
  insuranceExpiry: vehicles.insuranceExpiry,
  status: vehicles.status,
  odometerKm: vehicles.odometerKm,
  createdAt: vehicles.createdAt,
  updatedAt: vehicles.updatedAt,
};
const DEFAULT_SORT = 'plate:asc';

/** "Expiring" means within the warning window and not yet expired, on either document. */
function documentsCondition(filter: DocumentFilter | undefined, today: string): SQL | undefined {
  if (!filter) return undefined;
  const horizon = addDays(today, EXPIRY_WARNING_DAYS);
  const expired = (column: AnyColumn) => sql`${column} < ${today}`;
  const expiring = (column: AnyColumn) => sql`${column} between ${today} and ${horizon}`;
  const either = (test: typeof expired) =>
    or(test(vehicles.insuranceExpiry), test(vehicles.transportPermitExpiry));
  if (filter === 'expired') return either(expired);
  if (filter === 'expiring') return either(expiring);
  return or(either(expired), either(expiring));
}

function where(filter: VehicleFilter) {
  return allOf(
    compactSearchCondition(vehicles.search, filter.q),
    filter.status ? eq(vehicles.status, filter.status) : undefined,
    filter.type ? eq(vehicles.type, filter.type) : undefined,
    filter.refrigerated === undefined ? undefined : eq(vehicles.refrigerated, filter.refrigerated),
    documentsCondition(filter.documents, filter.today),
    archivedCondition(vehicles.archivedAt, filter.archived),
  );
}

export async function listVehicles(db: Db, filter: VehicleFilter, page: PageRequest & { sort?: string }) {
  const condition = where(filter);
  const rowsQuery = db
    .select()
    .from(vehicles)
    .where(condition)
    .orderBy(...orderBy(page.sort, SORTABLE, DEFAULT_SORT, vehicles.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const totalQuery = db.select({ n: count() }).from(vehicles).where(condition);
  const [rows, [total]] = await Promise.all([rowsQuery, totalQuery]);
  return { rows, total: total?.n ?? 0 };
}

export function vehicleBatch(db: Db, filter: VehicleFilter, sort: string | undefined) {
  return (offset: number, limit: number) =>
    db
      .select()
      .from(vehicles)
      .where(where(filter))
      .orderBy(...orderBy(sort, SORTABLE, DEFAULT_SORT, vehicles.id))
      .limit(limit)
      .offset(offset);
}

export async function findVehicle(db: Db, id: string) {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id)).limit(1);
  return row;
}

export async function insertVehicle(db: Db, values: VehicleInsert) {
  const [row] = await db.insert(vehicles).values(values).returning();
  return row!;
}

export async function deleteVehicle(db: Db, id: string) {
  await db.delete(vehicles).where(eq(vehicles.id, id));
}

/** Rows of other tables that point at a vehicle; routes and assets will (PRODUCT §3). */
export async function vehicleReferenceCount(_db: Db, _id: string) {
  return 0;
}

export const VEHICLE_CONSTRAINTS = { vehicles_plate_key: 'plate' };
