import type { HttpErrorKind } from './http-error.ts';

/** Maps an answer's status and error code to the row of docs/product.md §6 that handles it. */
export function classifyError(status: number, code: string | undefined): HttpErrorKind {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return code === 'COMPANY_NOT_ACTIVE' ? 'company-not-active' : 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 412) return 'email-not-verified';
  if (status === 422) return 'validation';
  if (status === 429) return 'rate-limited';
  // 508 is what the original's gateway answered when it gave up waiting; 504 is its standard cousin.
  if (status === 508 || status === 504) return 'timeout';
  if (status === 503) return 'unavailable';
  if (status >= 500) return 'server';
  return 'other';
}

/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(header: string | null, nowMs: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - nowMs) / 1000));
}
