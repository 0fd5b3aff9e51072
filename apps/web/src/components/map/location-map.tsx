import 'leaflet/dist/leaflet.css';
import type { LatLngExpression, LeafletMouseEvent } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { DEFAULT_CENTRE, useMapConfig } from './map-config.ts';
import { pinIcon } from './pin-icon.ts';

export interface Point {
  latitude: number;
  longitude: number;
}

export interface Pin extends Point {
  id: string;
  label: string;
}

const BACKGROUND = { background: '#e8ecef' };

function ClickToPlace({ onPlace }: { onPlace: (p: Point) => void }) {
  useMapEvents({
    click: (event: LeafletMouseEvent) => onPlace({ latitude: event.latlng.lat, longitude: event.latlng.lng }),
  });
  return null;
}

/** Keeps the view on the point when it changes from outside (typed coordinates). */
function FollowPoint({ point }: { point: Point | undefined }) {
  const map = useMap();
  useEffect(() => {
    if (point) map.panTo([point.latitude, point.longitude]);
  }, [map, point]);
  return null;
}

/** Fits the view around the pins. */
function FitPins({ pins }: { pins: Pin[] }) {
  const map = useMap();
  useEffect(() => {
    if (pins.length === 1) map.setView([pins[0]!.latitude, pins[0]!.longitude], 14);
    else if (pins.length > 1)
      map.fitBounds(
        pins.map((p) => [p.latitude, p.longitude]),
        { padding: [24, 24] },
      );
  }, [map, pins]);
  return null;
}

/**
 * A map with one draggable pin placed by a click (`editable`), or with many pins to look at. Tiles are
 * the deployment's; without them the pins still show on a plain background.
 */
export function LocationMap({
  point,
  onChange,
  pins,
  height = 280,
  label,
}: {
  point?: Point;
  onChange?: (p: Point) => void;
  pins?: Pin[];
  height?: number;
  label?: string;
}) {
  const { tileUrl, attribution } = useMapConfig();
  const centre: LatLngExpression = point
    ? [point.latitude, point.longitude]
    : pins?.[0]
      ? [pins[0].latitude, pins[0].longitude]
      : [DEFAULT_CENTRE.latitude, DEFAULT_CENTRE.longitude];
  const icon = useMemo(() => pinIcon(), []);
  return (
    <section
      style={{ height, borderRadius: 8, overflow: 'hidden' }}
      data-testid="location-map"
      aria-label={label}
    >
      <MapContainer center={centre} zoom={point ? 15 : 11} style={{ height: '100%', ...BACKGROUND }}>
        <TileLayer url={tileUrl} attribution={attribution} />
        {onChange ? <ClickToPlace onPlace={onChange} /> : null}
        {point ? (
          <Marker
            position={[point.latitude, point.longitude]}
            icon={icon}
            // Leaflet makes the pin a button: it needs a name (WCAG 4.1.2).
            title={label}
            alt={label}
            draggable={Boolean(onChange)}
            eventHandlers={{
              dragend: (event) => {
                const { lat, lng } = (
                  event.target as { getLatLng(): { lat: number; lng: number } }
                ).getLatLng();
                onChange?.({ latitude: lat, longitude: lng });
              },
            }}
          />
        ) : null}
        <FollowPoint point={point} />
        {pins ? (
          <>
            {pins.map((pin) => (
              <Marker
                key={pin.id}
                position={[pin.latitude, pin.longitude]}
                icon={icon}
                title={pin.label}
                alt={pin.label}
              >
                <Tooltip>{pin.label}</Tooltip>
              </Marker>
            ))}
            <FitPins pins={pins} />
          </>
        ) : null}
      </MapContainer>
    </section>
  );
}
