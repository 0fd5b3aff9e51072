import type { Asset, AssetCreate, AssetMove, AssetMoveRecord, AssetUpdate } from '@recolecta/shared/assets';
import type { Zone } from '@recolecta/shared/stores';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { resourceApi } from '../../../lib/resource-api.ts';

export const assetsApi = resourceApi<Asset, AssetCreate, AssetUpdate>('assets');

/** A container's moves, newest first, under the assets' keys so every change refreshes them. */
export const movesOptions = (id: string) =>
  queryOptions({
    queryKey: ['assets', 'moves', id],
    queryFn: ({ signal }) =>
      api.get<{ data: AssetMoveRecord[] }>(`/assets/${id}/moves`, { signal }).then((r) => r.data),
    staleTime: 0,
  });

/** The zones of one store, to pick where a container goes. */
export const zonesOfStoreOptions = (storeId: string) =>
  queryOptions({
    queryKey: ['zones', 'of-store', storeId, 'exclude'],
    queryFn: ({ signal }) =>
      api.get<{ data: Zone[] }>(`/stores/${storeId}/zones`, { signal }).then((r) => r.data),
    enabled: Boolean(storeId),
  });

export function useMoveAsset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AssetMove }) =>
      api.post<{ data: Asset }>(`/assets/${id}/move`, body).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: ['assets'] }),
  });
}
