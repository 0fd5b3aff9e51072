import type { ErrorDetail } from '@recolecta/shared/errors';
import { type FIELD_LABELS, fieldLabel } from '@recolecta/shared/labels';
import type { Locale } from '@recolecta/shared/locales';
import { isValidationKey, validationMessage } from '@recolecta/shared/validation-messages';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error.ts';

const zodLocales: Record<Locale, () => { localeError: z.core.$ZodErrorMap }> = {
  es: z.locales.es,
  en: z.locales.en,
  zh: z.locales.zhCN,
  fr: z.locales.fr,
  ja: z.locales.ja,
};

/** "Por favor ingresar {label}" and its siblings: the required-field message of docs/product.md §6. */
const REQUIRED: Record<Locale, string> = {
  es: 'Por favor ingresar {label}',
  en: 'Please enter {label}',
  zh: '请输入{label}',
  fr: 'Veuillez saisir {label}',
  ja: '{label}を入力してください',
};

/** Issues with their input kept, so a missing value can be told from a wrong one. */
export class RequestValidationError extends Error {
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly part: string,
  ) {
    super('validation failed');
  }
}

/**
 * Fastify's validator for zod schemas. Unlike the type provider's own, it keeps each issue's input
 * (`reportInput`), which the error handler needs to say "required" instead of "expected string".
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
  };

/** A schema-level custom message is an i18n key (`validation.plateTaken`) or plain text. */
export function localiseIssues(
  issues: readonly z.core.$ZodIssue[],
  locale: Locale,
  labels?: keyof typeof FIELD_LABELS,
): ErrorDetail[] {
  const errorMap = zodLocales[locale]().localeError;
  return issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const field = String(issue.path.at(-1) ?? 'value');
    const label = labels ? fieldLabel(labels, field, locale) : field;
    const raw = issue as z.core.$ZodIssue & { input?: unknown };
    if (issue.code === 'invalid_type' && raw.input === undefined) {
      return { path, message: REQUIRED[locale].replace('{label}', label) };
    }
    if (isValidationKey(issue.message)) return { path, message: validationMessage(issue.message, locale) };
    if (issue.code === 'custom') return { path, message: issue.message };
    const localised = errorMap(issue as never);
    const message = typeof localised === 'string' ? localised : (localised?.message ?? issue.message);
    return { path, message };
  });
}

export function validationError(details: ErrorDetail[]) {
  return new AppError('VALIDATION_FAILED', { details });
}
