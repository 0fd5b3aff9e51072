import { randomUUID } from 'node:crypto';
import { type TokenClaims, type TokenPurpose, tokenPurposes } from '@recolecta/shared/auth';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export interface TokenService {
  sign(claims: { sub: string; role: string; cid: string | null; pur: TokenPurpose }): Promise<{
    token: string;
    jti: string;
    expiresAt: Date;
  }>;
  verify(token: string): Promise<TokenClaims | null>;
}

/**
 * What a token must carry to be looked up: a signature proves who issued it, not that its claims have
 * the types the session query expects (a non-UUID subject would fail in the database, as a 500).
 */
const claimsSchema = z.object({
  sub: z.guid(),
  jti: z.guid(),
  role: z.string().max(100),
  cid: z.guid().nullable(),
  pur: z.enum(tokenPurposes),
  iat: z.number().int(),
  exp: z.number().int(),
});

/** HS256 access tokens: signed, expiring, and carrying a token id that the sessions table can revoke. */
export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  // Imported once: given the raw bytes, jose imports a key for every token it checks, a tenth of the
  // server's work on a request that reads the session and little else (`/auth/me`).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async sign(claims) {
      const jti = randomUUID();
      const now = Math.floor(Date.now() / 1000);
      const exp = now + ttlSeconds;
      const token = await new SignJWT({ role: claims.role, cid: claims.cid, pur: claims.pur })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setJti(jti)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(await key);
      return { token, jti, expiresAt: new Date(exp * 1000) };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        const claims = claimsSchema.safeParse(payload);
        return claims.success ? (claims.data satisfies TokenClaims) : null;
      } catch {
        return null;
      }
    },
  };
}
