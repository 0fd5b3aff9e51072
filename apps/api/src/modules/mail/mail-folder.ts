import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The e-mails written to DATA_DIR/mail when no SMTP_URL is set (docs/product.md §8), read back as a
 * person reads them: the plain-text part decoded from its transfer encoding (quoted-printable turns a
 * link's `=` into `=3D` and cuts long lines with `=`), so codes and links come out whole, wherever it
 * sits in the message's tree (an e-mail with a PDF is multipart/mixed around multipart/alternative),
 * and the attached files by name and size.
 */
export interface FolderMail {
  file: string;
  to: string;
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
  /** The files attached, in the message's order. */
  attachments: FolderAttachment[];
  /** When the server wrote it (from the file name), in ms. */
  writtenAt: number;
}

export interface FolderAttachment {
  name: string;
  type: string;
  /** Bytes, decoded. */
  size: number;
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

type Headers = Map<string, string>;
interface Entity {
  headers: Headers;
  body: string;
}

function splitHeaders(raw: string): Entity {
  const gap = /\r?\n\r?\n/.exec(raw);
  // Unfolding removes the line break only: what follows it stays (a cut filename keeps its space).
  const head = (gap ? raw.slice(0, gap.index) : raw).replace(/\r?\n(?=[ \t])/g, '');
  const headers: Headers = new Map();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: gap ? raw.slice(gap.index + gap[0].length) : '' };
}

/** The parts between a multipart body's boundary lines (the preamble and epilogue left out). */
function multipartParts(body: string, boundary: string): string[] {
  const delimiter = `--${boundary}`;
  const parts: string[][] = [];
  let current: string[] | null = null;
  for (const line of body.split(/\r?\n/)) {
    const bare = line.trimEnd();
    if (bare === `${delimiter}--`) break;
    if (bare === delimiter) {
      current = [];
      parts.push(current);
    } else current?.push(line);
  }
  return parts.map((lines) => lines.join('\n'));
}

/** The entities that hold content, in order, looking into every multipart (nested ones too). */
function leaves(entity: Entity): Entity[] {
  const type = entity.headers.get('content-type') ?? 'text/plain';
  const boundary = /^multipart\//i.test(type) ? parameter(type, 'boundary') : undefined;
  if (!boundary) return [entity];
  return multipartParts(entity.body, boundary).flatMap((part) => leaves(splitHeaders(part)));
}

/**
 * A parameter of a header (`name="x"`, `filename*=utf-8''%C3%B1.pdf`, or cut into `filename*0*=…;
 * filename*1="…"` as RFC 2231 allows for a long name), decoded.
 */
function parameter(value: string, name: string): string | undefined {
  const pieces = new Map<number, { text: string; encoded: boolean }>();
  const pattern = /;\s*([\w.-]+?)(?:\*(\d+))?(\*)?\s*=\s*("(?:[^"\\]|\\.)*"|[^;\s]*)/g;
  for (const m of value.matchAll(pattern)) {
    if (m[1]!.toLowerCase() !== name) continue;
    const raw = m[4]!;
    const text = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
    pieces.set(Number(m[2] ?? 0), { text, encoded: m[3] === '*' });
  }
  if (pieces.size === 0) return undefined;
  const ordered = [...pieces.entries()].sort(([a], [b]) => a - b).map(([, piece]) => piece);
  if (!ordered.some((piece) => piece.encoded)) return decodeHeader(ordered.map((p) => p.text).join(''));
  // The first encoded piece names the charset and language (`utf-8'es'…`); bytes are %-escaped.
  const bytes = ordered.flatMap((piece, i) => {
    const text = i === 0 && piece.encoded ? piece.text.replace(/^[^']*'[^']*'/, '') : piece.text;
    return piece.encoded ? [...percentDecoded(text)] : [...Buffer.from(text, 'utf8')];
  });
  return Buffer.from(bytes).toString('utf8');
}

function percentDecoded(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '%' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes);
}

function bodyBytes(part: Entity): Buffer {
  const encoding = part.headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(part.body), 'utf8');
  return Buffer.from(part.body, 'utf8');
}

/** A file the message carries: said so by its disposition, or named. */
function fileName(part: Entity): string | undefined {
  const disposition = part.headers.get('content-disposition') ?? '';
  const named =
    parameter(disposition, 'filename') ?? parameter(part.headers.get('content-type') ?? '', 'name');
  if (named !== undefined) return named;
  return /^attachment\b/i.test(disposition) ? '' : undefined;
}

const mediaType = (part: Entity) =>
  (part.headers.get('content-type') ?? 'text/plain').split(';')[0]!.trim().toLowerCase();

/** The text/plain part of a message that is not an attached file, and the attached files. */
export function readMessage(raw: string): { text: string; attachments: FolderAttachment[] } {
  const parts = leaves(splitHeaders(raw));
  const body = parts.find((part) => mediaType(part) === 'text/plain' && fileName(part) === undefined);
  const attachments = parts.flatMap((part) => {
    const name = fileName(part);
    if (name === undefined) return [];
    return [{ name, type: mediaType(part), size: bodyBytes(part).length }];
  });
  return { text: body ? bodyBytes(body).toString('utf8').replace(/\r\n/g, '\n') : '', attachments };
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
        ...readMessage(raw),
        writtenAt: writtenAt(file),
      };
    });
}

/** A file's size as a person reads it: bytes, then kB and MB (powers of 1000, one decimal). */
export function size(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** The newest `count` messages as a terminal shows them, newest last. */
export function formatLatestMails(folder: string, count: number): string {
  const mails = readMailFolder(folder).slice(-count);
  if (mails.length === 0) return `No e-mails in ${folder} yet.\n`;
  return mails
    .map((mail) => {
      const when = new Date(mail.writtenAt).toISOString().replace('T', ' ').slice(0, 19);
      const files = mail.attachments.map(
        (a) => `\nAttached: ${a.name || '(no name)'} (${a.type}, ${size(a.size)})`,
      );
      return `── ${when} UTC · to ${mail.to}\n   ${mail.subject}\n\n${mail.text.trim()}\n${files.join('')}${files.length ? '\n' : ''}`;
    })
    .join('\n');
}
