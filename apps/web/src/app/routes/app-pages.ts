import type { Namespace, WordsOf } from '@recolecta/shared/i18n/all-words';
import type { PageKey } from '@recolecta/shared/pages';
import type { Messages } from '../../i18n/messages/es.ts';

export type SectionKey = keyof Messages['nav'];

type PagesOf<N extends Namespace> = WordsOf<N> extends { pages: infer P } ? keyof P & string : never;

/**
 * A page's title: a built page's comes with its feature's words (`drivers:pages.edit`); the shell only
 * names the pages still to be built (`pages.orders`), so it does not grow as features arrive.
 */
export type PageTitle =
  | `pages.${keyof Messages['pages']}`
  | { [N in Namespace]: `${N}:pages.${PagesOf<N>}` }[Namespace];

/** One `/app` page of docs/product.md §5: where it lives, who may open it, and how it is titled. */
interface PageEntry {
  /** Relative to `/app`. */
  path: string;
  access: PageKey;
  /** Add pages also need the `create` permission of the page's resource. */
  needs?: 'create';
  section: SectionKey;
  title: PageTitle;
  /** The list this page belongs to, for the breadcrumb (a page key: the typecheck holds it so). */
  parent?: string;
  /**
   * Shown in the light layout (brand, language, sign-out) instead of the full one; `bare` also drops
   * the breadcrumb: a phone page with nothing around it.
   */
  layout?: 'light' | 'bare';
}

/** A list with its add and edit pages; a built feature's titles come from its words' `pages`. */
const crud = <const List extends string, const Add extends string, const Edit extends string>(
  base: string,
  access: PageKey,
  keys: { list: List; add: Add; edit: Edit },
  titles: Record<'list' | 'add' | 'edit', PageTitle>,
) => {
  const section = access as SectionKey;
  return {
    [keys.list]: { path: base, access, section, title: titles.list },
    [keys.add]: {
      path: `${base}/add`,
      access,
      needs: 'create',
      section,
      title: titles.add,
      parent: keys.list,
    },
    [keys.edit]: { path: `${base}/edit/:id`, access, section, title: titles.edit, parent: keys.list },
  } as Record<List | Add | Edit, PageEntry>;
};

/** The titles of a built feature's list, add and edit pages, from its words. */
const built = <N extends Namespace>(ns: N) =>
  ({ list: `${ns}:pages.list`, add: `${ns}:pages.add`, edit: `${ns}:pages.edit` }) as Record<
    'list' | 'add' | 'edit',
    PageTitle
  >;

/**
 * Every `/app` page by its key: the name it is registered under in page-components.ts, so a mistyped
 * or forgotten key fails the typecheck.
 */
