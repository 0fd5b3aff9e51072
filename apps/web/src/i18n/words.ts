import type { Namespace } from '@recolecta/shared/i18n/all-words';
import type { Words } from '@recolecta/shared/i18n/define-words';
import { LOCALES } from '@recolecta/shared/locales';
import type { i18n as I18n } from 'i18next';

/**
 * Each feature's words (packages/shared/src/i18n/<feature>.ts) are their own chunk, loaded when a page
 * needs them and added to i18next as a namespace in all five languages at once, so switching language
 * needs nothing more. The login page loads none of them, nor this module: it takes the i18next
 * instance as an argument so that importing it lazily moves nothing out of the entry chunk.
 */
const LOADERS = {
  common: () => import('@recolecta/shared/i18n/common').then((m) => m.commonWords),
  accounts: () => import('@recolecta/shared/i18n/accounts').then((m) => m.accountsWords),
  companies: () => import('@recolecta/shared/i18n/companies').then((m) => m.companiesWords),
  users: () => import('@recolecta/shared/i18n/users').then((m) => m.usersWords),
  roles: () => import('@recolecta/shared/i18n/roles').then((m) => m.rolesWords),
  profile: () => import('@recolecta/shared/i18n/profile').then((m) => m.profileWords),
  settings: () => import('@recolecta/shared/i18n/settings').then((m) => m.settingsWords),
  jobs: () => import('@recolecta/shared/i18n/jobs').then((m) => m.jobsWords),
  drivers: () => import('@recolecta/shared/i18n/drivers').then((m) => m.driversWords),
  vehicles: () => import('@recolecta/shared/i18n/vehicles').then((m) => m.vehiclesWords),
  containers: () => import('@recolecta/shared/i18n/containers').then((m) => m.containersWords),
  wastes: () => import('@recolecta/shared/i18n/wastes').then((m) => m.wastesWords),
  stores: () => import('@recolecta/shared/i18n/stores').then((m) => m.storesWords),
  assets: () => import('@recolecta/shared/i18n/assets').then((m) => m.assetsWords),
  orders: () => import('@recolecta/shared/i18n/orders').then((m) => m.ordersWords),
  plans: () => import('@recolecta/shared/i18n/plans').then((m) => m.plansWords),
  routes: () => import('@recolecta/shared/i18n/routes').then((m) => m.routesWords),
  driver: () => import('@recolecta/shared/i18n/driver').then((m) => m.driverWords),
  manifests: () => import('@recolecta/shared/i18n/manifests').then((m) => m.manifestsWords),
  reports: () => import('@recolecta/shared/i18n/reports').then((m) => m.reportsWords),
  schools: () => import('@recolecta/shared/i18n/schools').then((m) => m.schoolsWords),
  patients: () => import('@recolecta/shared/i18n/patients').then((m) => m.patientsWords),
  imports: () => import('@recolecta/shared/i18n/imports').then((m) => m.importsWords),
} satisfies Record<Namespace, () => Promise<Words>>;

const loading = new Map<Namespace, Promise<void>>();

/** Loads a namespace once; a failed load is forgotten so that the next attempt fetches again. */
export function loadWords(i18n: I18n, ns: Namespace): Promise<void> {
  const known = loading.get(ns);
  if (known) return known;
  const promise = LOADERS[ns]().then(
    (words) => {
      for (const locale of LOCALES) i18n.addResourceBundle(locale, ns, words[locale], true, true);
    },
    (error: unknown) => {
      loading.delete(ns);
      throw error;
    },
  );
  loading.set(ns, promise);
  return promise;
}

/** Loads several namespaces at once (a page's, before it shows). */
export function loadAllWords(i18n: I18n, namespaces: readonly Namespace[]): Promise<void> {
  return Promise.all(namespaces.map((ns) => loadWords(i18n, ns))).then(() => undefined);
}
