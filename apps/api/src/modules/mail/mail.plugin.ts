import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AttachmentRenderer, registerMailAttachments } from './attachments.ts';
import { createMailer, type Mailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The mail transport: SMTP when SMTP_URL is set, else the log and DATA_DIR/mail. Services queue mail with `queueMail`. */
export default fp(
  async function mail(
    app: FastifyInstance,
    options: {
      smtpUrl: string | undefined;
      from: string;
      dataDir: string;
      /** The documents an e-mail may attach, from the modules that own them (app.ts). */
      attachments: Record<string, AttachmentRenderer>;
    },
  ) {
    registerMailAttachments(options.attachments);
    const mailer = createMailer({
      smtpUrl: options.smtpUrl,
      from: options.from,
      mailDir: path.join(options.dataDir, 'mail'),
      log: app.log,
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'mail' },
);
