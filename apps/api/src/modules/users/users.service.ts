import { fieldLabel, valueLabel } from '@recolecta/shared/labels';
import type { User, userCreateSchema, userListQuerySchema, userUpdateSchema } from '@recolecta/shared/users';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { auditCountSince, insertAudit } from '../../lib/audit-log.ts';
import { inTransaction, recordChange, rowOr404, type ServiceContext } from '../../lib/context.ts';
import { pgError } from '../../lib/db-errors.ts';
import type { ExportColumn } from '../../lib/export.ts';
import { listing } from '../../lib/listing.ts';
import type { Scope } from '../../lib/principal.ts';
import { withRecordMeta } from '../../lib/record-meta.ts';
import type { ResourceService } from '../../lib/resource-routes.ts';
import type { AccountDeps } from '../accounts/account-deps.ts';
import { deleteSecrets, spendLinks } from '../accounts/accounts.repository.ts';
import { sendInvitation } from '../accounts/recovery.service.ts';
import { emailTaken } from '../accounts/signup.service.ts';
import { findUserByEmail, revokeOtherSessions, type UserRow } from '../auth/auth.repository.ts';
import {
  claimAddress,
  deleteUser,
  findUser,
  insertUser,
  listUsers,
  otherActiveHolders,
  type UserFilter,
  type UserWithRole,
  updateUser,
  userBatch,
  userHasActed,
} from '../auth/users.repository.ts';
import { findCompany } from '../companies/companies.repository.ts';
import { queueMail } from '../mail/outbox.ts';
import { inActorCatalog, withinActor } from '../roles/grants.ts';
import { findRoleById } from '../roles/roles.service.ts';
import { readOrganisation } from '../settings/settings.repository.ts';
import { invitationAttemptMail } from './users.mail.ts';

type ListQuery = z.output<typeof userListQuerySchema>;
type CreateInput = z.output<typeof userCreateSchema>;
type UpdateInput = z.output<typeof userUpdateSchema>;

/** The users service needs links for invitations: `accounts` is the app's AccountDeps. */
export type UsersContext = ServiceContext & { accounts: AccountDeps };

export function toUser(row: UserWithRole): User {
  const { user, role } = row;
  return withRecordMeta(user, {
    email: user.email,
    name: user.name,
    phone: user.phone,
    locale: user.locale,
    status: user.status,
    role: { id: role.id, key: role.key, name: role.name, scope: role.scope },
    companyId: user.companyId,
    companyName: row.companyName,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  });
}

const filterOf = (query: ListQuery): UserFilter => ({
  q: query.q,
  status: query.status,
  roleId: query.roleId,
  companyId: query.companyId,
  scope: query.scope,
  archived: query.archived,
});

/** Closes every way in: sessions revoked, pending links spent (in the caller's transaction). */
async function closeAccess(db: Db, id: string) {
  await revokeOtherSessions(db, id);
  await spendLinks(db, id);
}

/**
 * Removes a user with its pending codes and links, in a savepoint: false, with nothing removed, when
 * another row still refers to the user.
 */
async function removeUser(db: Db, scope: Scope, id: string) {
  try {
    await db.transaction(async (tx) => {
      await deleteSecrets(tx, id);
      await deleteUser(tx, scope, id);
    });
    return true;
  } catch (error) {
    if (pgError(error)?.code === '23503') return false;
    throw error;
  }
}

const getRow = rowOr404(findUser);

/**
 * A user the caller may change: in the caller's own domain (staff manage staff, an owner their
 * company's users) and holding no permission the caller lacks (a lesser role cannot touch an owner).
 */
async function manageableRow(ctx: ServiceContext, id: string) {
  const row = await getRow(ctx, id);
  const sameDomain = ctx.auth.scope === 'operator' ? row.user.companyId === null : true;
  if (!sameDomain || !withinActor(ctx.auth, row.role.permissions)) throw forbidden();
  return row;
}

/** A role the caller may give: in their catalog, not archived, within their own permissions. */
async function assignableRole(ctx: ServiceContext, roleId: string) {
  const role = await findRoleById(ctx, roleId);
  if (
    !role ||
    role.archivedAt ||
    !inActorCatalog(ctx.auth, role) ||
    !withinActor(ctx.auth, role.permissions)
  ) {
    throw new AppError('ROLE_NOT_ASSIGNABLE', {
      details: [{ path: 'roleId', message: 'ROLE_NOT_ASSIGNABLE' }],
    });
  }
  return role;
}

