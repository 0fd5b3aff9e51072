import { messageResponseSchema } from '@recolecta/shared/accounts';
import { localMessage } from '@recolecta/shared/messages';
import { idParamsSchema, versionSchema } from '@recolecta/shared/resource';
import { userCreateSchema, userListQuerySchema, userSchema, userUpdateSchema } from '@recolecta/shared/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction, serviceContext } from '../../lib/context.ts';
import { registerResourceRoutes } from '../../lib/resource-routes.ts';
import { resendInvitation, setClientUserAccess, usersService } from './users.service.ts';

/**
 * Users: staff see every user and manage operator staff; an owner manages their company's users.
 * Adding a user invites them by e-mail.
 */
export default async function usersRoutes(fastify: FastifyInstance) {
  registerResourceRoutes(fastify, {
    path: 'users',
    resource: 'users',
    labels: 'users',
    tag: 'access',
    schemas: {
      item: userSchema,
      listQuery: userListQuerySchema,
      create: userCreateSchema,
      update: userUpdateSchema,
    },
    service: usersService(fastify.accounts),
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/users/:id/invitation',
    {
      config: { access: 'users:update', labels: 'users' },
      schema: {
        tags: ['access'],
        summary: 'Send a new invitation e-mail to a user who has not accepted yet',
        params: idParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const ctx = serviceContext(app, request);
      await resendInvitation({ ...ctx, accounts: app.accounts }, request.params.id);
      return { message: localMessage('INVITATION_SENT', ctx.locale) };
    },
  );

  for (const access of ['disable', 'enable'] as const) {
    app.post(
      `/users/:id/${access}`,
      {
        config: { access: 'users:disable', labels: 'users' },
        schema: {
          tags: ['access'],
          summary:
            access === 'disable'
              ? "Disable a client company's user: their sessions end at once (operator staff)"
              : "Enable a client company's user disabled by the operator (operator staff)",
          params: idParamsSchema,
          body: versionSchema,
          response: { 200: z.object({ data: userSchema }) },
        },
      },
      async (request) => ({
        data: await inTransaction(serviceContext(app, request), (ctx) =>
          setClientUserAccess(ctx, request.params.id, request.body.version, access),
        ),
      }),
    );
  }
}
