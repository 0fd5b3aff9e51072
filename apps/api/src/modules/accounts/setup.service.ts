import { randomBytes } from 'node:crypto';
import type { SetupBody } from '@recolecta/shared/accounts';
import type { Db } from '../../db/client.ts';
import { isEmpty } from '../../db/system-data.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAudit } from '../../lib/audit-log.ts';
import { createAdmin } from '../auth/admin.service.ts';
import { touchLastLogin } from '../auth/auth.repository.ts';
import { issueSessionToken } from '../auth/auth.service.ts';
import { beginLoginAttempt } from '../auth/throttle.ts';
import type { AccountDeps, CallMeta } from './account-deps.ts';
import { insertSetupCode, setupCodeAlive, spendSetupCodes } from './accounts.repository.ts';
import { hashLinkToken } from './secrets.ts';

/** How long a printed set-up code works; a restart prints a new one. */
export const SETUP_CODE_HOURS = 24;
/** The throttle's key for set-up guesses: beside the client address, as a sign-in's address typed. */
const SETUP_THROTTLE_KEY = 'setup-code';
/** Crockford's base32: no I, L, O or U, so a code read off a terminal is typed right. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 20 characters of base32 (100 random bits), in groups of five. */
function newSetupCode() {
  const chars = [...randomBytes(20)].map((byte) => ALPHABET[byte % 32]).join('');
  return chars.match(/.{5}/g)!.join('-');
}

/** A code as typed: case, spaces and dashes do not matter. */
const hashSetupCode = (code: string) => hashLinkToken(code.toUpperCase().replace(/[\s-]/g, ''));

/**
 * At start: a one-time code for the first admin when the install has no user yet (else none). Only its
 * hash is kept; the caller prints the code.
 */
export async function issueSetupCode(db: Db, now = new Date()) {
  if (!(await isEmpty(db))) return null;
  const code = newSetupCode();
  const expiresAt = new Date(now.getTime() + SETUP_CODE_HOURS * 3_600_000);
  await insertSetupCode(db, { codeHash: hashSetupCode(code), expiresAt }, now);
  return { code, expiresAt };
}

/** `GET /auth/setup`: whether the install still waits for its first admin. */
export async function setupNeeded(db: Db) {
  return isEmpty(db);
}

/**
 * `POST /auth/setup`: the first admin, from the code the server printed, speaking the language the page
 * was used in; answers a session token.
 * Once any user exists it is refused (409 `SETUP_DONE`) before anything is written. A wrong or
 * expired code is 422 `SETUP_CODE_INVALID`, and guesses are throttled as sign-ins are (per client
 * address, 429 with Retry-After).
 */
export async function completeSetup(deps: AccountDeps, input: SetupBody & { email: string }, meta: CallMeta) {
  const { db } = deps;
  if (!(await isEmpty(db))) throw new AppError('SETUP_DONE');
  const now = new Date();
  const codeHash = hashSetupCode(input.code);
  const attempt = await beginLoginAttempt(db, SETUP_THROTTLE_KEY, meta.ip, now);
  if (!(await setupCodeAlive(db, codeHash, now))) {
    await attempt.failed();
    await insertAudit(db, {
      actorId: null,
      companyId: null,
      action: 'auth.setup_failed',
      entity: 'user',
      entityId: null,
      after: { email: input.email },
      ip: meta.ip,
    });
    throw invalidCode();
  }
  await attempt.succeeded();
  // The admin, the spent codes, the session and their audit rows commit together.
  return db.transaction(async (tx) => {
    if (!(await setupCodeAlive(tx, codeHash, now, true))) throw invalidCode();
    if (!(await isEmpty(tx))) throw new AppError('SETUP_DONE');
    await spendSetupCodes(tx);
    const user = await createAdmin(tx, {
      email: input.email,
      name: input.name,
      password: input.password,
      locale: meta.locale,
    });
    await insertAudit(tx, {
      actorId: user.id,
      companyId: null,
      action: 'user.setup',
      entity: 'user',
      entityId: user.id,
      after: { email: user.email, name: input.name, role: 'admin' },
      ip: meta.ip,
    });
    const token = await issueSessionToken(
      tx,
      deps.tokens,
      { id: user.id, roleKey: 'admin', companyId: null },
      'session',
      meta,
    );
    await touchLastLogin(tx, null, user.id);
    return token;
  });
}

const invalidCode = () =>
  new AppError('SETUP_CODE_INVALID', { details: [{ path: 'code', message: 'SETUP_CODE_INVALID' }] });