/** The last active admin, or the last active owner of a company, stays. */
async function keepLastHolder(ctx: ServiceContext, row: UserWithRole) {
  const { user, role } = row;
  if (user.status !== 'active' || user.archivedAt) return;
  if (role.key !== 'admin' && role.key !== 'owner') return;
  const others = await otherActiveHolders(
    ctx.db,
    ctx.scope,
    role.id,
    user.id,
    role.key === 'owner' ? user.companyId : null,
  );
  if (others === 0) throw new AppError(role.key === 'admin' ? 'LAST_ADMIN' : 'LAST_OWNER');
}

function notSelf(ctx: ServiceContext, id: string) {
  if (ctx.auth.userId === id) throw new AppError('SELF_CHANGE_FORBIDDEN');
}

async function organisationOf(ctx: ServiceContext) {
  if (ctx.auth.companyId) {
    const company = await findCompany(ctx.db, ctx.scope, ctx.auth.companyId);
    return company ? (company.tradeName ?? company.legalName) : 'Recolecta';
  }
  // The name is blank until the operator gives it (a fresh install).
  return (await readOrganisation(ctx.db))?.name || 'Recolecta';
}

async function invite(
  ctx: UsersContext,
  user: { id: string; email: string; name: string; locale: User['locale'] },
) {
  await sendInvitation(ctx.accounts, user, {
    userId: ctx.auth.userId,
    name: ctx.auth.name,
    organisation: await organisationOf(ctx),
  });
}

const exportColumns = (ctx: ServiceContext): ExportColumn<UserWithRole>[] => {
  const label = (field: string) => fieldLabel('users', field, ctx.locale);
  return [
    { header: label('name'), value: (r) => r.user.name },
    { header: label('email'), value: (r) => r.user.email },
    { header: label('phone'), value: (r) => r.user.phone },
    { header: label('role'), value: (r) => r.role.name },
    { header: label('status'), value: (r) => valueLabel('userStatus', r.user.status, ctx.locale) },
    { header: label('companyName'), value: (r) => r.companyName },
    { header: label('lastLoginAt'), value: (r) => r.user.lastLoginAt?.toISOString() ?? '' },
    { header: label('createdAt'), value: (r) => r.user.createdAt.toISOString() },
  ];
};

async function archiveRow(ctx: ServiceContext, row: UserWithRole, version: number) {
  const after = await updateUser(ctx.db, ctx.scope, row.user.id, version, {
    archivedAt: row.user.archivedAt ?? new Date(),
    status: 'disabled',
  });
  await closeAccess(ctx.db, row.user.id);
  await recordUserChange(ctx, 'archive', row.user, { before: row.user, after });
}

/** Audits a change to a user, in their company's history and without their secrets. */
function recordUserChange(
  ctx: ServiceContext,
  verb: string,
  user: UserRow,
  change: { before?: UserRow; after?: UserRow },
) {
  return recordChange(ctx, {
    action: `user.${verb}`,
    entity: 'user',
    entityId: user.id,
    companyId: user.companyId,
    before: change.before && safe(change.before),
    after: change.after && safe(change.after),
  });
}

/** Users as the audit log keeps them: never the password hash, nor whether the address is held elsewhere. */
function safe(user: UserRow) {
  const { passwordHash: _hash, heldElsewhere: _held, ...rest } = user;
  return rest;
}

/**
 * A new user's address that already has an account the caller can see: operator staff see every
 * user, and a company's owner sees their own company's. Any other holder is not the caller's to know
 * of (docs/decisions/0006): see `tellHolder`.
 */
function holderVisible(ctx: ServiceContext, holderCompanyId: string | null | undefined) {
  return ctx.auth.scope === 'operator' || (!!holderCompanyId && holderCompanyId === ctx.auth.companyId);
}

/** Notices about an attempted invitation one account receives per hour, at most; past them, silence. */
const INVITE_NOTICES_PER_HOUR = 3;

/**
 * A company invited (or invites again) an address that has an account elsewhere: the invitation is
 * a pending row that is not an account (`users.heldElsewhere`), and instead of a link the address's
 * holder is told by e-mail (unless disabled or archived, and at most three times an hour). The
 * attempt is in the operator's audit log only (no company id, so no owner reads it).
 */
