import type { Db } from '../../db/client.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import type { RenderedMail } from './layout.ts';

/**
 * Queues an e-mail as a `mail.send` job through the given handle: inside the transaction of the change
 * that causes it, the e-mail leaves only if that change commits, and survives a crash after the commit.
 */
export function queueMail(
  db: Db,
  message: {
    to: string;
    mail: RenderedMail;
    /** Documents rendered when the e-mail is sent (so the job stays small): a manifest's PDF. */
    attach?: { kind: string; id: string }[];
    /** At most one e-mail per key (a job that queues one and may run twice passes its own id). */
    dedupeKey?: string;
  },
) {
  const { dedupeKey, ...payload } = message;
  return enqueueJob(db, { kind: 'mail.send', payload, dedupeKey });
}
