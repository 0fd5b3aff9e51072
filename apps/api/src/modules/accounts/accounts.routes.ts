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
import { localMessage } from '@recolecta/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken } from '../../lib/http.ts';
import { callMeta } from './account-deps.ts';
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

  app.post(
    '/auth/otp/resend',
    {
      config: { access: 'public', labels: 'accounts' },
      schema: {
        tags: ['accounts'],
        summary: 'Send a new code (at most one a minute, five an hour)',
        body: emailBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await resendVerificationCode(deps, request.body.email);
      return { message: localMessage('CODE_RESENT', callMeta(request).locale) };
    },
  );

  app.post(
    '/auth/initiate-reset-password',
    {
      config: { access: 'public', labels: 'accounts' },
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a password reset link; the same answer whether or not the address exists',
        body: emailBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const meta = callMeta(request);
      await initiatePasswordReset(deps, request.body.email, meta);
      return { message: localMessage('RESET_LINK_SENT', meta.locale) };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public', labels: 'accounts' },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a reset link (single use, 1 hour)',
        description: `${linkHeader.description}. Every token of the user is revoked.`,
        body: passwordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const meta = callMeta(request);
      await resetPassword(deps, bearerToken(request), request.body.password, meta);
      return { message: localMessage('PASSWORD_RESET', meta.locale) };
    },
  );

  app.post(
    '/auth/new-password',
    {
      config: { access: 'public', labels: 'accounts' },
      schema: {
        tags: ['accounts'],
        summary: 'An invited user sets a first password (invitation link: single use, 72 hours)',
        description: linkHeader.description,
        body: passwordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const meta = callMeta(request);
      await acceptInvitation(deps, bearerToken(request), request.body.password, meta);
      return { message: localMessage('PASSWORD_SET', meta.locale) };
    },
  );
}
