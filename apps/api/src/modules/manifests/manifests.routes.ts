import { manifestListQuerySchema, manifestSchema } from '@recolecta/shared/manifests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { serviceContext } from '../../lib/context.ts';
import { API_CACHE_CONTROL } from '../../lib/http.ts';
import { registerResourceRoutes } from '../../lib/resource-routes.ts';
import { findEvidence } from '../field-records/field-records.repository.ts';
import { type ManifestEffects, manifestsService, renderManifestPdf } from './manifests.service.ts';

/**
 * The manifests register (`/manifests`): list, read, export, close; the PDF; the field images. The
 * options carry what a close does to the order (its owner's step, handed in by the app).
 */
export default async function manifestsRoutes(fastify: FastifyInstance, effects: ManifestEffects) {
  const service = manifestsService(effects);
  registerResourceRoutes(fastify, {
    path: 'manifests',
    resource: 'manifests',
    labels: 'manifests',
    tag: 'manifests',
    schemas: { item: manifestSchema, listQuery: manifestListQuerySchema },
    service,
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: z.uuid() });

  app.get(
    '/manifests/:id/manifest.pdf',
    {
      config: { access: 'manifests:read', labels: 'manifests' },
      schema: {
        tags: ['manifests'],
        summary:
          'The manifest as a PDF laid out like the SEMARNAT form, with its signatures; 409 ORGANISATION_INCOMPLETE while the organisation has no identity',
        params,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(app, request);
      await service.get(ctx, request.params.id);
      const { folio, pdf } = await renderManifestPdf(ctx.db, request.params.id, ctx.locale);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${folio}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/evidence/:id',
    {
      config: { access: 'routes:read', labels: 'manifests' },
      schema: {
        tags: ['manifests'],
        summary: 'A signature or photo taken in the field (a company sees its own orders’ only)',
        params,
        produces: ['image/png', 'image/jpeg'],
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(app, request);
      const file = await findEvidence(ctx.db, ctx.scope, request.params.id);
      if (!file) throw notFound();
      // Shown in the page (inline), never guessed as another type, and kept by no cache: a signature
      // is personal data, and a shared phone or browser must not hold it after the session ends.
      const extension = file.mime.replace(/^image\//, '').replace('jpeg', 'jpg');
      return reply
        .type(file.mime)
        .header('content-disposition', `inline; filename="${file.kind}-${file.id}.${extension}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', API_CACHE_CONTROL)
        .send(file.data);
    },
  );
}
