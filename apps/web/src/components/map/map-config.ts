import type { MapConfig } from '@recolecta/shared/maps';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

const FALLBACK: MapConfig = { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '' };

/** The deployment's tile server (`MAP_TILE_URL`), read once per session. */
export const mapConfigOptions = () =>
  queryOptions({
    queryKey: ['maps', 'config'],
    queryFn: ({ signal }) => api.get<{ data: MapConfig }>('/maps/config', { signal }).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useMapConfig(): MapConfig {
  return useQuery(mapConfigOptions()).data ?? FALLBACK;
}

/** Mexico City's Zócalo: where an empty map opens. */
export const DEFAULT_CENTRE = { latitude: 19.4326, longitude: -99.1332 };
