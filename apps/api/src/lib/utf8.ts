/**
 * Bytes as UTF-8 text, or null when they are not UTF-8. Node's own decoding (`buffer.toString()`,
 * Fastify's body parsers) turns a bad sequence into U+FFFD silently, and the replacement would be
 * stored as if the client had typed it; a request that is not UTF-8 is refused instead.
 */
const strict = new TextDecoder('utf-8', { fatal: true });

export function utf8Text(bytes: Uint8Array): string | null {
  try {
    return strict.decode(bytes);
  } catch {
    return null;
  }
}
