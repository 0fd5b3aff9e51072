import './theme/light.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { LoginPage } from './app/routes/lazy-parts.ts';
import { applyLanguage } from './i18n/language-store.ts';
import { keepPickerEnterFromSubmitting } from './lib/picker-enter.ts';
import { getSession } from './lib/token-storage.ts';
import { unregisterServiceWorkers } from './lib/unregister-service-workers.ts';
import { getPreferences } from './theme/preferences-store.ts';

void unregisterServiceWorkers();
keepPickerEnterFromSubmitting();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

/** Whether this address ends on the login page: its own paths, and any other but /auth/* when signed out. */
function showsLoginPage(pathname: string): boolean {
  if (/^\/(auth|app)\/login\/?$/.test(pathname)) return true;
  return !getSession() && !pathname.startsWith('/auth/');
}

// The saved language loads before the first paint, so nobody sees Spanish flash before their own; the
// login page's chunk loads meanwhile when it is what will show, so its spinner never shows and moves
// the layout. A chunk that fails here is tried again, and reported, when the page renders.
Promise.all([
  applyLanguage(getPreferences().locale).catch((error: unknown) =>
    console.error('Could not load the saved language', error),
  ),
  showsLoginPage(window.location.pathname) ? LoginPage.preload().catch(() => {}) : undefined,
]).finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
