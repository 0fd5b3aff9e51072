import type { DocumentFilter } from '@recolecta/shared/documents';
import { addDays } from '@recolecta/shared/documents';
import { type AnyColumn, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { drivers } from '../../db/schema/index.ts';
import { allOf, archivedCondition, offsetOf, orderBy, type PageRequest } from '../../lib/list.ts';
import { codeSearchCondition } from '../../lib/search.ts';

export type DriverRow = typeof drivers.$inferSelect;
export type DriverInsert = typeof drivers.$inferInsert;

export interface DriverFilter {
  q?: string;
  status?: string;
  licenceType?: string;
  documents?: DocumentFilter;
  archived: 'exclude' | 'include' | 'only';
  /** The organisation's calendar day, for the expiry filters. */
  today: string;
}

const SORTABLE = {
  lastName: drivers.lastName,
  firstName: drivers.firstName,
  licenceNumber: drivers.licenceNumber,
  licenceType: drivers.licenceType,
  licenceExpiry: drivers.licenceExpiry,
  hazmatPermitExpiry: drivers.hazmatPermitExpiry,
  status: drivers.status,
  phone: drivers.phone,
  createdAt: drivers.createdAt,
  updatedAt: drivers.updatedAt,
};

/** "Expiring" means within the warning window and not yet expired, on either document. */
function documentsCondition(filter: DocumentFilter | undefined, today: string): SQL | undefined {
  if (!filter) return undefined;
  const horizon = addDays(today, 30);
  const expired = (column: AnyColumn) => sql`${column} < ${today}`;
  const expiring = (column: AnyColumn) => sql`${column} between ${today} and ${horizon}`;
  const either = (test: typeof expired) => or(test(drivers.licenceExpiry), test(drivers.hazmatPermitExpiry));
  if (filter === 'expired') return either(expired);
  if (filter === 'expiring') return either(expiring);
  return or(either(expired), either(expiring));
}

function where(filter: DriverFilter) {
  return allOf(
    // Licence numbers are codes ("LFC-0948213"): found by their beginning too.
    codeSearchCondition(drivers.search, drivers.licenceNumber, filter.q),
    filter.status ? eq(drivers.status, filter.status) : undefined,
    filter.licenceType ? eq(drivers.licenceType, filter.licenceType) : undefined,
    documentsCondition(filter.documents, filter.today),
    archivedCondition(drivers.archivedAt, filter.archived),
  );
}

export async function listDrivers(db: Db, filter: DriverFilter, page: PageRequest & { sort?: string }) {
  const condition = where(filter);
  const rowsQuery = db
    .select()
    .from(drivers)
    .where(condition)
    .orderBy(...orderBy(page.sort, SORTABLE, 'lastName:asc', drivers.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const totalQuery = db.select({ n: count() }).from(drivers).where(condition);
  const [rows, [total]] = await Promise.all([rowsQuery, totalQuery]);
  return { rows, total: total?.n ?? 0 };
}

export function driverBatch(db: Db, filter: DriverFilter, sort: string | undefined) {
  return (offset: number, limit: number) =>
    db
      .select()
      .from(drivers)
      .where(where(filter))
      .orderBy(...orderBy(sort, SORTABLE, 'lastName:asc', drivers.id))
      .limit(limit)
      .offset(offset);
}

export async function findDriver(db: Db, id: string) {
  const [row] = await db.select().from(drivers).where(eq(drivers.id, id)).limit(1);
  return row;
}

export async function insertDriver(db: Db, values: DriverInsert) {
  const [row] = await db.insert(drivers).values(values).returning();
  return row!;
}

export async function deleteDriver(db: Db, id: string) {
  await db.delete(drivers).where(eq(drivers.id, id));
}

/** Rows of other tables that point at a driver; routes will (PRODUCT §3). */
export async function driverReferenceCount(_db: Db, _id: string) {
  return 0;
}

export const DRIVER_CONSTRAINTS = { drivers_licence_key: 'licenceNumber' };
