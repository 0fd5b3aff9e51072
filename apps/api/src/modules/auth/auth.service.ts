import type { mePatchSchema } from '@recolecta/shared/accounts';
import { DEFAULT_PREFERENCES, type Preferences } from '@recolecta/shared/preferences';
import type { Me } from '@recolecta/shared/users';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertUserAct } from '../../lib/audit-log.ts';
import { companyScope, type Principal } from '../../lib/principal.ts';
import { organisationTimeZone } from '../settings/settings.service.ts';
import {
  findUserProfile,
  insertSession,
  revokeOtherSessions,
  revokeSession,
  savePreferences,
  setPassword,
  type UserRow,
  updateOwnProfile,
} from './auth.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { beginLoginAttempt } from './throttle.ts';
import type { TokenService } from './tokens.ts';

type MePatchInput = z.output<typeof mePatchSchema>;

/** The signed-in user, as their own acts' audit rows name them. */
const accountOf = (principal: Principal) => ({ id: principal.userId, companyId: principal.companyId });

export interface RequestMeta {
  ip: string;
  userAgent?: string;
}

export async function issueSessionToken(
  db: Db,
  tokens: TokenService,
  user: { id: string; roleKey: string | null; companyId: string | null },
  purpose: 'session' | 'signup',
  meta: RequestMeta,
) {
  const signed = await tokens.sign({
    sub: user.id,
    role: user.roleKey ?? 'custom',
    cid: user.companyId,
    pur: purpose,
  });
  await insertSession(db, {
    id: signed.jti,
    userId: user.id,
    purpose,
    expiresAt: signed.expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300),
  });
  return signed.token;
}

/** `POST /auth/logout`: the session is revoked with its audit row, in one transaction. */
export async function logout(db: Db, principal: Principal, meta: RequestMeta) {
  await db.transaction(async (tx) => {
    await revokeSession(tx, principal.sessionId);
    await insertUserAct(tx, accountOf(principal), 'auth.logout', {
      ip: meta.ip,
    });
  });
}

/**
 * The signed-in user as the web shows it: all of it from the request's principal, no query; the
 * organisation's time zone is added by the caller.
 */
export function meOf(principal: Principal): Omit<Me, 'timeZone'> {
  const { profile } = principal;
  return {
    id: principal.userId,
    email: principal.email,
    name: principal.name,
    phone: profile.phone,
    locale: principal.locale,
    status: profile.status,
    role: { id: principal.roleId, key: principal.roleKey, name: profile.roleName, scope: principal.scope },
    permissions: principal.permissions,
    company:
      principal.companyId && principal.companyStatus
        ? { id: principal.companyId, name: profile.companyName ?? '', status: principal.companyStatus }
        : null,
    preferences: { ...DEFAULT_PREFERENCES, locale: principal.locale, ...profile.preferences },
    lastLoginAt: profile.lastLoginAt?.toISOString() ?? null,
  };
}

export async function getMe(db: Db, principal: Principal): Promise<Me> {
  const row = await findUserProfile(db, companyScope(principal), principal.userId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  const { user, role, company } = row;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    phone: user.phone,
    locale: user.locale,
    status: user.status,
    role: { id: role.id, key: role.key, name: role.name, scope: role.scope },
    permissions: role.permissions,
    company: company
      ? { id: company.id, name: company.tradeName ?? company.legalName, status: company.status }
      : null,
    preferences: { ...DEFAULT_PREFERENCES, locale: user.locale, ...user.preferences },
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    timeZone: await organisationTimeZone(db),
  };
}

/** `PATCH /auth/me/preferences`: the signed-in user's preferences, with the audit row in one transaction. */
export async function updatePreferences(db: Db, principal: Principal, patch: Partial<Preferences>) {
  await db.transaction(async (tx) => {
    const row = await findUserProfile(tx, companyScope(principal), principal.userId);
    if (!row) throw new AppError('UNAUTHENTICATED');
    const preferences = { ...row.user.preferences, ...patch };
    await savePreferences(tx, companyScope(principal), principal.userId, {
      preferences,
      ...(patch.locale ? { locale: patch.locale } : {}),
    });
    await insertUserAct(tx, accountOf(principal), 'user.preferences_updated', {
      before: row.user.preferences,
      after: patch,
    });
  });
  return getMe(db, principal);
}

/** `PATCH /auth/me`: the signed-in user's own name, phone and language, with the audit row in one transaction. */
export async function updateMe(db: Db, principal: Principal, patch: MePatchInput) {
  await db.transaction(async (tx) => {
    const row = await findUserProfile(tx, companyScope(principal), principal.userId);
    if (!row) throw new AppError('UNAUTHENTICATED');
    const changes: Partial<Pick<UserRow, 'name' | 'phone' | 'locale' | 'preferences'>> = {};
    if (patch.name !== undefined) changes.name = patch.name;
    if (patch.phone !== undefined) changes.phone = patch.phone;
    if (patch.locale !== undefined) {
      changes.locale = patch.locale;
      changes.preferences = { ...row.user.preferences, locale: patch.locale };
    }
    if (Object.keys(changes).length === 0) return;
    await updateOwnProfile(tx, companyScope(principal), principal.userId, changes);
    await insertUserAct(tx, accountOf(principal), 'user.profile_updated', {
      before: { name: row.user.name, phone: row.user.phone, locale: row.user.locale },
      after: patch,
    });
  });
  return getMe(db, principal);
}

/**
 * `POST /auth/me/password`: needs the current password (a wrong one counts as a failed sign-in, so a
 * stolen session cannot guess it freely); every other token of the user is revoked, and the one
 * that asked stays valid (docs/product.md §2). The sign-in throttle's rows are written and cleared
 * on their own, as for a sign-in; the new password, the revocations and the audit row are one
 * transaction.
 */
export async function changePassword(
  db: Db,
  principal: Principal,
  input: { currentPassword: string; newPassword: string },
  meta: RequestMeta,
) {
  const attempt = await beginLoginAttempt(db, principal.email, meta.ip);
  const row = await findUserProfile(db, companyScope(principal), principal.userId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  if (!(await verifyPassword(row.user.passwordHash, input.currentPassword))) {
    await attempt.failed();
    throw new AppError('CURRENT_PASSWORD_WRONG', {
      details: [{ path: 'currentPassword', message: 'CURRENT_PASSWORD_WRONG' }],
    });
  }
  await attempt.succeeded();
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await setPassword(tx, companyScope(principal), principal.userId, passwordHash);
    await revokeOtherSessions(tx, principal.userId, principal.sessionId);
    await insertUserAct(tx, accountOf(principal), 'auth.password_changed', { ip: meta.ip });
  });
}
