import { ACCOUNT_LIMITS } from '@recolecta/shared/accounts';
import { and, count, desc, eq, gt, inArray, lt, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/auth.ts';
import { rateLimited, waitSeconds } from '../../lib/rate-limit.ts';

const HOUR_MS = 3_600_000;

/**
 * Failed sign-ins are counted per (address typed, client address) pair over the last day, and per
 * client address over the last hour. Below a key's free allowance nothing waits; from it on, the next
 * attempt waits after that key's latest failure one second, doubled by each further failure, up to
 * the key's cap. Guessing one account from one address thus settles at one try in 15 minutes, and
 * one address trying many accounts at one a minute. No key is the account alone, so failures from
 * elsewhere never hold the right password back from an address that has not failed (docs/product.md §2).
 */
export const LOGIN_DELAY = {
  pair: {
    free: ACCOUNT_LIMITS.loginFreeFailuresPerPair,
    capSeconds: ACCOUNT_LIMITS.loginMaxDelayPerPairSeconds,
    windowMs: ACCOUNT_LIMITS.loginPairWindowMinutes * 60_000,
  },
  ip: {
    free: ACCOUNT_LIMITS.loginFreeFailuresPerIp,
    capSeconds: ACCOUNT_LIMITS.loginMaxDelayPerIpSeconds,
    windowMs: ACCOUNT_LIMITS.loginIpWindowMinutes * 60_000,
  },
} as const;

type Kind = keyof typeof LOGIN_DELAY;

/** Seconds a key makes the next attempt wait after its latest failure, given its failures in the window. */
export function loginDelaySeconds(kind: Kind, failures: number) {
  const { free, capSeconds } = LOGIN_DELAY[kind];
  if (failures < free) return 0;
  return Math.min(2 ** Math.min(failures - free, 30), capSeconds);
}

const since = (now: Date, kind: Kind) => new Date(now.getTime() - LOGIN_DELAY[kind].windowMs);

/** The address as typed (lower-cased), known or not: unknown ones are throttled alike. */
const accountKey = (email: string) => email.trim().toLowerCase();
/** A pair's key starts with the address typed, so a new password can clear every pair of an account. */
const pairKey = (email: string, ip: string) => `${accountKey(email)} ${ip}`;

export interface LoginAttempt {
  /** The password was wrong (or the account cannot sign in): the attempt stays counted. */
  failed(): Promise<{ delayStarted: boolean }>;
  /** The password was right: the pair's failures are forgotten, and this attempt is not one. */
  succeeded(): Promise<void>;
}

/**
 * Opens a sign-in attempt, or refuses it with 429 and Retry-After while its pair or its client
 * address must still wait. The attempt is written before the password is checked and counted
 * against the rows written before it, so attempts sent at once cannot all pass one check.
 */
export async function beginLoginAttempt(
  db: Db,
  email: string,
  ip: string,
  now = new Date(),
): Promise<LoginAttempt> {
  const keys = { pair: pairKey(email, ip), ip } as const;
  const mine = await db
    .insert(loginFailures)
    .values([
      { kind: 'pair', key: keys.pair, at: now },
      { kind: 'ip', key: keys.ip, at: now },
    ])
    .returning({ id: loginFailures.id });
  const ids = mine.map((r) => r.id);
  const firstId = Math.min(...ids);
  /** This attempt's pair and client address rows inside their windows (`gt`) or past them (`lt`). */
  const windowed = (compare: typeof gt | typeof lt) =>
    or(
      ...(['pair', 'ip'] as const).map((kind) =>
        and(
          eq(loginFailures.kind, kind),
          eq(loginFailures.key, keys[kind]),
          compare(loginFailures.at, since(now, kind)),
        ),
      ),
    );
  const before = await db
    .select({ kind: loginFailures.kind, n: count(), latest: max(loginFailures.at) })
    .from(loginFailures)
    .where(and(lt(loginFailures.id, firstId), windowed(gt)))
    .groupBy(loginFailures.kind);
  const failuresBefore = (kind: Kind) => before.find((r) => r.kind === kind)?.n ?? 0;
  let waitMs = 0;
  for (const row of before) {
    if (!row.latest || (row.kind !== 'pair' && row.kind !== 'ip')) continue;
    const delay = loginDelaySeconds(row.kind, row.n) * 1000;
    waitMs = Math.max(waitMs, new Date(row.latest).getTime() + delay - now.getTime());
  }
  const forget = () => db.delete(loginFailures).where(inArray(loginFailures.id, ids));
  if (waitMs > 0) {
    // A refused attempt checks nothing, so it is not a failure.
    await forget();
    throw rateLimited(waitMs / 1000);
  }
  return {
    async failed() {
      // Rows past their window are no longer counted; drop these keys' so the table stays small.
      await db.delete(loginFailures).where(windowed(lt));
      return { delayStarted: failuresBefore('pair') + 1 === LOGIN_DELAY.pair.free };
    },
    async succeeded() {
      await forget();
      await db
        .delete(loginFailures)
        .where(and(eq(loginFailures.kind, 'pair'), eq(loginFailures.key, keys.pair)));
    },
  };
}

/** A new password clears the account's failures from every address (not the addresses' own counts). */
export async function clearAccountFailures(db: Db, email: string) {
  await db
    .delete(loginFailures)
    .where(
      and(eq(loginFailures.kind, 'pair'), sql`starts_with(${loginFailures.key}, ${`${accountKey(email)} `})`),
    );
}

const codeKey = accountKey;

/** A sign-up asked for a code to be sent to `email` (whatever became of it): counted by the resend limit. */
export async function noteCodeRequest(db: Db, email: string, now = new Date()) {
  await db.insert(loginFailures).values({ kind: 'code', key: codeKey(email), at: now });
}

/**
 * A resend request's turn: at most one a minute and five an hour per address as typed, counting
 * sign-ups too (`noteCodeRequest`), or 429 with Retry-After. The row is written before the count, as
 * for sign-ins, and taken back when refused.
 */
export async function takeCodeRequestTurn(db: Db, email: string, now = new Date()) {
  const [mine] = await db
    .insert(loginFailures)
    .values({ kind: 'code', key: codeKey(email), at: now })
    .returning({ id: loginFailures.id });
  const earlier = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.kind, 'code'),
        eq(loginFailures.key, codeKey(email)),
        lt(loginFailures.id, mine!.id),
        gt(loginFailures.at, new Date(now.getTime() - HOUR_MS)),
      ),
    )
    .orderBy(desc(loginFailures.at));
  const wait = waitSeconds(
    earlier.map((r) => new Date(r.at)),
    now,
    {
      minGapMs: ACCOUNT_LIMITS.codeResendIntervalSeconds * 1000,
      perWindow: ACCOUNT_LIMITS.codesPerHour,
      windowMs: HOUR_MS,
    },
  );
  if (wait > 0) {
    await db.delete(loginFailures).where(eq(loginFailures.id, mine!.id));
    throw rateLimited(wait);
  }
  await db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.kind, 'code'),
        eq(loginFailures.key, codeKey(email)),
        lt(loginFailures.at, new Date(now.getTime() - HOUR_MS)),
      ),
    );
}
