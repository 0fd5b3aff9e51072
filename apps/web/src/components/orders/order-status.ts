import type { Order } from '@recolecta/shared/orders';

/** The colour of each order status, in the list, the calendar and the record's header. */
export const ORDER_STATUS_COLOURS: Record<Order['status'], string> = {
  requested: 'gold',
  scheduled: 'blue',
  in_progress: 'processing',
  collected: 'cyan',
  received: 'geekblue',
  closed: 'green',
  cancelled: 'default',
  failed: 'red',
};

export const ORDER_PRIORITY_COLOURS: Record<Order['priority'], string> = {
  normal: 'default',
  high: 'orange',
  urgent: 'red',
};
