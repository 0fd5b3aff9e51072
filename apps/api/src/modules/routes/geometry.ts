import type { Route, RouteGeometry } from '@recolecta/shared/routes';

/**
 * The line of a route as the caller sees it (a client: the stores and its own stops): by road from an
 * OSRM-compatible router (`ROUTING_URL`, its `route` service) when one is set and answers within five
 * seconds; straight legs otherwise, so the map always has a line to draw.
 */
export async function routeGeometry(route: Route, routingUrl: string | undefined): Promise<RouteGeometry> {
  const points = [route.startStore, ...route.stops, route.endStore].map(
    (p) => [p.latitude, p.longitude] as [number, number],
  );
  if (!routingUrl || points.length < 2) return { source: 'straight', line: points };
  const coords = points.map(([lat, lon]) => `${lon},${lat}`).join(';');
  try {
    const response = await fetch(
      `${routingUrl.replace(/\/+$/, '')}/route/v1/driving/${coords}?overview=full&geometries=geojson`,
      { signal: AbortSignal.timeout(5_000) },
    );
    if (!response.ok) return { source: 'straight', line: points };
    const body = (await response.json()) as {
      code?: string;
      routes?: { geometry?: { coordinates?: [number, number][] } }[];
    };
    const line = body.routes?.[0]?.geometry?.coordinates;
    if (body.code !== 'Ok' || !line || line.length < 2) return { source: 'straight', line: points };
    return { source: 'road', line: line.map(([lon, lat]) => [lat, lon] as [number, number]) };
  } catch {
    return { source: 'straight', line: points };
  }
}
