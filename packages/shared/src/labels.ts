import { type Namespace, WORDS, type WordsOf } from './i18n/all-words.ts';
import { VALUE_GROUPS, type ValueLabelGroup } from './i18n/value-groups.ts';
import { LOCALES, type Locale } from './locales.ts';

export type { ValueLabelGroup } from './i18n/value-groups.ts';

type L = Record<Locale, string>;
type Tree = Readonly<Record<string, unknown>>;

/** The resources whose fields have labels: the namespaces with a `fields` section. */
export type LabelResource = {
  [N in Namespace]: WordsOf<N> extends { fields: object } ? N : never;
}[Namespace];

type FieldsOf<R extends LabelResource> = WordsOf<R> extends { fields: infer F } ? F : never;
type ValuesOf<G extends ValueLabelGroup> =
  WordsOf<(typeof VALUE_GROUPS)[G]> extends {
    values: infer V extends Record<G, unknown>;
  }
    ? V[G]
    : never;

/** One section of a namespace's tree, as `key → text per language` (the shape the API has always read). */
function byKey(ns: Namespace, path: readonly string[]): Record<string, L> {
  const at = (locale: Locale) =>
    path.reduce<Tree>((tree, key) => (tree[key] ?? {}) as Tree, WORDS[ns][locale] as Tree) as Record<
      string,
      string
    >;
  return Object.fromEntries(
    Object.keys(at('es')).map((key) => [
      key,
      Object.fromEntries(LOCALES.map((locale) => [locale, at(locale)[key] ?? ''])) as L,
    ]),
  );
}

const labelResources = (Object.keys(WORDS) as Namespace[]).filter(
  (ns): ns is LabelResource => 'fields' in WORDS[ns].es,
);

/**
 * Field labels per resource: table headers, form labels, export headers, "Por favor ingresar {label}".
 * The words live in packages/shared/src/i18n/<resource>.ts, under `fields`.
 */
export const FIELD_LABELS = Object.fromEntries(labelResources.map((ns) => [ns, byKey(ns, ['fields'])])) as {
  readonly [R in LabelResource]: { readonly [F in keyof FieldsOf<R>]: L };
};

/** Labels of enum values, shared by tables, filters, forms and exports; in the namespaces' `values`. */
export const VALUE_LABELS = Object.fromEntries(
  (Object.keys(VALUE_GROUPS) as ValueLabelGroup[]).map((group) => [
    group,
    byKey(VALUE_GROUPS[group], ['values', group]),
  ]),
) as { readonly [G in ValueLabelGroup]: { readonly [V in keyof ValuesOf<G>]: L } };

export function fieldLabel(resource: LabelResource, field: string, locale: Locale): string {
  const own = (FIELD_LABELS[resource] as Record<string, L>)[field];
  const common = (FIELD_LABELS.common as Record<string, L>)[field];
  return (own ?? common)?.[locale] ?? field;
}

export function valueLabel(
  group: ValueLabelGroup,
  value: string | boolean | null | undefined,
  locale: Locale,
) {
  if (value === null || value === undefined) return '';
  return (VALUE_LABELS[group] as Record<string, L>)[String(value)]?.[locale] ?? String(value);
}

/** A role's name as the user should read it: system roles in the user's language, custom roles as named. */
export function roleLabel(role: { key: string | null; name: string }, locale: Locale) {
  return role.key && role.key in VALUE_LABELS.systemRole
    ? valueLabel('systemRole', role.key, locale)
    : role.name;
}
