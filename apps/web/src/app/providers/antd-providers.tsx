import { issueWord } from '@recolecta/shared/issue-messages';
import { ConfigProvider } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toAntdTemplate } from '../../i18n/antd-template.ts';
import { useLanguagePack } from '../../i18n/language-store.ts';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { usePreferences } from '../../theme/preferences-store.ts';
import { buildThemeConfig } from '../../theme/theme-config.ts';

/** Ant Design's theme, locale, direction and form messages for the user's preferences. */
export function useAntdConfig() {
  const { currentTheme, direction } = usePreferences();
  const { locale, pack } = useLanguagePack();
  const { t } = useTranslation();
  const reduceMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const theme = useMemo(() => buildThemeConfig({ currentTheme }, reduceMotion), [currentTheme, reduceMotion]);
  // Our required message ("Por favor ingresar {label}", docs/product.md §6) and the words a person
  // reads for the other rules (issue-messages.ts) over Ant Design's own wording ("'x' is not a valid email").
  const form = useMemo(() => {
    const say = (word: Parameters<typeof issueWord>[1], n?: string) =>
      toAntdTemplate(issueWord(locale, word, { n: n === undefined ? undefined : `{${n}}` }));
    return {
      validateMessages: {
        required: toAntdTemplate(t('validation.required')),
        types: {
          email: t('validation.email'),
          url: say('url'),
          number: say('number'),
          integer: say('integer'),
        },
        string: { min: say('minChars', 'min'), max: say('maxChars', 'max'), len: say('exactChars', 'len') },
        number: { min: say('minNumber', 'min'), max: say('maxNumber', 'max') },
        array: { min: say('minItems', 'min'), max: say('maxItems', 'max') },
      },
    };
  }, [t, locale]);
  // No ripple on clicked buttons either when motion is reduced.
  const wave = useMemo(() => ({ disabled: reduceMotion }), [reduceMotion]);
  return { locale: pack.antd, theme, direction, form, wave };
}

/**
 * Ant Design's configuration around the parts of the route tree built with it (the signed-in app, the
 * account pages). Loaded with them: the login page and the public layout are drawn without the library.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  return <ConfigProvider {...useAntdConfig()}>{children}</ConfigProvider>;
}
