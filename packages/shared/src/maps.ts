import { z } from 'zod';

/** What the web's maps draw with: the tile server the deployment chose (`MAP_TILE_URL`). */
export const mapConfigSchema = z.object({
  tileUrl: z.string(),
  attribution: z.string(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;
export const mapConfigResponseSchema = z.object({ data: mapConfigSchema });
