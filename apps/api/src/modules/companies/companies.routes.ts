import {
  clientListQuerySchema,
  clientSchema,
  clientUpdateSchema,
  companyOnboardingBodySchema,
  companyResponseSchema,
} from '@recolecta/shared/companies';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serviceContext } from '../../lib/context.ts';
import { importRoutes } from '../../lib/import-routes.ts';
import { registerResourceRoutes } from '../../lib/resource-routes.ts';
import { clientsService } from './clients.service.ts';
import { clientsImport } from './clients-import.ts';
import { completeCompanyProfile } from './companies.service.ts';

export default async function companiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/companies',
    {
      config: { access: 'session', onboarding: true, labels: 'companies' },
      schema: {
        tags: ['companies'],
        summary: "Complete the signed-up company's profile and first site; the company becomes active",
        description:
          'For the owner of a paid company (status pending_profile). Before payment: 402 PAYMENT_REQUIRED; ' +
          'before verification: 412 EMAIL_NOT_VERIFIED; once active: 409 PROFILE_ALREADY_COMPLETE.',
        body: companyOnboardingBodySchema,
        response: { 201: companyResponseSchema },
      },
    },
    async (request, reply) => {
      const ctx = { ...serviceContext(app, request), publicUrl: app.accounts.publicUrl };
      return reply.code(201).send({ data: await completeCompanyProfile(ctx, request.body) });
    },
  );

  await app.register(async (files) =>
    importRoutes(files, { path: 'clients', permission: 'clients:create', spec: clientsImport }),
  );

  registerResourceRoutes(app, {
    path: 'clients',
    resource: 'clients',
    labels: 'companies',
    tag: 'clients',
    schemas: { item: clientSchema, listQuery: clientListQuerySchema, update: clientUpdateSchema },
    service: clientsService,
  });
}
