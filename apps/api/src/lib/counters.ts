import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { numberCounters } from '../db/schema/counters.ts';

/**
 * The next number of a kind for a year (route numbers, manifest folios), in the caller's transaction:
 * a number is taken with the change that uses it, and never given twice. Any module that numbers its
 * documents takes them here (order numbers have their own counter, `orderNumberCounters`).
 */
export async function nextNumber(db: Db, kind: string, year: number) {
  const [row] = await db
    .insert(numberCounters)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [numberCounters.kind, numberCounters.year],
      set: { last: sql`${numberCounters.last} + 1` },
    })
    .returning({ last: numberCounters.last });
  return row!.last;
}
