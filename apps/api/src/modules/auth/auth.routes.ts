import { changePasswordBodySchema, mePatchSchema, messageResponseSchema } from '@recolecta/shared/accounts';
import { localMessage } from '@recolecta/shared/messages';
import { preferencesPatchSchema } from '@recolecta/shared/preferences';
import { meResponseSchema } from '@recolecta/shared/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../lib/http.ts';
import { organisationTimeZone } from '../settings/settings.service.ts';
import { changePassword, logout, meOf, updateMe, updatePreferences } from './auth.service.ts';

export const requestMeta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/auth/me',
    {
      config: { access: 'session', onboarding: true },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: meResponseSchema } },
    },
    async (request) => ({ data: { ...meOf(request.auth!), timeZone: await organisationTimeZone(app.db) } }),
  );

  app.patch(
    '/auth/me',
    {
      config: { access: 'session', onboarding: true, labels: 'users' },
      schema: {
        tags: ['auth'],
        summary: 'Change your own name, phone or language',
        body: mePatchSchema,
        response: { 200: meResponseSchema },
      },
    },
    async (request) => ({ data: await updateMe(app.db, request.auth!, request.body) }),
  );

  app.post(
    '/auth/me/password',
    {
      config: { access: 'session', onboarding: true, labels: 'accounts' },
      schema: {
        tags: ['auth'],
        summary: 'Change your password with the current one; your other sessions are signed out',
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await changePassword(app.db, request.auth!, request.body, requestMeta(request));
      return { message: localMessage('PASSWORD_CHANGED', requestLocale(request)) };
    },
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
