import { auditListResponseSchema } from '@recolecta/shared/audit';
import type { FIELD_LABELS } from '@recolecta/shared/labels';
import { listQuerySchema } from '@recolecta/shared/pagination';
import type { Resource } from '@recolecta/shared/permissions';
import {
  deleteResultSchema,
  exportQuerySchema,
  idParamsSchema,
  versionSchema,
} from '@recolecta/shared/resource';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listAudit } from '../modules/audit/audit.repository.ts';
import { companyScope } from '../modules/auth/principal.ts';
import { type ServiceContext, serviceContext } from './context.ts';
import { type ExportColumn, sendExport } from './export.ts';

/** What a catalog resource's service offers; the routes below are the same for every one of them. */
export interface CrudService<Item, ListQuery, Create, Update, Row = unknown> {
  /** The audit log's name for the entity (`driver`). */
  entity: string;
  list(ctx: ServiceContext, query: ListQuery): Promise<{ data: Item[]; total: number }>;
  get(ctx: ServiceContext, id: string): Promise<Item>;
  create(ctx: ServiceContext, input: Create): Promise<Item>;
  update(ctx: ServiceContext, id: string, input: Update): Promise<Item>;
  /** Deletes, or archives when other rows refer to it. */
  remove(ctx: ServiceContext, id: string): Promise<'deleted' | 'archived'>;
  archive(ctx: ServiceContext, id: string, version: number): Promise<Item>;
  restore(ctx: ServiceContext, id: string, version: number): Promise<Item>;
  exportRows(
    ctx: ServiceContext,
    query: ListQuery,
  ): { columns: ExportColumn<Row>[]; batches: AsyncIterable<Row[]> };
}

interface CrudOptions<
  ItemS extends z.ZodType,
  ListS extends z.ZodType,
  CreateS extends z.ZodType,
  UpdateS extends z.ZodType,
  Row,
> {
  /** URL segment and permission resource, e.g. `drivers`. */
  path: string;
  resource: Resource;
  labels: keyof typeof FIELD_LABELS;
  tag: string;
  schemas: { item: ItemS; listQuery: ListS; create: CreateS; update: UpdateS };
  service: CrudService<z.output<ItemS>, z.output<ListS>, z.output<CreateS>, z.output<UpdateS>, Row>;
}

/**
 * The list-and-form API of PRODUCT §7 for one resource: list, export, read, history, create, update
 * with version check, delete-or-archive, archive and restore. Handlers only translate HTTP.
 */
export function registerCrudRoutes<
  ItemS extends z.ZodType,
  ListS extends z.ZodType,
  CreateS extends z.ZodType,
  UpdateS extends z.ZodType,
  Row,
>(fastify: FastifyInstance, options: CrudOptions<ItemS, ListS, CreateS, UpdateS, Row>) {
  // Generic schemas defeat the type provider's inference; the schemas still validate, serialise and
  // document every route, and the casts below restate what they guarantee.
  const app = fastify;
  const { path, resource, service, schemas, tag } = options;
  const item = z.object({ data: schemas.item });
  const list = z.object({
    data: z.array(schemas.item),
    meta: z.object({ page: z.number(), pageSize: z.number(), total: z.number() }),
  });
  const config = (action: 'read' | 'create' | 'update' | 'delete') => ({
    access: `${resource}:${action}` as const,
    labels: options.labels,
  });
  const ctx = (request: Parameters<typeof serviceContext>[1]) => serviceContext(app, request);

  app.get(
    `/${path}`,
    {
      config: config('read'),
      schema: {
        tags: [tag],
        summary: `List ${path}`,
        querystring: schemas.listQuery,
        response: { 200: list },
      },
    },
    async (request) => {
      const query = request.query as z.output<ListS> & { page: number; pageSize: number };
      const { data, total } = await service.list(ctx(request), query);
      return { data, meta: { page: query.page, pageSize: query.pageSize, total } };
    },
  );

  app.get(
    `/${path}/export`,
    {
      config: config('read'),
      schema: {
        tags: [tag],
        summary: `Export the filtered ${path} as CSV or XLSX (all pages)`,
        querystring: (schemas.listQuery as unknown as z.ZodObject).extend(exportQuerySchema.shape),
      },
    },
    async (request, reply) => {
      const query = request.query as z.output<ListS> & { format: 'csv' | 'xlsx' };
      const { columns, batches } = service.exportRows(ctx(request), query);
      return sendExport(reply, { format: query.format, filename: path, columns, batches });
    },
  );

  app.get(
    `/${path}/:id`,
    {
      config: config('read'),
      schema: {
        tags: [tag],
        summary: `Read one of ${path}`,
        params: idParamsSchema,
        response: { 200: item },
      },
    },
    async (request) => ({ data: await service.get(ctx(request), (request.params as { id: string }).id) }),
  );

  app.get(
    `/${path}/:id/history`,
    {
      config: config('read'),
      schema: {
        tags: [tag],
        summary: 'Changes to this record, newest first',
        params: idParamsSchema,
        querystring: listQuerySchema(['at']),
        response: { 200: auditListResponseSchema },
      },
    },
    async (request) => {
      const context = ctx(request);
      await service.get(context, (request.params as { id: string }).id);
      const { page, pageSize } = request.query as { page: number; pageSize: number };
      const { rows, total } = await listAudit(
        app.db,
        {
          companyId: companyScope(context.auth),
          entity: service.entity,
          entityId: (request.params as { id: string }).id,
        },
        { page, pageSize, direction: 'desc' },
      );
      return { data: rows.map((r) => ({ ...r, at: r.at.toISOString() })), meta: { page, pageSize, total } };
    },
  );

  app.post(
    `/${path}`,
    {
      config: config('create'),
      schema: {
        tags: [tag],
        summary: `Create one of ${path}`,
        body: schemas.create,
        response: { 201: item },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await service.create(ctx(request), request.body as z.output<CreateS>) }),
  );

  app.patch(
    `/${path}/:id`,
    {
      config: config('update'),
      schema: {
        tags: [tag],
        summary: `Change one of ${path}; the body carries the version read (stale: 409)`,
        params: idParamsSchema,
        body: schemas.update,
        response: { 200: item },
      },
    },
    async (request) => ({
      data: await service.update(
        ctx(request),
        (request.params as { id: string }).id,
        request.body as z.output<UpdateS>,
      ),
    }),
  );

  app.delete(
    `/${path}/:id`,
    {
      config: config('delete'),
      schema: {
        tags: [tag],
        summary: 'Delete; archived instead when other records refer to it',
        params: idParamsSchema,
        response: { 200: deleteResultSchema },
      },
    },
    async (request) => {
      const outcome = await service.remove(ctx(request), (request.params as { id: string }).id);
      return { data: { id: (request.params as { id: string }).id, outcome } };
    },
  );

  for (const action of ['archive', 'restore'] as const) {
    app.post(
      `/${path}/:id/${action}`,
      {
        config: config(action === 'archive' ? 'delete' : 'update'),
        schema: {
          tags: [tag],
          summary:
            action === 'archive'
              ? 'Archive: hidden from pickers, kept in history'
              : 'Bring an archived record back',
          params: idParamsSchema,
          body: versionSchema,
          response: { 200: item },
        },
      },
      async (request) => ({
        data: await service[action](
          ctx(request),
          (request.params as { id: string }).id,
          (request.body as { version: number }).version,
        ),
      }),
    );
  }
}
