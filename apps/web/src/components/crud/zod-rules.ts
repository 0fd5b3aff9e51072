import { errorMessage, isErrorCode } from '@recolecta/shared/errors';
import type { Locale } from '@recolecta/shared/locales';
import { isValidationKey, validationMessage } from '@recolecta/shared/validation-messages';
import type { FormRule } from 'antd';
import { z } from 'zod';

const zodLocales: Record<Locale, () => { localeError: z.core.$ZodErrorMap }> = {
  es: z.locales.es,
  en: z.locales.en,
  zh: z.locales.zhCN,
  fr: z.locales.fr,
  ja: z.locales.ja,
};

const REQUIRED: Record<Locale, string> = {
  es: 'Por favor ingresar {label}',
  en: 'Please enter {label}',
  zh: '请输入{label}',
  fr: 'Veuillez saisir {label}',
  ja: '{label}を入力してください',
};

/** "Por favor ingresar {label}" in the given language. */
export function requiredMessage(label: string, locale: Locale) {
  return REQUIRED[locale].replace('{label}', label);
}

function isEmpty(value: unknown) {
  return value === undefined || value === null || value === '';
}

/**
 * Ant Design rules from a shared zod field schema: the form shows, before sending, the same rule and
 * the same words the API would answer with (PRODUCT §6). Empty optional values pass.
 */
export function zodRules(
  schema: z.ZodType,
  label: string,
  locale: Locale,
  options: { required?: boolean } = {},
): FormRule[] {
  const required = options.required ?? !schema.safeParse(undefined).success;
  const errorMap = zodLocales[locale]().localeError;
  return [
    { required, message: requiredMessage(label, locale) },
    {
      validator: async (_rule, value: unknown) => {
        if (isEmpty(value)) return;
        const result = schema.safeParse(value);
        if (result.success) return;
        const issue = result.error.issues[0]!;
        if (isValidationKey(issue.message)) throw new Error(validationMessage(issue.message, locale));
        // Schema rules that name an error code (`WEAK_PASSWORD`, `RFC_INVALID`) read as the API says them.
        if (isErrorCode(issue.message)) throw new Error(errorMessage(issue.message, locale));
        const mapped = errorMap(issue as never);
        throw new Error(typeof mapped === 'string' ? mapped : (mapped?.message ?? issue.message));
      },
    },
  ];
}
