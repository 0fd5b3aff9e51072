import { leaves, placeholders, type WordTree as Tree } from '@recolecta/shared/i18n/word-tree';
import { describe, expect, it } from 'vitest';
import { toAntdTemplate } from './antd-template.ts';
import { en } from './messages/en.ts';
import { es } from './messages/es.ts';
import { fr } from './messages/fr.ts';
import { ja } from './messages/ja.ts';
import { zh } from './messages/zh.ts';

describe('translations', () => {
  const reference = leaves(es as unknown as Tree);

  it.each([
    ['en', en],
    ['zh', zh],
    ['fr', fr],
    ['ja', ja],
  ])('%s has every key, nothing empty, and the same placeholders as Spanish', (_, messages) => {
    const other = new Map(leaves(messages as unknown as Tree));
    expect([...other.keys()].sort()).toEqual(reference.map(([key]) => key).sort());
    for (const [key, text] of reference) {
      const translated = other.get(key) ?? '';
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it('has the required-field message of docs/product.md §6 in Spanish, in Ant Design form', () => {
    expect(es.validation.required).toBe('Por favor ingresar {label}');
    expect(toAntdTemplate(es.validation.required)).toBe(`Por favor ingresar ${'$'}{label}`);
  });
});
