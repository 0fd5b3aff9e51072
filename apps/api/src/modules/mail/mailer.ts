import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { RenderedMail } from './templates.ts';

/**
 * Sends e-mails outside the request: `send` queues and never throws, so an SMTP hiccup does not fail
 * a sign-up and a recovery request takes the same time whether or not a message goes out. Failures
 * are logged; `idle()` waits for everything queued (tests, shutdown).
 */
export interface Mailer {
  readonly mode: 'smtp' | 'file';
  send(to: string, mail: RenderedMail): Promise<void>;
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where messages are written as .eml files when there is no SMTP server. */
  mailDir: string;
  log: FastifyBaseLogger;
}

export function createMailer(options: MailerOptions): Mailer {
  const { log } = options;
  const pending = new Set<Promise<void>>();
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function deliver(to: string, mail: RenderedMail) {
    const message = { from: options.from, to, subject: mail.subject, text: mail.text, html: mail.html };
    // Recipient and subject only: bodies carry codes and links.
    const summary = { to, subject: mail.subject };
    try {
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
      log.info({ mail: { ...summary, file } }, 'e-mail written to the mail folder (no SMTP_URL)');
    } catch (err) {
      log.error({ err, mail: summary }, 'e-mail not sent');
    }
  }

  return {
    mode: smtp ? 'smtp' : 'file',
    send(to, mail) {
      const job = deliver(to, mail);
      pending.add(job);
      void job.finally(() => pending.delete(job));
      return job;
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
    async close() {
      await this.idle();
      smtp?.close();
    },
  };
}
