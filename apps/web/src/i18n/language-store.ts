import type { Locale } from '@recolecta/shared/locales';
import dayjs from 'dayjs';
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';
import { esPack, loadLanguagePack } from './load-language-pack.ts';
import type { LanguagePack } from './packs/language-pack.ts';

let current: { locale: Locale; pack: LanguagePack } = { locale: 'es', pack: esPack };
let latestRequest = 0;
const listeners = new Set<() => void>();

dayjs.locale(esPack.dayjs);

/** Loads a language (texts, Ant Design and dayjs locales) and switches the whole UI to it. */
export async function applyLanguage(locale: Locale): Promise<void> {
  if (locale === current.locale && i18n.language === locale) return;
  const request = ++latestRequest;
  const pack = await loadLanguagePack(locale);
  // A later switch won the race: keep its result.
  if (request !== latestRequest) return;
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', pack.messages);
  }
  dayjs.locale(pack.dayjs);
  await i18n.changeLanguage(locale);
  current = { locale, pack };
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

export function currentLanguage(): Locale {
  return current.locale;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLanguagePack(): { locale: Locale; pack: LanguagePack } {
  return useSyncExternalStore(subscribe, () => current);
}
