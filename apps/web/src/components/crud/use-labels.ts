import type { Namespace } from '@recolecta/shared/i18n/all-words';
import { VALUE_GROUPS, type ValueLabelGroup } from '@recolecta/shared/i18n/value-groups';
import type { LabelResource } from '@recolecta/shared/labels';
import type { Locale } from '@recolecta/shared/locales';
import { useCallback } from 'react';
import { i18n } from '../../i18n/i18n.ts';
import { useLanguagePack } from '../../i18n/language-store.ts';
import { useWords } from '../../i18n/use-words.ts';

/** One text of a loaded namespace, in the language asked for (Spanish when it lacks one). */
export function word(ns: Namespace, key: string, locale: Locale): string | undefined {
  const text: unknown = i18n.getResource(locale, ns, key) ?? i18n.getResource('es', ns, key);
  return typeof text === 'string' ? text : undefined;
}

/** A field's label: the resource's own, else the common one (the API names fields the same way). */
export function fieldText(resource: LabelResource, name: string, locale: Locale): string {
  return word(resource, `fields.${name}`, locale) ?? word('common', `fields.${name}`, locale) ?? name;
}

/** An enum value's label, from the namespace its group lives in. */
export function valueText(
  group: ValueLabelGroup,
  value: string | boolean | null | undefined,
  locale: Locale,
): string {
  if (value === null || value === undefined) return '';
  return word(VALUE_GROUPS[group], `values.${group}.${String(value)}`, locale) ?? String(value);
}

/**
 * Field and value labels of a resource in the current language, from the resource's words (the API
 * answers with the same words). Suspends until the resource's namespace, the common one and those of
 * `valueGroups` read through `value` are loaded.
 */
export function useLabels(resource: LabelResource, ...valueGroups: ValueLabelGroup[]) {
  const { locale } = useLanguagePack();
  useWords(resource, 'common', ...valueGroups.map((group) => VALUE_GROUPS[group]));
  const field = useCallback((name: string) => fieldText(resource, name, locale), [resource, locale]);
  const value = useCallback(
    (group: ValueLabelGroup, v: string | boolean | null | undefined) => valueText(group, v, locale),
    [locale],
  );
  return { field, value, locale };
}

/** Select options for an enum, labelled. */
export function useOptions(group: ValueLabelGroup, values: readonly string[]) {
  const { locale } = useLanguagePack();
  useWords(VALUE_GROUPS[group]);
  return values.map((v) => ({ value: v, label: valueText(group, v, locale) }));
}
