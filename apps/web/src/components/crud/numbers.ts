import { INTL_LOCALES } from '@recolecta/shared/locales';
import { useCallback } from 'react';
import { useLanguagePack } from '../../i18n/language-store.ts';

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
