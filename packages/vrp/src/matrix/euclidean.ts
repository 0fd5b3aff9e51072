import type { Coordinates, TravelMatrix } from '../types.ts';
import type { MatrixProvider } from './matrix.ts';
import { emptyMatrix } from './matrix.ts';

/**
 * Plane distances, unrounded as in the Solomon benchmark, or truncated to one decimal with `truncate`
 * (the DIMACS convention of the Gehring-Homberger records, floor(10 d) / 10); duration = distance /
 * speed. At speed 1 the two arrays are one and the same, which halves the memory of a large instance.
 */
export function euclideanMatrix(
  locations: readonly Coordinates[],
  speed = 1,
  truncate = false,
): TravelMatrix {
  const size = locations.length;
  const matrix = emptyMatrix(size, speed === 1);
  for (let i = 0; i < size; i++) {
    const [xi, yi] = locations[i]!;
    for (let j = 0; j < size; j++) {
      const [xj, yj] = locations[j]!;
      const squared = (xi - xj) * (xi - xj) + (yi - yj) * (yi - yj);
      // sqrt(100 s) rather than 10 sqrt(s): exact for integer coordinates, so no tenth is lost to rounding.
      const d = truncate ? Math.floor(Math.sqrt(100 * squared)) / 10 : Math.sqrt(squared);
      matrix.distances[i * size + j] = d;
      matrix.durations[i * size + j] = d / speed;
    }
  }
  return matrix;
}

export function euclideanProvider(speed = 1): MatrixProvider {
  return { name: 'euclidean', build: async (locations) => euclideanMatrix(locations, speed) };
}
