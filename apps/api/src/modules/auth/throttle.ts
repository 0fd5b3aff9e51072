import { ACCOUNT_LIMITS } from '@recolecta/shared/accounts';
import { and, count, eq, gt, lt, min, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { rateLimited } from '../../lib/rate-limit.ts';

const WINDOW_MS = ACCOUNT_LIMITS.loginWindowMinutes * 60_000;
const LIMITS = {
  account: ACCOUNT_LIMITS.loginFailuresPerAccount,
  ip: ACCOUNT_LIMITS.loginFailuresPerIp,
} as const;

/** The account key is the address as typed (lower-cased), known or not: unknown ones are throttled alike. */
const accountKey = (email: string) => email.trim().toLowerCase();

async function failureCounts(db: Db, email: string, ip: string, now: Date) {
  const since = new Date(now.getTime() - WINDOW_MS);
  const rows = await db
    .select({ kind: loginFailures.kind, n: count(), oldest: min(loginFailures.at) })
    .from(loginFailures)
    .where(
      and(
        gt(loginFailures.at, since),
        or(
          and(eq(loginFailures.kind, 'account'), eq(loginFailures.key, accountKey(email))),
          and(eq(loginFailures.kind, 'ip'), eq(loginFailures.key, ip)),
        ),
      ),
    )
    .groupBy(loginFailures.kind);
  return rows;
}

/**
 * Refuses a sign-in while the account (10 failures in 15 min) or the client address (50) is
 * throttled: 429 with Retry-After, before the password is even checked.
 */
export async function assertLoginAllowed(db: Db, email: string, ip: string) {
  const now = new Date();
  for (const row of await failureCounts(db, email, ip, now)) {
    if (row.n >= LIMITS[row.kind] && row.oldest) {
      const oldest = new Date(row.oldest);
      throw rateLimited((oldest.getTime() + WINDOW_MS - now.getTime()) / 1000);
    }
  }
}

/** Records a failure; answers true when this one locked the account. */
export async function recordLoginFailure(db: Db, email: string, ip: string) {
  const now = new Date();
  await db.insert(loginFailures).values([
    { kind: 'account', key: accountKey(email), at: now },
    { kind: 'ip', key: ip, at: now },
  ]);
  // Old rows are no longer counted; drop this key's so the table stays small.
  await db
    .delete(loginFailures)
    .where(
      and(
        lt(loginFailures.at, new Date(now.getTime() - WINDOW_MS)),
        or(eq(loginFailures.key, accountKey(email)), eq(loginFailures.key, ip)),
      ),
    );
  const account = (await failureCounts(db, email, ip, now)).find((r) => r.kind === 'account');
  return account?.n === LIMITS.account;
}

/** A successful sign-in or a new password clears the account's failures (not the address's). */
export async function clearAccountFailures(db: Db, email: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.kind, 'account'), eq(loginFailures.key, accountKey(email))));
}
