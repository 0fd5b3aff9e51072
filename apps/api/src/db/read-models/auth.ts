import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from '../schema/auth.users.ts';

/**
 * What the auth module publishes of its users table for others to join (docs/architecture.md, "Every
 * table has one owner"). Each read model is a named subquery of a few columns that the planner
 * flattens into the reader's query, so a join through it costs what a join on the table did.
 */
const qb = new QueryBuilder();

/** Who acted, for every history (audit log, transitions, moves): the address, the name and the user's company. */
export const actors = qb
  .select({ id: users.id, email: users.email, name: users.name, companyId: users.companyId })
  .from(users)
  .as('actors');

/** Who holds which role, in which company: the count of a role's holders. */
export const userRoles = qb
  .select({ id: users.id, roleId: users.roleId, companyId: users.companyId, archivedAt: users.archivedAt })
  .from(users)
  .as('user_roles');

/** How to reach a user: address, name and language, with their role, company and standing. */
export const userContacts = qb
  .select({
    id: users.id,
    email: users.email,
    name: users.name,
    locale: users.locale,
    roleId: users.roleId,
    companyId: users.companyId,
    status: users.status,
    archivedAt: users.archivedAt,
  })
  .from(users)
  .as('user_contacts');
