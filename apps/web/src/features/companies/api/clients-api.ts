import type { Client, ClientUpdate, SiteCreate, SiteItem, SiteUpdate } from '@recolecta/shared/companies';
import { resourceApi } from '../../../lib/resource-api.ts';

export const clientsApi = resourceApi<Client, never, ClientUpdate>('clients');
export const sitesApi = resourceApi<SiteItem, SiteCreate, SiteUpdate>('sites');
