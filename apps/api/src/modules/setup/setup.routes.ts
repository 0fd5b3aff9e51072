import { setupChecklistSchema } from '@recolecta/shared/setup';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../lib/context.ts';
import { setupChecklist } from './setup.service.ts';

/** The first-run checklist the dashboard shows an admin until the install is set up. */
export default async function setupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/setup/checklist',
    {
      // Whoever sets the organisation up: the admin (a custom staff role with the permission too).
      config: { access: 'settings:update' },
      schema: {
        tags: ['settings'],
        summary:
          "A new install's first-run steps (organisation identity, a store, a vehicle, a driver, a client with a site, a first order), each done or not",
        response: { 200: z.object({ data: setupChecklistSchema }) },
      },
    },
    async (request) => ({ data: await setupChecklist(serviceContext(app, request)) }),
  );
}
