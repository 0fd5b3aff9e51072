import { useQuery } from '@tanstack/react-query';
import { everyPage, type ListParams } from '../../lib/resource-api.ts';

/**
 * A catalog's rows as a list filter's choices (the clients, their sites, the stores): every page of
 * them, not the first hundred, read only when the user may read the catalog. The filter's select
 * takes typing once the choices are many.
 */
export function useFilterChoices<Item extends { id: string }>(
  path: string,
  params: ListParams,
  label: (item: Item) => string,
  enabled: boolean,
) {
  const rows = useQuery({
    queryKey: [path, 'filter-choices', params],
    queryFn: ({ signal }) => everyPage<Item>(`/${path}`, params, signal),
    enabled,
    staleTime: 30_000,
  });
  return (rows.data?.data ?? []).map((item) => ({ value: item.id, label: label(item), title: label(item) }));
}
