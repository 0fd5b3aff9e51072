import {
  assetCreateSchema,
  assetLabelsQuerySchema,
  assetListQuerySchema,
  assetMoveRecordSchema,
  assetMoveSchema,
  assetSchema,
  assetUpdateSchema,
  MAX_LABELS,
} from '@recolecta/shared/assets';
import { idParamsSchema } from '@recolecta/shared/resource';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction, serviceContext } from '../../lib/context.ts';
import { importRoutes } from '../../lib/import-routes.ts';
import { registerResourceRoutes } from '../../lib/resource-routes.ts';
import { labelsPdf } from './asset-labels.ts';
import { assetsService } from './assets.service.ts';
import { assetsImport } from './assets-import.ts';

export default async function assetsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/assets/labels.pdf',
    {
      config: { access: 'assets:read', labels: 'assets' },
      schema: {
        tags: ['assets'],
        summary: `Printable QR labels (A4, 24 a page) of the listed or chosen assets, at most ${MAX_LABELS}`,
        querystring: assetLabelsQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(app, request);
      const labels: { serial: string; type: string }[] = [];
      for await (const batch of assetsService.rows(ctx, { ...request.query, page: 1, pageSize: 100 })) {
        for (const row of batch)
          labels.push({ serial: row.serial, type: `${row.containerTypeCode} · ${row.containerTypeName}` });
        if (labels.length >= MAX_LABELS) break;
      }
      const pdf = await labelsPdf(labels.slice(0, MAX_LABELS), 'Recolecta');
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="etiquetas.pdf"')
        .send(pdf);
    },
  );

  await app.register(async (files) =>
    importRoutes(files, { path: 'assets', permission: 'assets:create', spec: assetsImport }),
  );

  registerResourceRoutes(fastify, {
    path: 'assets',
    resource: 'assets',
    labels: 'assets',
    tag: 'assets',
    schemas: {
      item: assetSchema,
      listQuery: assetListQuerySchema,
      create: assetCreateSchema,
      update: assetUpdateSchema,
    },
    service: assetsService,
  });

  app.post(
    '/assets/:id/move',
    {
      config: { access: 'assets:update', labels: 'assets' },
      schema: {
        tags: ['assets'],
        summary: 'Move a container to a store zone, a client site or a vehicle; the move is kept',
        params: idParamsSchema,
        body: assetMoveSchema,
        response: { 200: z.object({ data: assetSchema }) },
      },
    },
    async (request) => ({
      data: await inTransaction(serviceContext(app, request), (ctx) =>
        assetsService.move(ctx, request.params.id, request.body),
      ),
    }),
  );

  app.get(
    '/assets/:id/moves',
    {
      config: { access: 'assets:read', labels: 'assets' },
      schema: {
        tags: ['assets'],
        summary: "A container's moves, newest first",
        params: idParamsSchema,
        response: { 200: z.object({ data: z.array(assetMoveRecordSchema) }) },
      },
    },
    async (request) => ({
      data: await assetsService.moves(serviceContext(app, request), request.params.id),
    }),
  );
}
