import type { mePatchSchema } from '@recolecta/shared/accounts';
import type { Me } from '@recolecta/shared/auth';
import { DEFAULT_PREFERENCES, type Preferences } from '@recolecta/shared/preferences';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AccountDeps } from '../accounts/accounts.plugin.ts';
import { sendVerificationCode } from '../accounts/verification.service.ts';
import { insertAudit } from '../audit/audit.repository.ts';
import {
  findUserByEmail,
  findUserProfile,
  insertSession,
  revokeOtherSessions,
  revokeSession,
  touchLastLogin,
} from './auth.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { Principal } from './principal.ts';
import { assertLoginAllowed, clearAccountFailures, recordLoginFailure } from './throttle.ts';
import type { TokenService } from './tokens.ts';

type MePatchInput = z.output<typeof mePatchSchema>;

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

/**
 * Signs a user in. Unknown e-mail and wrong password give the same answer in the same time; failures
 * are throttled per account and per client address. An unverified user with the right password is
 * sent a code and answered 412.
 */
export async function login(
  deps: AccountDeps,
  input: { email: string; password: string },
  meta: RequestMeta,
) {
  const { db } = deps;
  await assertLoginAllowed(db, input.email, meta.ip);
  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok || user.archivedAt || user.status === 'disabled' || user.status === 'invited') {
    const locked = await recordLoginFailure(db, input.email, meta.ip);
    await insertAudit(db, {
      actorId: user?.id ?? null,
      companyId: user?.companyId ?? null,
      action: 'auth.login_failed',
      entity: 'user',
      entityId: user?.id ?? null,
      after: { email: input.email },
      ip: meta.ip,
    });
    if (locked) {
      await insertAudit(db, {
        actorId: user?.id ?? null,
        companyId: user?.companyId ?? null,
        action: 'auth.locked',
        entity: 'user',
        entityId: user?.id ?? null,
        after: { email: input.email },
        ip: meta.ip,
      });
    }
    throw new AppError('INVALID_CREDENTIALS');
  }
  await clearAccountFailures(db, input.email);
  if (user.status === 'unverified') {
    // A code goes out unless one was sent moments ago; the answer is 412 either way.
    await sendVerificationCode(deps, user).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === 'RATE_LIMITED')) throw error;
    });
    throw new AppError('EMAIL_NOT_VERIFIED');
  }
  const profile = await findUserProfile(db, user.id);
  const token = await issueSessionToken(
    db,
    deps.tokens,
    { id: user.id, roleKey: profile?.role.key ?? null, companyId: user.companyId },
    'session',
    meta,
  );
  await touchLastLogin(db, user.id);
  await insertAudit(db, {
    actorId: user.id,
    companyId: user.companyId,
    action: 'auth.login',
    entity: 'user',
    entityId: user.id,
    ip: meta.ip,
  });
  return token;
}

export async function logout(db: Db, principal: Principal, meta: RequestMeta) {
  await revokeSession(db, principal.sessionId);
  await insertAudit(db, {
    actorId: principal.userId,
    companyId: principal.companyId,
    action: 'auth.logout',
    entity: 'user',
    entityId: principal.userId,
    ip: meta.ip,
  });
}

export async function getMe(db: Db, userId: string): Promise<Me> {
  const row = await findUserProfile(db, userId);
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
  };
}

export async function updatePreferences(db: Db, principal: Principal, patch: Partial<Preferences>) {
  const row = await findUserProfile(db, principal.userId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  const preferences = { ...row.user.preferences, ...patch };
  await db
    .update(users)
    .set({ preferences, ...(patch.locale ? { locale: patch.locale } : {}), updatedAt: new Date() })
    .where(eq(users.id, principal.userId));
  return getMe(db, principal.userId);
}

/** `PATCH /auth/me`: the signed-in user's own name, phone and language. */
export async function updateMe(db: Db, principal: Principal, patch: MePatchInput) {
  const row = await findUserProfile(db, principal.userId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  const changes: Partial<typeof users.$inferInsert> = {};
  if (patch.name !== undefined) changes.name = patch.name;
  if (patch.phone !== undefined) changes.phone = patch.phone;
  if (patch.locale !== undefined) {
    changes.locale = patch.locale;
    changes.preferences = { ...row.user.preferences, locale: patch.locale };
  }
  if (Object.keys(changes).length) {
    await db
      .update(users)
      .set({ ...changes, updatedAt: new Date(), version: sql`${users.version} + 1` })
      .where(eq(users.id, principal.userId));
    await insertAudit(db, {
      actorId: principal.userId,
      companyId: principal.companyId,
      action: 'user.profile_updated',
      entity: 'user',
      entityId: principal.userId,
      before: { name: row.user.name, phone: row.user.phone, locale: row.user.locale },
      after: patch,
    });
  }
  return getMe(db, principal.userId);
}

/**
 * `POST /auth/me/password`: needs the current password (a wrong one counts as a failed sign-in, so a
 * stolen session cannot guess it freely); every other token of the user is revoked.
 */
export async function changePassword(
  db: Db,
  principal: Principal,
  input: { currentPassword: string; newPassword: string },
  meta: RequestMeta,
) {
  await assertLoginAllowed(db, principal.email, meta.ip);
  const row = await findUserProfile(db, principal.userId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  if (!(await verifyPassword(row.user.passwordHash, input.currentPassword))) {
    await recordLoginFailure(db, principal.email, meta.ip);
    throw new AppError('CURRENT_PASSWORD_WRONG', {
      details: [{ path: 'currentPassword', message: 'CURRENT_PASSWORD_WRONG' }],
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(eq(users.id, principal.userId));
  await revokeOtherSessions(db, principal.userId, principal.sessionId);
  await insertAudit(db, {
    actorId: principal.userId,
    companyId: principal.companyId,
    action: 'auth.password_changed',
    entity: 'user',
    entityId: principal.userId,
    ip: meta.ip,
  });
}
