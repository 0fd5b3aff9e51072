import { auditListQuerySchema, auditListResponseSchema } from '@recolecta/shared/audit';
import { parseSort } from '@recolecta/shared/pagination';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAudit } from '../../lib/audit-log.ts';
import { companyScope } from '../../lib/principal.ts';

export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/audit',
    {
      config: { access: 'audit:read' },
      schema: {
        tags: ['audit'],
        summary: 'List the audit log',
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema },
      },
    },
    async (request) => {
      const { page, pageSize, sort, q, entity, entityId, action } = request.query;
      const { rows, total, totalCapped } = await listAudit(
        app.db,
        companyScope(request.auth!),
        { entity, entityId, action, q },
        { page, pageSize, direction: parseSort(sort)?.direction ?? 'desc' },
      );
      return {
        data: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
        meta: { page, pageSize, total, totalCapped },
      };
    },
  );
}
