import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp, loggerOptions } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';
import { runMigrations } from './db/migrate.ts';
import { carryOnWhenTheDatabaseIsAway } from './lib/process-guard.ts';
import { issueSetupCode, SETUP_CODE_HOURS } from './modules/accounts/setup.service.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, prepareData } from './seed/seed.ts';

/** The process: reads the configuration, opens and migrates the database, listens, shuts down cleanly. */
async function main() {
  const config = loadConfig();
  const log = pino(loggerOptions(config.logLevel) as pino.LoggerOptions);
  carryOnWhenTheDatabaseIsAway(log);
  // Only the embedded database lives in DATA_DIR; a PostgreSQL server handles its own concurrency.
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  await runMigrations(database);
  const { seeded } = await prepareData(database.db, { demoData: config.demoData });
  const app = await buildApp({ config, database, closeDatabase: true, loggerInstance: log });

  // An uncaught exception shuts down gracefully (exit 1); an unhandled rejection only when it is not
  // the database being away (lib/process-guard.ts), which the pool and the job worker outlive.
  closeWithGrace({ delay: 10_000, logger: log, skip: ['unhandledRejection'] }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'shutting down after an error');
    else log.info({ signal }, 'shutting down: finishing requests in flight');
    await app.close();
    unlock();
    log.info('stopped');
  });

  await app.listen({ host: config.host, port: config.port });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  log.info(`Recolecta on ${config.publicUrl} with ${where}`);
  if (seeded || config.demoData) {
    const lines = DEMO_LOGINS.map((l) => `  ${l.email.padEnd(28)} ${l.role}`);
    // Printed, not logged: the demo password is public by design (README) and not a secret.
    process.stdout.write(`\nDemo logins (password "${DEMO_PASSWORD}"):\n${lines.join('\n')}\n\n`);
  }
  const setup = await issueSetupCode(database.db);
  if (setup) {
    // On the terminal, not in the JSON log, which may be shipped elsewhere: the code opens the install.
    process.stdout.write(
      `\nNo user yet. Create the first admin at ${config.publicUrl}/auth/setup with this one-time set-up code ` +
        `(valid ${SETUP_CODE_HOURS} hours; a restart prints a new one):\n\n    ${setup.code}\n\n` +
        'Or stop the server and run: npm run create-admin -- --email <e-mail> --name "<full name>"\n\n',
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Recolecta failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
