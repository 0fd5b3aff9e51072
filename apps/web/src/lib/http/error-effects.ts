import { LOGIN_PATH, ONBOARDING_PATH } from '../paths.ts';
import type { RequestOptions } from './create-http-client.ts';
import type { HttpError } from './http-error.ts';

export interface Notice {
  type: 'error' | 'warning' | 'info' | 'success';
  title: string;
  description?: string;
  /** Same key, same notification: parallel requests failing alike show one notice. */
  key?: string;
  action?: { label: string; onClick: () => void };
}

export interface ErrorEffectDeps {
  notify: (notice: Notice) => void;
  translate: (key: ErrorTextKey, params?: Record<string, string | number>) => string;
  clearSession: () => void;
  navigate: (to: string) => void;
  reload: () => void;
  /**
   * Offers the error to the view on screen (lib/http/error-owners.ts); when it takes it (a form's
   * conflict dialog), no notice is raised. The session rows (401, a company still signing up) and
   * failures of the server or the network are never offered.
   */
  offer?: (error: HttpError) => boolean;
}

export type ErrorTextKey =
  | 'http.authFail'
  | 'http.loginAgain'
  | 'http.forbiddenTitle'
  | 'http.forbidden'
  | 'http.notFoundTitle'
  | 'http.conflictTitle'
  | 'http.conflict'
  | 'http.reload'
  | 'http.validationTitle'
  | 'http.rateLimitedTitle'
  | 'http.retryIn'
  | 'http.retryLater'
  | 'http.timeout'
  | 'http.timeoutDescription'
  | 'http.error'
  | 'http.networkError'
  | 'http.busyTitle'
  | 'http.busy'
  | 'http.busyIn'
  | 'http.onboardingTitle';

/**
 * The error table of docs/product.md §6 as side effects. Public calls (login, registration, recovery, reset,
 * new password) show their message in place, so only failures of the server or the network notify there.
 */
export function createErrorEffects(deps: ErrorEffectDeps) {
  const { notify, translate: t } = deps;

  const serverTrouble = (error: HttpError) => {
    if (error.kind === 'timeout') {
      notify({
        type: 'error',
        key: 'timeout',
        title: t('http.timeout'),
        description: t('http.timeoutDescription'),
      });
    } else if (error.kind === 'unavailable') {
      // The database is away for a moment (503 with Retry-After): nothing was saved, the form keeps
      // what was typed, and the same request can simply be sent again.
      notify({
        type: 'warning',
        key: 'busy',
        title: t('http.busyTitle'),
        description:
          error.retryAfterSeconds === undefined
            ? t('http.busy')
            : t('http.busyIn', { seconds: error.retryAfterSeconds }),
      });
    } else if (error.kind === 'network') {
      notify({ type: 'error', key: 'network', title: t('http.error'), description: t('http.networkError') });
    } else {
      notify({ type: 'error', title: t('http.error'), description: error.message });
    }
  };

  return function handle(error: HttpError, options: RequestOptions): void {
    if (
      error.kind === 'timeout' ||
      error.kind === 'network' ||
      error.kind === 'unavailable' ||
      error.kind === 'server'
    ) {
      serverTrouble(error);
      return;
    }
    if (options.public) return;
    if (error.kind !== 'unauthenticated' && error.kind !== 'company-not-active' && deps.offer?.(error))
      return;
    switch (error.kind) {
      case 'unauthenticated':
        deps.clearSession();
        notify({
          type: 'error',
          key: 'auth-fail',
          title: t('http.authFail'),
          description: t('http.loginAgain'),
        });
        deps.navigate(LOGIN_PATH);
        return;
      case 'forbidden':
        notify({
          type: 'error',
          key: 'forbidden',
          title: t('http.forbiddenTitle'),
          description: t('http.forbidden'),
        });
        return;
      case 'company-not-active':
        notify({
          type: 'info',
          key: 'onboarding',
          title: t('http.onboardingTitle'),
          description: error.message,
        });
        deps.navigate(ONBOARDING_PATH);
        return;
      case 'not-found':
        notify({ type: 'error', title: t('http.notFoundTitle'), description: error.message });
        return;
      case 'conflict':
        // Only a stale version means "someone else changed it"; other 409s (a taken e-mail, a role in
        // use, the last owner) say what is wrong, and a form also puts it under its field. A stale
        // version reaches this notice only when no form on screen took it with its own dialog.
        if (error.code !== 'VERSION_CONFLICT') {
          notify({
            type: 'warning',
            title: error.details.length > 0 ? t('http.validationTitle') : t('http.error'),
            description: error.message,
          });
          return;
        }
        notify({
          type: 'warning',
          key: 'conflict',
          title: t('http.conflictTitle'),
          description: t('http.conflict'),
          action: { label: t('http.reload'), onClick: deps.reload },
        });
        return;
      case 'validation':
        // The form puts each detail under its field; this says why the save did not happen.
        notify({
          type: 'warning',
          key: 'validation',
          title: t('http.validationTitle'),
          description: error.message,
        });
        return;
      case 'rate-limited':
        notify({
          type: 'warning',
          key: 'rate-limited',
          title: t('http.rateLimitedTitle'),
          description:
            error.retryAfterSeconds === undefined
              ? t('http.retryLater')
              : t('http.retryIn', { seconds: error.retryAfterSeconds }),
        });
        return;
      default:
        notify({ type: 'error', title: t('http.error'), description: error.message });
    }
  };
}
