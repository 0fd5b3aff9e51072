import { auditListResponseSchema } from '@recolecta/shared/audit';
import type { FIELD_LABELS } from '@recolecta/shared/labels';
import {
  type TransitionBody,
  type TransitionRecord,
  transitionBodySchema,
  transitionListResponseSchema,
  transitionParamsSchema,
} from '@recolecta/shared/lifecycle';
import { listQuerySchema, pageMetaSchema } from '@recolecta/shared/pagination';
import type { Permission, Resource } from '@recolecta/shared/permissions';
import { deleteResultSchema, exportQuerySchema, versionSchema } from '@recolecta/shared/resource';
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import { listAudit } from './audit-log.ts';
import { inTransaction, type ServiceContext, serviceContext } from './context.ts';
import { type ExportColumn, sendExport } from './export.ts';

/** A page of a list: its items, the count (capped), and the cursor of the next page. */
export interface ListResult<Item> {
  data: Item[];
  total: number;
  totalCapped?: boolean;
  next?: string | null;
}

/**
 * What a resource's service offers. Each method it has gives one route; a resource without `create`
 * has no POST, one without `transition` no lifecycle routes. `get` is always there: history and
 * transitions check through it that the caller may see the row.
 *
 * A nested resource (`parent` in the route options) receives the parent's id from the path as the
 * last argument of every method; `get` must refuse (404) a row that is not the parent's, and the
 * routes that change a row read it through `get` first, so a row under another parent is 404 there too.
 */
export interface ResourceService<Item, ListQuery = never, Create = never, Update = never, Row = unknown> {
  /** The audit log's name for the entity (`driver`). */
  entity: string;
  get(ctx: ServiceContext, id: string, parentId?: string): Promise<Item>;
  list?(ctx: ServiceContext, query: ListQuery, parentId?: string): Promise<ListResult<Item>>;
  exportRows?(
    ctx: ServiceContext,
    query: ListQuery,
    parentId?: string,
  ): { columns: ExportColumn<Row>[]; batches: AsyncIterable<Row[]> };
  create?(ctx: ServiceContext, input: Create, parentId?: string): Promise<Item>;
  update?(ctx: ServiceContext, id: string, input: Update, parentId?: string): Promise<Item>;
  /** Deletes, or archives when other rows refer to it. */
  remove?(ctx: ServiceContext, id: string, parentId?: string): Promise<'deleted' | 'archived'>;
  archive?(ctx: ServiceContext, id: string, version: number, parentId?: string): Promise<Item>;
  restore?(ctx: ServiceContext, id: string, version: number, parentId?: string): Promise<Item>;
  transition?(
    ctx: ServiceContext,
    id: string,
    name: string,
    body: TransitionBody,
    parentId?: string,
  ): Promise<Item>;
  transitions?(ctx: ServiceContext, id: string, parentId?: string): Promise<TransitionRecord[]>;
}

interface ResourceOptions<
  ItemS extends z.ZodType,
  ListS extends z.ZodType,
  CreateS extends z.ZodType,
  UpdateS extends z.ZodType,
  Row,
> {
  /** URL segment, e.g. `drivers`. */
  path: string;
  /** The permission resource: reads need `<resource>:read`, changes `:create`, `:update`, `:delete`. */
  resource: Resource;
  labels: keyof typeof FIELD_LABELS;
  tag: string;
  schemas: { item: ItemS; listQuery?: ListS; create?: CreateS; update?: UpdateS };
  service: ResourceService<z.output<ItemS>, z.output<ListS>, z.output<CreateS>, z.output<UpdateS>, Row>;
  /** The change log per row at `/x/:id/history` (default on). */
  history?: boolean;
  /**
   * A permission other than `<resource>:<action>` for some actions: a client's sites are part of the
   * client, so an owner who may update the client adds and archives its sites.
   */
  permissions?: Partial<Record<Action, Permission>>;
  /**
   * A collection nested under a parent row: `{ path: 'stores', param: 'storeId' }` serves
   * `/stores/:storeId/<path>` and `/stores/:storeId/<path>/:id`; the parent's id reaches every service
   * method as its last argument.
   */
  parent?: { path: string; param: string };
}

/**
 * The list-and-form API of docs/product.md §7 for one resource, route by route as its service offers
 * them. Every change runs in one transaction with its audit rows, transitions and queued e-mails.
 * Handlers only translate HTTP.
 */
export function registerResourceRoutes<
  ItemS extends z.ZodType,
  ListS extends z.ZodType,
  CreateS extends z.ZodType,
  UpdateS extends z.ZodType,
  Row,
>(fastify: FastifyInstance, options: ResourceOptions<ItemS, ListS, CreateS, UpdateS, Row>) {
  const kit = routeKit(fastify, options);
  registerReads(kit);
  registerChanges(kit);
  registerLifecycle(kit);
}

