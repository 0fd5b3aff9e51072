import { describe, expect, it } from 'vitest';
import { makeToken } from '../test/make-token.ts';
import { decodeToken, isExpired } from './jwt.ts';

describe('decodeToken', () => {
  it('reads the claims of a well-formed token without verifying it', () => {
    const claims = decodeToken(makeToken({ role: 'owner', cid: 'c1', pur: 'signup' }));
    expect(claims).toMatchObject({ role: 'owner', cid: 'c1', pur: 'signup' });
  });

  it('reads claims with non-ASCII text (base64url of UTF-8)', () => {
    expect(decodeToken(makeToken({ role: 'dueño' }))?.role).toBe('dueño');
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['a random string', 'not-a-token'],
    ['two segments', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0'],
    ['four segments', `${makeToken()}.extra`],
    ['characters outside base64url', makeToken().replace(/^./, '*')],
    ['a payload that is not JSON', `eyJhbGciOiJIUzI1NiJ9.${btoa('{oops').replace(/=+$/, '')}.sig`],
    ['a JSON array payload', `eyJhbGciOiJIUzI1NiJ9.${btoa('[1,2]').replace(/=+$/, '')}.sig`],
  ])('treats %s as no token', (_, token) => {
    expect(decodeToken(token)).toBeNull();
  });

  it('needs a header that names an algorithm', () => {
    expect(decodeToken(makeToken({}, { typ: 'JWT' }))).toBeNull();
  });

  it('needs our claims with the right types', () => {
    expect(decodeToken(makeToken({ exp: 'soon' as unknown as number }))).toBeNull();
    expect(decodeToken(makeToken({ sub: 42 as unknown as string }))).toBeNull();
    expect(decodeToken(makeToken({ pur: 'admin-override' as 'session' }))).toBeNull();
  });

  it('takes a token without a purpose for a session token', () => {
    const token = makeToken({ pur: undefined });
    expect(decodeToken(token)?.pur).toBe('session');
  });
});

describe('isExpired', () => {
  it('compares exp (seconds) with now, allowing a few seconds of clock skew', () => {
    const claims = decodeToken(makeToken({ exp: 1_000 }))!;
    expect(isExpired(claims, 990_000)).toBe(false);
    expect(isExpired(claims, 1_004_000)).toBe(false);
    expect(isExpired(claims, 1_005_000)).toBe(true);
  });
});
