import type { Locale } from '@recolecta/shared/locales';
import { pack as esPack } from './packs/es.ts';
import type { LanguagePack } from './packs/language-pack.ts';

const loaders: Record<Locale, () => Promise<LanguagePack>> = {
  es: async () => esPack,
  en: () => import('./packs/en.ts').then((m) => m.pack),
  zh: () => import('./packs/zh.ts').then((m) => m.pack),
  fr: () => import('./packs/fr.ts').then((m) => m.pack),
  ja: () => import('./packs/ja.ts').then((m) => m.pack),
};

// The original retried translation loads 5 times, 350 ms apart and doubling.
const RETRIES = 5;
const FIRST_DELAY_MS = 350;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function loadLanguagePack(locale: Locale): Promise<LanguagePack> {
  let delay = FIRST_DELAY_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await loaders[locale]();
    } catch (error) {
      if (attempt >= RETRIES) throw error;
      await wait(delay);
      delay *= 2;
    }
  }
}

export { esPack };
