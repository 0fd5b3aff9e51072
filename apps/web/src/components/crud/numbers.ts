import type { Locale } from '@recolecta/shared/locales';
import { useCallback } from 'react';
import { useLanguagePack } from '../../i18n/language-store.ts';

/** Spanish numbers as written in Mexico (18,000.5), not in Spain (18.000,5). */
const INTL_LOCALES: Record<Locale, string> = {
  es: 'es-MX',
  en: 'en-US',
  zh: 'zh-CN',
  fr: 'fr-FR',
  ja: 'ja-JP',
};

/** Quantities in the current language's format; an empty value is a dash. */
export function useNumberFormat() {
  const { locale } = useLanguagePack();
  return useCallback(
    (value: number | null | undefined, digits = 2) =>
      value === null || value === undefined
        ? '—'
        : new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits: digits }).format(value),
    [locale],
  );
}
