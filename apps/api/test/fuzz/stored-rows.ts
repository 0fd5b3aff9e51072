import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/**
 * What a refused request may write on purpose: the sign-in throttle's failures, the tries spent on an
 * e-mailed code, and the audit entries of refused sign-ins and codes. Everything else must be
 * exactly as it was after a 4xx.
 */
const BOOKKEEPING = {
  tables: new Set(['login_failures', '__drizzle_migrations']),
  /** Columns left out of a table's fingerprint. */
  columns: { email_codes: new Set(['attempts', 'consumed_at']) } as Record<string, Set<string>>,
  auditActions: ['auth.login_failed', 'auth.throttled', 'auth.code_locked'],
};

interface TableInfo {
  name: string;
  columns: string[];
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
async function select<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function tablesOf(db: Db): Promise<TableInfo[]> {
  const rows = await select<{ table_name: string; column_name: string }>(
    db,
    sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and table_name in (select table_name from information_schema.tables
                         where table_schema = 'public' and table_type = 'BASE TABLE')
    order by table_name, ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const row of rows) {
    if (BOOKKEEPING.tables.has(row.table_name)) continue;
    if (BOOKKEEPING.columns[row.table_name]?.has(row.column_name)) continue;
    const columns = tables.get(row.table_name) ?? [];
    columns.push(row.column_name);
    tables.set(row.table_name, columns);
  }
  return [...tables].map(([name, columns]) => ({ name, columns }));
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * A fingerprint of every stored row (one md5 per table, in one query), and a cheap test of whether
 * anything may have been written since the last look: a transaction that writes is given an id,
 * a read-only one is not, so an unchanged next transaction id means nothing was written.
 */
export async function storedRows(db: Db) {
  const tables = await tablesOf(db);
  const parts = tables.map(({ name, columns }) => {
    const row = `row(${columns.map(ident).join(', ')})::text`;
    const where =
      name === 'audit_log'
        ? ` where action not in (${BOOKKEEPING.auditActions.map((a) => `'${a}'`).join(', ')})`
        : '';
    return `select ${`'${name}'`} as t, md5(coalesce(string_agg(r, ',' order by r), '')) as h, count(*)::int as n from (select ${row} as r from ${ident(name)}${where}) s`;
  });
  const query = sql.raw(parts.join(' union all '));
  return {
    async fingerprint(): Promise<Map<string, string>> {
      const rows = await select<{ t: string; h: string; n: number }>(db, query);
      return new Map(rows.map((r) => [r.t, `${r.n}:${r.h}`]));
    },
    async nextTransactionId(): Promise<string> {
      const rows = await select<{ x: string }>(
        db,
        sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`,
      );
      return rows[0]!.x;
    },
  };
}

/** The tables whose fingerprints differ. */
export function changedTables(before: Map<string, string>, after: Map<string, string>) {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name));
}
