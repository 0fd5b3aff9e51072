import { passwordSchema, personNameSchema, rfcSchema } from '@recolecta/shared/accounts';
import { emailSchema } from '@recolecta/shared/auth';
import { addressFields } from '@recolecta/shared/companies';
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
      'Escribe un RFC de 12 o 13 caracteres, como XAXX010101000',
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

  it("words zod's own rules for a person, in each language, as the API does", async () => {
    expect(await check(zodRules(personNameSchema, 'Nombre', 'es'), 'A')).toBe('Usa al menos 2 caracteres');
    expect(await check(zodRules(personNameSchema, 'Name', 'en'), 'A')).toBe('Use at least 2 characters');
    expect(await check(zodRules(personNameSchema, 'Nom', 'fr'), 'A')).toBe('Utilisez au moins 2 caractères');
    expect(await check(zodRules(personNameSchema, '姓名', 'zh'), 'A')).toBe('请至少输入 2 个字符');
    expect(await check(zodRules(personNameSchema, '氏名', 'ja'), 'A')).toBe('2文字以上で入力してください');
    expect(await check(zodRules(personNameSchema, 'Nombre', 'es'), 'x'.repeat(121))).toBe(
      'Usa como máximo 120 caracteres',
    );
    expect(await check(zodRules(emailSchema, 'Correo', 'es'), 'nombre-sin-arroba')).toBe(
      'Escribe un correo válido, como nombre@empresa.mx',
    );
    expect(await check(zodRules(emailSchema, 'E-mail', 'en'), 'nobody')).toBe(
      'Enter a valid e-mail, like name@company.com',
    );
    expect(await check(zodRules(addressFields.latitude, 'Latitud', 'es'), 100)).toBe(
      'Escribe un número de 90 o menos',
    );
    expect(await check(zodRules(addressFields.longitude, 'Longitude', 'en'), -181)).toBe(
      'Enter a number of -180 or more',
    );
    expect(await check(zodRules(addressFields.latitude, 'Latitud', 'es'), 'norte')).toBe('Escribe un número');
    expect(await check(zodRules(addressFields.state, 'Estado', 'es'), 'Texas')).toBe(
      'Elige una de las opciones de la lista',
    );
    // Blank text after trimming reads as the required message, naming the field.
    expect(await check(zodRules(addressFields.street, 'Calle', 'es'), '   ')).toBe(
      'Por favor ingresar Calle',
    );
  });
});
