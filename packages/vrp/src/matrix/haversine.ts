import type { Coordinates, TravelMatrix } from '../types.ts';
import type { MatrixProvider } from './matrix.ts';
import { emptyMatrix } from './matrix.ts';

const EARTH_RADIUS_M = 6_371_008.8;

export interface HaversineOptions {
  /** Average speed along the straight line (default 30 km/h, a collection truck in town). */
  speedKmh?: number;
}

/** Great-circle distance in metres between two [lon, lat] points. */
export function haversineMetres(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLon = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distances in metres, durations in seconds. */
export function haversineMatrix(
  locations: readonly Coordinates[],
  options: HaversineOptions = {},
): TravelMatrix {
  const metresPerSecond = ((options.speedKmh ?? 30) * 1000) / 3600;
  const size = locations.length;
  const matrix = emptyMatrix(size);
  for (let i = 0; i < size; i++) {
    for (let j = i + 1; j < size; j++) {
      const d = haversineMetres(locations[i]!, locations[j]!);
      matrix.distances[i * size + j] = matrix.distances[j * size + i] = d;
      matrix.durations[i * size + j] = matrix.durations[j * size + i] = d / metresPerSecond;
    }
  }
  return matrix;
}

export function haversineProvider(options: HaversineOptions = {}): MatrixProvider {
  return { name: 'haversine', build: async (locations) => haversineMatrix(locations, options) };
}
