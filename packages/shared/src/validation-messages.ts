import { type Namespace, WORDS, type WordsOf } from './i18n/all-words.ts';
import { LOCALES, type Locale } from './locales.ts';

type ValidationOf<N extends Namespace> =
  WordsOf<N> extends { validation: infer V } ? keyof V & string : never;

/**
 * Keys of the rules zod cannot word itself, as the schemas name them (`{ error: 'validation.phone' }`).
 * Each lives in its feature's words (`validation.phone` in i18n/common.ts, `validation.plate` in
 * i18n/vehicles.ts); the API answers them localised, the web shows the same text.
 */
export type ValidationMessageKey = `validation.${{ [N in Namespace]: ValidationOf<N> }[Namespace]}`;

type Messages = Readonly<Record<string, string>>;

export const VALIDATION_MESSAGES = Object.fromEntries(
  (Object.keys(WORDS) as Namespace[]).flatMap((ns) => {
    const es = (WORDS[ns].es as { validation?: Messages }).validation ?? {};
    return Object.keys(es).map((key) => [
      `validation.${key}`,
      Object.fromEntries(
        LOCALES.map((locale) => [locale, (WORDS[ns][locale] as { validation: Messages }).validation[key]]),
      ),
    ]);
  }),
) as Record<ValidationMessageKey, Record<Locale, string>>;

export function isValidationKey(message: string): message is ValidationMessageKey {
  return message in VALIDATION_MESSAGES;
}

export function validationMessage(key: ValidationMessageKey, locale: Locale) {
  return VALIDATION_MESSAGES[key][locale];
}
