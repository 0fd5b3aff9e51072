import type { ErrorDetail } from '@recolecta/shared/errors';
import type { FormInstance } from 'antd';

export interface FieldError {
  name: (string | number)[];
  errors: string[];
}

/**
 * Turns a 422 answer's details into Ant Design `form.setFields` entries: `items.0.kg` becomes
 * ['items', 0, 'kg'], and several messages for one field stay together.
 */
export function toFieldErrors(details: readonly ErrorDetail[]): FieldError[] {
  const byPath = new Map<string, FieldError>();
  for (const detail of details) {
    const path = detail.path.replace(/^\/+|^body\./, '').replace(/\//g, '.');
    if (!path) continue;
    const existing = byPath.get(path);
    if (existing) existing.errors.push(detail.message);
    else
      byPath.set(path, {
        name: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        errors: [detail.message],
      });
  }
  return [...byPath.values()];
}

/** Puts a 422 answer's messages under the form's fields (docs/product.md §6); the server names the fields. */
export function applyFieldErrors<T>(form: FormInstance<T>, details: readonly ErrorDetail[]) {
  form.setFields(toFieldErrors(details) as Parameters<FormInstance<T>['setFields']>[0]);
}

/**
 * Ant Design keeps a message set by `applyFieldErrors` until the field validates again, and a field
 * without rules never does: a field the server alone judges (a signature whose need depends on the
 * manifest) takes this rule, which always passes, so that changing it clears the server's message.
 */
export const CLEARS_SERVER_ERROR = { validator: () => Promise.resolve() };
