import { randomUUID } from 'node:crypto';
import type { registerBodySchema } from '@recolecta/shared/accounts';
import type { z } from 'zod';
import { findSystemRoleId } from '../../db/system-data.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditCountSince, insertAudit } from '../../lib/audit-log.ts';
import { pgError } from '../../lib/db-errors.ts';
import { findUserByEmail, type UserRow } from '../auth/auth.repository.ts';
import { issueSessionToken } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { noteCodeRequest } from '../auth/throttle.ts';
import { insertUser } from '../auth/users.repository.ts';
import { findCompanyByRfc, insertCompany } from '../companies/companies.repository.ts';
import { queueMail } from '../mail/outbox.ts';
import type { AccountDeps, CallMeta } from './account-deps.ts';
import { rfcRegisteredMail, signupAttemptMail } from './accounts.mail.ts';
import { issueVerificationCode, sendVerificationCode } from './verification.service.ts';

type RegisterInput = z.output<typeof registerBodySchema>;

export const emailTaken = () =>
  new AppError('EMAIL_TAKEN', { details: [{ path: 'email', message: 'EMAIL_TAKEN' }] });

const HOUR = 3_600_000;
/** Notices about a taken address or RFC one mailbox receives per hour, at most; past them, silence. */
const NOTICES_PER_HOUR = 3;

/** How many times `action` was recorded for `entityId` in the last hour. */
function recentNotices(deps: AccountDeps, action: string, entityId: string) {
  return auditCountSince(deps.db, action, entityId, new Date(Date.now() - HOUR));
}

/**
 * The answer to a sign-up that created nothing (docs/decisions/0006): the same `{id, access_token}`
 * as a new sign-up, signed with the same key and claims, but for a user and company that do not
 * exist and with no session behind it, so the token opens nothing (401, as does a real sign-up token
 * until its address is verified) and no code will ever match (422 CODE_INVALID).
 */
async function placeholderAnswer(deps: AccountDeps) {
  const id = randomUUID();
  const { token } = await deps.tokens.sign({ sub: id, role: 'owner', cid: randomUUID(), pur: 'signup' });
  return { id, access_token: token };
}

/**
 * A sign-up with an address that already has an account: nothing is created and the answer is that
 * of a new sign-up. The address's owner hears of it instead: a fresh code if that account never
 * verified its address (most likely the same person, trying again), otherwise a "someone tried to
 * sign up with your address; sign in or reset your password" message.
 */
async function signupWithTakenEmail(deps: AccountDeps, user: UserRow, meta: CallMeta) {
  const action = 'auth.signup_existing_email';
  const notices = await recentNotices(deps, action, user.id);
  const notify = !user.archivedAt && notices < NOTICES_PER_HOUR;
  await deps.db.transaction(async (tx) => {
    await insertAudit(tx, {
      actorId: null,
      companyId: user.companyId,
      action,
      entity: 'user',
      entityId: user.id,
      ip: meta.ip,
    });
    if (notify && (user.status === 'active' || user.status === 'invited')) {
      await queueMail(tx, {
        to: user.email,
        mail: signupAttemptMail(user.locale, {
          name: user.name,
          loginUrl: `${deps.publicUrl}/auth/login`,
          resetUrl: `${deps.publicUrl}/auth/recovery-password`,
        }),
      });
    }
  });
  if (notify && user.status === 'unverified') {
    // At most one code a minute and five an hour, as ever; past them, nothing is sent.
    await sendVerificationCode(deps, user).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === 'RATE_LIMITED')) throw error;
    });
  }
  return placeholderAnswer(deps);
}

/**
 * A sign-up whose RFC belongs to a client company already: nothing is created, the answer is that of
 * a new sign-up, the sign-up's own address is told (without naming the account) how to get access,
 * and the attempt is in the audit log for the operator to review.
 */
