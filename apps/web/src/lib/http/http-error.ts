import type { ErrorDetail } from '@recolecta/shared/errors';

/** How the web reacts to a failed request (docs/product.md §6); one kind per row of the table. */
export type HttpErrorKind =
  | 'unauthenticated'
  | 'forbidden'
  | 'company-not-active'
  | 'not-found'
  | 'conflict'
  | 'email-not-verified'
  | 'validation'
  | 'rate-limited'
  | 'timeout'
  /** 503: the service (its database) is away for a moment; try again. */
  | 'unavailable'
  | 'server'
  | 'network'
  | 'other';

export interface HttpErrorInit {
  kind: HttpErrorKind;
  status: number;
  code: string;
  message: string;
  details?: ErrorDetail[];
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  /** 0 when no answer came (network failure or the client's own timeout). */
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetail[];
  readonly retryAfterSeconds: number | undefined;

  constructor(init: HttpErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = 'HttpError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}