type Action = 'read' | 'create' | 'update' | 'delete' | 'export';

/** What every route of one resource shares: its paths, params, permissions, context and transaction. */
function routeKit<
  ItemS extends z.ZodType,
  ListS extends z.ZodType,
  CreateS extends z.ZodType,
  UpdateS extends z.ZodType,
  Row,
>(fastify: FastifyInstance, options: ResourceOptions<ItemS, ListS, CreateS, UpdateS, Row>) {
  // Generic schemas defeat the type provider's inference; the schemas still validate, serialise and
  // document every route, and the casts in the handlers restate what they guarantee.
  const app = fastify;
  const { path, service } = options;
  const ctx = (request: FastifyRequest) => serviceContext(app, request);
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  const parent = options.parent;
  const parentParams = z.object(parent ? { [parent.param]: z.uuid() } : {});
  /** The parent's id from the path, or undefined for a top-level resource. */
  const parentOf = (request: FastifyRequest) =>
    parent ? (request.params as Record<string, string>)[parent.param] : undefined;
  const config = (action: Action) => ({
    access:
      options.permissions?.[action] ??
      options.permissions?.[action === 'export' ? 'read' : action] ??
      (`${options.resource}:${action === 'export' ? 'read' : action}` as Permission),
    labels: options.labels,
  });
  return {
    options,
    item: z.object({ data: options.schemas.item }),
    /** One route of the resource: the permission of `action`, its labels and tag, then its own schema. */
    route: (
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      action: Action,
      schema: FastifySchema & { summary: string },
      handler: RouteHandlerMethod,
    ) =>
      app.route({ method, url, config: config(action), schema: { tags: [options.tag], ...schema }, handler }),
    ctx,
    change: <T>(request: FastifyRequest, work: (context: ServiceContext) => Promise<T>) =>
      inTransaction(ctx(request), work),
    idOf,
    parentOf,
    parentParams,
    idParams: parentParams.extend({ id: z.uuid() }),
    base: parent ? `${parent.path}/:${parent.param}/${path}` : path,
    collectionParams: parent ? { params: parentParams } : {},
    /** Under a parent, a change first reads the row through `get`, which refuses another parent's row. */
    belongs: async (context: ServiceContext, request: FastifyRequest) => {
      if (parent) await service.get(context, idOf(request), parentOf(request));
    },
  };
}

type RouteKit<
  ItemS extends z.ZodType,
  ListS extends z.ZodType,
  CreateS extends z.ZodType,
  UpdateS extends z.ZodType,
  Row,
> = ReturnType<typeof routeKit<ItemS, ListS, CreateS, UpdateS, Row>>;

/** `GET /x`, `GET /x/export`, `GET /x/:id` and `GET /x/:id/history`. */
function registerReads<
  ItemS extends z.ZodType,
  ListS extends z.ZodType,
  CreateS extends z.ZodType,
  UpdateS extends z.ZodType,
  Row,
>(kit: RouteKit<ItemS, ListS, CreateS, UpdateS, Row>) {
  const { options, item, route, ctx, idOf, parentOf, idParams, base, collectionParams } = kit;
  const { path, service, schemas } = options;
  const { list, exportRows } = service;
  if (list && schemas.listQuery) {
    route(
      'GET',
      `/${base}`,
      'read',
      {
        summary: `List ${path}`,
        ...collectionParams,
        querystring: schemas.listQuery,
        response: {
          200: z.object({ data: z.array(schemas.item), meta: pageMetaSchema }),
        },
      },
      async (request) => {
        const query = request.query as z.output<ListS> & { page: number; pageSize: number };
        const { data, total, totalCapped, next } = await list(ctx(request), query, parentOf(request));
        return { data, meta: { page: query.page, pageSize: query.pageSize, total, totalCapped, next } };
      },
    );
  }

  if (exportRows && schemas.listQuery) {
    route(
      'GET',
      `/${base}/export`,
      'export',
      {
        summary: `Export the filtered ${path} as CSV or XLSX (all pages)`,
        ...collectionParams,
        querystring: (schemas.listQuery as unknown as z.ZodObject).extend(exportQuerySchema.shape),
      },
      async (request, reply) => {
        const query = request.query as z.output<ListS> & { format: 'csv' | 'xlsx' };
        const { columns, batches } = exportRows(ctx(request), query, parentOf(request));
        return sendExport(reply, { format: query.format, filename: path, columns, batches });
      },
    );
  }

  route(
    'GET',
    `/${base}/:id`,
    'read',
    { summary: `Read one of ${path}`, params: idParams, response: { 200: item } },
    async (request) => ({ data: await service.get(ctx(request), idOf(request), parentOf(request)) }),
  );

  if (options.history !== false) {
    route(
      'GET',
      `/${base}/:id/history`,
      'read',
      {
        summary: 'Changes to this record, newest first',
        params: idParams,
        querystring: listQuerySchema(['at']),
        response: { 200: auditListResponseSchema },
      },
      async (request) => {
        const context = ctx(request);
        await service.get(context, idOf(request), parentOf(request));
        const { page, pageSize } = request.query as { page: number; pageSize: number };
        const { rows, total, totalCapped } = await listAudit(
          context.db,
          context.scope,
          { entity: service.entity, entityId: idOf(request), changesOnly: true },
          { page, pageSize, direction: 'desc' },
        );
        return {
          data: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
          meta: { page, pageSize, total, totalCapped },
        };
      },
    );
  }
}

