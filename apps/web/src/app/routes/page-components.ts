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

/**
 * The built pages, by their path under `/app` (app-pages.ts). A page not listed here shows the
 * section placeholder. Each page is its own chunk.
 */
export const PAGE_COMPONENTS: Partial<Record<string, Page>> = {
  drivers: DriversList,
  'drivers/add': DriverForm,
  'drivers/edit/:id': DriverForm,
};
