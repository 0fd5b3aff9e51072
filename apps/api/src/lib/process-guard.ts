import { isDatabaseUnavailable } from './db-errors.ts';

interface WarnLogger {
  warn(object: object, message: string): void;
}

/**
 * A promise nobody awaited that failed because the database was away (a timer's query, a background
 * look) says nothing about this process's state: it is logged and the process carries on, since the
 * pool and the job worker recover by themselves once the database is back. Any other unhandled
 * rejection is thrown on as an uncaught exception, which shuts the server down gracefully and exits
 * 1 (`close-with-grace` in server.ts), for its supervisor to start it again.
 */
export function carryOnWhenTheDatabaseIsAway(log: WarnLogger) {
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      log.warn({ err: reason }, 'a background task failed while the database is away; carrying on');
      return;
    }
    throw reason;
  });
}
