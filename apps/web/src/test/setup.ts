import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Ant Design's responsive hooks call matchMedia, which jsdom lacks.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// findBy… and waitFor wait for what the user waits for, up to this long: the library's default of one
// second is a fixed time in disguise, and on a loaded two-core machine a notice can take longer to
// render (login-page.test.tsx failed so at load 13 on 2026-11-29). The file's own timeout still bounds it.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
