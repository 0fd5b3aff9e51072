import type { Order } from '@recolecta/shared/orders';
import type { Route } from '@recolecta/shared/routes';

/** What the board knows of an order wherever it sits: where, when and how heavy. */
export interface Stop {
  id: string;
  number: string;
  site: string;
  latitude: number;
  longitude: number;
  windowStart: string | null;
  windowEnd: string | null;
  kg: number;
  /** Scheduled by hand (its client was told the day) and not on a route yet. */
  scheduled: boolean;
}

export const fromOrder = (o: Order): Stop => ({
  id: o.id,
  number: o.number,
  site: o.siteName,
  latitude: o.siteLatitude,
  longitude: o.siteLongitude,
  windowStart: o.windowStart,
  windowEnd: o.windowEnd,
  kg: o.estimatedKg,
  scheduled: o.status === 'scheduled',
});

export const fromRouteStop = (s: Route['stops'][number]): Stop => ({
  id: s.orderId,
  number: s.orderNumber,
  site: s.siteName,
  latitude: s.latitude,
  longitude: s.longitude,
  windowStart: s.windowStart,
  windowEnd: s.windowEnd,
  kg: s.estimatedKg,
  scheduled: false,
});
