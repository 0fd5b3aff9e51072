import { AppError } from '../../lib/app-error.ts';
import { insertUserAct } from '../../lib/audit-log.ts';
import { findUserByEmail, findUserProfile, touchLastLogin } from '../auth/auth.repository.ts';
import { issueSessionToken, type RequestMeta } from '../auth/auth.service.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { beginLoginAttempt, noteCodeRequest } from '../auth/throttle.ts';
import type { AccountDeps } from './account-deps.ts';
import { sendVerificationCode } from './verification.service.ts';

/**
 * Signs a user in. Unknown e-mail and wrong password give the same answer in the same time; failures
 * make the next attempt wait, per (address typed, client address) and per client address. An unverified user with the right password is
 * sent a code and answered 412.
 */
export async function login(
  deps: AccountDeps,
  input: { email: string; password: string },
  meta: RequestMeta,
) {
  const { db } = deps;
  const attempt = await beginLoginAttempt(db, input.email, meta.ip);
  // null here and below: a sign-in finds its account before anyone is signed in.
  const user = await findUserByEmail(db, null, input.email);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok || user.archivedAt || user.status === 'disabled' || user.status === 'invited') {
    const { delayStarted } = await attempt.failed();
    await insertUserAct(db, user, 'auth.login_failed', { after: { email: input.email }, ip: meta.ip });
    if (delayStarted) {
      await insertUserAct(db, user, 'auth.throttled', { after: { email: input.email }, ip: meta.ip });
    }
    throw new AppError('INVALID_CREDENTIALS');
  }
  await attempt.succeeded();
  if (user.status === 'unverified') {
    // A code goes out unless one was sent moments ago; the answer is 412 either way. It counts for the
    // resend limit as a sign-up does (only the right password gets here, so it tells nobody else).
    await noteCodeRequest(db, input.email);
    await sendVerificationCode(deps, user).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === 'RATE_LIMITED')) throw error;
    });
    throw new AppError('EMAIL_NOT_VERIFIED');
  }
  const profile = await findUserProfile(db, null, user.id);
  if (profile?.company?.status === 'suspended') throw new AppError('COMPANY_SUSPENDED');
  // The session, the time of the sign-in and its audit row commit together.
  return db.transaction(async (tx) => {
    const token = await issueSessionToken(
      tx,
      deps.tokens,
      { id: user.id, roleKey: profile?.role.key ?? null, companyId: user.companyId },
      'session',
      meta,
    );
    await touchLastLogin(tx, null, user.id);
    await insertUserAct(tx, user, 'auth.login', { ip: meta.ip });
    return token;
  });
}
