import type { TokenClaims } from '@recolecta/shared/auth';

const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unsigned-but-well-formed JWT with our claims; the web never verifies signatures. */
export function makeToken(
  claims: Partial<TokenClaims> = {},
  header: object = { alg: 'HS256', typ: 'JWT' },
): string {
  const now = Math.floor(Date.now() / 1000);
  const payload: TokenClaims = {
    sub: '00000000-0000-4000-8000-000000000001',
    role: 'admin',
    cid: null,
    jti: '00000000-0000-4000-8000-0000000000aa',
    pur: 'session',
    iat: now,
    exp: now + 3600,
    ...claims,
  };
  return `${base64Url(JSON.stringify(header))}.${base64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}
