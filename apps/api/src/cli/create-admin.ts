import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from '../db/lock.ts';
import { runMigrations } from '../db/migrate.ts';
import { createAdmin } from '../modules/auth/admin.service.ts';
import { prepareData } from '../seed/seed.ts';

/**
 * `npm run create-admin -- --email ana@example.com --name "Ana López"`: the first operator admin of a
 * deployment started with DEMO_DATA=false. The password comes from ADMIN_PASSWORD or a prompt.
 */
async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  if (!values.email || !values.name) {
    process.stderr.write('Usage: npm run create-admin -- --email <e-mail> --name <full name>\n');
    process.exit(2);
  }
  let password = process.env.ADMIN_PASSWORD;
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question('Password (at least 10 characters): ');
    rl.close();
  }
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    await prepareData(database.db, { demoData: false });
    const user = await createAdmin(database.db, { email: values.email, name: values.name, password });
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
