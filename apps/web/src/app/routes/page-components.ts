import type { Namespace } from '@recolecta/shared/i18n/all-words';
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyNamed } from '../../components/lazy-named.ts';
import { i18n } from '../../i18n/i18n.ts';
import type { AppPageKey } from './app-pages.ts';

/** A page component, and the namespaces of words it reads (its title's among them). */
type Page = LazyExoticComponent<ComponentType> & { words: readonly Namespace[] };

/**
 * A page's lazy chunk, which resolves once its words are loaded too (packages/shared/src/i18n/), so
 * the page and its title show in the user's language at once, without a second wait.
 */
function page<M, K extends keyof M>(loader: () => Promise<M>, name: K, words: readonly Namespace[]): Page {
  const component = lazyNamed(
    () =>
      Promise.all([loader(), import('../../i18n/words.ts').then((m) => m.loadAllWords(i18n, words))]).then(
        ([module]) => module,
      ),
    name,
  ) as LazyExoticComponent<ComponentType>;
  return Object.assign(component, { words });
}

/** A page another issue builds: the section placeholder stands in. */
export const PLACEHOLDER = 'placeholder';

const DriversList = page(
  () => import('../../features/drivers/pages/drivers-list-page.tsx'),
  'DriversListPage',
  ['drivers', 'common'],
);
const DriverForm = page(() => import('../../features/drivers/pages/driver-form-page.tsx'), 'DriverFormPage', [
  'drivers',
  'common',
]);
const VehiclesList = page(
  () => import('../../features/vehicles/pages/vehicles-list-page.tsx'),
  'VehiclesListPage',
  ['vehicles', 'common'],
);
const VehicleForm = page(
  () => import('../../features/vehicles/pages/vehicle-form-page.tsx'),
  'VehicleFormPage',
  ['vehicles', 'common'],
);
const ContainersList = page(
  () => import('../../features/containers/pages/containers-list-page.tsx'),
  'ContainersListPage',
  ['containers', 'wastes', 'common'],
);
const ContainerForm = page(
  () => import('../../features/containers/pages/container-form-page.tsx'),
  'ContainerFormPage',
  ['containers', 'wastes', 'common'],
);
const WasteList = page(() => import('../../features/wastes/pages/waste-list-page.tsx'), 'WasteListPage', [
  'wastes',
  'containers',
  'common',
]);
const WasteForm = page(() => import('../../features/wastes/pages/waste-form-page.tsx'), 'WasteFormPage', [
  'wastes',
  'containers',
  'common',
]);
const SubWasteForm = page(
  () => import('../../features/wastes/pages/sub-waste-form-page.tsx'),
  'SubWasteFormPage',
  ['wastes', 'containers', 'common'],
);

