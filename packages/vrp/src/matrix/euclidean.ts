import type { Coordinates, TravelMatrix } from '../types.ts';
import type { MatrixProvider } from './matrix.ts';
import { emptyMatrix } from './matrix.ts';

/** Plane distances, unrounded, as in the Solomon benchmark; duration = distance / speed. */
export function euclideanMatrix(locations: readonly Coordinates[], speed = 1): TravelMatrix {
  const size = locations.length;
  const matrix = emptyMatrix(size);
  for (let i = 0; i < size; i++) {
    const [xi, yi] = locations[i]!;
    for (let j = 0; j < size; j++) {
      const [xj, yj] = locations[j]!;
      const d = Math.sqrt((xi - xj) * (xi - xj) + (yi - yj) * (yi - yj));
      matrix.distances[i * size + j] = d;
      matrix.durations[i * size + j] = d / speed;
    }
  }
  return matrix;
}

export function euclideanProvider(speed = 1): MatrixProvider {
  return { name: 'euclidean', build: async (locations) => euclideanMatrix(locations, speed) };
}
