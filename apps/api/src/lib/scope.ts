import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { forbidden } from './app-error.ts';
import type { Scope } from './principal.ts';

/** Rows of the caller's company; every row for operator staff. */
export function companyCondition(column: PgColumn, scope: Scope): SQL | undefined {
  return scope === null ? undefined : eq(column, scope);
}

/** Tables only the operator's staff reach (the fleet, the catalogs): a company scope sees no row. */
export function operatorCondition(scope: Scope): SQL | undefined {
  return scope === null ? undefined : sql`false`;
}

/** Writes to operator tables: refused outright for a company scope (the route's permission already is). */
export function assertOperator(scope: Scope) {
  if (scope !== null) throw forbidden();
}
