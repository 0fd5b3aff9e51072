import { i18n } from '../i18n/i18n.ts';
import { currentLanguage } from '../i18n/language-store.ts';
import { createHttpClient } from './http/create-http-client.ts';
import { createErrorEffects } from './http/error-effects.ts';
import { offerToOwners } from './http/error-owners.ts';
import type { HttpError } from './http/http-error.ts';
import { notify } from './notifier.ts';
import { clearToken, getToken } from './token-storage.ts';

type Navigate = (to: string) => void;

// The router registers itself at start; before that a full page load does the job.
let navigateImpl: Navigate = (to) => window.location.assign(to);
let onSessionEnd: () => void = () => {};

export function setApiNavigation(navigate: Navigate, sessionEnded: () => void) {
  navigateImpl = navigate;
  onSessionEnd = sessionEnded;
}

const handleError = createErrorEffects({
  notify,
  translate: (key, params) => i18n.t(key, params),
  clearSession: () => {
    clearToken();
    onSessionEnd();
  },
  navigate: (to) => navigateImpl(to),
  reload: () => window.location.reload(),
  offer: offerToOwners,
});

/** The app's client for `/api/v1` (docs/product.md §2, §6). */
export const api = createHttpClient({
  baseUrl: '/api/v1',
  getToken,
  getLanguage: currentLanguage,
  onError: handleError,
});

/**
 * The side effects of docs/product.md §6 for an error of a request sent `quiet` (a retry loop that
 * handles network failures itself, but must still sign out on a 401).
 */
export function reportHttpError(error: HttpError) {
  handleError(error, {});
}
