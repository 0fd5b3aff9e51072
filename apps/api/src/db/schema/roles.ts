import type { RoleScope } from '@recolecta/shared/permissions';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { archivedAt, baseColumns } from './common.ts';
import { companies } from './companies.ts';

export const roles = pgTable(
  'roles',
  {
    ...baseColumns(),
    /** Set for the system roles (`admin`, `owner`), null for custom roles. */
    key: text('key'),
    name: text('name').notNull(),
    scope: text('scope').$type<RoleScope>().notNull(),
    companyId: uuid('company_id').references(() => companies.id),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    isSystem: boolean('is_system').notNull().default(false),
    archivedAt: archivedAt(),
  },
  (t) => [
    uniqueIndex('roles_system_key').on(t.key).where(sql`${t.key} is not null`),
    index('roles_company_idx').on(t.companyId),
    // One name per catalog: the operator's, or one company's.
    uniqueIndex('roles_name_key')
      .on(
        t.scope,
        sql`coalesce(${t.companyId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        sql`lower(${t.name})`,
      )
      .where(sql`${t.archivedAt} is null`),
  ],
);
