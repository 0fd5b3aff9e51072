import type { PageKey } from '@recolecta/shared/pages';
import type { Messages } from '../../i18n/messages/es.ts';

export type PageTitleKey = keyof Messages['pages'];
export type SectionKey = keyof Messages['nav'];

/** One `/app` page of PRODUCT §5: where it lives, who may open it, and how it is titled. */
export interface AppPageDef {
  /** Relative to `/app`. */
  path: string;
  access: PageKey;
  /** Add pages also need the `create` permission of the page's resource. */
  needs?: 'create';
  section: SectionKey;
  title: PageTitleKey;
  /** The list this page belongs to, for the breadcrumb. */
  parent?: { path: string; title: PageTitleKey };
}

const crud = (
  base: string,
  access: PageKey,
  titles: { list: PageTitleKey; add: PageTitleKey; edit: PageTitleKey },
  section: SectionKey = access as SectionKey,
): AppPageDef[] => {
  const parent = { path: base, title: titles.list };
  return [
    { path: base, access, section, title: titles.list },
    { path: `${base}/add`, access, needs: 'create', section, title: titles.add, parent },
    { path: `${base}/edit/:id`, access, section, title: titles.edit, parent },
  ];
};

export const APP_PAGES: readonly AppPageDef[] = [
  { path: 'dashboard', access: 'dashboard', section: 'dashboard', title: 'dashboard' },
  { path: 'actives', access: 'actives', section: 'actives', title: 'actives' },
  ...crud('orders', 'orders', { list: 'orders', add: 'ordersAdd', edit: 'ordersEdit' }),
  ...crud('routes', 'routes', { list: 'routes', add: 'routesAdd', edit: 'routesEdit' }),
  ...crud('roles', 'roles', { list: 'roles', add: 'rolesAdd', edit: 'rolesEdit' }),
  ...crud('users', 'users', { list: 'users', add: 'usersAdd', edit: 'usersEdit' }),
  { path: 'clients', access: 'clients', section: 'clients', title: 'clients' },
  {
    path: 'clients/edit/:id',
    access: 'clients',
    section: 'clients',
    title: 'clientsEdit',
    parent: { path: 'clients', title: 'clients' },
  },
  ...crud('drivers', 'drivers', { list: 'drivers', add: 'driversAdd', edit: 'driversEdit' }),
  ...crud('vehicles', 'vehicles', { list: 'vehicles', add: 'vehiclesAdd', edit: 'vehiclesEdit' }),
  ...crud('containers', 'containers', { list: 'containers', add: 'containersAdd', edit: 'containersEdit' }),
  ...crud('waste', 'waste', { list: 'waste', add: 'wasteAdd', edit: 'wasteEdit' }),
  {
    path: 'waste/add/sub-waste',
    access: 'waste',
    needs: 'create',
    section: 'waste',
    title: 'subWasteAdd',
    parent: { path: 'waste', title: 'waste' },
  },
  {
    path: 'waste/edit/sub-waste',
    access: 'waste',
    section: 'waste',
    title: 'subWasteEdit',
    parent: { path: 'waste', title: 'waste' },
  },
  ...crud('stores', 'stores', { list: 'stores', add: 'storesAdd', edit: 'storesEdit' }),
  {
    path: 'stores/zone/:id',
    access: 'stores',
    section: 'stores',
    title: 'storeZone',
    parent: { path: 'stores', title: 'stores' },
  },
  {
    path: 'stores/zone/container/:id',
    access: 'stores',
    section: 'stores',
    title: 'storeZoneContainer',
    parent: { path: 'stores', title: 'stores' },
  },
  { path: 'school/add', access: 'schools', needs: 'create', section: 'dashboard', title: 'schoolAdd' },
  { path: 'school/edit/:id', access: 'schools', section: 'dashboard', title: 'schoolEdit' },
  { path: 'patients/school/:id_school', access: 'patients', section: 'dashboard', title: 'schoolPatients' },
  { path: 'patients/add', access: 'patients', needs: 'create', section: 'dashboard', title: 'patientsAdd' },
  { path: 'patients/edit/:id', access: 'patients', section: 'dashboard', title: 'patientsEdit' },
  { path: 'reports', access: 'reports', section: 'reports', title: 'reports' },
  { path: 'profile', access: 'profile', section: 'profile', title: 'profile' },
  { path: 'settings', access: 'settings', section: 'settings', title: 'settings' },
];

/** `/app/companies/add` lives outside the full layout (light layout, PRODUCT §5). */
export const COMPANIES_ADD_PAGE: AppPageDef = {
  path: 'companies/add',
  access: 'companiesAdd',
  section: 'companies',
  title: 'companiesAdd',
};