/** `POST /x`, `PATCH /x/:id`, `DELETE /x/:id`, `POST /x/:id/archive` and `/restore`, each one transaction. */
function registerChanges<
  ItemS extends z.ZodType,
  ListS extends z.ZodType,
  CreateS extends z.ZodType,
  UpdateS extends z.ZodType,
  Row,
>(kit: RouteKit<ItemS, ListS, CreateS, UpdateS, Row>) {
  const { options, item, route, change, idOf, parentOf, idParams, base, collectionParams, belongs } = kit;
  const { path, service, schemas } = options;
  const { create, update, remove, archive, restore } = service;
  if (create && schemas.create) {
    route(
      'POST',
      `/${base}`,
      'create',
      {
        summary: `Create one of ${path}`,
        ...collectionParams,
        body: schemas.create,
        response: { 201: item },
      },
      async (request, reply) => {
        const data = await change(request, (c) =>
          create(c, request.body as z.output<CreateS>, parentOf(request)),
        );
        return reply.code(201).send({ data });
      },
    );
  }

  if (update && schemas.update) {
    route(
      'PATCH',
      `/${base}/:id`,
      'update',
      {
        summary: `Change one of ${path}; the body carries the version read (stale: 409)`,
        params: idParams,
        body: schemas.update,
        response: { 200: item },
      },
      async (request) => ({
        data: await change(request, async (c) => {
          await belongs(c, request);
          return update(c, idOf(request), request.body as z.output<UpdateS>, parentOf(request));
        }),
      }),
    );
  }

  if (remove) {
    route(
      'DELETE',
      `/${base}/:id`,
      'delete',
      {
        summary: 'Delete; archived instead when other records refer to it',
        params: idParams,
        response: { 200: deleteResultSchema },
      },
      async (request) => {
        const outcome = await change(request, async (c) => {
          await belongs(c, request);
          return remove(c, idOf(request), parentOf(request));
        });
        return { data: { id: idOf(request), outcome } };
      },
    );
  }

  for (const [action, run] of [
    ['archive', archive],
    ['restore', restore],
  ] as const) {
    if (!run) continue;
    route(
      'POST',
      `/${base}/:id/${action}`,
      action === 'archive' ? 'delete' : 'update',
      {
        summary:
          action === 'archive'
            ? 'Archive: hidden from pickers, kept in history'
            : 'Bring an archived record back',
        params: idParams,
        body: versionSchema,
        response: { 200: item },
      },
      async (request) => ({
        data: await change(request, async (c) => {
          await belongs(c, request);
          return run(c, idOf(request), (request.body as { version: number }).version, parentOf(request));
        }),
      }),
    );
  }
}

/** `GET /x/:id/transitions` and `POST /x/:id/transitions/:name`, for a resource with a lifecycle. */
function registerLifecycle<
  ItemS extends z.ZodType,
  ListS extends z.ZodType,
  CreateS extends z.ZodType,
  UpdateS extends z.ZodType,
  Row,
>(kit: RouteKit<ItemS, ListS, CreateS, UpdateS, Row>) {
  const { options, item, route, ctx, change, idOf, parentOf, parentParams, idParams, base, belongs } = kit;
  const { transition, transitions } = options.service;
  if (transition && transitions) {
    route(
      'GET',
      `/${base}/:id/transitions`,
      'read',
      {
        summary: 'Status changes of this record, newest first',
        params: idParams,
        response: { 200: transitionListResponseSchema },
      },
      async (request) => {
        const context = ctx(request);
        await belongs(context, request);
        return { data: await transitions(context, idOf(request), parentOf(request)) };
      },
    );

    route(
      'POST',
      `/${base}/:id/transitions/:name`,
      'update',
      // The transition's own permission is checked against the lifecycle table by the service.
      {
        summary: 'Take a lifecycle transition (illegal from the current status: 409 INVALID_TRANSITION)',
        params: options.parent ? transitionParamsSchema.extend(parentParams.shape) : transitionParamsSchema,
        body: transitionBodySchema,
        response: { 200: item },
      },
      async (request) => {
        const { id, name } = request.params as { id: string; name: string };
        return {
          data: await change(request, async (c) => {
            await belongs(c, request);
            return transition(c, id, name, request.body as TransitionBody, parentOf(request));
          }),
        };
      },
    );
  }
}
