import type {
  Order,
  OrderBulkCancel,
  OrderCreate,
  OrderReschedule,
  OrderUpdate,
} from '@recolecta/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { resourceApi } from '../../../lib/resource-api.ts';

export const ordersApi = resourceApi<Order, OrderCreate, OrderUpdate>('orders');

export type BulkOutcome = 'cancelled' | 'not_found' | 'invalid_transition' | 'forbidden' | 'conflict';

/** `POST /orders/bulk/cancel`: what happened to each order. */
export function useBulkCancel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderBulkCancel) =>
      api
        .post<{ data: { id: string; outcome: BulkOutcome }[] }>('/orders/bulk/cancel', body)
        .then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: ordersApi.keys.all }),
  });
}

/** `POST /orders/:id/reschedule`: a failed order again, as a new order. */
export function useReschedule(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderReschedule) =>
      api.post<{ data: Order }>(`/orders/${id}/reschedule`, body).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: ordersApi.keys.all }),
  });
}
