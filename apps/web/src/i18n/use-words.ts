import type { Namespace } from '@recolecta/shared/i18n/all-words';
import { use } from 'react';
import { i18n } from './i18n.ts';
import { loadWords } from './words.ts';

/**
 * Suspends the component until the namespaces it reads are loaded (the nearest `LazyPart` shows its
 * spinner, and its reload offer if the chunk cannot be fetched).
 */
export function useWords(...namespaces: Namespace[]): void {
  for (const ns of namespaces) {
    if (!i18n.hasResourceBundle('es', ns)) use(loadWords(i18n, ns));
  }
}
