import 'i18next';
import type { Namespace, WordsOf } from '@recolecta/shared/i18n/all-words';
import type { Messages } from './messages/es.ts';

/**
 * The namespaces `t` knows: the shell's (`translation`, keys unprefixed) and each feature's
 * (`drivers:fields.firstName`). At run time unprefixed keys read `translation` and a feature's
 * namespace is there once a page has loaded it (i18n/words.ts).
 */
type AppNamespaces = readonly [
  'translation',
  'common',
  'accounts',
  'companies',
  'users',
  'roles',
  'profile',
  'settings',
  'jobs',
  'drivers',
  'vehicles',
  'containers',
  'wastes',
  'orders',
  'plans',
  'routes',
  'driver',
  'manifests',
  'reports',
  'schools',
  'patients',
  'stores',
  'assets',
  'imports',
];

/** Fails the typecheck when a namespace of packages/shared/src/i18n/all-words.ts is missing above. */
type EveryNamespaceListed = Exclude<Namespace, AppNamespaces[number]> extends never ? AppNamespaces : never;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: EveryNamespaceListed;
    resources: { translation: Messages } & { [N in Namespace]: WordsOf<N> };
  }
}
