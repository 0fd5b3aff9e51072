import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { applyLanguage, currentLanguage } from './language-store.ts';
import { loadLanguagePack } from './load-language-pack.ts';

afterEach(async () => {
  await applyLanguage('es');
});

describe('language packs', () => {
  it.each([
    ['es', 'es', 'es-mx'],
    ['en', 'en', 'en'],
    ['zh', 'zh-cn', 'zh-cn'],
    ['fr', 'fr', 'fr'],
    ['ja', 'ja', 'ja'],
  ] as const)('%s brings our texts, Ant Design %s and dayjs %s', async (locale, antd, day) => {
    const pack = await loadLanguagePack(locale);
    expect(pack.antd.locale).toBe(antd);
    expect(pack.dayjs).toBe(day);
    expect(pack.messages.app.name).toBe('Recolecta');
  });
});

describe('applyLanguage', () => {
  it('switches texts, dates and the document language together', async () => {
    await applyLanguage('fr');
    expect(currentLanguage()).toBe('fr');
    expect(i18n.t('nav.orders')).toBe('Commandes');
    expect(dayjs().locale()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('uses Mexican Spanish dates by default', async () => {
    await applyLanguage('es');
    expect(dayjs().locale()).toBe('es-mx');
    expect(i18n.t('nav.orders')).toBe('Pedidos');
  });

  it('keeps the last choice when two switches race', async () => {
    await Promise.all([applyLanguage('ja'), applyLanguage('en')]);
    expect(currentLanguage()).toBe('en');
    expect(i18n.language).toBe('en');
  });
});
