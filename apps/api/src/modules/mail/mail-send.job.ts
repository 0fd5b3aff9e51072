import { z } from 'zod';
import { defineJob, PermanentJobError } from '../jobs/job-definition.ts';
import { attachmentRenderer, isAttachmentKind } from './attachments.ts';

/** One e-mail of the outbox (`queueMail`), delivered through the app's mailer. */
export const mailSendJob = defineJob({
  kind: 'mail.send',
  payload: z.object({
    to: z.string().min(3).max(320),
    mail: z.object({ subject: z.string(), text: z.string(), html: z.string() }),
    // Documents rendered when the e-mail is sent, by a kind some module registered (`registerMailAttachments`).
    attach: z
      .array(z.object({ kind: z.string().refine(isAttachmentKind, 'unknown attachment'), id: z.uuid() }))
      .max(5)
      .optional(),
  }),
  // 10 s, 20 s, 40 s … about 21 minutes after the first try (the worker's backoff).
  maxAttempts: 8,
  secretPayload: true,
  summary: ({ to, mail }) => `${to} · ${mail.subject}`,
  // Idempotent as far as SMTP allows: a message is sent again only if the worker died after the
  // server accepted it and before the job was marked done.
  async handle({ to, mail, attach }, { app }) {
    const attachments = [];
    for (const a of attach ?? []) {
      const render = attachmentRenderer(a.kind);
      if (!render) throw new PermanentJobError(`No renderer for the attachment ${a.kind}`);
      const attachment = await render(app.db, a.id);
      if (attachment) attachments.push(attachment);
    }
    await app.mailer.deliver(to, mail, attachments);
  },
});

declare module '../jobs/job-definition.ts' {
  interface JobKinds {
    'mail.send': typeof mailSendJob;
  }
}
