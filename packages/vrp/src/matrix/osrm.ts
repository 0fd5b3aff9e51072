import type { Coordinates, TravelMatrix } from '../types.ts';
import type { MatrixProvider } from './matrix.ts';
import { emptyMatrix } from './matrix.ts';

export interface OsrmOptions {
  /** Base URL of an OSRM-compatible server, e.g. http://localhost:5000. */
  url: string;
  profile?: string;
  fetch?: typeof fetch;
}

interface OsrmTableResponse {
  code: string;
  message?: string;
  durations?: (number | null)[][];
  distances?: (number | null)[][];
}

/** Unreachable pairs get a finite but prohibitive value so that arithmetic never produces NaN. */
export const UNREACHABLE = 1e12;

/** Road distances (metres) and durations (seconds) from the OSRM `table` service. */
export function osrmProvider(options: OsrmOptions): MatrixProvider {
  const doFetch = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  const profile = options.profile ?? 'driving';
  return {
    name: 'osrm',
    async build(locations: readonly Coordinates[]): Promise<TravelMatrix> {
      const size = locations.length;
      const matrix = emptyMatrix(size);
      if (size === 0) return matrix;
      const coords = locations.map(([lon, lat]) => `${lon},${lat}`).join(';');
      const response = await doFetch(`${base}/table/v1/${profile}/${coords}?annotations=duration,distance`);
      if (!response.ok) throw new Error(`OSRM table request failed: HTTP ${response.status}`);
      const body = (await response.json()) as OsrmTableResponse;
      if (body.code !== 'Ok' || !body.durations || !body.distances) {
        throw new Error(`OSRM table request failed: ${body.code} ${body.message ?? ''}`.trim());
      }
      fill(matrix.durations, body.durations, size);
      fill(matrix.distances, body.distances, size);
      return matrix;
    },
  };
}

function fill(target: Float64Array, rows: (number | null)[][], size: number): void {
  if (rows.length !== size) throw new Error(`OSRM table has ${rows.length} rows, expected ${size}`);
  for (let i = 0; i < size; i++) {
    const row = rows[i]!;
    for (let j = 0; j < size; j++) {
      const v = row[j];
      target[i * size + j] = typeof v === 'number' ? v : i === j ? 0 : UNREACHABLE;
    }
  }
}
