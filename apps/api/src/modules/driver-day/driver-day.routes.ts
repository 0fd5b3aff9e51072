import {
  DRIVER_ACTION_BODY_LIMIT,
  driverActionResultSchema,
  driverActionSchema,
  driverDayQuerySchema,
  driverDaySchema,
} from '@recolecta/shared/driver';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../lib/context.ts';
import { driverDay, performAction } from './driver-day.service.ts';

/** The driver's day (`/driver`): today's route for the signed-in driver, and the actions at its stops. */
export default async function driverRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/driver/day',
    {
      config: { access: 'routes:drive', labels: 'driver' },
      schema: {
        tags: ['driver'],
        summary: "The signed-in driver's route of the day (today by default), stop by stop",
        querystring: driverDayQuerySchema,
        response: { 200: z.object({ data: driverDaySchema }) },
      },
    },
    async (request) => ({ data: await driverDay(serviceContext(app, request), request.query.date) }),
  );

  app.post(
    '/driver/actions',
    {
      bodyLimit: DRIVER_ACTION_BODY_LIMIT,
      config: { access: 'routes:drive', labels: 'driver' },
      schema: {
        tags: ['driver'],
        summary:
          'One act at a stop (start, arrive, collect, fail) with an id made on the phone: a repeated id does nothing again',
        body: driverActionSchema,
        response: { 200: driverActionResultSchema },
      },
    },
    async (request) => ({ data: await performAction(serviceContext(app, request), request.body) }),
  );
}