const UsersList = page(() => import('../../features/users/pages/users-list-page.tsx'), 'UsersListPage', [
  'users',
  'roles',
  'common',
]);
const UserForm = page(() => import('../../features/users/pages/user-form-page.tsx'), 'UserFormPage', [
  'users',
  'roles',
  'common',
]);
const RolesList = page(() => import('../../features/roles/pages/roles-list-page.tsx'), 'RolesListPage', [
  'roles',
  'common',
]);
const RoleForm = page(() => import('../../features/roles/pages/role-form-page.tsx'), 'RoleFormPage', [
  'roles',
  'common',
]);
const JobsList = page(() => import('../../features/jobs/pages/jobs-list-page.tsx'), 'JobsListPage', [
  'jobs',
  'common',
]);
const Profile = page(() => import('../../features/profile/pages/profile-page.tsx'), 'ProfilePage', [
  'profile',
  'users',
  'roles',
  'accounts',
  'common',
]);
const Settings = page(() => import('../../features/settings/pages/settings-page.tsx'), 'SettingsPage', [
  'settings',
  'common',
]);
const OrdersList = page(() => import('../../features/orders/pages/orders-list-page.tsx'), 'OrdersListPage', [
  'orders',
  'reports',
  'common',
]);
const OrderForm = page(() => import('../../features/orders/pages/order-form-page.tsx'), 'OrderFormPage', [
  'orders',
  'common',
]);
const SchoolsList = page(
  () => import('../../features/schools/pages/schools-list-page.tsx'),
  'SchoolsListPage',
  ['schools', 'common'],
);
const SchoolForm = page(() => import('../../features/schools/pages/school-form-page.tsx'), 'SchoolFormPage', [
  'schools',
  'common',
]);
const SchoolPatients = page(
  () => import('../../features/schools/pages/school-patients-page.tsx'),
  'SchoolPatientsPage',
  ['patients', 'schools', 'common'],
);
const PatientForm = page(
  () => import('../../features/schools/pages/patient-form-page.tsx'),
  'PatientFormPage',
  ['patients', 'common'],
);
const RoutesList = page(() => import('../../features/routes/pages/routes-list-page.tsx'), 'RoutesListPage', [
  'routes',
  'common',
]);
const RouteForm = page(() => import('../../features/routes/pages/route-form-page.tsx'), 'RouteFormPage', [
  'routes',
  'orders',
  'common',
]);
const DriverDay = page(() => import('../../features/driver-day/pages/driver-page.tsx'), 'DriverPage', [
  'driver',
  'common',
]);
const ManifestsList = page(
  () => import('../../features/manifests/pages/manifests-list-page.tsx'),
  'ManifestsListPage',
  ['manifests', 'common'],
);
const ManifestPage = page(() => import('../../features/manifests/pages/manifest-page.tsx'), 'ManifestPage', [
  'manifests',
  'common',
]);
const Receptions = page(
  () => import('../../features/manifests/pages/receptions-page.tsx'),
  'ReceptionsPage',
  ['manifests', 'orders', 'common'],
);
const ClientsList = page(
  () => import('../../features/companies/pages/clients-list-page.tsx'),
  'ClientsListPage',
  ['companies', 'common'],
);
const ClientPage = page(() => import('../../features/companies/pages/client-page.tsx'), 'ClientPage', [
  'companies',
  'common',
  'plans',
  'orders',
]);
const StoresList = page(() => import('../../features/stores/pages/stores-list-page.tsx'), 'StoresListPage', [
  'stores',
  'common',
]);
const StoreForm = page(() => import('../../features/stores/pages/store-form-page.tsx'), 'StoreFormPage', [
  'stores',
  'common',
]);
const StoreZones = page(() => import('../../features/stores/pages/store-zones-page.tsx'), 'StoreZonesPage', [
  'stores',
  'common',
]);
const AssetsList = page(() => import('../../features/assets/pages/assets-list-page.tsx'), 'AssetsListPage', [
  'assets',
  'common',
]);
const ZoneContainers = page(
  () => import('../../features/stores/pages/zone-containers-page.tsx'),
  'ZoneContainersPage',
  ['stores', 'assets', 'common'],
);
const Dashboard = page(() => import('../../features/reports/pages/dashboard-page.tsx'), 'DashboardPage', [
  'reports',
  'settings',
  'orders',
  'routes',
  'companies',
  'common',
]);
const Reports = page(() => import('../../features/reports/pages/reports-page.tsx'), 'ReportsPage', [
  'reports',
  'routes',
  'assets',
  'common',
]);
// A company's own reports, under its orders: the breadcrumb names the orders too.
const MyReports = page(() => import('../../features/reports/pages/reports-page.tsx'), 'ReportsPage', [
  'reports',
  'orders',
  'routes',
  'assets',
  'common',
]);
const CompanyOnboarding = page(
  () => import('../../features/companies/pages/company-onboarding-page.tsx'),
  'CompanyOnboardingPage',
  ['companies', 'accounts', 'common'],
);

/**
 * What each page of app-pages.ts shows, by its key: its component (each its own chunk), or the section
 * placeholder. Every key must be listed and none may be unknown, so a typo fails the typecheck.
 */
export const PAGE_COMPONENTS: Record<AppPageKey, Page | typeof PLACEHOLDER> = {
  dashboard: Dashboard,
  actives: AssetsList,
  orders: OrdersList,
  ordersAdd: OrderForm,
  ordersEdit: OrderForm,
  routes: RoutesList,
  routesAdd: RouteForm,
  routesEdit: RouteForm,
  driver: DriverDay,
  manifests: ManifestsList,
  manifestsEdit: ManifestPage,
  receptions: Receptions,
  roles: RolesList,
  rolesAdd: RoleForm,
  rolesEdit: RoleForm,
  users: UsersList,
  usersAdd: UserForm,
  usersEdit: UserForm,
  clients: ClientsList,
  clientsEdit: ClientPage,
  drivers: DriversList,
  driversAdd: DriverForm,
  driversEdit: DriverForm,
  vehicles: VehiclesList,
  vehiclesAdd: VehicleForm,
  vehiclesEdit: VehicleForm,
  containers: ContainersList,
  containersAdd: ContainerForm,
  containersEdit: ContainerForm,
  waste: WasteList,
  wasteAdd: WasteForm,
  wasteEdit: WasteForm,
  subWasteAdd: SubWasteForm,
  subWasteEdit: SubWasteForm,
  stores: StoresList,
  storesAdd: StoreForm,
  storesEdit: StoreForm,
  storeZone: StoreZones,
  storeZoneContainer: ZoneContainers,
  schools: SchoolsList,
  schoolAdd: SchoolForm,
  schoolEdit: SchoolForm,
  schoolPatients: SchoolPatients,
  patientsAdd: PatientForm,
  patientsEdit: PatientForm,
  reports: Reports,
  myReports: MyReports,
  jobs: JobsList,
  profile: Profile,
  settings: Settings,
  companiesAdd: CompanyOnboarding,
};
