import { reportsWords } from '@recolecta/shared/i18n/reports';
import { fieldLabel, valueLabel } from '@recolecta/shared/labels';
import {
  dashboardSchema,
  REPORT_KINDS,
  reportQuerySchema,
  reportResponseSchema,
} from '@recolecta/shared/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/app-error.ts';
import { type ServiceContext, serviceContext } from '../../lib/context.ts';
import { sendExport } from '../../lib/export.ts';
import { reportPdf } from './report-pdf.ts';
import { dashboard, organisation, report } from './reports.service.ts';

/**
 * Who may read a report: operator staff with `reports:read`; a company's users their own company's
 * figures with the permission of what it counts (orders, routes, assets).
 */
function mayRead(ctx: ServiceContext, kind: (typeof REPORT_KINDS)[number]) {
  const own = ({ kg: 'orders:read', routes: 'routes:read', assets: 'assets:read' } as const)[kind];
  const needed = ctx.scope === null ? 'reports:read' : own;
  if (!ctx.auth.permissions.includes(needed)) throw forbidden();
}

/** The dashboard (`/dashboard`) and the reports (`/reports/:kind`), each exportable. */
export default async function reportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/dashboard',
    {
      config: { access: 'dashboard:read', labels: 'reports' },
      schema: {
        tags: ['reports'],
        summary:
          "The operator's day: today's routes, orders by status, kg by class, deadlines, documents, failures",
        response: { 200: z.object({ data: dashboardSchema }) },
      },
    },
    async (request) => ({ data: await dashboard(serviceContext(app, request)) }),
  );

  app.get(
    '/reports/:kind',
    {
      config: { access: 'session', labels: 'reports' },
      schema: {
        tags: ['reports'],
        summary:
          'A report over a period (kg by class, client, site, store or month; routes; containers) as JSON, CSV, XLSX or PDF',
        params: z.object({ kind: z.enum(REPORT_KINDS) }),
        querystring: reportQuerySchema,
        response: { 200: reportResponseSchema },
        produces: ['application/json', 'text/csv', 'application/pdf'],
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(app, request);
      const { kind } = request.params;
      mayRead(ctx, kind);
      const query = request.query;
      const result = await report(ctx, kind, query);
      if (query.format === 'json') {
        const { columns: _columns, ...data } = result;
        return { data: data as z.infer<typeof reportResponseSchema>['data'] };
      }
      const title = valueLabel('reportKind', kind, ctx.locale);
      if (query.format === 'csv' || query.format === 'xlsx') {
        return sendExport(reply, {
          format: query.format,
          filename: `report-${kind}`,
          columns: result.columns,
          batches: (async function* () {
            yield result.rows;
          })(),
        });
      }
      const label = (field: string) => fieldLabel('reports', field, ctx.locale);
      const filters = (['companyId', 'siteId', 'storeId', 'wasteClass', 'groupBy'] as const)
        .filter((k) => query[k] && !(k === 'groupBy' && kind !== 'kg'))
        .map((k) => `${label(k)}: ${k === 'groupBy' ? label(query.groupBy) : query[k]}`)
        .join(' · ');
      const totals = Object.entries(result.totals)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => `${label(k)}: ${k === 'onTimeRate' ? `${Math.round((v ?? 0) * 100)} %` : v}`)
        .join('   ');
      const words = reportsWords[ctx.locale].ui;
      const fill = (text: string, values: Record<string, string>) =>
        text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
      const pdf = await reportPdf({
        organisation: (await organisation(ctx)).name,
        title,
        period: fill(words.period, { from: result.from, to: result.to }),
        filters: filters ? fill(words.filters, { filters }) : null,
        generated: fill(words.generated, { at: new Date().toISOString().slice(0, 16).replace('T', ' ') }),
        columns: result.columns,
        rows: result.rows,
        totals: `${words.total} — ${totals}`,
        locale: ctx.locale,
      });
      // The schema describes the JSON answer; a file is sent as it is.
      reply.serializer((payload) => payload as string);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="report-${kind}-${result.from}-${result.to}.pdf"`,
        )
        .send(pdf as never);
    },
  );
}
