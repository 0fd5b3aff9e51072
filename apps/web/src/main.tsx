import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { applyLanguage } from './i18n/language-store.ts';
import { unregisterServiceWorkers } from './lib/unregister-service-workers.ts';
import { getPreferences } from './theme/preferences-store.ts';

void unregisterServiceWorkers();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// The saved language loads before the first paint, so nobody sees Spanish flash before their own.
applyLanguage(getPreferences().locale)
  .catch((error: unknown) => console.error('Could not load the saved language', error))
  .finally(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
