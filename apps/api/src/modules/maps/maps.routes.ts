import { mapConfigResponseSchema } from '@recolecta/shared/maps';
import type { FastifyInstance } from 'fastify';

const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/** The map tiles the web draws with; any signed-in user needs them for a site's or a store's pin. */
export default async function mapsRoutes(app: FastifyInstance, options: { tileUrl: string }) {
  app.get(
    '/maps/config',
    {
      config: { access: 'session' },
      schema: {
        tags: ['maps'],
        summary: 'The map tile server (MAP_TILE_URL) and its attribution',
        response: { 200: mapConfigResponseSchema },
      },
    },
    async () => ({
      data: {
        tileUrl: options.tileUrl,
        attribution: options.tileUrl.includes('openstreetmap.org') ? OSM_ATTRIBUTION : '',
      },
    }),
  );
}
