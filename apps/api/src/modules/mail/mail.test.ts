import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCALES } from '@recolecta/shared/locales';
import type { FastifyBaseLogger } from 'fastify';
import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { parseMail, startMailServer } from '../../../test/mail.ts';
import { invitationMail, resetLinkMail, verificationCodeMail } from '../accounts/accounts.mail.ts';
import { welcomeMail } from '../companies/companies.mail.ts';
import { orderCollectedMail } from '../notifications/notifications.mail.ts';
import { formatLatestMails, readMailFolder, size } from './mail-folder.ts';
import { createMailer } from './mailer.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A logger that keeps what it is given, to check no secret reaches the log. */
function recordingLogger() {
  const lines: unknown[] = [];
  const log = {
    info: (...args: unknown[]) => lines.push(args),
    error: (...args: unknown[]) => lines.push(args),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

/** A small real PDF: a page with a line of text. */
function onePagePdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text(text);
  doc.end();
  return done;
}

/** A mailer without SMTP, writing to a folder of its own that is removed after the file. */
function fileMailer() {
  const dir = mkdtempSync(path.join(tmpdir(), 'recolecta-mail-'));
  dirs.push(dir);
  const { log, lines } = recordingLogger();
  const mailer = createMailer({
    smtpUrl: undefined,
    from: 'Recolecta <no-reply@recolecta.test>',
    mailDir: dir,
    log,
  });
  return { dir, lines, mailer };
}

describe('the mailer', () => {
  it('without SMTP_URL writes .eml files (mode 600) to DATA_DIR/mail and logs only recipient and subject', async () => {
    const { dir, lines, mailer } = fileMailer();
    expect(mailer.mode).toBe('file');
    await mailer.deliver(
      'ana@example.test',
      verificationCodeMail('es', { name: 'Ana', code: '493817', minutes: 10 }),
    );
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(statSync(path.join(dir, files[0]!)).mode & 0o777).toBe(0o600);
    const mail = parseMail(readFileSync(path.join(dir, files[0]!), 'utf8'));
    expect(mail.subject).toBe('Tu código de verificación de Recolecta');
    expect(mail.text).toContain('493817');
    const logged = JSON.stringify(lines);
    expect(logged).toContain('ana@example.test');
    expect(logged).toContain('Tu código de verificación de Recolecta');
    expect(logged).not.toContain('493817');
  });

  it('`npm run mail` prints the latest messages decoded: a long reset link whole, not cut by quoted-printable', async () => {
    const { dir, lines, mailer } = fileMailer();
    const token = `${'eyJhbGciOiJIUzI1NiJ9'.repeat(6)}.payload=with=equals`;
    const url = `http://localhost:3000/auth/reset-password?token=${encodeURIComponent(token)}&lang=es`;
    await mailer.deliver(
      'ana@example.test',
      verificationCodeMail('es', { name: 'Ana', code: '493817', minutes: 10 }),
    );
    await mailer.deliver('luis@example.test', resetLinkMail('es', { name: 'Luis', url }));
    // The file itself wraps and escapes the link: copied from it, the link is broken.
    const raw = readdirSync(dir)
      .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      .join('');
    expect(raw).not.toContain(url);
    const printed = formatLatestMails(dir, 5);
    expect(printed).toContain(url);
    expect(printed).toContain('493817');
    expect(printed).toContain('to luis@example.test');
    expect(printed).toContain('Restablece tu contraseña de Recolecta');
    // The newest last, and only as many as asked.
    expect(printed.indexOf('493817')).toBeLessThan(printed.indexOf(url));
    expect(formatLatestMails(dir, 1)).not.toContain('493817');
    expect(JSON.stringify(lines)).not.toContain(encodeURIComponent(token));
    expect(formatLatestMails(path.join(dir, 'none'), 5)).toMatch(/^No e-mails/);
  });

  it('`npm run mail` shows the text of an e-mail with files attached (multipart/mixed around text and HTML) and lists the files by name and size', async () => {
    const { dir, mailer } = fileMailer();
    const pdf = await onePagePdf('MAN-2026-000123');
    // Long and not ASCII: nodemailer cuts such a name into RFC 2231 pieces (filename*0*=…; filename*1=…).
    const name = 'Manifiesto MAN-2026-000123 de la Clínica Señor Niño, sucursal Satélite, recolección.pdf';
    const note = Buffer.from('Contenedores: 3\nSellos: A-1, A-2, A-3\n', 'utf8');
    await mailer.deliver(
      'rosa@example.test',
      orderCollectedMail('es', {
        name: 'Rosa',
        number: 'ORD-2026-000456',
        site: 'Clínica Norte',
        kg: '14',
        folio: 'MAN-2026-000123',
      }),
      [
        { filename: name, content: pdf, contentType: 'application/pdf' },
        { filename: 'sellos.txt', content: note, contentType: 'text/plain' },
      ],
    );
    const [file] = readdirSync(dir);
    const raw = readFileSync(path.join(dir, file!), 'utf8');
    expect(raw).toMatch(/Content-Type: multipart\/mixed/);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toContain('filename*0*=');
    // The same message as an SMTP server receives it, lines ending in CRLF.
    writeFileSync(path.join(dir, file!.replace(/\.eml$/, '-crlf.eml')), raw.replace(/\n/g, '\r\n'));

    for (const mail of readMailFolder(dir)) {
      expect(mail.subject).toBe('Recolectamos tu pedido ORD-2026-000456');
      expect(mail.text).toContain('Recolectamos 14 kg del pedido ORD-2026-000456 en Clínica Norte.');
      expect(mail.text).toContain('Adjuntamos el manifiesto MAN-2026-000123.');
      // The HTML part and the attached text file are not the body.
      expect(mail.text).not.toContain('<');
      expect(mail.text).not.toContain('Sellos');
      expect(mail.attachments).toEqual([
        { name, type: 'application/pdf', size: pdf.length },
        { name: 'sellos.txt', type: 'text/plain', size: note.length },
      ]);
    }
    const printed = formatLatestMails(dir, 1);
    expect(printed).toContain('Adjuntamos el manifiesto MAN-2026-000123.');
    expect(printed).toContain(`Attached: ${name} (application/pdf, ${size(pdf.length)})`);
    expect(printed).toContain(`Attached: sellos.txt (text/plain, ${note.length} B)`);
    expect(size(pdf.length)).toMatch(/^\d+\.\d kB$/);
  });

  it('delivers over SMTP; an unreachable server fails the delivery, so the mail job is retried', async () => {
    const server = await startMailServer();
    const { log } = recordingLogger();
    const mailer = createMailer({
      smtpUrl: server.url,
      from: 'Recolecta <no-reply@recolecta.test>',
      mailDir: '/nonexistent',
      log,
    });
    await mailer.deliver(
      'luis@example.test',
      welcomeMail('en', { name: 'Luis', company: 'Clínica Norte', url: 'https://x.test/app' }),
    );
    const mail = await server.next('luis@example.test');
    expect(mail.subject).toBe('Welcome to Recolecta');
    expect(mail.text).toContain('Clínica Norte');
    expect(mail.html).toContain('https://x.test/app');
    await mailer.close();
    await server.close();

    const broken = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x@y.z',
      mailDir: '/nonexistent',
      log: recordingLogger().log,
    });
    await expect(
      broken.deliver('a@b.test', welcomeMail('es', { name: 'A', company: 'B', url: 'https://x' })),
    ).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('templates', () => {
  it('exist in every language with text and HTML, and escape HTML in names', () => {
    for (const locale of LOCALES) {
      const code = verificationCodeMail(locale, { name: 'Ana', code: '012345', minutes: 10 });
      const reset = resetLinkMail(locale, {
        name: 'Ana',
        url: 'https://app.test/auth/reset-password?token=abc',
      });
      const invite = invitationMail(locale, {
        name: 'Ana',
        inviter: 'Luis',
        organisation: 'Clínica',
        url: 'https://app.test/auth/new-password?token=def',
      });
      const welcome = welcomeMail(locale, {
        name: 'Ana',
        company: 'Clínica',
        url: 'https://app.test/app/orders',
      });
      for (const mail of [code, reset, invite, welcome]) {
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(mail.html).toContain(`lang="${locale}"`);
      }
      expect(code.text).toContain('012345');
      expect(code.subject).not.toContain('012345');
      expect(reset.text).toContain('token=abc');
      expect(invite.html).toContain('token=def');
    }
    const hostile = welcomeMail('es', {
      name: '<script>alert(1)</script>',
      company: 'A&B',
      url: 'https://x',
    });
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('A&#38;B');
  });
});
