import type { Coordinates, TravelMatrix } from '../types.ts';

/** Turns a list of locations into travel distances and durations between every pair. */
export interface MatrixProvider {
  readonly name: string;
  build(locations: readonly Coordinates[]): Promise<TravelMatrix>;
}

/** With `shared`, durations and distances are the same array (travel time equal to distance). */
export function emptyMatrix(size: number, shared = false): TravelMatrix {
  const distances = new Float64Array(size * size);
  return { size, distances, durations: shared ? distances : new Float64Array(size * size) };
}
