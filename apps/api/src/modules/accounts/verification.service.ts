import { ACCOUNT_LIMITS } from '@recolecta/shared/accounts';
import type { Locale } from '@recolecta/shared/locales';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertUserAct } from '../../lib/audit-log.ts';
import { rateLimited, waitSeconds } from '../../lib/rate-limit.ts';
import {
  activateUser,
  findUserByEmail,
  findUserProfile,
  lockUser,
  type UserRow,
} from '../auth/auth.repository.ts';
import { issueSessionToken } from '../auth/auth.service.ts';
import { takeCodeRequestTurn } from '../auth/throttle.ts';
import { takeCompanyStep } from '../companies/company-steps.ts';
import { queueMail } from '../mail/outbox.ts';
import type { AccountDeps, CallMeta } from './account-deps.ts';
import { verificationCodeMail } from './accounts.mail.ts';
import {
  codeTimesSince,
  consumeCode,
  insertCode,
  latestCode,
  supersedeCodes,
  takeAttempt,
} from './accounts.repository.ts';
import { hashCode, newCode, sameHash } from './secrets.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const CODE_TTL_MS = ACCOUNT_LIMITS.codeTtlMinutes * MINUTE;
const MAX_ATTEMPTS = ACCOUNT_LIMITS.codeMaxAttempts;

const codeError = (code: 'CODE_INVALID' | 'CODE_EXPIRED' | 'CODE_ATTEMPTS_EXCEEDED') =>
  new AppError(code, { details: [{ path: 'code', message: code }] });

/**
 * E-mails a new 6-digit code, replacing the previous one. At most one a minute and five an hour per
 * user (429 with Retry-After); only the code's HMAC is stored.
 */
export async function sendVerificationCode(
  deps: AccountDeps,
  user: { id: string; email: string; name: string; locale: Locale },
) {
  await deps.db.transaction((tx) => issueVerificationCode(tx, deps, user));
}

/**
 * `sendVerificationCode` inside the caller's transaction: a sign-up writes its owner's first code in
 * the transaction that creates the owner, so a second sign-up with the same address, racing it, finds
 * the code already there (and is held to the resend limits) rather than taking the new owner's turn.
 */
export async function issueVerificationCode(
  tx: Db,
  deps: AccountDeps,
  user: { id: string; email: string; name: string; locale: Locale },
) {
  const now = new Date();
  const code = newCode();
  // null: codes are issued by the system (sign-up, resend), before anyone is signed in.
  await lockUser(tx, null, user.id);
  const times = await codeTimesSince(tx, user.id, new Date(now.getTime() - HOUR));
  const wait = waitSeconds(times, now, {
    minGapMs: ACCOUNT_LIMITS.codeResendIntervalSeconds * 1000,
    perWindow: ACCOUNT_LIMITS.codesPerHour,
    windowMs: HOUR,
  });
  if (wait > 0) throw rateLimited(wait);
  await supersedeCodes(tx, user.id, now);
  await insertCode(tx, {
    userId: user.id,
    purpose: 'verify_email',
    codeHash: hashCode(deps.codeKey, user.id, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  await queueMail(tx, {
    to: user.email,
    mail: verificationCodeMail(user.locale, {
      name: user.name,
      code,
      minutes: ACCOUNT_LIMITS.codeTtlMinutes,
    }),
  });
}

/**
 * `POST /auth/otp/resend`: the same answer whether or not the address waits for a code, 429
 * included. The resend limits (one a minute, five an hour) are counted per address as typed, over
 * sign-ups and resend requests, whatever the address's account (`noteCodeRequest`); the account's
 * own code limits still hold behind them, silently.
 */
export async function resendVerificationCode(deps: AccountDeps, email: string, now = new Date()) {
  await takeCodeRequestTurn(deps.db, email, now);
  // null: a resend is asked for before anyone is signed in.
  const user = await findUserByEmail(deps.db, null, email);
  if (user?.status !== 'unverified' || user.archivedAt) return;
  await sendVerificationCode(deps, user).catch((error: unknown) => {
    if (!(error instanceof AppError && error.code === 'RATE_LIMITED')) throw error;
  });
}

/**
 * The e-mail address is proven (a code, a reset link, an invitation), in the caller's transaction:
 * the user becomes active, and a company still waiting for its owner's verification moves on to
 * payment through its lifecycle's system transition `verify`, taken by that user (transition row and
 * audit row with it).
 */
export async function markEmailVerified(tx: Db, user: Pick<UserRow, 'id' | 'companyId'>, ip: string | null) {
  // null: the proof (a code or a link) comes before any sign-in; the system activates the user.
  await activateUser(tx, null, user.id);
  if (user.companyId) await takeCompanyStep(tx, user.companyId, 'verify', { actorId: user.id, ip });
}

/**
 * `POST /auth/otp`: checks the code (10 minutes, 5 tries), verifies the address, moves a signing-up
 * company on to payment, and signs the user in. The try is spent on its own, whatever follows; the
 * rest (code used, user active, company moved on, audit rows, session) is one transaction.
 */
export async function verifyEmailCode(
  deps: AccountDeps,
  input: { email: string; code: string },
  meta: CallMeta,
) {
  const { db } = deps;
  const now = new Date();
  // null here and below: a code is checked before anyone is signed in.
  const user = await findUserByEmail(db, null, input.email);
  if (user?.status !== 'unverified' || user.archivedAt) throw codeError('CODE_INVALID');
  const row = await latestCode(db, user.id);
  if (!row) throw codeError('CODE_INVALID');
  if (row.consumedAt)
    throw codeError(row.attempts >= MAX_ATTEMPTS ? 'CODE_ATTEMPTS_EXCEEDED' : 'CODE_INVALID');
  if (row.expiresAt <= now) throw codeError('CODE_EXPIRED');
  const spent = await takeAttempt(db, row.id, MAX_ATTEMPTS);
  if (spent === null) throw codeError('CODE_ATTEMPTS_EXCEEDED');
  if (!sameHash(row.codeHash, hashCode(deps.codeKey, user.id, input.code))) {
    if (spent < MAX_ATTEMPTS) throw codeError('CODE_INVALID');
    // The last try failed: the code is dead, a new one must be asked for.
    await db.transaction(async (tx) => {
      await consumeCode(tx, row.id, now);
      await insertUserAct(tx, user, 'auth.code_locked', { ip: meta.ip });
    });
    throw codeError('CODE_ATTEMPTS_EXCEEDED');
  }
  return db.transaction(async (tx) => {
    if (!(await consumeCode(tx, row.id, now))) throw codeError('CODE_INVALID');
    await markEmailVerified(tx, user, meta.ip);
    await insertUserAct(tx, user, 'auth.email_verified', { ip: meta.ip });
    const profile = await findUserProfile(tx, null, user.id);
    return issueSessionToken(
      tx,
      deps.tokens,
      { id: user.id, roleKey: profile?.role.key ?? null, companyId: user.companyId },
      'session',
      meta,
    );
  });
}
