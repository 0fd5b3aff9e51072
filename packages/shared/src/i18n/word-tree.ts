/**
 * Words as the checks of every language read them: a tree of texts flattened to `[key, text]`
 * pairs, and the placeholders a text names (`{{count}}` or `{count}`), sorted. The shared words' test
 * and the web app's messages' test compare the five languages through these.
 */
export type WordTree = { readonly [key: string]: string | WordTree };

export const leaves = (tree: WordTree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );

export const placeholders = (text: string) => [...text.matchAll(/\{\{?(\w+)\}?\}/g)].map((m) => m[1]).sort();