async function tellHolder(ctx: UsersContext, pendingId: string, holder: UserRow) {
  const action = 'user.invite_existing_email';
  const notices = await auditCountSince(ctx.db, action, holder.id, new Date(Date.now() - 3_600_000));
  await insertAudit(ctx.db, {
    actorId: ctx.auth.userId,
    companyId: null,
    action,
    entity: 'user',
    entityId: holder.id,
    after: { invitedBy: ctx.auth.companyId, pendingId },
  });
  const reachable = !holder.archivedAt && holder.status !== 'disabled';
  if (reachable && notices < INVITE_NOTICES_PER_HOUR) {
    await queueMail(ctx.db, {
      to: holder.email,
      mail: invitationAttemptMail(holder.locale, {
        name: holder.name,
        organisation: await organisationOf(ctx),
        loginUrl: `${ctx.accounts.publicUrl}/auth/login`,
      }),
    });
  }
}

/**
 * Sends an invitation: the link to the invitee, or, while the address is held elsewhere, the notice
 * to its holder. An address whose account has gone since becomes the invitation's own, and the
 * invitee gets a link at last (unless another account took the address in between).
 */
async function inviteOrTell(ctx: UsersContext, user: UserRow) {
  if (!user.heldElsewhere) return invite(ctx, user);
  // null: an address is one account across every company; whose it is, is told apart below.
  const holder = await findUserByEmail(ctx.db, null, user.email);
  if (holder) return tellHolder(ctx, user.id, holder);
  if (await claimAddress(ctx.db, ctx.scope, user.id)) await invite(ctx, user);
}

export function usersService(
  accounts: AccountDeps,
): ResourceService<User, ListQuery, CreateInput, UpdateInput, UserWithRole> {
  // The invitation is written through the change's own transaction.
  const withAccounts = (ctx: ServiceContext): UsersContext => ({
    ...ctx,
    accounts: { ...accounts, db: ctx.db },
  });
  const reload = async (ctx: ServiceContext, id: string) => toUser(await getRow(ctx, id));

  return {
    entity: 'user',

    ...listing({ filterOf, page: listUsers, batch: userBatch, toItem: toUser, exportColumns }),

    get: reload,

    async create(ctx, input) {
      const role = await assignableRole(ctx, input.roleId);
      // null: an address is one account across every company (holderVisible tells the caller what it may know).
      const holder = await findUserByEmail(ctx.db, null, input.email);
      if (holder && holderVisible(ctx, holder.companyId)) throw emailTaken();
      // Held elsewhere: the invitation is made all the same, as a row that is not an account.
      const user = await insertUser(ctx.db, ctx.scope, {
        email: input.email,
        name: input.name,
        phone: input.phone,
        roleId: role.id,
        companyId: ctx.auth.scope === 'company' ? ctx.auth.companyId : null,
        locale: input.locale ?? ctx.auth.locale,
        status: 'invited',
        passwordHash: null,
        createdBy: ctx.auth.userId,
        heldElsewhere: holder !== undefined,
      }).catch((error: unknown) => {
        const pg = pgError(error);
        // The company invited the held address already (their own user's address, as any other), or
        // another invitation or sign-up took a free address a moment ago, which only a race can tell.
        if (
          pg?.code === '23505' &&
          (pg.constraint === 'users_email_key' || pg.constraint === 'users_held_email_key')
        )
          throw emailTaken();
        throw error;
      });
      if (holder) await tellHolder(withAccounts(ctx), user.id, holder);
      else await invite(withAccounts(ctx), user);
      await recordUserChange(ctx, 'invite', user, { after: user });
      return reload(ctx, user.id);
    },

    async update(ctx, id, { version, ...changes }) {
      const row = await manageableRow(ctx, id);
      const roleChanged = changes.roleId !== undefined && changes.roleId !== row.user.roleId;
      const disabling = changes.status === 'disabled' && row.user.status !== 'disabled';
      if (roleChanged || disabling) {
        notSelf(ctx, id);
        await keepLastHolder(ctx, row);
      }
      if (roleChanged) await assignableRole(ctx, changes.roleId!);
      if (changes.status === 'active' && row.user.status !== 'active' && row.user.status !== 'disabled') {
        // Invited and unverified users become active by their own step (link or code).
        throw new AppError('INVALID_STATUS_CHANGE', {
          details: [{ path: 'status', message: 'INVALID_STATUS_CHANGE' }],
        });
      }
      if (changes.status === 'active' && row.user.archivedAt) throw new AppError('INVALID_STATUS_CHANGE');
      // Enabling someone who never set a password brings the invitation back, not a password-less account.
      const values = {
        ...changes,
        ...(changes.status === 'active' && !row.user.passwordHash ? { status: 'invited' as const } : {}),
      };
      const after = await updateUser(ctx.db, ctx.scope, id, version, values);
      if (disabling) await closeAccess(ctx.db, id);
      await recordUserChange(ctx, roleChanged ? 'role_change' : disabling ? 'disable' : 'update', row.user, {
        before: row.user,
        after,
      });
      return reload(ctx, id);
    },

    async remove(ctx, id) {
      const row = await manageableRow(ctx, id);
      notSelf(ctx, id);
      await keepLastHolder(ctx, row);
      if ((await userHasActed(ctx.db, ctx.scope, id)) || !(await removeUser(ctx.db, ctx.scope, id))) {
        await archiveRow(ctx, row, row.user.version);
        return 'archived';
      }
      await recordUserChange(ctx, 'delete', row.user, { before: row.user });
      return 'deleted';
    },

    async archive(ctx, id, version) {
      const row = await manageableRow(ctx, id);
      notSelf(ctx, id);
      await keepLastHolder(ctx, row);
      await archiveRow(ctx, row, version);
      return reload(ctx, id);
    },

    async restore(ctx, id, version) {
      const row = await manageableRow(ctx, id);
      // Back as it was before: able to sign in if it had a password, else still invited.
      const after = await updateUser(ctx.db, ctx.scope, id, version, {
        archivedAt: null,
        status: row.user.passwordHash ? 'active' : 'invited',
      });
      await recordUserChange(ctx, 'restore', row.user, { before: row.user, after });
      return reload(ctx, id);
    },
  };
}

