import {
  patientCreateSchema,
  patientListQuerySchema,
  patientReadsResponseSchema,
  patientSchema,
  patientUpdateSchema,
  schoolCreateSchema,
  schoolListQuerySchema,
  schoolSchema,
  schoolUpdateSchema,
} from '@recolecta/shared/schools';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../lib/context.ts';
import { registerResourceRoutes } from '../../lib/resource-routes.ts';
import { patientsService, schoolsService } from './schools.service.ts';

/** The school programme: schools, and their patients (minors' data: reads recorded, export apart). */
export default async function schoolsRoutes(fastify: FastifyInstance) {
  registerResourceRoutes(fastify, {
    path: 'schools',
    resource: 'schools',
    labels: 'schools',
    tag: 'schools',
    schemas: {
      item: schoolSchema,
      listQuery: schoolListQuerySchema,
      create: schoolCreateSchema,
      update: schoolUpdateSchema,
    },
    service: schoolsService,
  });
  registerResourceRoutes(fastify, {
    path: 'patients',
    resource: 'patients',
    labels: 'patients',
    tag: 'schools',
    schemas: {
      item: patientSchema,
      listQuery: patientListQuerySchema,
      create: patientCreateSchema,
      update: patientUpdateSchema,
    },
    service: patientsService,
    permissions: { export: 'patients:export' },
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/patients/:id/readers',
    {
      config: { access: 'patients:read', labels: 'patients' },
      schema: {
        tags: ['schools'],
        summary: "Who has looked at a patient's data, and how, newest first",
        params: z.object({ id: z.uuid() }),
        response: { 200: patientReadsResponseSchema },
      },
    },
    async (request) => ({
      data: await patientsService.reads(serviceContext(app, request), request.params.id),
    }),
  );
}
