import { errorMessage, isErrorCode } from '@recolecta/shared/errors';
import { issueMessage } from '@recolecta/shared/issue-messages';
import type { Locale } from '@recolecta/shared/locales';
import type { ValidationMessageKey } from '@recolecta/shared/validation-messages';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { i18n } from '../../i18n/i18n.ts';

/** "Por favor ingresar {label}" in the given language (the shell's `validation.required`). */
export function requiredMessage(label: string, locale: Locale) {
  return i18n.t('validation.required', { lng: locale }).replace('{label}', label);
}

/**
 * A rule message the schemas name by key (`validation.plate`), from the words of the feature that
 * defines it; the page has loaded that namespace (its fields' labels come from it too). Undefined
 * for anything else.
 */
function ruleText(key: string, locale: Locale): string | undefined {
  if (!key.startsWith('validation.')) return undefined;
  for (const ns of Object.keys(i18n.store.data[locale] ?? {})) {
    const text: unknown = i18n.getResource(locale, ns, key);
    if (ns !== 'translation' && typeof text === 'string') return text;
  }
  return undefined;
}

/** The text of a rule message key (`validation.insuranceExpiryRequired`) in the given language. */
export function validationText(key: ValidationMessageKey, locale: Locale): string {
  return ruleText(key, locale) ?? key;
}

function isEmpty(value: unknown) {
  return value === undefined || value === null || value === '';
}

/**
 * Ant Design rules from a shared zod field schema: the form shows, before sending, the same rule and
 * the same words the API would answer with (docs/product.md §6). Empty optional values pass.
 */
export function zodRules(
  schema: z.ZodType,
  label: string,
  locale: Locale,
  options: { required?: boolean } = {},
): FormRule[] {
  const required = options.required ?? !schema.safeParse(undefined).success;
  return [
    { required, message: requiredMessage(label, locale) },
    {
      validator: async (_rule, value: unknown) => {
        if (isEmpty(value)) return;
        const result = schema.safeParse(value, { reportInput: true });
        if (result.success) return;
        const issue = result.error.issues[0]!;
        const known = ruleText(issue.message, locale);
        if (known) throw new Error(known);
        // Schema rules that name an error code (`WEAK_PASSWORD`, `RFC_INVALID`) read as the API says them.
        if (isErrorCode(issue.message)) throw new Error(errorMessage(issue.message, locale));
        // Everything else in the words a person reads (issue-messages.ts), as the API answers it.
        throw new Error(issueMessage(issue, locale, label));
      },
    },
  ];
}