/**
 * `POST /users/:id/invitation`: a new invitation link for a user who has not accepted yet. The link,
 * its e-mail (or the holder's notice) and the audit row are one transaction.
 */
export function resendInvitation(ctx: UsersContext, id: string) {
  return inTransaction(ctx, async (tx) => {
    const inTx: UsersContext = { ...tx, accounts: { ...ctx.accounts, db: tx.db } };
    const row = await manageableRow(inTx, id);
    if (row.user.status !== 'invited' || row.user.archivedAt) throw new AppError('INVITATION_NOT_PENDING');
    await inviteOrTell(inTx, row.user);
    await recordChange(inTx, {
      action: 'user.invite',
      entity: 'user',
      entityId: id,
      after: { resent: true },
      companyId: row.user.companyId,
    });
  });
}

/**
 * `POST /users/:id/disable` and `/enable`: operator staff holding `users:disable` close or reopen the
 * account of any client company's user (a compromised one). Disabling revokes every session and
 * spent every link of the user at once; enabling brings the user back as they were (active, or still
 * invited without a password). Unlike an owner's own change, the company's last owner may be
 * disabled: the operator can enable them again. Operator staff are managed with `PATCH` as ever.
 */
export async function setClientUserAccess(
  ctx: ServiceContext,
  id: string,
  version: number,
  access: 'disable' | 'enable',
) {
  if (ctx.auth.scope !== 'operator') throw forbidden();
  const row = await getRow(ctx, id);
  if (row.user.companyId === null) throw forbidden();
  const disabled = row.user.status === 'disabled';
  if (row.user.archivedAt || disabled === (access === 'disable')) {
    throw new AppError('INVALID_STATUS_CHANGE', {
      details: [{ path: 'status', message: 'INVALID_STATUS_CHANGE' }],
    });
  }
  const status = access === 'disable' ? 'disabled' : row.user.passwordHash ? 'active' : 'invited';
  const after = await updateUser(ctx.db, ctx.scope, id, version, { status });
  if (access === 'disable') await closeAccess(ctx.db, id);
  await recordUserChange(ctx, access, row.user, { before: row.user, after });
  return toUser(await getRow(ctx, id));
}
