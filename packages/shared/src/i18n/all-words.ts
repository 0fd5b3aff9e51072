import { accountsWords } from './accounts.ts';
import { assetsWords } from './assets.ts';
import { commonWords } from './common.ts';
import { companiesWords } from './companies.ts';
import { containersWords } from './containers.ts';
import { driverWords } from './driver.ts';
import { driversWords } from './drivers.ts';
import { importsWords } from './imports.ts';
import { jobsWords } from './jobs.ts';
import { manifestsWords } from './manifests.ts';
import { ordersWords } from './orders.ts';
import { patientsWords } from './patients.ts';
import { plansWords } from './plans.ts';
import { profileWords } from './profile.ts';
import { reportsWords } from './reports.ts';
import { rolesWords } from './roles.ts';
import { routesWords } from './routes.ts';
import { schoolsWords } from './schools.ts';
import { settingsWords } from './settings.ts';
import { storesWords } from './stores.ts';
import { usersWords } from './users.ts';
import { vehiclesWords } from './vehicles.ts';
import { wastesWords } from './wastes.ts';

/**
 * Every feature's words by namespace, for the API (labels.ts, validation-messages.ts) and the tests.
 * The web never imports this module: it loads one namespace at a time (apps/web/src/i18n/words.ts).
 */
export const WORDS = {
  common: commonWords,
  accounts: accountsWords,
  companies: companiesWords,
  users: usersWords,
  roles: rolesWords,
  profile: profileWords,
  settings: settingsWords,
  jobs: jobsWords,
  drivers: driversWords,
  vehicles: vehiclesWords,
  containers: containersWords,
  wastes: wastesWords,
  stores: storesWords,
  assets: assetsWords,
  orders: ordersWords,
  plans: plansWords,
  routes: routesWords,
  driver: driverWords,
  manifests: manifestsWords,
  reports: reportsWords,
  schools: schoolsWords,
  patients: patientsWords,
  imports: importsWords,
} as const;

export type Namespace = keyof typeof WORDS;
/** A namespace's Spanish tree: the shape of its words in every language. */
export type WordsOf<N extends Namespace> = (typeof WORDS)[N]['es'];
