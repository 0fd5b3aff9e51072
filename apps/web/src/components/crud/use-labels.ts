import { type FIELD_LABELS, fieldLabel, type ValueLabelGroup, valueLabel } from '@recolecta/shared/labels';
import { useCallback } from 'react';
import { useLanguagePack } from '../../i18n/language-store.ts';

/** Field and value labels from the shared catalog, in the current language (the API uses the same words). */
export function useLabels(resource: keyof typeof FIELD_LABELS) {
  const { locale } = useLanguagePack();
  const field = useCallback((name: string) => fieldLabel(resource, name, locale), [resource, locale]);
  const value = useCallback(
    (group: ValueLabelGroup, v: string | boolean | null | undefined) => valueLabel(group, v, locale),
    [locale],
  );
  return { field, value, locale };
}

/** Select options for an enum, labelled. */
export function useOptions(group: ValueLabelGroup, values: readonly string[]) {
  const { value } = useLabels('common');
  return values.map((v) => ({ value: v, label: value(group, v) }));
}
