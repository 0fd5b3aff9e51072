import { passwordSchema, rfcSchema } from '@recolecta/shared/accounts';
import { mxPhone } from '@recolecta/shared/resource';
import { vehicleFields } from '@recolecta/shared/vehicles';
import type { RuleObject } from 'antd/es/form';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/messages/en.ts';
import { loadAllWords } from '../../i18n/words.ts';
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
  beforeAll(async () => {
    // What a page has loaded: the shell in its language, and the words of the fields it shows.
    i18n.addResourceBundle('en', 'translation', en);
    await loadAllWords(i18n, ['common', 'vehicles']);
  });

  it('words the required message of docs/product.md §6 in each language', () => {
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
    // A rule of one feature, in its words (i18n/vehicles.ts).
    expect(await check(zodRules(vehicleFields.plate, 'Plate', 'en'), 'X1')).toBe(
      'Plate of 5 to 10 letters and digits (dashes and spaces allowed)',
    );
  });
});
