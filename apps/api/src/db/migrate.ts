import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Applies the committed SQL migrations; on PostgreSQL under an advisory lock so two servers never race. */
export async function runMigrations(database: Database) {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  const client = await database.pool!.connect();
  try {
    const db = drizzle({ client });
    await db.execute(sql`select pg_advisory_lock(727274)`);
    try {
      await migratePg(db, config);
    } finally {
      await db.execute(sql`select pg_advisory_unlock(727274)`);
    }
  } finally {
    client.release();
  }
}
