/**
 * A message as a mail client shows it, read from the raw text the server sent (RFC 5322 + MIME): the
 * recipients, the subject and the plain-text part, decoded from quoted-printable or base64 so that codes
 * and links come out whole. Enough for what nodemailer writes (one part, or text and HTML side by side);
 * the browser tests read mail through this alone, as a user's tool would, never through the server.
 */
export interface Message {
  to: string[];
  subject: string;
  text: string;
}

type Headers = Map<string, string>;

/** Splits at the first blank line; continuation lines are joined to the header they continue. */
function entity(raw: string): { headers: Headers; body: string } {
  const gap = /\r?\n\r?\n/.exec(raw);
  const head = gap ? raw.slice(0, gap.index) : raw;
  const body = gap ? raw.slice(gap.index + gap[0].length) : '';
  const headers: Headers = new Map();
  for (const line of head.split(/\r?\n(?![ \t])/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers.set(
      line.slice(0, colon).trim().toLowerCase(),
      line
        .slice(colon + 1)
        .replace(/\s+/g, ' ')
        .trim(),
    );
  }
  return { headers, body };
}

/** `=C3=B3` escapes to bytes, soft line breaks (`=` at a line's end) removed, then read as UTF-8. */
function fromQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  let at = 0;
  for (const m of joined.matchAll(/=([0-9A-Fa-f]{2})/g)) {
    bytes.push(...Buffer.from(joined.slice(at, m.index), 'utf8'), Number.parseInt(m[1]!, 16));
    at = m.index + m[0].length;
  }
  bytes.push(...Buffer.from(joined.slice(at), 'utf8'));
  return Buffer.from(bytes).toString('utf8');
}

function decode(body: string, transferEncoding = ''): string {
  switch (transferEncoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return fromQuotedPrintable(body);
    default:
      return body;
  }
}

/** RFC 2047 words in a header (`=?UTF-8?Q?C=C3=B3digo?=`, `=?UTF-8?B?…?=`); spaces between two words go. */
function headerText(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_word, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : fromQuotedPrintable(data.replaceAll('_', ' ')),
    );
}

/** The first text/plain part, looking into multipart entities. */
function plainPart(headers: Headers, body: string): string | undefined {
  const type = headers.get('content-type') ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (!boundary) return undefined;
    const [, ...parts] = body.split(`--${boundary}`);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      const inner = entity(part.replace(/^\r?\n/, ''));
      const text = plainPart(inner.headers, inner.body.replace(/\r?\n$/, ''));
      if (text !== undefined) return text;
    }
    return undefined;
  }
  if (!/^text\/plain/i.test(type)) return undefined;
  return decode(body, headers.get('content-transfer-encoding'));
}

/** The addresses of a To header (`"Ana" <ana@x.mx>, b@y.mx`), lower-cased. */
function addresses(value: string): string[] {
  return [...value.matchAll(/[^\s<>",;]+@[^\s<>",;]+/g)].map((m) => m[0].toLowerCase());
}

export function readMessage(raw: string): Message {
  const { headers, body } = entity(raw);
  return {
    to: addresses(headerText(headers.get('to') ?? '')),
    subject: headerText(headers.get('subject') ?? ''),
    // Lines end as the reader's system ends them (SMTP sends CRLF, the folder's files have LF).
    text: (plainPart(headers, body) ?? '').replace(/\r\n/g, '\n'),
  };
}
