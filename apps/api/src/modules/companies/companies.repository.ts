import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, sites } from '../../db/schema/index.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type SiteRow = typeof sites.$inferSelect;

/** The company, locked for the rest of the caller's transaction. */
export async function lockCompany(db: Db, companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).for('update');
  return row;
}

export async function findCompanyWithSites(db: Db, companyId: string) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) return undefined;
  const companySites = await db
    .select()
    .from(sites)
    .where(and(eq(sites.companyId, companyId), isNull(sites.archivedAt)))
    .orderBy(asc(sites.createdAt));
  return { company, sites: companySites };
}

export async function insertSite(db: Db, values: typeof sites.$inferInsert) {
  const [row] = await db.insert(sites).values(values).returning();
  return row!;
}

export async function updateCompany(
  db: Db,
  companyId: string,
  values: Partial<typeof companies.$inferInsert>,
) {
  const [row] = await db
    .update(companies)
    .set({ ...values, updatedAt: new Date(), version: sql`${companies.version} + 1` })
    .where(eq(companies.id, companyId))
    .returning();
  return row!;
}
