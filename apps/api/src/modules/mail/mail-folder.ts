import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The e-mails written to DATA_DIR/mail when no SMTP_URL is set (docs/product.md §8), read back as a
 * person reads them: the plain-text part decoded from its transfer encoding (quoted-printable turns a
 * link's `=` into `=3D` and cuts long lines with `=`), so codes and links come out whole.
 */
export interface FolderMail {
  file: string;
  to: string;
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
  /** When the server wrote it (from the file name), in ms. */
  writtenAt: number;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header's RFC 2047 encoded words (`=?UTF-8?Q?C=C3=B3digo?=`) as text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function decodePart(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The text/plain part of a message (nodemailer writes multipart/alternative: text and HTML). */
export function plainText(raw: string): string {
  const { headers, body } = splitHeaders(raw);
  const type = headers.get('content-type') ?? '';
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (!boundary) return decodePart(headers, body);
  for (const chunk of body.split(`--${boundary}`)) {
    const part = splitHeaders(chunk.replace(/^\r?\n/, ''));
    if ((part.headers.get('content-type') ?? '').startsWith('text/plain')) {
      return decodePart(part.headers, part.body.replace(/\r?\n$/, ''));
    }
  }
  return '';
}

/** `2026-11-22T12-08-34-582Z-f2243633.eml` → the instant it names. */
function writtenAt(file: string): number {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(file);
  return m ? Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) : 0;
}

/** Every message in the folder, oldest first. */
export function readMailFolder(folder: string): FolderMail[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(join(folder, file), 'utf8');
      const { headers } = splitHeaders(raw);
      return {
        file,
        to: decodeHeader(headers.get('to') ?? '').toLowerCase(),
        subject: decodeHeader(headers.get('subject') ?? ''),
        text: plainText(raw),
        writtenAt: writtenAt(file),
      };
    });
}

/** The newest `count` messages as a terminal shows them, newest last. */
export function formatLatestMails(folder: string, count: number): string {
  const mails = readMailFolder(folder).slice(-count);
  if (mails.length === 0) return `No e-mails in ${folder} yet.\n`;
  return mails
    .map((mail) => {
      const when = new Date(mail.writtenAt).toISOString().replace('T', ' ').slice(0, 19);
      return `── ${when} UTC · to ${mail.to}\n   ${mail.subject}\n\n${mail.text.trim()}\n`;
    })
    .join('\n');
}
