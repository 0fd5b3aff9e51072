import { describe, expect, it } from 'vitest';
import { classifyError, parseRetryAfter } from './classify-error.ts';

describe('classifyError', () => {
  it('maps each row of the error table', () => {
    expect(classifyError(401, 'UNAUTHENTICATED')).toBe('unauthenticated');
    expect(classifyError(403, 'FORBIDDEN')).toBe('forbidden');
    expect(classifyError(403, 'ACCOUNT_DISABLED')).toBe('forbidden');
    expect(classifyError(403, 'COMPANY_NOT_ACTIVE')).toBe('company-not-active');
    expect(classifyError(404, undefined)).toBe('not-found');
    expect(classifyError(409, 'ALREADY_EXISTS')).toBe('conflict');
    expect(classifyError(412, 'EMAIL_NOT_VERIFIED')).toBe('email-not-verified');
    expect(classifyError(422, 'VALIDATION_FAILED')).toBe('validation');
    expect(classifyError(429, 'RATE_LIMITED')).toBe('rate-limited');
    expect(classifyError(508, undefined)).toBe('timeout');
    expect(classifyError(504, undefined)).toBe('timeout');
    expect(classifyError(500, 'INTERNAL')).toBe('server');
    expect(classifyError(400, 'BAD_REQUEST')).toBe('other');
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter(' 7 ')).toBe(7);
  });

  it('reads an HTTP date relative to now', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});
