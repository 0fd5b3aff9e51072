import type { TokenClaims, TokenPurpose } from '@recolecta/shared/auth';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

// Typed against the shared union so a new purpose fails the build until it is listed here; not imported
// as a value because `@recolecta/shared/auth` brings zod, which the login page does not need.
const PURPOSES: Record<TokenPurpose, true> = { session: true, signup: true };

function isPurpose(value: unknown): value is TokenPurpose {
  return typeof value === 'string' && Object.hasOwn(PURPOSES, value);
}

/**
 * Reads a JWT's claims without verifying the signature (docs/product.md §2: the server verifies). Anything that is
 * not three base64url segments with a JSON header naming an algorithm and a payload carrying our claims
 * answers null, so the caller treats the token as absent.
 */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => BASE64URL.test(p))) return null;
  const [headerPart, payloadPart] = parts as [string, string, string];
  let header: Record<string, unknown> | null;
  let payload: Record<string, unknown> | null;
  try {
    header = parseJsonObject(decodeBase64Url(headerPart));
    payload = parseJsonObject(decodeBase64Url(payloadPart));
  } catch {
    return null;
  }
  if (!header || typeof header.alg !== 'string' || !payload) return null;
  const { sub, role, cid, jti, pur, exp, iat } = payload;
  if (typeof sub !== 'string' || typeof role !== 'string' || typeof jti !== 'string') return null;
  if (cid !== null && typeof cid !== 'string') return null;
  if (typeof exp !== 'number' || typeof iat !== 'number') return null;
  // A token without a purpose predates sign-up tokens: it is a session token.
  const purpose = pur === undefined ? 'session' : pur;
  if (!isPurpose(purpose)) return null;
  return { sub, role, cid, jti, pur: purpose, exp, iat };
}

/** True once `exp` (seconds since the epoch) has passed, with a little leeway for clock skew. */
export function isExpired(claims: TokenClaims, nowMs: number = Date.now(), leewaySeconds = 5): boolean {
  return claims.exp + leewaySeconds <= Math.floor(nowMs / 1000);
}
