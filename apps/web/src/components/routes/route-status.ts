import type { RouteStatus } from '@recolecta/shared/routes';

export const ROUTE_STATUS_COLOURS: Record<RouteStatus, string> = {
  planned: 'blue',
  in_progress: 'processing',
  completed: 'green',
  cancelled: 'default',
};
