import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evidenceFiles, visitAssets } from '../../db/schema/field-records.ts';
import { allOf } from '../../lib/list.ts';
import type { Scope } from '../../lib/principal.ts';
import { companyCondition } from '../../lib/scope.ts';

/** One stored image within the scope (a company sees its own orders' only; the driver's signature is staff's). */
export async function findEvidence(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(evidenceFiles)
    .where(allOf(eq(evidenceFiles.id, id), companyCondition(evidenceFiles.companyId, scope)))
    .limit(1);
  return row;
}

export async function insertEvidence(db: Db, scope: Scope, values: typeof evidenceFiles.$inferInsert) {
  if (scope !== null && values.companyId !== scope) throw new Error('image outside the caller scope');
  const [row] = await db.insert(evidenceFiles).values(values).returning({ id: evidenceFiles.id });
  return row!.id;
}

/** A container scanned at an order's stop (once, however often it is scanned). */
export async function insertVisitAsset(db: Db, orderId: string, assetId: string) {
  await db.insert(visitAssets).values({ orderId, assetId }).onConflictDoNothing();
}

/** The containers scanned at an order's stop. */
export async function visitAssetIds(db: Db, orderId: string) {
  const rows = await db
    .select({ assetId: visitAssets.assetId })
    .from(visitAssets)
    .where(eq(visitAssets.orderId, orderId));
  return rows.map((r) => r.assetId);
}
