import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { notFound, versionConflict } from './app-error.ts';

type Versioned = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };

/**
 * Optimistic concurrency: the row changes only if it still has the version the client read; the
 * version goes up by one. A missing row is 404, a stale version 409.
 */
export async function updateVersioned<T extends Versioned>(
  db: Db,
  table: T,
  id: string,
  version: number,
  values: Record<string, unknown>,
  scope?: SQL,
): Promise<T['$inferSelect']> {
  const rows = (await db
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
    .where(and(eq(table.id, id), eq(table.version, version), scope))
    .returning()) as T['$inferSelect'][];
  if (rows[0]) return rows[0];
  const [exists] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.id, id), scope));
  throw exists ? versionConflict() : notFound();
}
