import type { OrderCatalog } from '@recolecta/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface Choice {
  value: string;
  label: string;
  title: string;
}

/**
 * For a user who may request orders but not read the operator's catalogs (an owner), what an item may
 * name, from `GET /orders/catalog`: the sub-wastes, and the container types that may hold each (the
 * sub-waste itself or its class).
 */
export function usePastItems(enabled: boolean) {
  const catalog = useQuery({
    queryKey: ['orders', 'catalog'],
    queryFn: ({ signal }) =>
      api.get<{ data: OrderCatalog }>('/orders/catalog', { signal }).then((r) => r.data),
    enabled,
    staleTime: 60_000,
  });
  const wastes = catalog.data?.wastes ?? [];
  const containers = catalog.data?.containers ?? [];
  const choice = (item: { id: string; code: string; name: string }): Choice => {
    const label = `${item.code} · ${item.name}`;
    return { value: item.id, label, title: label };
  };
  return {
    loading: catalog.isFetching,
    wastes: wastes.map(choice),
    containersFor: (wasteId: string | undefined) => {
      const waste = wastes.find((w) => w.id === wasteId);
      return containers
        .filter(
          (c) =>
            !waste ||
            c.wasteIds.includes(waste.id) ||
            (waste.parentId !== null && c.wasteIds.includes(waste.parentId)),
        )
        .map(choice);
    },
  };
}
