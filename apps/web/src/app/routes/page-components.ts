import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyNamed } from '../../components/lazy-named.ts';

type Page = LazyExoticComponent<ComponentType>;

const DriversList = lazyNamed(
  () => import('../../features/drivers/pages/drivers-list-page.tsx'),
  'DriversListPage',
);
const DriverForm = lazyNamed(
  () => import('../../features/drivers/pages/driver-form-page.tsx'),
  'DriverFormPage',
);
const VehiclesList = lazyNamed(
  () => import('../../features/vehicles/pages/vehicles-list-page.tsx'),
  'VehiclesListPage',
);
const VehicleForm = lazyNamed(
  () => import('../../features/vehicles/pages/vehicle-form-page.tsx'),
  'VehicleFormPage',
);
const ContainersList = lazyNamed(
  () => import('../../features/containers/pages/containers-list-page.tsx'),
  'ContainersListPage',
);
const ContainerForm = lazyNamed(
  () => import('../../features/containers/pages/container-form-page.tsx'),
  'ContainerFormPage',
);
const WasteList = lazyNamed(() => import('../../features/wastes/pages/waste-list-page.tsx'), 'WasteListPage');
const WasteForm = lazyNamed(() => import('../../features/wastes/pages/waste-form-page.tsx'), 'WasteFormPage');
const SubWasteForm = lazyNamed(
  () => import('../../features/wastes/pages/sub-waste-form-page.tsx'),
  'SubWasteFormPage',
);

const UsersList = lazyNamed(() => import('../../features/users/pages/users-list-page.tsx'), 'UsersListPage');
const UserForm = lazyNamed(() => import('../../features/users/pages/user-form-page.tsx'), 'UserFormPage');
const RolesList = lazyNamed(() => import('../../features/roles/pages/roles-list-page.tsx'), 'RolesListPage');
const RoleForm = lazyNamed(() => import('../../features/roles/pages/role-form-page.tsx'), 'RoleFormPage');
const Profile = lazyNamed(() => import('../../features/profile/pages/profile-page.tsx'), 'ProfilePage');
const Settings = lazyNamed(() => import('../../features/settings/pages/settings-page.tsx'), 'SettingsPage');
const CompanyOnboarding = lazyNamed(
  () => import('../../features/companies/pages/company-onboarding-page.tsx'),
  'CompanyOnboardingPage',
);

/**
 * The built pages, by their path under `/app` (app-pages.ts). A page not listed here shows the
 * section placeholder. Each page is its own chunk.
 */
export const PAGE_COMPONENTS: Partial<Record<string, Page>> = {
  drivers: DriversList,
  'drivers/add': DriverForm,
  'drivers/edit/:id': DriverForm,
  vehicles: VehiclesList,
  'vehicles/add': VehicleForm,
  'vehicles/edit/:id': VehicleForm,
  containers: ContainersList,
  'containers/add': ContainerForm,
  'containers/edit/:id': ContainerForm,
  waste: WasteList,
  'waste/add': WasteForm,
  'waste/edit/:id': WasteForm,
  'waste/add/sub-waste': SubWasteForm,
  'waste/edit/sub-waste': SubWasteForm,
  users: UsersList,
  'users/add': UserForm,
  'users/edit/:id': UserForm,
  roles: RolesList,
  'roles/add': RoleForm,
  'roles/edit/:id': RoleForm,
  profile: Profile,
  settings: Settings,
  'companies/add': CompanyOnboarding,
};
