import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { Fragment, useEffect, useMemo } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import type { Point } from './location-map.tsx';
import { useMapConfig } from './map-config.ts';

export interface RouteStopPin extends Point {
  id: string;
  label: string;
  /** A stop already served (or failed): drawn faded. */
  done?: boolean;
}

export interface RouteLine {
  id: string;
  colour: string;
  /** The stores it leaves from and ends at; a route drawn without them starts at its first stop. */
  start?: RouteStopPin;
  end?: RouteStopPin;
  stops: RouteStopPin[];
  /** The line by road, when the server has one; straight legs between the pins otherwise. */
  path?: Point[];
}

/**
 * A numbered circle (a stop) or a square (a store), drawn in CSS so it shows without tiles. The pins
 * only name their stop on hover; the stop list beside the map says the same to the keyboard and to
 * a screen reader, so they are left out of the tab order (close pins would be too small targets).
 */
const badge = (text: string, colour: string, square = false, faded = false) =>
  divIcon({
    className: 'recolecta-route-pin',
    html: `<span style="display:flex;align-items:center;justify-content:center;width:24px;height:24px;border-radius:${square ? '4px' : '50%'};background:${colour};color:#fff;font:600 12px/1 sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.45);opacity:${faded ? 0.5 : 1}">${text}</span>`,
    iconSize: [24, 24],
    iconAnchor: [12, 12],
  });

/** A route's points in order: its start store, the stops, its end store (when it has them). */
const ends = (route: RouteLine, stops: Point[]): Point[] => [
  ...(route.start ? [route.start] : []),
  ...stops,
  ...(route.end ? [route.end] : []),
];

function FitAll({ points }: { points: Point[] }) {
  const map = useMap();
  useEffect(() => {
    if (points.length === 1) map.setView([points[0]!.latitude, points[0]!.longitude], 13);
    else if (points.length > 1)
      map.fitBounds(
        points.map((p) => [p.latitude, p.longitude]),
        // More room on the left, where the zoom buttons would hide a pin.
        { paddingTopLeft: [56, 28], paddingBottomRight: [28, 28] },
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
  const points = useMemo(() => routes.flatMap((r) => ends(r, r.stops)), [routes]);
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
              positions={(route.path ?? ends(route, route.stops)).map((p) => [p.latitude, p.longitude])}
              pathOptions={{ color: route.colour, weight: 4, opacity: 0.8 }}
            />
            {(
              [
                ['A', route.start],
                ['B', route.end],
              ] as const
            ).map(([mark, store]) =>
              store ? (
                <Marker
                  key={`${route.id}-${mark}`}
                  position={[store.latitude, store.longitude]}
                  icon={badge(mark, '#333', true)}
                  keyboard={false}
                >
                  <Tooltip>{store.label}</Tooltip>
                </Marker>
              ) : null,
            )}
            {route.stops.map((stop, n) => (
              <Marker
                key={`${route.id}-${stop.id}`}
                position={[stop.latitude, stop.longitude]}
                icon={badge(String(n + 1), route.colour, false, stop.done)}
                keyboard={false}
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
