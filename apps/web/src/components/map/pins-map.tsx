import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pin } from './location-map.tsx';

// Leaflet is loaded with the first map, never on pages without one.
const LocationMap = lazy(() => import('./location-map.tsx').then((m) => ({ default: m.LocationMap })));

/**
 * Several places on one map, each pin with its label on hover, the view fitted around them. Without
 * tiles (offline) the pins still show on a plain background.
 */
export function PinsMap({ pins, height = 240 }: { pins: Pin[]; height?: number }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
      <LocationMap pins={pins} height={height} label={t('common:map.label')} />
    </Suspense>
  );
}
