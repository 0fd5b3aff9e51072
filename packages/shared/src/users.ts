import { z } from 'zod';
import { personNameSchema, phoneSchema } from './accounts.ts';
import { companyStatuses, emailSchema, userStatuses } from './auth.ts';
import { LOCALES } from './locales.ts';
import { listQuerySchema, listResponseSchema } from './pagination.ts';
import { preferencesSchema } from './preferences.ts';
import { archivedFilterSchema, recordMetaSchema, versionSchema } from './resource.ts';

export const userSchema = z.object({
  ...recordMetaSchema,
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  locale: z.enum(LOCALES),
  status: z.enum(userStatuses),
  role: z.object({
    id: z.uuid(),
    key: z.string().nullable(),
    name: z.string(),
    scope: z.enum(['operator', 'company']),
  }),
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
  lastLoginAt: z.iso.datetime({ offset: true }).nullable(),
});
export type User = z.infer<typeof userSchema>;

/** The signed-in user (`GET /auth/me`): the user's own fields, with what the session gives them. */
export const meSchema = userSchema
  .pick({
    id: true,
    email: true,
    name: true,
    phone: true,
    locale: true,
    status: true,
    role: true,
    lastLoginAt: true,
  })
  .extend({
    permissions: z.array(z.string()),
    company: z.object({ id: z.uuid(), name: z.string(), status: z.enum(companyStatuses) }).nullable(),
    preferences: preferencesSchema,
    /** The organisation's time zone (IANA): every time the web shows or takes is in it. */
    timeZone: z.string(),
  });
export type Me = z.infer<typeof meSchema>;
export const meResponseSchema = z.object({ data: meSchema });

export const USER_SORT_FIELDS = ['name', 'email', 'status', 'createdAt', 'updatedAt', 'lastLoginAt'] as const;

export const userListQuerySchema = listQuerySchema(USER_SORT_FIELDS).extend({
  status: z.enum(userStatuses).optional(),
  roleId: z.uuid().optional(),
  /** Operator staff only (a company user always sees their own company). */
  companyId: z.uuid().optional(),
  /** `operator`: staff without a company; `company`: users of client companies. */
  scope: z.enum(['operator', 'company']).optional(),
  archived: archivedFilterSchema,
});
export type UserListQuery = z.input<typeof userListQuerySchema>;
export const userListResponseSchema = listResponseSchema(userSchema);

/**
 * Adding a user invites them: status `invited`, and an e-mail with a link to set a first password.
 * The user joins the creator's company (none for operator staff).
 */
export const userCreateSchema = z.object({
  email: emailSchema,
  name: personNameSchema,
  phone: phoneSchema.nullish().transform((v) => v ?? null),
  roleId: z.uuid(),
  locale: z.enum(LOCALES).optional(),
});
export type UserCreate = z.input<typeof userCreateSchema>;

export const userUpdateSchema = z
  .strictObject({
    name: personNameSchema,
    phone: phoneSchema.nullable(),
    roleId: z.uuid(),
    /** Only `active` ⇄ `disabled`; invited and unverified users finish their own step first. */
    status: z.enum(['active', 'disabled']),
    locale: z.enum(LOCALES),
  })
  .partial()
  .extend(versionSchema.shape);
export type UserUpdate = z.input<typeof userUpdateSchema>;
