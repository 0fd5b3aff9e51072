import { setTimeout as sleep } from 'node:timers/promises';
import { ACCOUNT_LIMITS } from '@recolecta/shared/accounts';
import type { Locale } from '@recolecta/shared/locales';
import { AppError } from '../../lib/app-error.ts';
import { insertUserAct } from '../../lib/audit-log.ts';
import { findUserByEmail, lockUser, revokeOtherSessions, setPassword } from '../auth/auth.repository.ts';
import { hashPassword } from '../auth/passwords.ts';
import { clearAccountFailures } from '../auth/throttle.ts';
import type { RenderedMail } from '../mail/layout.ts';
import { queueMail } from '../mail/outbox.ts';
import type { AccountDeps, CallMeta } from './account-deps.ts';
import { invitationMail, resetLinkMail } from './accounts.mail.ts';
import {
  countLinkTokensSince,
  findLinkToken,
  insertLinkToken,
  type LinkPurpose,
  retireLinkTokens,
  useLinkToken,
} from './accounts.repository.ts';
import { hashLinkToken, newLinkToken } from './secrets.ts';
import { markEmailVerified } from './verification.service.ts';

const HOUR = 3_600_000;
const RESET_TTL_MS = ACCOUNT_LIMITS.resetLinkTtlHours * HOUR;
const INVITATION_TTL_MS = ACCOUNT_LIMITS.invitationTtlHours * HOUR;
/** Reset links a user may be sent per hour; past it, requests are answered the same and ignored. */
const RESETS_PER_HOUR = 5;
/** Recovery answers no sooner than this, so a known address does not answer measurably slower. */
const RECOVERY_FLOOR_MS = 200;

const PATHS: Record<LinkPurpose, string> = {
  reset_password: '/auth/reset-password',
  invitation: '/auth/new-password',
};

/**
 * A new single-use link, e-mailed in the same transaction: the mail goes out only if the link was
 * stored. Inside a caller's transaction (`deps.db` being it) it nests as a savepoint.
 */
async function issueLink(
  deps: AccountDeps,
  userId: string,
  purpose: LinkPurpose,
  options: {
    ttlMs: number;
    createdBy?: string | null;
    mail: (url: string) => { to: string; mail: RenderedMail };
  },
) {
  const now = new Date();
  const token = newLinkToken();
  const url = `${deps.publicUrl}${PATHS[purpose]}?token=${encodeURIComponent(token)}`;
  await deps.db.transaction(async (tx) => {
    // null: the system serialises its links per user, for a user its caller has already found.
    await lockUser(tx, null, userId);
    await retireLinkTokens(tx, userId, purpose, now);
    await insertLinkToken(tx, {
      userId,
      purpose,
      tokenHash: hashLinkToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + options.ttlMs),
      createdBy: options.createdBy ?? null,
    });
    await queueMail(tx, options.mail(url));
  });
}

/**
 * `POST /auth/initiate-reset-password`: e-mails a single-use link valid for an hour. The answer and
 * its timing are the same whether or not the address belongs to an account.
 */
export async function initiatePasswordReset(deps: AccountDeps, email: string, meta: CallMeta) {
  const started = Date.now();
  try {
    // null: a reset is asked for before anyone is signed in.
    const user = await findUserByEmail(deps.db, null, email);
    const eligible = user && !user.archivedAt && user.status !== 'disabled';
    const recent = eligible
      ? await countLinkTokensSince(deps.db, user.id, 'reset_password', new Date(started - HOUR))
      : 0;
    const send = Boolean(eligible && recent < RESETS_PER_HOUR);
    // The link, its e-mail and the request's audit row commit together.
    await deps.db.transaction(async (tx) => {
      if (send && user) {
        await issueLink({ ...deps, db: tx }, user.id, 'reset_password', {
          ttlMs: RESET_TTL_MS,
          mail: (url) => ({ to: user.email, mail: resetLinkMail(user.locale, { name: user.name, url }) }),
        });
      }
      await insertUserAct(tx, user, 'auth.reset_requested', { after: { email, sent: send }, ip: meta.ip });
    });
  } finally {
    const left = RECOVERY_FLOOR_MS - (Date.now() - started);
    if (left > 0) await sleep(left);
  }
}

/** The link behind a bearer token: unknown or used is LINK_INVALID, past its time LINK_EXPIRED. */
async function openLink(deps: AccountDeps, token: string | undefined, purpose: LinkPurpose) {
  if (!token || token.length > 200) throw new AppError('LINK_INVALID');
  const row = await findLinkToken(deps.db, hashLinkToken(token), purpose);
  if (!row || row.link.usedAt || row.user.archivedAt || row.user.status === 'disabled')
    throw new AppError('LINK_INVALID');
  if (row.link.expiresAt <= new Date()) throw new AppError('LINK_EXPIRED');
  if (purpose === 'invitation' && row.user.status !== 'invited') throw new AppError('LINK_INVALID');
  return row;
}

/**
 * Sets a password from a link: the link is spent, the address counts as verified, every existing
 * token of the user is revoked and the sign-in throttle is cleared, with the audit row, in one
 * transaction.
 */
async function setPasswordFromLink(
  deps: AccountDeps,
  token: string | undefined,
  purpose: LinkPurpose,
  password: string,
  meta: CallMeta,
) {
  const { link, user } = await openLink(deps, token, purpose);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    if (!(await useLinkToken(tx, link.id, new Date()))) throw new AppError('LINK_INVALID');
    // null: the link's token, not a signed-in caller, names the user.
    await setPassword(tx, null, user.id, passwordHash);
    await markEmailVerified(tx, user, meta.ip);
    await revokeOtherSessions(tx, user.id);
    await clearAccountFailures(tx, user.email);
    await insertUserAct(
      tx,
      user,
      purpose === 'invitation' ? 'auth.invitation_accepted' : 'auth.password_reset',
      { ip: meta.ip },
    );
  });
}

export function resetPassword(
  deps: AccountDeps,
  token: string | undefined,
  password: string,
  meta: CallMeta,
) {
  return setPasswordFromLink(deps, token, 'reset_password', password, meta);
}

export function acceptInvitation(
  deps: AccountDeps,
  token: string | undefined,
  password: string,
  meta: CallMeta,
) {
  return setPasswordFromLink(deps, token, 'invitation', password, meta);
}

/** E-mails an invitation link (72 h, single use) to a user added by an admin or an owner. */
export async function sendInvitation(
  deps: AccountDeps,
  invitee: { id: string; email: string; name: string; locale: Locale },
  from: { userId: string; name: string; organisation: string },
) {
  await issueLink(deps, invitee.id, 'invitation', {
    ttlMs: INVITATION_TTL_MS,
    createdBy: from.userId,
    mail: (url) => ({
      to: invitee.email,
      mail: invitationMail(invitee.locale, {
        name: invitee.name,
        inviter: from.name,
        organisation: from.organisation,
        url,
      }),
    }),
  });
}
