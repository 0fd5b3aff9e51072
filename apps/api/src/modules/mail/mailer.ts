import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { RenderedMail } from './layout.ts';

/**
 * The transport under the outbox: `deliver` sends one message now and throws when it cannot, so the
 * `mail.send` job that called it is retried. Services never call it: they queue mail with
 * `queueMail` (outbox.ts) in their transaction.
 */
export interface Mailer {
  readonly mode: 'smtp' | 'file';
  deliver(to: string, mail: RenderedMail, attachments?: MailAttachment[]): Promise<void>;
  close(): Promise<void>;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where messages are written as .eml files when there is no SMTP server. */
  mailDir: string;
  log: FastifyBaseLogger;
}

/** A stuck SMTP server fails the attempt in seconds (nodemailer waits minutes by default); the job retries. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export function createMailer(options: MailerOptions): Mailer {
  const { log } = options;
  const smtp = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
    : undefined;
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    mode: smtp ? 'smtp' : 'file',
    async deliver(to, mail, attachments = []) {
      const message = {
        from: options.from,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments,
      };
      // Recipient and subject only: bodies carry codes and links.
      const summary = { to, subject: mail.subject };
      if (smtp) {
        const info = await smtp.sendMail(message);
        log.info({ mail: { ...summary, messageId: info.messageId } }, 'e-mail sent');
        return;
      }
      const info = await files.sendMail(message);
      await mkdir(options.mailDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      const file = path.join(options.mailDir, name);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info(
        { mail: { ...summary, file } },
        'e-mail written to the mail folder (no SMTP_URL): read it with `npm run mail`',
      );
    },
    async close() {
      smtp?.close();
    },
  };
}
