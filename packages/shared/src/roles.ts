import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from './pagination.ts';
import { ALL_PERMISSIONS, type Permission } from './permissions.ts';
import { archivedFilterSchema, recordMetaSchema, versionSchema } from './resource.ts';

export const permissionSchema = z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]]);

export const roleSchema = z.object({
  ...recordMetaSchema,
  /** `admin` or `owner` for the system roles, null for custom roles. */
  key: z.string().nullable(),
  name: z.string(),
  scope: z.enum(['operator', 'company']),
  companyId: z.uuid().nullable(),
  permissions: z.array(z.string()),
  isSystem: z.boolean(),
  /** Users holding the role (archived users left out). */
  userCount: z.number().int(),
});
export type Role = z.infer<typeof roleSchema>;

export const ROLE_SORT_FIELDS = ['name', 'createdAt', 'updatedAt'] as const;

export const roleListQuerySchema = listQuerySchema(ROLE_SORT_FIELDS).extend({
  scope: z.enum(['operator', 'company']).optional(),
  /** Operator staff only. */
  companyId: z.uuid().optional(),
  archived: archivedFilterSchema,
});
export type RoleListQuery = z.input<typeof roleListQuerySchema>;
export const roleListResponseSchema = listResponseSchema(roleSchema);

const permissionsField = z
  .array(permissionSchema)
  .max(ALL_PERMISSIONS.length)
  .transform((list) => [...new Set(list)].sort());

/**
 * A custom role lives in its creator's catalog (the operator's, or one company's) and holds a subset
 * of its creator's permissions valid for that scope (docs/product.md §1).
 */
export const roleCreateSchema = z.object({
  name: z.string().trim().min(2).max(80),
  permissions: permissionsField,
});
export type RoleCreate = z.input<typeof roleCreateSchema>;

export const roleUpdateSchema = z
  .strictObject({ name: z.string().trim().min(2).max(80), permissions: permissionsField })
  .partial()
  .extend(versionSchema.shape);
export type RoleUpdate = z.input<typeof roleUpdateSchema>;
