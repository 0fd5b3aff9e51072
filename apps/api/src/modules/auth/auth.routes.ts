import { loginBodySchema, loginResponseSchema, meResponseSchema } from '@recolecta/shared/auth';
import { preferencesPatchSchema } from '@recolecta/shared/preferences';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getMe, login, logout, updatePreferences } from './auth.service.ts';

export const requestMeta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const accessToken = await login(app.db, app.tokens, request.body, requestMeta(request));
      return { data: { accessToken } };
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'session', onboarding: true },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: meResponseSchema } },
    },
    async (request) => ({ data: await getMe(app.db, request.auth!.userId) }),
  );

  app.patch(
    '/auth/me/preferences',
    {
      config: { access: 'session', onboarding: true },
      schema: {
        tags: ['auth'],
        summary: 'Keep theme and language settings',
        body: preferencesPatchSchema,
        response: { 200: meResponseSchema },
      },
    },
    async (request) => ({ data: await updatePreferences(app.db, request.auth!, request.body) }),
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'session', onboarding: true },
      schema: { tags: ['auth'], summary: 'Revoke the current token', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await logout(app.db, request.auth!, requestMeta(request));
      return reply.code(204).send(null);
    },
  );
}
