import type { Coordinates, TravelMatrix } from '../types.ts';

/** Turns a list of locations into travel distances and durations between every pair. */
export interface MatrixProvider {
  readonly name: string;
  build(locations: readonly Coordinates[]): Promise<TravelMatrix>;
}

export function emptyMatrix(size: number): TravelMatrix {
  return { size, distances: new Float64Array(size * size), durations: new Float64Array(size * size) };
}
