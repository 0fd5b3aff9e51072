import type { Db } from '../../db/client.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import type { RenderedMail } from './templates.ts';

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
    attach?: { kind: 'manifest'; id: string }[];
  },
) {
  return enqueueJob(db, { kind: 'mail.send', payload: message });
}
