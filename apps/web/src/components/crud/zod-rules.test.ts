import { passwordSchema, rfcSchema } from '@recolecta/shared/accounts';
import { mxPhone } from '@recolecta/shared/resource';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { requiredMessage, zodRules } from './zod-rules.ts';

type Validator = (rule: RuleObject, value: unknown) => Promise<void>;

async function check(rules: ReturnType<typeof zodRules>, value: unknown): Promise<string | null> {
  const validator = (rules[1] as { validator: Validator }).validator;
  try {
    await validator({}, value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('zodRules', () => {
  it('words the required message of PRODUCT §6 in each language', () => {
    expect(requiredMessage('RFC', 'es')).toBe('Por favor ingresar RFC');
    expect(requiredMessage('RFC', 'en')).toBe('Please enter RFC');
    expect(zodRules(rfcSchema, 'RFC', 'es')[0]).toMatchObject({
      required: true,
      message: 'Por favor ingresar RFC',
    });
  });

  it('words a schema rule that names an error code as the API does', async () => {
    expect(await check(zodRules(rfcSchema, 'RFC', 'es'), 'ABC')).toBe(
      'El RFC no tiene un formato válido (12 o 13 caracteres)',
    );
    expect(await check(zodRules(passwordSchema, 'Password', 'en'), 'letters-only-here')).toBeNull();
    expect(await check(zodRules(passwordSchema, 'Password', 'en'), 'onlyletterslong')).toBe(
      'The password needs at least 10 characters mixing letters with digits or symbols',
    );
    expect(await check(zodRules(rfcSchema, 'RFC', 'es'), 'xaxx010101000')).toBeNull();
  });

  it('words the validation keys and lets empty optional values pass', async () => {
    expect(await check(zodRules(mxPhone, 'Teléfono', 'es'), '123')).toBe(
      'Escribe un teléfono de 10 dígitos (puede llevar +52)',
    );
    expect(await check(zodRules(mxPhone.nullish(), 'Teléfono', 'es'), '')).toBeNull();
  });
});
