import { z } from 'zod';
import { renderManifestPdf } from '../../manifests/manifests.routes.ts';
import { defineJob } from '../job-definition.ts';

/** One e-mail of the outbox (`queueMail`), delivered through the app's mailer. */
export const mailSendJob = defineJob({
  kind: 'mail.send',
  payload: z.object({
    to: z.string().min(3).max(320),
    mail: z.object({ subject: z.string(), text: z.string(), html: z.string() }),
    attach: z
      .array(z.object({ kind: z.literal('manifest'), id: z.uuid() }))
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
      const { folio, pdf } = await renderManifestPdf(app.db, a.id);
      attachments.push({ filename: `${folio}.pdf`, content: pdf, contentType: 'application/pdf' });
    }
    await app.mailer.deliver(to, mail, attachments);
  },
});
