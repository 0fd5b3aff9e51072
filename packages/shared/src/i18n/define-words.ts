import type { Locale } from '../locales.ts';

/** A tree of texts: i18next's resource shape. */
export interface WordTree {
  readonly [key: string]: string | WordTree;
}

/** The same tree with any text in the leaves: what every other language must fill. */
export type SameKeys<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

export type Words<T extends WordTree = WordTree> = { readonly es: T } & {
  readonly [L in Exclude<Locale, 'es'>]: SameKeys<T>;
};

/**
 * One feature's words in the five languages, in one module (packages/shared/src/i18n/<feature>.ts):
 * field labels under `fields`, value labels under `values.<group>`, rule messages under `validation`,
 * page titles under `pages`, and the feature's page texts. Spanish is the reference; the typecheck
 * holds the other languages to its keys and words.test.ts to non-empty texts with the same
 * placeholders. The API reads them through labels.ts and validation-messages.ts; the web loads each
 * module as an i18next namespace when a page needs it (apps/web/src/i18n/words.ts).
 */
export function defineWords<T extends WordTree>(words: Words<T>): Words<T> {
  return words;
}
