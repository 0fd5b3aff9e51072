import type { Store, StoreCreate, StoreUpdate, Zone, ZoneCreate, ZoneUpdate } from '@recolecta/shared/stores';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { resourceApi } from '../../../lib/resource-api.ts';

export const storesApi = resourceApi<Store, StoreCreate, StoreUpdate>('stores');
/** A zone's own routes (`/zones/:id`): read, change, archive, history. */
export const zonesApi = resourceApi<Zone, never, ZoneUpdate>('zones');

/** A store's zones (`GET /stores/:id/zones`), kept under the zones' keys so their changes refresh it. */
export const storeZonesOptions = (storeId: string, archived: 'exclude' | 'include' = 'exclude') =>
  queryOptions({
    queryKey: ['zones', 'of-store', storeId, archived],
    queryFn: ({ signal }) =>
      api
        .get<{ data: Zone[] }>(`/stores/${storeId}/zones`, { query: { archived }, signal })
        .then((r) => r.data),
  });

export function useCreateZone(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ZoneCreate) =>
      api.post<{ data: Zone }>(`/stores/${storeId}/zones`, body).then((r) => r.data),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['zones'] }),
        client.invalidateQueries({ queryKey: ['stores'] }),
      ]),
  });
}
