import { ERRORS, type ErrorCode, type ErrorDetail } from '@recolecta/shared/errors';

/** An error the API answers as-is: a typed code, its status, optional field details and message params. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      details?: ErrorDetail[];
      params?: Record<string, string | number>;
      headers?: Record<string, string>;
      /** With INVALID_TRANSITION: the transitions the caller may take instead. */
      allowed?: string[];
    } = {},
  ) {
    super(code);
    this.statusCode = ERRORS[code].status;
  }
}

export const notFound = () => new AppError('NOT_FOUND');
export const forbidden = () => new AppError('FORBIDDEN');
export const versionConflict = () => new AppError('VERSION_CONFLICT');
