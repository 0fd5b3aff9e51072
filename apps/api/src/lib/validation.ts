import type { ErrorDetail } from '@recolecta/shared/errors';
import { issueMessage, requiredText } from '@recolecta/shared/issue-messages';
import { type FIELD_LABELS, fieldLabel } from '@recolecta/shared/labels';
import type { Locale } from '@recolecta/shared/locales';
import { isValidationKey, validationMessage } from '@recolecta/shared/validation-messages';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

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

/**
 * Each issue said for a person (issue-messages.ts: "Usa al menos 5 caracteres"), with its field path
 * as zod gives it. A schema-level message is an i18n key (`validation.plateTaken`), an error code
 * (`WEAK_PASSWORD`, worded when the answer is sent) or, on a refine, plain text.
 */
export function localiseIssues(
  issues: readonly z.core.$ZodIssue[],
  locale: Locale,
  labels?: keyof typeof FIELD_LABELS,
): ErrorDetail[] {
  return issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const field = String(issue.path.at(-1) ?? 'value');
    const named = labels ? fieldLabel(labels, field, locale) : undefined;
    // A field the resource's words do not name is called by its key only where it must be named.
    const label = named && named !== field ? named : undefined;
    const raw = issue as z.core.$ZodIssue & { input?: unknown };
    if (issue.code === 'invalid_type' && raw.input === undefined) {
      return { path, message: requiredText(locale, label ?? field) };
    }
    if (isValidationKey(issue.message)) return { path, message: validationMessage(issue.message, locale) };
    return { path, message: issueMessage(raw, locale, label) };
  });
}

export function validationError(details: ErrorDetail[]) {
  return new AppError('VALIDATION_FAILED', { details });
}
