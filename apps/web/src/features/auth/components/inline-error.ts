import type { TFunction } from 'i18next';
import { isHttpError } from '../../../lib/http/http-error.ts';

/**
 * What a public page says in place for a failed call (docs/product.md §6): the server's message, or when to
 * retry. Server and network trouble already raised a notification, and the form keeps what was typed.
 */
export function inlineErrorMessage(error: unknown, t: TFunction): string | null {
  if (!isHttpError(error)) return t('accounts:common.failed');
  switch (error.kind) {
    case 'timeout':
    case 'network':
    case 'server':
      return null;
    case 'rate-limited':
      return error.retryAfterSeconds === undefined
        ? error.message
        : t('accounts:common.retryIn', { seconds: error.retryAfterSeconds });
    default:
      return error.message || t('accounts:common.failed');
  }
}
