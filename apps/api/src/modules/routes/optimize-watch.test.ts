import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers.ts';
import { watchForCancel } from './optimize.ts';

// A running optimisation looks at its row every half second for a cancel. While the database is away
// those looks fail: each is tried again at the next tick, and none becomes an unhandled rejection
// (which ends the server process; Vitest fails the file on one).
it('the cancel watch of a running optimisation outlives a database that is away', async () => {
  const database = await openTestDatabase();
  await database.close();
  const controller = new AbortController();
  const failures: unknown[] = [];
  const stop = watchForCancel(database.db, randomUUID(), controller, {
    everyMs: 10,
    onError: (error) => failures.push(error),
  });
  try {
    while (failures.length < 3) await sleep(10);
  } finally {
    stop();
  }
  expect(controller.signal.aborted).toBe(false);
});
