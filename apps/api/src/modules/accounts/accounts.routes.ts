import {
  emailBodySchema,
  messageResponseSchema,
  otpBodySchema,
  otpResponseSchema,
  passwordBodySchema,
  registerBodySchema,
  registerResponseSchema,
  setupBodySchema,
  setupStateResponseSchema,
} from '@recolecta/shared/accounts';
import { loginBodySchema, loginResponseSchema } from '@recolecta/shared/auth';
import { localMessage, type MessageKey } from '@recolecta/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { bearerToken } from '../../lib/http.ts';
import { type CallMeta, callMeta } from './account-deps.ts';
import { login } from './login.service.ts';
import { acceptInvitation, initiatePasswordReset, resetPassword } from './recovery.service.ts';
import { completeSetup, setupNeeded } from './setup.service.ts';
import { registerCompany } from './signup.service.ts';
import { resendVerificationCode, verifyEmailCode } from './verification.service.ts';

/** The public account flows of docs/product.md §2: sign-up, e-mail codes, recovery and invitations. */
export default async function accountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.accounts;
  const linkHeader = { description: 'The link token from the e-mail, as `Authorization: Bearer <token>`' };

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
      const accessToken = await login(app.accounts, request.body, callMeta(request));
      return { data: { accessToken } };
    },
  );

  app.get(
    '/auth/setup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Whether the install still waits for its first admin (no user yet)',
        response: { 200: setupStateResponseSchema },
      },
    },
    async () => ({ data: { needed: await setupNeeded(app.db) } }),
  );

  app.post(
    '/auth/setup',
    {
      config: { access: 'public', labels: 'accounts' },
      schema: {
        tags: ['auth'],
        summary:
          'Create the first admin with the one-time set-up code the server printed; answers a session token',
        description:
          'Only while no user exists (else 409 SETUP_DONE). A wrong or expired code is 422 SETUP_CODE_INVALID; ' +
          'guesses are throttled per client address as sign-ins are (429 with Retry-After).',
        body: setupBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const accessToken = await completeSetup(deps, request.body, callMeta(request));
      return { data: { accessToken } };
    },
  );

  app.post(
    '/auth/user',
    {
      config: { access: 'public', labels: 'accounts' },
      schema: {
        tags: ['accounts'],
        summary: 'Register a client company and its owner; answers a sign-up token',
        description:
          'Creates the company (pending_verification) and its owner (unverified) and e-mails a 6-digit code. ' +
          'The token (claim pur=signup) reaches only onboarding routes: verification, payment, company profile.',
        body: registerBodySchema,
        response: { 201: registerResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await registerCompany(deps, request.body, callMeta(request))),
  );

  app.post(
    '/auth/otp',
    {
      config: { access: 'public', labels: 'accounts' },
      schema: {
        tags: ['accounts'],
        summary: 'Verify the e-mailed code; answers a session token',
        description:
          'Codes are valid 10 minutes and allow 5 tries; a signing-up company moves on to payment.',
        body: otpBodySchema,
        response: { 200: otpResponseSchema },
      },
    },
    async (request) => {
      const meta = callMeta(request);
      const accessToken = await verifyEmailCode(deps, request.body, meta);
      return {
        verified: true,
        message: localMessage('EMAIL_VERIFIED', meta.locale),
        response: { access_token: accessToken },
      };
    },
  );

  /** A public account step on an address or a link: it acts, then answers one message in the caller's language. */
  const messageRoute = <Body extends z.ZodType>(
    url: string,
    doc: { summary: string; description?: string; body: Body },
    message: MessageKey,
    act: (body: z.output<Body>, meta: CallMeta, request: FastifyRequest) => Promise<unknown>,
  ) =>
    app.post(
      url,
      {
        config: { access: 'public', labels: 'accounts' },
        schema: { tags: ['accounts'], ...doc, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        const meta = callMeta(request);
        await act(request.body as z.output<Body>, meta, request);
        return { message: localMessage(message, meta.locale) };
      },
    );

  messageRoute(
    '/auth/otp/resend',
    {
      summary: 'Send a new code (at most one a minute, five an hour)',
      body: emailBodySchema,
    },
    'CODE_RESENT',
    (body) => resendVerificationCode(deps, body.email),
  );

  messageRoute(
    '/auth/initiate-reset-password',
    {
      summary: 'E-mail a password reset link; the same answer whether or not the address exists',
      body: emailBodySchema,
    },
    'RESET_LINK_SENT',
    (body, meta) => initiatePasswordReset(deps, body.email, meta),
  );

  messageRoute(
    '/auth/reset-password',
    {
      summary: 'Set a new password with a reset link (single use, 1 hour)',
      description: `${linkHeader.description}. Every token of the user is revoked.`,
      body: passwordBodySchema,
    },
    'PASSWORD_RESET',
    (body, meta, request) => resetPassword(deps, bearerToken(request), body.password, meta),
  );

  messageRoute(
    '/auth/new-password',
    {
      summary: 'An invited user sets a first password (invitation link: single use, 72 hours)',
      description: linkHeader.description,
      body: passwordBodySchema,
    },
    'PASSWORD_SET',
    (body, meta, request) => acceptInvitation(deps, bearerToken(request), body.password, meta),
  );
}
