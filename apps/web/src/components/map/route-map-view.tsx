import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { Fragment, useEffect, useMemo } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import type { Point } from './location-map.tsx';
import { useMapConfig } from './map-config.ts';

export interface RouteStopPin extends Point {
  id: string;
  label: string;
}

export interface RouteLine {
  id: string;
  colour: string;
  start: RouteStopPin;
  end: RouteStopPin;
  stops: RouteStopPin[];
  /** The line by road, when the server has one; straight legs between the pins otherwise. */
  path?: Point[];
}

/** A numbered circle (a stop) or a square (a store), drawn in CSS so it shows without tiles. */
const badge = (text: string, colour: string, square = false) =>
  divIcon({
    className: 'recolecta-route-pin',
    html: `<span style="display:flex;align-items:center;justify-content:center;width:24px;height:24px;border-radius:${square ? '4px' : '50%'};background:${colour};color:#fff;font:600 12px/1 sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.45)">${text}</span>`,
    iconSize: [24, 24],
    iconAnchor: [12, 12],
  });

function FitAll({ points }: { points: Point[] }) {
  const map = useMap();
  useEffect(() => {
    if (points.length === 1) map.setView([points[0]!.latitude, points[0]!.longitude], 13);
    else if (points.length > 1)
      map.fitBounds(
        points.map((p) => [p.latitude, p.longitude]),
        { padding: [28, 28] },
      );
  }, [map, points]);
  return null;
}

/**
 * Routes on a map: each its own colour, its stores as squares, its stops numbered in order, and the
 * line from the start store through the stops to the end store (straight legs). Without tiles the
 * badges and lines still draw on a plain background.
 */
export function RouteMapView({
  routes,
  height,
  label,
}: {
  routes: RouteLine[];
  height: number;
  label: string;
}) {
  const { tileUrl, attribution } = useMapConfig();
  const points = useMemo(() => routes.flatMap((r) => [r.start, ...r.stops, r.end]), [routes]);
  const first = points[0] ?? { latitude: 19.43, longitude: -99.13 };
  return (
    <section
      style={{ height, borderRadius: 8, overflow: 'hidden' }}
      data-testid="route-map"
      aria-label={label}
    >
      <MapContainer
        center={[first.latitude, first.longitude]}
        zoom={11}
        style={{ height: '100%', background: '#e8ecef' }}
      >
        {tileUrl ? <TileLayer url={tileUrl} attribution={attribution} /> : null}
        <FitAll points={points} />
        {routes.map((route) => (
          <Fragment key={route.id}>
            <Polyline
              positions={(route.path ?? [route.start, ...route.stops, route.end]).map((p) => [
                p.latitude,
                p.longitude,
              ])}
              pathOptions={{ color: route.colour, weight: 4, opacity: 0.8 }}
            />
            {(
              [
                ['A', route.start],
                ['B', route.end],
              ] as const
            ).map(([mark, store]) => (
              <Marker
                key={`${route.id}-${mark}`}
                position={[store.latitude, store.longitude]}
                icon={badge(mark, '#333', true)}
              >
                <Tooltip>{store.label}</Tooltip>
              </Marker>
            ))}
            {route.stops.map((stop, n) => (
              <Marker
                key={`${route.id}-${stop.id}`}
                position={[stop.latitude, stop.longitude]}
                icon={badge(String(n + 1), route.colour)}
              >
                <Tooltip>{`${n + 1}. ${stop.label}`}</Tooltip>
              </Marker>
            ))}
          </Fragment>
        ))}
      </MapContainer>
    </section>
  );
}
