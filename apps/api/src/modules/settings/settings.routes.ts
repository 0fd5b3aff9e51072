import {
  organisationSettingsPatchSchema,
  organisationSettingsResponseSchema,
} from '@recolecta/shared/settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serviceContext } from '../../lib/context.ts';
import { getOrganisationSettings, updateOrganisationSettings } from './settings.service.ts';

export default async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/settings/organisation',
    {
      config: { access: 'settings:read' },
      schema: {
        tags: ['settings'],
        summary: 'The organisation settings (name, RFC, authorisations, time zone, registration fee…)',
        response: { 200: organisationSettingsResponseSchema },
      },
    },
    async (request) => ({ data: await getOrganisationSettings(serviceContext(app, request)) }),
  );

  app.patch(
    '/settings/organisation',
    {
      config: { access: 'settings:update', labels: 'settings' },
      schema: {
        tags: ['settings'],
        summary: 'Change organisation settings; the body carries the version read (stale: 409)',
        body: organisationSettingsPatchSchema,
        response: { 200: organisationSettingsResponseSchema },
      },
    },
    async (request) => ({
      data: await updateOrganisationSettings(serviceContext(app, request), request.body),
    }),
  );
}
