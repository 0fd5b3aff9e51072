/**
 * The page someone opened before signing in (a link in an e-mail to `/app/vehicles`), kept for this
 * tab while they sign in, so the sign-in lands there rather than on their home.
 */
const KEY = 'recolecta.deep-link';

/**
 * The path, search and hash of `value` when it is a page of this site under `/app/`, else null: a
 * stored value is never trusted to point elsewhere (`//evil.test`, `https://…`, `/\evil`).
 */
export function sameSitePath(value: string | null | undefined, origin: string): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith('/app/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function rememberDeepLink(path: string) {
  const clean = sameSitePath(path, window.location.origin);
  try {
    if (clean) sessionStorage.setItem(KEY, clean);
  } catch {
    // Storage disabled: the sign-in lands on the home page.
  }
}

/** The remembered page, once: reading it forgets it. */
export function takeDeepLink(): string | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return sameSitePath(value, window.location.origin);
  } catch {
    return null;
  }
}
