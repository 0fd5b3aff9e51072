import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailCodes, linkTokens } from '../../db/schema/auth.ts';
import { companies } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;
export type LinkPurpose = 'reset_password' | 'invitation';

/** Serialises code and link issuing per user (a row lock inside the caller's transaction). */
export async function lockUser(db: Db, userId: string) {
  await db.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
}

export async function codeTimesSince(db: Db, userId: string, since: Date) {
  const rows = await db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), gt(emailCodes.createdAt, since)))
    .orderBy(desc(emailCodes.createdAt));
  return rows.map((r) => r.createdAt);
}

/** A new code replaces every older one. */
export async function supersedeCodes(db: Db, userId: string, now: Date) {
  await db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailCodes.userId, userId), isNull(emailCodes.consumedAt)));
}

export async function insertCode(db: Db, values: typeof emailCodes.$inferInsert) {
  await db.insert(emailCodes).values(values);
}

export async function latestCode(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(eq(emailCodes.userId, userId))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return row;
}

/**
 * Spends one try before the code is compared, atomically: concurrent guesses cannot exceed the
 * limit. Answers the number of tries spent, or null when none was left.
 */
export async function takeAttempt(db: Db, codeId: string, maxAttempts: number) {
  const [row] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(
      and(eq(emailCodes.id, codeId), isNull(emailCodes.consumedAt), lt(emailCodes.attempts, maxAttempts)),
    )
    .returning({ attempts: emailCodes.attempts });
  return row?.attempts ?? null;
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: Db, codeId: string, now: Date) {
  const rows = await db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailCodes.id, codeId), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  return rows.length > 0;
}

export async function insertLinkToken(db: Db, values: typeof linkTokens.$inferInsert) {
  await db.insert(linkTokens).values(values);
}

/** A newer link of the same kind replaces the older ones. */
export async function retireLinkTokens(db: Db, userId: string, purpose: LinkPurpose, now: Date) {
  await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(and(eq(linkTokens.userId, userId), eq(linkTokens.purpose, purpose), isNull(linkTokens.usedAt)));
}

export async function countLinkTokensSince(db: Db, userId: string, purpose: LinkPurpose, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(linkTokens)
    .where(
      and(eq(linkTokens.userId, userId), eq(linkTokens.purpose, purpose), gt(linkTokens.createdAt, since)),
    );
  return row?.n ?? 0;
}

export async function findLinkToken(db: Db, tokenHash: string, purpose: LinkPurpose) {
  const [row] = await db
    .select({ link: linkTokens, user: users })
    .from(linkTokens)
    // A pending invitation to an address held elsewhere is never opened, whatever link names it.
    .innerJoin(users, and(eq(users.id, linkTokens.userId), eq(users.heldElsewhere, false)))
    .where(and(eq(linkTokens.tokenHash, tokenHash), eq(linkTokens.purpose, purpose)))
    .limit(1);
  return row;
}

/** Spends a single-use link; false when it was already used (a concurrent request won). */
export async function useLinkToken(db: Db, id: string, now: Date) {
  const rows = await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(and(eq(linkTokens.id, id), isNull(linkTokens.usedAt)))
    .returning({ id: linkTokens.id });
  return rows.length > 0;
}

/** The user's address is proven: an unverified or invited user becomes active (`markEmailVerified`). */
export async function activateUser(db: Db, userId: string) {
  await db
    .update(users)
    .set({ status: 'active', updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(and(eq(users.id, userId), sql`${users.status} in ('unverified', 'invited')`));
}

export async function findCompanyByRfc(db: Db, rfc: string) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.rfc, rfc)).limit(1);
  return row;
}

export async function setPassword(db: Db, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(eq(users.id, userId));
}