const PAGE_TABLE = {
  dashboard: {
    path: 'dashboard',
    access: 'dashboard',
    section: 'dashboard',
    title: 'reports:pages.dashboard',
  },
  actives: { path: 'actives', access: 'actives', section: 'actives', title: 'assets:pages.list' },
  ...crud('orders', 'orders', { list: 'orders', add: 'ordersAdd', edit: 'ordersEdit' }, built('orders')),
  ...crud('routes', 'routes', { list: 'routes', add: 'routesAdd', edit: 'routesEdit' }, built('routes')),
  // The driver's day on a phone (docs/product.md §9 "Driver view"): no menu around it.
  driver: {
    path: 'driver',
    access: 'driver',
    section: 'routes',
    title: 'driver:pages.title',
    layout: 'bare',
  },
  manifests: { path: 'manifests', access: 'manifests', section: 'manifests', title: 'manifests:pages.list' },
  manifestsEdit: {
    path: 'manifests/:id',
    access: 'manifests',
    section: 'manifests',
    title: 'manifests:pages.edit',
    parent: 'manifests',
  },
  receptions: {
    path: 'receptions',
    access: 'receptions',
    section: 'receptions',
    title: 'manifests:pages.receptions',
  },
  ...crud('roles', 'roles', { list: 'roles', add: 'rolesAdd', edit: 'rolesEdit' }, built('roles')),
  ...crud('users', 'users', { list: 'users', add: 'usersAdd', edit: 'usersEdit' }, built('users')),
  clients: { path: 'clients', access: 'clients', section: 'clients', title: 'companies:pages.list' },
  clientsEdit: {
    path: 'clients/edit/:id',
    access: 'clients',
    section: 'clients',
    title: 'companies:pages.edit',
    parent: 'clients',
  },
  ...crud(
    'drivers',
    'drivers',
    { list: 'drivers', add: 'driversAdd', edit: 'driversEdit' },
    built('drivers'),
  ),
  ...crud(
    'vehicles',
    'vehicles',
    { list: 'vehicles', add: 'vehiclesAdd', edit: 'vehiclesEdit' },
    built('vehicles'),
  ),
  ...crud(
    'containers',
    'containers',
    { list: 'containers', add: 'containersAdd', edit: 'containersEdit' },
    built('containers'),
  ),
  ...crud('waste', 'waste', { list: 'waste', add: 'wasteAdd', edit: 'wasteEdit' }, built('wastes')),
  subWasteAdd: {
    path: 'waste/add/sub-waste',
    access: 'waste',
    needs: 'create',
    section: 'waste',
    title: 'wastes:pages.subAdd',
    parent: 'waste',
  },
  subWasteEdit: {
    path: 'waste/edit/sub-waste',
    access: 'waste',
    section: 'waste',
    title: 'wastes:pages.subEdit',
    parent: 'waste',
  },
  ...crud('stores', 'stores', { list: 'stores', add: 'storesAdd', edit: 'storesEdit' }, built('stores')),
  storeZone: {
    path: 'stores/zone/:id',
    access: 'stores',
    section: 'stores',
    title: 'stores:pages.zones',
    parent: 'stores',
  },
  storeZoneContainer: {
    path: 'stores/zone/container/:id',
    access: 'stores',
    section: 'stores',
    title: 'stores:pages.zoneContainers',
    parent: 'stores',
  },
  schools: { path: 'school', access: 'schools', section: 'schools', title: 'schools:pages.list' },
  schoolAdd: {
    path: 'school/add',
    access: 'schools',
    needs: 'create',
    section: 'schools',
    title: 'schools:pages.add',
    parent: 'schools',
  },
  schoolEdit: {
    path: 'school/edit/:id',
    access: 'schools',
    section: 'schools',
    title: 'schools:pages.edit',
    parent: 'schools',
  },
  schoolPatients: {
    path: 'patients/school/:id_school',
    access: 'patients',
    section: 'schools',
    title: 'patients:pages.list',
    parent: 'schools',
  },
  patientsAdd: {
    path: 'patients/add',
    access: 'patients',
    needs: 'create',
    section: 'schools',
    title: 'patients:pages.add',
    parent: 'schools',
  },
  patientsEdit: {
    path: 'patients/edit/:id',
    access: 'patients',
    section: 'schools',
    title: 'patients:pages.edit',
    parent: 'schools',
  },
  reports: { path: 'reports', access: 'reports', section: 'reports', title: 'reports:pages.reports' },
  myReports: {
    path: 'orders/reports',
    access: 'myReports',
    section: 'orders',
    title: 'reports:pages.myReports',
    parent: 'orders',
  },
  jobs: { path: 'jobs', access: 'jobs', section: 'jobs', title: 'jobs:pages.list' },
  profile: {
    path: 'profile',
    access: 'profile',
    section: 'profile',
    title: 'profile:pages.profile',
  },
  settings: {
    path: 'settings',
    access: 'settings',
    section: 'settings',
    title: 'settings:pages.settings',
  },
  // `/app/companies/add` lives outside the full layout (light layout, docs/product.md §5).
  companiesAdd: {
    path: 'companies/add',
    access: 'companiesAdd',
    section: 'companies',
    title: 'companies:pages.add',
    layout: 'light',
  },
} as const satisfies Record<string, PageEntry>;

export type AppPageKey = keyof typeof PAGE_TABLE;

/** The pages that are some page's parent. */
export type ParentPageKey = {
  [K in AppPageKey]: (typeof PAGE_TABLE)[K] extends { parent: infer P } ? P : never;
}[AppPageKey];

export interface AppPageDef extends Omit<PageEntry, 'parent'> {
  key: AppPageKey;
  parent?: AppPageKey;
}

const define = (key: AppPageKey): AppPageDef => {
  const entry: PageEntry = PAGE_TABLE[key];
  return { ...entry, key, parent: entry.parent as ParentPageKey | undefined };
};

const ALL_PAGES = (Object.keys(PAGE_TABLE) as AppPageKey[]).map(define);

/** `/app/companies/add` and the driver's page: their own routes, under the light layout. */
export const LIGHT_PAGES: readonly AppPageDef[] = ALL_PAGES.filter((page) => page.layout);

/** The pages under the full layout, in the order of the route table. */
export const APP_PAGES: readonly AppPageDef[] = ALL_PAGES.filter((page) => !page.layout);

/** A page by its key (breadcrumb parents, the menu, tests). */
export function appPage(key: AppPageKey): AppPageDef {
  return define(key);
}
