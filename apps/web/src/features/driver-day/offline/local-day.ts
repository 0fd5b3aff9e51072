import type { DriverAction, DriverActionResult, DriverDay, DriverStop } from '@recolecta/shared/driver';

/** What the driver sees of a stop: still to do, collected or failed. */
export type StopOutcome = 'open' | 'collected' | 'failed';

export function stopOutcome(stop: Pick<DriverStop, 'orderStatus'>): StopOutcome {
  if (stop.orderStatus === 'failed') return 'failed';
  if (['collected', 'received', 'closed'].includes(stop.orderStatus)) return 'collected';
  return 'open';
}

/** A stop as the page shows it: the server's, with the acts still waiting on the phone applied. */
export interface LocalStop extends DriverStop {
  /** Some act at this stop is queued on the phone and not yet accepted. */
  waiting: boolean;
}

export interface LocalDay extends Omit<DriverDay, 'route'> {
  route: (Omit<NonNullable<DriverDay['route']>, 'stops'> & { stops: LocalStop[] }) | null;
}

/**
 * The day with one act applied, as the server will apply it: the route signed and started, a stop
 * arrived at, collected (with its weighed kg) or failed. `result` is the server's answer once it has
 * one (the manifest's folio).
 */
export function applyAction(day: DriverDay, action: DriverAction, result?: DriverActionResult): DriverDay {
  const route = day.route;
  if (!route) return day;
  if (action.type === 'start') {
    if (action.routeId !== route.id) return day;
    return {
      ...day,
      route: { ...route, signed: true, status: route.status === 'planned' ? 'in_progress' : route.status },
    };
  }
  const stops = route.stops.map((stop): DriverStop => {
    if (stop.orderId !== action.orderId) return stop;
    const arrivedAt = stop.arrivedAt ?? action.at;
    if (action.type === 'arrive') return { ...stop, arrivedAt };
    if (stopOutcome(stop) !== 'open') return stop;
    if (action.type === 'collect') {
      return {
        ...stop,
        arrivedAt,
        finishedAt: action.at,
        orderStatus: result?.orderStatus ?? 'collected',
        items: stop.items.map((item) => ({
          ...item,
          actualKg: action.items.find((i) => i.id === item.id)?.actualKg ?? item.actualKg,
        })),
        manifestFolio: result?.manifestFolio ?? stop.manifestFolio,
      };
    }
    return { ...stop, arrivedAt, finishedAt: action.at, orderStatus: 'failed', failureReason: action.reason };
  });
  const started = route.status === 'planned' ? 'in_progress' : route.status;
  return { ...day, route: { ...route, status: started, stops } };
}

/** The day the page shows: the last one fetched (or cached) with the queued acts applied in order. */
export function localDay(day: DriverDay, queued: readonly DriverAction[]): LocalDay {
  const applied = queued.reduce((current, action) => applyAction(current, action), day);
  if (!applied.route) return { ...applied, route: null };
  const waitingOrders = new Set(queued.flatMap((a) => (a.type === 'start' ? [] : [a.orderId])));
  return {
    ...applied,
    route: {
      ...applied.route,
      stops: applied.route.stops.map((stop) => ({ ...stop, waiting: waitingOrders.has(stop.orderId) })),
    },
  };
}

/** How many stops are done (collected or failed). */
export function doneCount(stops: readonly Pick<DriverStop, 'orderStatus'>[]) {
  return stops.filter((stop) => stopOutcome(stop) !== 'open').length;
}
