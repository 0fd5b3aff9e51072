import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailCodes, linkTokens, setupCodes } from '../../db/schema/accounts.ts';
import { findAccount } from '../auth/auth.repository.ts';
import { sameHash } from './secrets.ts';

export type LinkPurpose = 'reset_password' | 'invitation';

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

/** A link and its user; a pending invitation to an address held elsewhere is never opened, whatever link names it. */
export async function findLinkToken(db: Db, tokenHash: string, purpose: LinkPurpose) {
  const [link] = await db
    .select()
    .from(linkTokens)
    .where(and(eq(linkTokens.tokenHash, tokenHash), eq(linkTokens.purpose, purpose)))
    .limit(1);
  // null: a link is opened before anyone is signed in; the token alone names the user.
  const user = link && (await findAccount(db, null, link.userId));
  return user ? { link: link!, user } : undefined;
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

/** Removes a user's codes and links (before the user row itself is deleted). */
export async function deleteSecrets(db: Db, userId: string) {
  await db.delete(emailCodes).where(eq(emailCodes.userId, userId));
  await db.delete(linkTokens).where(eq(linkTokens.userId, userId));
}

/** Spends every pending link of a user (its access is closed). */
export async function spendLinks(db: Db, userId: string, now = new Date()) {
  await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(and(eq(linkTokens.userId, userId), isNull(linkTokens.usedAt)));
}

/** A new set-up code; the expired ones go. */
export async function insertSetupCode(db: Db, values: { codeHash: string; expiresAt: Date }, now: Date) {
  await db.delete(setupCodes).where(lt(setupCodes.expiresAt, now));
  await db.insert(setupCodes).values(values);
}

/**
 * Whether a set-up code with this hash is alive. With `lock`, the live codes are locked until the
 * transaction ends, so two first admins cannot both be created (the second finds the codes spent).
 */
export async function setupCodeAlive(db: Db, codeHash: string, now: Date, lock = false) {
  const query = db
    .select({ id: setupCodes.id, codeHash: setupCodes.codeHash })
    .from(setupCodes)
    .where(gt(setupCodes.expiresAt, now));
  const rows = lock ? await query.for('update') : await query;
  return rows.some((row) => sameHash(row.codeHash, codeHash));
}

/** The first admin exists: every set-up code is spent. */
export async function spendSetupCodes(db: Db) {
  await db.delete(setupCodes);
}
