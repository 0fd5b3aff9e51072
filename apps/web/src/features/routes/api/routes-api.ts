import type { Route, RouteCreate, RouteUpdate } from '@recolecta/shared/routes';
import { resourceApi } from '../../../lib/resource-api.ts';

export const routesApi = resourceApi<Route, RouteCreate, RouteUpdate>('routes');
