import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it, with its text and HTML parts decoded. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface MailServer {
  /** `smtp://127.0.0.1:<port>`, for the app's SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Waits for the next message to this address not yet taken, and takes it. */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Messages to this address not yet taken. */
  pending(to: string): ReceivedMail[];
  /** Addresses the server refuses (550 at RCPT TO) while they are in the set: a real delivery failure. */
  refused: Set<string>;
  close(): Promise<void>;
}

function unfold(headerBlock: string) {
  const headers = new Map<string, string>();
  for (const line of headerBlock.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function splitPart(part: string) {
  const match = /\r?\n\r?\n/.exec(part);
  if (!match) return { headers: unfold(part), body: '' };
  return { headers: unfold(part.slice(0, match.index)), body: part.slice(match.index + match[0].length) };
}

function decodeQuotedPrintable(text: string) {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i]!;
    if (c === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined) {
  const kind = (encoding ?? '7bit').toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header. */
function decodeWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** A small MIME reader for what nodemailer writes: one part, or multipart/alternative text + HTML. */
export function parseMail(raw: string, to: string[] = []): ReceivedMail {
  const { headers, body } = splitPart(raw);
  const mail: ReceivedMail = {
    to,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: '',
    html: '',
    raw,
  };
  const collect = (partHeaders: Map<string, string>, partBody: string) => {
    const type = (partHeaders.get('content-type') ?? 'text/plain').toLowerCase();
    const boundary = /boundary="?([^";]+)"?/i.exec(partHeaders.get('content-type') ?? '')?.[1];
    if (type.startsWith('multipart/') && boundary) {
      const pieces = partBody.split(`--${boundary}`).slice(1);
      for (const piece of pieces) {
        if (piece.startsWith('--')) break;
        const inner = splitPart(piece.replace(/^\r?\n/, ''));
        collect(inner.headers, inner.body);
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders.get('content-transfer-encoding'));
    if (type.startsWith('text/html')) mail.html = decoded;
    else if (type.startsWith('text/plain')) mail.text = decoded;
  };
  collect(headers, body);
  return mail;
}

/** An in-process SMTP server on 127.0.0.1 and a random port, keeping what it receives. */
export async function startMailServer(): Promise<MailServer> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: (() => void)[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const pending = (to: string) => messages.filter((m) => !taken.has(m) && m.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    pending,
    refused,
    async next(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = pending(to)[0];
        if (found) {
          taken.add(found);
          return found;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code of a verification e-mail. */
export function codeOf(mail: ReceivedMail) {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in: ${mail.text}`);
  return code;
}

/** The link token of a reset or invitation e-mail. */
export function linkTokenOf(mail: ReceivedMail) {
  const url = /https?:\/\/\S+\?token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  if (!url) throw new Error(`no link in: ${mail.text}`);
  return decodeURIComponent(url[1]!);
}
