import { haversineProvider } from './haversine.ts';
import type { MatrixProvider } from './matrix.ts';
import { osrmProvider } from './osrm.ts';

/** OSRM when ROUTING_URL is set (a real road network), otherwise straight lines. */
export function defaultProvider(env: NodeJS.ProcessEnv = process.env): MatrixProvider {
  const url = env.ROUTING_URL;
  return url ? osrmProvider({ url }) : haversineProvider();
}
