import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/client.ts';
import { lockDataDir } from '../db/lock.ts';
import { runMigrations } from '../db/migrate.ts';
import { insertAudit } from '../lib/audit-log.ts';
import { createAdmin } from '../modules/auth/admin.service.ts';
import { prepareData } from '../seed/seed.ts';

/** The admin and its audit row, together. Nobody is signed in: the row names no actor. */
function createAuditedAdmin(db: Db, input: { email: string; name: string; password: string }) {
  return db.transaction(async (tx) => {
    const user = await createAdmin(tx, input);
    await insertAudit(tx, {
      actorId: null,
      companyId: null,
      action: 'user.create_admin',
      entity: 'user',
      entityId: user.id,
      after: { email: user.email, role: 'admin', via: 'create-admin' },
      ip: null,
    });
    return user;
  });
}

async function askPassword() {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question('Password (at least 10 characters): ');
  rl.close();
  return answer;
}

/**
 * `npm run create-admin -- --email ana@example.com --name "Ana López"`: the first operator admin of a
 * deployment started with DEMO_DATA=false, with the server stopped (the data folder's lock refuses
 * otherwise). The password comes from ADMIN_PASSWORD or a prompt.
 */
async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  const { email, name } = values;
  if (!email || !name) {
    process.stderr.write('Usage: npm run create-admin -- --email <e-mail> --name <full name>\n');
    process.exit(2);
  }
  const password = process.env.ADMIN_PASSWORD || (await askPassword());
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    await prepareData(database.db, { demoData: false });
    const user = await createAuditedAdmin(database.db, { email, name, password });
    process.stdout.write(`Admin ${user.email} created.\n`);
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
