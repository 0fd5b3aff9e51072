import type { Order } from '@recolecta/shared/orders';
import type { Route } from '@recolecta/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListAnswer } from '../../../lib/resource-api.ts';

/** The store the order's route ends at: where it was brought, and so where it is received. */
export function useRouteEndStore(order: Order, enabled: boolean) {
  const day = order.collectedOn ?? order.scheduledDate;
  const routes = useQuery({
    queryKey: ['routes', 'of-day', day],
    queryFn: ({ signal }) =>
      api.get<ListAnswer<Route>>('/routes', { query: { from: day!, to: day!, pageSize: 100 }, signal }),
    enabled: enabled && Boolean(day),
    staleTime: 30_000,
  });
  const route = routes.data?.data.find((r) => r.stops.some((s) => s.orderId === order.id));
  return { storeId: route?.endStore.id, settled: !enabled || !day || !routes.isPending };
}