async function signupWithTakenRfc(
  deps: AccountDeps,
  input: RegisterInput,
  holder: { id: string },
  meta: CallMeta,
) {
  const action = 'auth.signup_rfc_taken';
  const notices = await recentNotices(deps, action, input.email);
  await deps.db.transaction(async (tx) => {
    await insertAudit(tx, {
      actorId: null,
      companyId: null,
      action,
      entity: 'signup',
      entityId: input.email,
      after: { rfc: input.rfc, heldBy: holder.id, legalName: input.companyName, name: input.name },
      ip: meta.ip,
    });
    if (notices < NOTICES_PER_HOUR) {
      await queueMail(tx, {
        to: input.email,
        mail: rfcRegisteredMail(input.locale, {
          name: input.name,
          rfc: input.rfc,
          loginUrl: `${deps.publicUrl}/auth/login`,
        }),
      });
    }
  });
  return placeholderAnswer(deps);
}

/**
 * `POST /auth/user`: a client company (pending verification) and its owner (unverified) are
 * created, a code is e-mailed, and a sign-up token is answered that only reaches onboarding routes
 * once the address is verified. A taken address or RFC is answered the same way (decision 0006).
 */
export async function registerCompany(deps: AccountDeps, input: RegisterInput, meta: CallMeta) {
  const { db } = deps;
  // First, whatever follows: the password's hash is most of a sign-up's time, taken or not.
  const passwordHash = await hashPassword(input.password);
  // Every sign-up, taken address or not, counts towards the address's resend limit: so a resend
  // soon after answers 429 alike, and tells nothing of what became of the sign-up.
  await noteCodeRequest(db, input.email);
  // null: a sign-up is made before anyone is signed in, and an address is one account across every company.
  const existing = await findUserByEmail(db, null, input.email);
  if (existing) return signupWithTakenEmail(deps, existing, meta);
  const holder = await findCompanyByRfc(db, null, input.rfc);
  if (holder) return signupWithTakenRfc(deps, input, holder, meta);
  const ownerRoleId = await findSystemRoleId(db, 'owner');
  try {
    // The company, its owner, the code, the audit row and the sign-up session commit together.
    return await db.transaction(async (tx) => {
      const company = await insertCompany(tx, null, {
        legalName: input.companyName,
        rfc: input.rfc,
        contactName: input.name,
        email: input.email,
        phone: input.phone,
        plan: input.plan,
        status: 'pending_verification',
      });
      const user = await insertUser(tx, company.id, {
        email: input.email,
        name: input.name,
        phone: input.phone,
        roleId: ownerRoleId!,
        companyId: company.id,
        passwordHash,
        status: 'unverified',
        locale: input.locale,
        preferences: { locale: input.locale },
      });
      await issueVerificationCode(tx, deps, user);
      await insertAudit(tx, {
        actorId: user.id,
        companyId: company.id,
        action: 'auth.signup',
        entity: 'company',
        entityId: company.id,
        after: { plan: input.plan, legalName: input.companyName, rfc: input.rfc, email: input.email },
        ip: meta.ip,
      });
      const accessToken = await issueSessionToken(
        tx,
        deps.tokens,
        { id: user.id, roleKey: 'owner', companyId: company.id },
        'signup',
        meta,
      );
      return { id: user.id, access_token: accessToken };
    });
  } catch (error) {
    // Two sign-ups at once with one address or one RFC: the database decides, and the loser is
    // answered as a taken address or RFC is.
    const pg = pgError(error);
    if (pg?.code === '23505' && pg.constraint === 'users_email_key') {
      const winner = await findUserByEmail(db, null, input.email);
      if (winner) return signupWithTakenEmail(deps, winner, meta);
    }
    if (pg?.code === '23505' && pg.constraint === 'companies_rfc_key') {
      const winner = await findCompanyByRfc(db, null, input.rfc);
      if (winner) return signupWithTakenRfc(deps, input, winner, meta);
    }
    throw error;
  }
}
