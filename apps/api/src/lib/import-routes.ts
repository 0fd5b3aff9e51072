import { IMPORT_CONTENT_TYPES, importQuerySchema, importResponseSchema } from '@recolecta/shared/imports';
import type { Permission } from '@recolecta/shared/permissions';
import { exportQuerySchema } from '@recolecta/shared/resource';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { serviceContext } from './context.ts';
import { sendExport } from './export.ts';
import { requestLocale } from './http.ts';
import { type ImportSpec, runImport, templateColumns, templateRows } from './import.ts';

/**
 * `POST /<path>/import` (the file as the body, `text/csv` or the XLSX type; `?dryRun=true` to only
 * check) and `GET /<path>/import/template?format=csv|xlsx`. Registered in a scope of its own, whose
 * parsers take those bodies as bytes.
 */
export async function importRoutes<Row>(
  fastify: FastifyInstance,
  options: { path: string; permission: Permission; spec: ImportSpec<Row> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const type of Object.values(IMPORT_CONTENT_TYPES)) {
    app.addContentTypeParser(type, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  }
  const { path, permission, spec } = options;

  app.post(
    `/${path}/import`,
    {
      config: { access: permission, labels: spec.labels },
      schema: {
        tags: [path],
        summary: `Import ${path} from a CSV or XLSX file: a dry run reports every bad row; then the good rows in one transaction`,
        querystring: importQuerySchema,
        response: { 200: importResponseSchema },
      },
    },
    async (request) => {
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim();
      const format =
        type === IMPORT_CONTENT_TYPES.xlsx ? 'xlsx' : type === IMPORT_CONTENT_TYPES.csv ? 'csv' : null;
      if (!format || !Buffer.isBuffer(request.body)) throw new AppError('IMPORT_UNREADABLE');
      const report = await runImport(
        serviceContext(app, request),
        spec,
        { body: request.body, format },
        request.query.dryRun,
      );
      return { data: report };
    },
  );

  app.get(
    `/${path}/import/template`,
    {
      config: { access: permission, labels: spec.labels },
      schema: { tags: [path], summary: `The ${path} import template`, querystring: exportQuerySchema },
    },
    async (request, reply) =>
      sendExport(reply, {
        format: request.query.format,
        filename: `${path}-plantilla`,
        columns: templateColumns(spec, requestLocale(request)),
        batches: templateRows(spec),
      }),
  );
}
