import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteLine } from './route-map-view.tsx';

export type { RouteLine, RouteStopPin } from './route-map-view.tsx';

// Leaflet is loaded with the first map, never on pages without one.
const RouteMapView = lazy(() => import('./route-map-view.tsx').then((m) => ({ default: m.RouteMapView })));

/** The colours routes take on a map, in turn. */
export const ROUTE_COLOURS = ['#001AE2', '#D4380D', '#389E0D', '#722ED1', '#D48806', '#08979C'];

/** One or more routes on a map, loaded with Leaflet only when shown. */
export function RouteMap({
  routes,
  height = 320,
  label,
}: {
  routes: RouteLine[];
  height?: number;
  /** What the map shows, for screen readers. */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
      <RouteMapView routes={routes} height={height} label={label ?? t('common:map.label')} />
    </Suspense>
  );
}
