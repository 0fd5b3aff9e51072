import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

/** One e-mail of the outbox (`queueMail`), delivered through the app's mailer. */
export const mailSendJob = defineJob({
  kind: 'mail.send',
  payload: z.object({
    to: z.string().min(3).max(320),
    mail: z.object({ subject: z.string(), text: z.string(), html: z.string() }),
  }),
  // 10 s, 20 s, 40 s … about 21 minutes after the first try (the worker's backoff).
  maxAttempts: 8,
  secretPayload: true,
  summary: ({ to, mail }) => `${to} · ${mail.subject}`,
  // Idempotent as far as SMTP allows: a message is sent again only if the worker died after the
  // server accepted it and before the job was marked done.
  handle: ({ to, mail }, { app }) => app.mailer.deliver(to, mail),
});
