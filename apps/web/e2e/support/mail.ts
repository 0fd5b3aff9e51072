import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The e-mails the server wrote: without SMTP_URL it keeps each as an .eml file in DATA_DIR/mail
 * (docs/product.md §8). The playwright config hands the server's data folder over as E2E_DATA_DIR.
 */
export interface Mail {
  file: string;
  to: string;
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
  /** When the server wrote it (from the file name), in ms. */
  writtenAt: number;
}

export function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR must name the server's DATA_DIR to read its e-mails");
  return join(dataDir, 'mail');
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
function plainText(raw: string): string {
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

export function readMails(): Mail[] {
  const folder = mailDir();
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(join(folder, file), 'utf8');
      const { headers } = splitHeaders(raw);
      return {
        file,
        to: (headers.get('to') ?? '').toLowerCase(),
        subject: headers.get('subject') ?? '',
        text: plainText(raw),
        writtenAt: writtenAt(file),
      };
    });
}

/**
 * The newest e-mail to `to` whose text matches, written at or after `since` (ms). The server sends
 * after answering, so this waits a little.
 */
export async function waitForMail(
  to: string,
  { match, since = 0, timeoutMs = 15_000 }: { match?: RegExp; since?: number; timeoutMs?: number } = {},
): Promise<Mail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  // The file name's clock is the server's; allow for a little difference and rounding.
  const after = since - 1000;
  for (;;) {
    const found = readMails()
      .reverse()
      .find((mail) => mail.to === address && mail.writtenAt >= after && (!match || match.test(mail.text)));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${match} in ${mailDir()}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The 6-digit code of the newest verification e-mail to `to`. */
export async function verificationCode(to: string, since?: number): Promise<string> {
  const mail = await waitForMail(to, { match: /^\d{6}$/m, since });
  return /^(\d{6})$/m.exec(mail.text)![1]!;
}

/** The path and query of the newest link to `path` (`/auth/reset-password`, `/auth/new-password`) sent to `to`. */
export async function mailLink(to: string, path: string, since?: number): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s/]+(${path.replace(/[/.]/g, '\\$&')}\\?token=[A-Za-z0-9._~%-]+)`);
  const mail = await waitForMail(to, { match: pattern, since });
  return pattern.exec(mail.text)![1]!;
}

/** The token of such a link. */
export async function mailLinkToken(to: string, path: string, since?: number): Promise<string> {
  const link = await mailLink(to, path, since);
  return decodeURIComponent(new URL(link, 'http://x').searchParams.get('token')!);
}
