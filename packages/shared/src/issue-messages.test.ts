import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessage, issueWord } from './issue-messages.ts';
import { LOCALES, type Locale } from './locales.ts';

function said(schema: z.ZodType, value: unknown, locale: Locale, label?: string) {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error(`${JSON.stringify(value)} passed`);
  return issueMessage(result.error.issues[0]!, locale, label);
}

/** One case per issue kind a form or a request meets. */
const CASES: [string, z.ZodType, unknown][] = [
  ['text too short', z.string().min(5), 'abc'],
  ['text too long', z.string().max(3), 'abcd'],
  ['text of exact length', z.string().length(4), 'abc'],
  ['blank text', z.string().trim().min(1), '   '],
  ['number too small', z.number().min(0), -1],
  ['number not positive', z.number().positive(), 0],
  ['number too big', z.number().max(90), 100],
  ['not an integer', z.number().int(), 1.5],
  ['not a number', z.number(), 'abc'],
  ['too few items', z.array(z.string()).min(1), []],
  ['too many items', z.array(z.string()).max(3), ['a', 'b', 'c', 'd']],
  ['e-mail', z.email(), 'nombre-sin-arroba'],
  ['url', z.url(), 'empresa'],
  ['pattern', z.string().regex(/^\d+$/), 'abc'],
  ['iso date', z.iso.date(), '31/03/2025'],
  ['id', z.uuid(), 'abc'],
  ['option', z.enum(['basic', 'pro']), 'gold'],
  ['missing', z.string(), undefined],
  ['refine without message', z.string().refine(() => false), 'x'],
  ['decimals', z.number().multipleOf(0.01), 1.234],
  ['union', z.union([z.string(), z.number()]), true],
  ['unknown keys', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }],
];

describe('issueMessage', () => {
  it('says what to write, not what zod expected', () => {
    expect(said(z.string().min(5), 'abc', 'es')).toBe('Usa al menos 5 caracteres');
    expect(said(z.string().min(5), 'abc', 'en')).toBe('Use at least 5 characters');
    expect(said(z.string().min(5), 'abc', 'fr')).toBe('Utilisez au moins 5 caractères');
    expect(said(z.string().min(5), 'abc', 'zh')).toBe('请至少输入 5 个字符');
    expect(said(z.string().min(5), 'abc', 'ja')).toBe('5文字以上で入力してください');
    expect(said(z.email(), 'x', 'es')).toBe('Escribe un correo válido, como nombre@empresa.mx');
    expect(said(z.email(), 'x', 'en')).toBe('Enter a valid e-mail, like name@company.com');
    expect(said(z.string().max(3), 'abcd', 'es')).toBe('Usa como máximo 3 caracteres');
    expect(said(z.number().min(-90).max(90), 100, 'es')).toBe('Escribe un número de 90 o menos');
    expect(said(z.number().positive(), 0, 'en')).toBe('Enter a number greater than 0');
    expect(said(z.number().int(), 2.5, 'es')).toBe('Escribe un número entero, sin decimales');
    expect(said(z.array(z.string()).min(1), [], 'es')).toBe('Agrega al menos un elemento');
    expect(said(z.enum(['a', 'b']), 'c', 'es')).toBe('Elige una de las opciones de la lista');
    expect(said(z.number().multipleOf(0.01), 1.234, 'es')).toBe('Usa como máximo 2 decimales');
    expect(said(z.uuid(), 'x', 'es')).toBe('Elige una opción de la lista');
  });

  it('names the field where the rule alone cannot say what is expected', () => {
    expect(said(z.string(), undefined, 'es', 'Razón social')).toBe('Por favor ingresar Razón social');
    expect(said(z.string(), undefined, 'es')).toBe('Completa este campo');
    expect(said(z.string().trim().min(1), '  ', 'en', 'Street')).toBe('Please enter Street');
    expect(said(z.string().regex(/^\d+$/), 'abc', 'es', 'Folio')).toBe('Revisa el formato de Folio');
    expect(said(z.string().regex(/^\d+$/), 'abc', 'ja', 'フォリオ')).toBe('フォリオの形式を確認してください');
    expect(
      said(
        z.string().refine(() => false),
        'x',
        'fr',
        'Folio',
      ),
    ).toBe('Vérifiez Folio');
  });

  it("keeps a refine's own message", () => {
    expect(
      said(
        z.string().refine(() => false, { message: 'RFC_INVALID' }),
        'x',
        'es',
      ),
    ).toBe('RFC_INVALID');
    expect(
      said(
        z.string().refine(() => false, { message: 'Otra cosa' }),
        'x',
        'en',
      ),
    ).toBe('Otra cosa');
  });

  it('words every issue kind in the five languages, each its own text, none of it zod wording', () => {
    for (const locale of LOCALES) {
      for (const [name, schema, value] of CASES) {
        const message = said(schema, value, locale, 'X');
        expect(message, `${locale}: ${name}`).not.toMatch(
          /Invalid|Too (small|big)|expected|Demasiado|[Ii]nválid|se esperaba|Trop|invalide|attendu|无效|过小|过大|不正|小さすぎ|大きすぎ|[<>]=?\d/,
        );
        expect(message, `${locale}: ${name}`).not.toMatch(/\{(label|n|x)\}/);
      }
      // The languages differ from one another (no language falls back to another's words).
      if (locale !== 'es')
        expect(said(z.string().min(5), 'abc', locale)).not.toBe(said(z.string().min(5), 'abc', 'es'));
    }
  });

  it('fills a template for Ant Design', () => {
    const template = `${'$'}{max}`;
    expect(issueWord('en', 'maxChars', { n: template })).toBe(`Use at most ${template} characters`);
  });
});
