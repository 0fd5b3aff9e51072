import { fieldLabel, valueLabel } from '@recolecta/shared/labels';
import type { Role, roleCreateSchema, roleListQuerySchema, roleUpdateSchema } from '@recolecta/shared/roles';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { roles } from '../../db/schema/roles.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { recordChange, rowOr404, type ServiceContext } from '../../lib/context.ts';
import { pgError } from '../../lib/db-errors.ts';
import type { ExportColumn } from '../../lib/export.ts';
import { listing } from '../../lib/listing.ts';
import { withRecordMeta } from '../../lib/record-meta.ts';
import type { ResourceService } from '../../lib/resource-routes.ts';
import { inActorCatalog, ungrantable, withinActor } from './grants.ts';
import {
  deleteRole,
  findRole,
  insertRole,
  listRoles,
  type RoleFilter,
  type RoleRow,
  type RoleWithCount,
  roleBatch,
  roleHolders,
  updateRole,
} from './roles.repository.ts';

type ListQuery = z.output<typeof roleListQuerySchema>;
type CreateInput = z.output<typeof roleCreateSchema>;
type UpdateInput = z.output<typeof roleUpdateSchema>;

export function toRole(row: RoleWithCount): Role {
  return withRecordMeta(row, {
    key: row.key,
    name: row.name,
    scope: row.scope,
    companyId: row.companyId,
    permissions: row.permissions,
    isSystem: row.isSystem,
    userCount: row.userCount,
  });
}

const filterOf = (query: ListQuery): RoleFilter => ({
  q: query.q,
  scope: query.scope,
  companyId: query.companyId,
  archived: query.archived,
});

function nameTaken(error: unknown): never {
  const pg = pgError(error);
  if (pg?.code === '23505' && pg.constraint === 'roles_name_key') {
    throw new AppError('ROLE_NAME_TAKEN', { details: [{ path: 'name', message: 'ROLE_NAME_TAKEN' }] });
  }
  throw error;
}

function checkGrantable(ctx: ServiceContext, scope: Role['scope'], permissions: readonly string[]) {
  if (ungrantable(ctx.auth, scope, permissions).length > 0) {
    throw new AppError('PERMISSION_NOT_GRANTABLE', {
      details: [{ path: 'permissions', message: 'PERMISSION_NOT_GRANTABLE' }],
    });
  }
}

const getRow = rowOr404(findRole);

/**
 * A role the caller may change: not a system role (never deleted nor stripped), in the caller's
 * catalog (staff see company roles but do not edit them), within the caller's own permissions.
 */
async function writableRow(ctx: ServiceContext, id: string) {
  const row = await getRow(ctx, id);
  if (row.isSystem) throw new AppError('SYSTEM_ROLE_LOCKED');
  if (!inActorCatalog(ctx.auth, row) || !withinActor(ctx.auth, row.permissions)) throw forbidden();
  return row;
}

async function reload(ctx: ServiceContext, id: string) {
  return toRole(await getRow(ctx, id));
}

const exportColumns = (ctx: ServiceContext): ExportColumn<RoleWithCount>[] => {
  const label = (field: string) => fieldLabel('roles', field, ctx.locale);
  return [
    { header: label('name'), value: (r) => r.name },
    { header: label('scope'), value: (r) => valueLabel('roleScope', r.scope, ctx.locale) },
    { header: label('isSystem'), value: (r) => valueLabel('boolean', r.isSystem, ctx.locale) },
    { header: label('userCount'), value: (r) => r.userCount },
    { header: label('permissions'), value: (r) => r.permissions.join(' ') },
    { header: label('createdAt'), value: (r) => r.createdAt.toISOString() },
  ];
};

/** Audits a change to a role, in its company's history. */
function recordRoleChange(
  ctx: ServiceContext,
  verb: string,
  role: RoleRow,
  change: { before?: RoleRow; after?: RoleRow },
) {
  return recordChange(ctx, {
    action: `role.${verb}`,
    entity: 'role',
    entityId: role.id,
    companyId: role.companyId,
    ...change,
  });
}

async function archiveChecked(ctx: ServiceContext, row: RoleWithCount, version: number) {
  if ((await roleHolders(ctx.db, ctx.scope, row.id)).active > 0) throw new AppError('ROLE_IN_USE');
  const after = await updateRole(ctx.db, ctx.scope, row.id, version, {
    archivedAt: row.archivedAt ?? new Date(),
  });
  await recordRoleChange(ctx, 'archive', row, { before: row, after });
  return reload(ctx, row.id);
}

export const rolesService: ResourceService<Role, ListQuery, CreateInput, UpdateInput, RoleWithCount> = {
  entity: 'role',

  ...listing({ filterOf, page: listRoles, batch: roleBatch, toItem: toRole, exportColumns }),

  get: reload,

  async create(ctx, input) {
    const scope = ctx.auth.scope;
    checkGrantable(ctx, scope, input.permissions);
    const row = await insertRole(ctx.db, ctx.scope, {
      name: input.name,
      scope,
      companyId: scope === 'company' ? ctx.auth.companyId : null,
      permissions: input.permissions,
      isSystem: false,
      createdBy: ctx.auth.userId,
    }).catch(nameTaken);
    await recordRoleChange(ctx, 'create', row, { after: row });
    return reload(ctx, row.id);
  },

  async update(ctx, id, { version, ...changes }) {
    const row = await getRow(ctx, id);
    if (row.isSystem) throw new AppError('SYSTEM_ROLE_LOCKED');
    if (!inActorCatalog(ctx.auth, row) || !withinActor(ctx.auth, row.permissions)) throw forbidden();
    if (changes.permissions) checkGrantable(ctx, row.scope, changes.permissions);
    const after = await updateRole(ctx.db, ctx.scope, id, version, changes).catch(nameTaken);
    await recordRoleChange(ctx, 'update', row, { before: row, after });
    return reload(ctx, id);
  },

  async remove(ctx, id) {
    const row = await writableRow(ctx, id);
    const holders = await roleHolders(ctx.db, ctx.scope, id);
    if (holders.active > 0) throw new AppError('ROLE_IN_USE');
    if (holders.all > 0) {
      await archiveChecked(ctx, row, row.version);
      return 'archived';
    }
    await deleteRole(ctx.db, ctx.scope, id);
    await recordRoleChange(ctx, 'delete', row, { before: row });
    return 'deleted';
  },

  async archive(ctx, id, version) {
    return archiveChecked(ctx, await writableRow(ctx, id), version);
  },

  async restore(ctx, id, version) {
    const row = await writableRow(ctx, id);
    const after = await updateRole(ctx.db, ctx.scope, id, version, { archivedAt: null }).catch(nameTaken);
    await recordRoleChange(ctx, 'restore', row, { before: row, after });
    return reload(ctx, id);
  },
};

/** A role by id, whatever its catalog: the users service checks whether the caller may assign it. */
export async function findRoleById(ctx: ServiceContext, id: string) {
  const [row] = await ctx.db.select().from(roles).where(eq(roles.id, id)).limit(1);
  return row;
}
