import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Message, readMessage } from './mime.ts';

/**
 * The e-mails the server wrote: without SMTP_URL it keeps each as an .eml file in DATA_DIR/mail
 * (docs/product.md §8), which any mail client opens. The playwright config hands the server's data
 * folder over as E2E_DATA_DIR; the files are read here as such a client would (./mime.ts), not
 * through the server's code.
 */
export interface Mail extends Message {
  file: string;
  /** When the file was written (its modification time), in ms. */
  writtenAt: number;
}

export function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR must name the server's DATA_DIR to read its e-mails");
  return join(dataDir, 'mail');
}

/** Every message in the folder, oldest first (the server names its files by the time it wrote them). */
export function readMails(): Mail[] {
  let files: string[];
  try {
    files = readdirSync(mailDir());
  } catch {
    return []; // no e-mail yet: the server makes the folder with the first one
  }
  return files
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const path = join(mailDir(), file);
      return { file, ...readMessage(readFileSync(path, 'utf8')), writtenAt: statSync(path).mtimeMs };
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
  // Allow for a little rounding of the file's time.
  const after = since - 1000;
  for (;;) {
    const found = readMails()
      .reverse()
      .find(
        (mail) => mail.to.includes(address) && mail.writtenAt >= after && (!match || match.test(mail.text)),
      );
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
