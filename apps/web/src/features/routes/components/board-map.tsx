import type { Route } from '@recolecta/shared/routes';
import { ROUTE_COLOURS, RouteMap } from '../../../components/map/route-map.tsx';
import type { Columns } from '../lib/board-moves.ts';
import type { Stop } from './board-stop.ts';

/** The board's routes on the map, each its colour, their stops as they stand on the board. */
export function BoardMap({
  routes,
  columns,
  stops,
}: {
  routes: Route[];
  columns: Columns;
  stops: Map<string, Stop>;
}) {
  return (
    <RouteMap
      height={320}
      routes={routes.map((route, n) => ({
        id: route.id,
        colour: ROUTE_COLOURS[n % ROUTE_COLOURS.length]!,
        start: { ...route.startStore, id: 'start', label: route.startStore.name },
        end: { ...route.endStore, id: 'end', label: route.endStore.name },
        stops: (columns[route.id] ?? [])
          .map((id) => stops.get(id))
          .filter((s): s is Stop => s !== undefined)
          .map((s) => ({
            id: s.id,
            latitude: s.latitude,
            longitude: s.longitude,
            label: `${s.number} · ${s.site}`,
          })),
      }))}
    />
  );
}
