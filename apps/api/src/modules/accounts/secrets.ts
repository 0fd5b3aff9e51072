import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit code, uniformly drawn (leading zeros allowed). */
export function newCode() {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Codes have little entropy, so they are kept as an HMAC keyed by a server secret and bound to the
 * user: a copy of the table alone does not reveal them by trying the million values.
 */
export function hashCode(key: Buffer, userId: string, code: string) {
  return createHmac('sha256', key).update(`${userId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string) {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A link token: 256 random bits; only its SHA-256 is stored, so the table cannot be replayed. */
export function newLinkToken() {
  return randomBytes(32).toString('base64url');
}

export function hashLinkToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

/** The key for code hashes, derived from the JWT secret so a deployment needs no other secret. */
export function codeKeyFrom(secret: string) {
  return createHash('sha256').update(`recolecta:email-codes:${secret}`).digest();
}
