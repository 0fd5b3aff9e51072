import type { registerBodySchema } from '@recolecta/shared/accounts';
import type { z } from 'zod';
import { companies, users } from '../../db/schema/index.ts';
import { findSystemRoleId } from '../../db/seed.ts';
import { AppError } from '../../lib/app-error.ts';
import { pgError } from '../../lib/db-errors.ts';
import { insertAudit } from '../audit/audit.repository.ts';
import { findUserByEmail } from '../auth/auth.repository.ts';
import { issueSessionToken } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { AccountDeps, CallMeta } from './accounts.plugin.ts';
import { findCompanyByRfc } from './accounts.repository.ts';
import { sendVerificationCode } from './verification.service.ts';

type RegisterInput = z.output<typeof registerBodySchema>;

export const emailTaken = () =>
  new AppError('EMAIL_TAKEN', { details: [{ path: 'email', message: 'EMAIL_TAKEN' }] });
const rfcTaken = () => new AppError('RFC_TAKEN', { details: [{ path: 'rfc', message: 'RFC_TAKEN' }] });

/** The database decides between two concurrent sign-ups with one address or one RFC. */
function mapConflict(error: unknown): never {
  const pg = pgError(error);
  if (pg?.code === '23505' && pg.constraint === 'users_email_key') throw emailTaken();
  if (pg?.code === '23505' && pg.constraint === 'companies_rfc_key') throw rfcTaken();
  throw error;
}

/**
 * `POST /auth/user`: a client company (pending verification) and its owner (unverified) are
 * created, a code is e-mailed, and a sign-up token is answered that only reaches onboarding routes.
 */
export async function registerCompany(deps: AccountDeps, input: RegisterInput, meta: CallMeta) {
  const { db } = deps;
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  if (await findCompanyByRfc(db, input.rfc)) throw rfcTaken();
  const passwordHash = await hashPassword(input.password);
  const ownerRoleId = await findSystemRoleId(db, 'owner');
  const created = await db
    .transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({
          legalName: input.companyName,
          rfc: input.rfc,
          contactName: input.name,
          email: input.email,
          phone: input.phone,
          plan: input.plan,
          status: 'pending_verification',
        })
        .returning({ id: companies.id });
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          name: input.name,
          phone: input.phone,
          roleId: ownerRoleId!,
          companyId: company!.id,
          passwordHash,
          status: 'unverified',
          locale: input.locale,
          preferences: { locale: input.locale },
        })
        .returning();
      return { companyId: company!.id, user: user! };
    })
    .catch(mapConflict);
  const { user, companyId } = created;
  await insertAudit(db, {
    actorId: user.id,
    companyId,
    action: 'auth.signup',
    entity: 'company',
    entityId: companyId,
    after: { plan: input.plan, legalName: input.companyName, rfc: input.rfc, email: input.email },
    ip: meta.ip,
  });
  await sendVerificationCode(deps, user);
  const accessToken = await issueSessionToken(
    db,
    deps.tokens,
    { id: user.id, roleKey: 'owner', companyId },
    'signup',
    meta,
  );
  return { id: user.id, access_token: accessToken };
}
