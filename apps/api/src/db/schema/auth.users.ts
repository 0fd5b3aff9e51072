import type { userStatuses } from '@recolecta/shared/auth';
import type { Locale } from '@recolecta/shared/locales';
import type { Preferences } from '@recolecta/shared/preferences';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { archivedAt, baseColumns } from './common.ts';
import { companies } from './companies.ts';
import { roles } from './roles.ts';

export const users = pgTable(
  'users',
  {
    ...baseColumns(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    phone: text('phone'),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    companyId: uuid('company_id').references(() => companies.id),
    locale: text('locale').$type<Locale>().notNull().default('es'),
    status: text('status').$type<(typeof userStatuses)[number]>().notNull().default('active'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    preferences: jsonb('preferences').$type<Partial<Preferences>>().notNull().default({}),
    /** Set when the user is deleted: the row stays for the audit trail, the account is closed. */
    archivedAt: archivedAt(),
    /**
     * A company's invitation to an address that has an account elsewhere (docs/decisions/0006): the
     * company sees an invited user like any other, but the row is not an account. It never holds the
     * address (lookups by e-mail skip it), a password, a link or a session, so it cannot be accepted.
     */
    heldElsewhere: boolean('held_elsewhere').notNull().default(false),
  },
  (t) => [
    // One account per address; pending invitations to a held address do not count.
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`).where(sql`not ${t.heldElsewhere}`),
    // A company invites a held address once, as it does any other.
    uniqueIndex('users_held_email_key')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.heldElsewhere}`),
    check(
      'users_held_pending_check',
      sql`not ${t.heldElsewhere} or (${t.passwordHash} is null and ${t.lastLoginAt} is null and ${t.companyId} is not null and ${t.status} in ('invited', 'disabled'))`,
    ),
    index('users_company_idx').on(t.companyId),
    index('users_role_idx').on(t.roleId),
  ],
);
