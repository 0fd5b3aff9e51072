import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from '../schema/users.ts';

/**
 * What the users module publishes of its table for others to join (docs/architecture.md, "Every
 * table has one owner"). Each read model is a named subquery of a few columns that the planner
 * flattens into the reader's query, so a join through it costs what a join on the table did.
 */
const qb = new QueryBuilder();

/** Who acted, for every history (audit log, transitions): the address and the user's company. */
export const actors = qb
  .select({ id: users.id, email: users.email, companyId: users.companyId })
  .from(users)
  .as('actors');
