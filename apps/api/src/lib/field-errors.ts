import type { ValidationMessageKey } from '@recolecta/shared/validation-messages';
import { mapUniqueViolation } from './db-errors.ts';
import { validationError } from './validation.ts';

/** 422 naming fields, from rules a service checks (references, tree depth); the error handler words them. */
export function invalidFields(details: { path: string; message: ValidationMessageKey }[]) {
  return validationError(details);
}

/** `mapUniqueViolation` shaped for `.catch`. */
export function uniqueViolation(constraints: Record<string, string>) {
  return (error: unknown): never => mapUniqueViolation(error, constraints);
}
