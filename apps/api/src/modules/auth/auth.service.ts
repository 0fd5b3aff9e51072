import type { Me } from '@recolecta/shared/auth';
import { DEFAULT_PREFERENCES, type Preferences } from '@recolecta/shared/preferences';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAudit } from '../audit/audit.repository.ts';
import {
  findUserByEmail,
  findUserProfile,
  insertSession,
  revokeSession,
  touchLastLogin,
} from './auth.repository.ts';
import { verifyPassword } from './passwords.ts';
import type { Principal } from './principal.ts';
import type { TokenService } from './tokens.ts';

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

/** Signs a user in. Unknown e-mail and wrong password give the same answer in the same time. */
export async function login(
  db: Db,
  tokens: TokenService,
  input: { email: string; password: string },
  meta: RequestMeta,
) {
  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok || user.status === 'disabled' || user.status === 'invited') {
    await insertAudit(db, {
      actorId: user?.id ?? null,
      companyId: user?.companyId ?? null,
      action: 'auth.login_failed',
      entity: 'user',
      entityId: user?.id ?? null,
      after: { email: input.email },
      ip: meta.ip,
    });
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (user.status === 'unverified') throw new AppError('EMAIL_NOT_VERIFIED');
  const profile = await findUserProfile(db, user.id);
  const token = await issueSessionToken(
    db,
    tokens,
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
