import { ERRORS, type ErrorBody, type ErrorCode, errorMessage, isErrorCode } from '@recolecta/shared/errors';
import { isValidationKey, validationMessage } from '@recolecta/shared/validation-messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { requestLocale } from '../lib/http.ts';
import { localiseIssues, RequestValidationError } from '../lib/validation.ts';

function send(reply: FastifyReply, request: FastifyRequest, code: ErrorCode, error?: AppError) {
  const locale = requestLocale(request);
  const status = ERRORS[code].status;
  const body: ErrorBody = {
    statusCode: status,
    code,
    message: errorMessage(code, locale, error?.options.params),
  };
  // A detail whose message is an error code (a schema's `WEAK_PASSWORD`, a service's `CODE_INVALID`)
  // or a validation key (`validation.taken`) is said in the request's language.
  if (error?.options.details?.length)
    body.details = error.options.details.map((d) => {
      if (isErrorCode(d.message)) {
        return { ...d, message: errorMessage(d.message, locale, error.options.params) };
      }
      if (isValidationKey(d.message)) return { ...d, message: validationMessage(d.message, locale) };
      return d;
    });
  if (error?.options.allowed) body.allowed = error.options.allowed;
  for (const [name, value] of Object.entries(error?.options.headers ?? {})) reply.header(name, value);
  return reply.code(status).type('application/json').send(body);
}

/** Fastify's own client errors, by code, mapped onto ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_ASYNC_CONSTRAINT: 'BAD_REQUEST',
};

/** Seconds a client is asked to wait while the database is away (it usually is back within that). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Errors Fastify raises before a request reaches a route (a malformed URL such as `/api/v1/%`, an
 * async constraint that failed): given to the `frameworkErrors` option, so they answer our body too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code = (error.code && FASTIFY_CODES[error.code]) || 'BAD_REQUEST';
  request.log.info({ err: error }, 'client error');
  return send(reply, request, code);
}

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
      if (error instanceof AppError) return send(reply, request, error.code, error);
      const fe = error as FastifyError;
      if (error instanceof RequestValidationError) {
        const prefix = error.part === 'body' ? '' : `${error.part === 'querystring' ? 'query' : error.part}.`;
        const details = localiseIssues(
          error.issues,
          requestLocale(request),
          request.routeOptions.config?.labels,
        ).map((d) => ({
          ...d,
          path: prefix + d.path,
        }));
        return send(reply, request, 'VALIDATION_FAILED', new AppError('VALIDATION_FAILED', { details }));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details = error.validation.map((v) => ({
          path: v.instancePath.slice(1).replaceAll('/', '.'),
          message: v.message ?? '',
        }));
        return send(reply, request, 'VALIDATION_FAILED', new AppError('VALIDATION_FAILED', { details }));
      }
      if (fe.code && FASTIFY_CODES[fe.code]) return send(reply, request, FASTIFY_CODES[fe.code]!);
      if (fe.statusCode === 429) {
        return send(reply, request, 'RATE_LIMITED', rateLimited(reply));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
        return send(reply, request, 'INTERNAL');
      }
      if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
        request.log.info({ err: error }, 'client error');
        return send(reply, request, fe.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST');
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return send(
          reply,
          request,
          'DATABASE_UNAVAILABLE',
          new AppError('DATABASE_UNAVAILABLE', {
            headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
          }),
        );
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, request, 'INTERNAL');
    });

    app.setNotFoundHandler((request, reply) => send(reply, request, 'ROUTE_NOT_FOUND'));
  },
  { name: 'errors' },
);

function rateLimited(reply: FastifyReply) {
  const retryAfter = Number(reply.getHeader('retry-after')) || 60;
  return new AppError('RATE_LIMITED', { params: { seconds: retryAfter } });
}
