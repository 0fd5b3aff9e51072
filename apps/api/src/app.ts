import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { zodValidatorCompiler } from './lib/validation.ts';
import accountsPlugin from './modules/accounts/accounts.plugin.ts';
import accountsRoutes from './modules/accounts/accounts.routes.ts';
import assetsRoutes from './modules/assets/assets.routes.ts';
import auditRoutes from './modules/audit/audit.routes.ts';
import authRoutes from './modules/auth/auth.routes.ts';
import companiesRoutes from './modules/companies/companies.routes.ts';
import containersRoutes from './modules/containers/containers.routes.ts';
import driverDayRoutes from './modules/driver-day/driver-day.routes.ts';
import driversRoutes from './modules/drivers/drivers.routes.ts';
import healthRoutes from './modules/health/health.routes.ts';
import type { JobDefinition } from './modules/jobs/job-definition.ts';
import jobsPlugin from './modules/jobs/jobs.plugin.ts';
import jobsRoutes from './modules/jobs/jobs.routes.ts';
import type { AttachmentRenderer } from './modules/mail/attachments.ts';
import mailPlugin from './modules/mail/mail.plugin.ts';
import { mailSendJob } from './modules/mail/mail-send.job.ts';
import manifestsRoutes from './modules/manifests/manifests.routes.ts';
import { manifestAttachment } from './modules/manifests/manifests.service.ts';
import mapsRoutes from './modules/maps/maps.routes.ts';
import { collectedNoticeJob, onWayNoticeJob } from './modules/notifications/notices.job.ts';
import { takeOrderStep } from './modules/orders/orders.repository.ts';
import ordersRoutes from './modules/orders/orders.routes.ts';
import paymentsRoutes from './modules/payments/payments.routes.ts';
import reportsRoutes from './modules/reports/reports.routes.ts';
import rolesRoutes from './modules/roles/roles.routes.ts';
import { routesOptimizeJob } from './modules/routes/optimize.job.ts';
import routesRoutes from './modules/routes/routes.routes.ts';
import schoolsRoutes from './modules/schools/schools.routes.ts';
import { plansGenerateJob } from './modules/service-plans/plans-generate.job.ts';
import servicePlansPlugin from './modules/service-plans/service-plans.plugin.ts';
import servicePlansRoutes from './modules/service-plans/service-plans.routes.ts';
import settingsRoutes from './modules/settings/settings.routes.ts';
import setupRoutes from './modules/setup/setup.routes.ts';
import sitesRoutes from './modules/sites/sites.routes.ts';
import storesRoutes from './modules/stores/stores.routes.ts';
import usersRoutes from './modules/users/users.routes.ts';
import vehiclesRoutes from './modules/vehicles/vehicles.routes.ts';
import wastesRoutes from './modules/wastes/wastes.routes.ts';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin, { frameworkErrors } from './plugins/errors.ts';
import inputPlugin from './plugins/input.ts';
import openapiPlugin from './plugins/openapi.ts';
import securityPlugin from './plugins/security.ts';
import webPlugin from './plugins/web.ts';

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Every job kind the app runs, each defined in the module whose work it does. The jobs plugin
 * registers them when the app is built; the queue itself imports none (decision 0027).
 */
export const JOB_KINDS = [
  mailSendJob,
  onWayNoticeJob,
  collectedNoticeJob,
  plansGenerateJob,
  routesOptimizeJob,
] as const satisfies readonly JobDefinition[];

/** The documents an e-mail may attach (`queueMail`'s `attach`), by kind, each rendered by its own module. */
export const MAIL_ATTACHMENTS = { manifest: manifestAttachment } satisfies Record<string, AttachmentRenderer>;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Close the database with the app (the server does; tests share theirs). */
  closeDatabase?: boolean;
  /** Logger settings, or the server's own pino instance so start-up and requests share one log. */
  logger?: FastifyServerOptions['logger'];
  loggerInstance?: FastifyBaseLogger;
}

/** Paths and fields whose values never reach the logs. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.accessToken',
  '*.access_token',
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      req(request) {
        // Query strings may carry link tokens (?token=...): log the path with such values masked.
        const url = request.url.replace(/([?&](?:token|access_token|code)=)[^&]*/gi, '$1[redacted]');
        return { method: request.method, url, remoteAddress: request.ip, requestId: request.id };
      },
    },
  };
}

/** A hop count becomes proxy-addr's own rule (trust the nearest `hops` addresses); the rest passes as is. */
function fastifyTrustProxy(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? loggerOptions(config.logLevel) }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    frameworkErrors,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // While shutting down, answers close their connection: a keep-alive socket whose request was in
  // flight when SIGTERM came would otherwise hold the server open until the grace delay ends.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (draining) reply.header('connection', 'close');
  });

  await app.register(errorsPlugin);
  await app.register(inputPlugin);
  await app.register(dbPlugin, {
    database: options.database,
    closeOnShutdown: options.closeDatabase ?? false,
  });
  // Security before auth: its rate limit counts requests before their tokens are checked.
  await app.register(securityPlugin, {
    rateLimitPerMinute: config.rateLimitPerMinute,
    mapTileUrl: config.mapTileUrl,
  });
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, jwtTtlSeconds: config.jwtTtlSeconds });
  await app.register(openapiPlugin);
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    attachments: MAIL_ATTACHMENTS,
  });
  await app.register(accountsPlugin, { publicUrl: config.publicUrl, jwtSecret: config.jwtSecret });
  app.decorate('optimizer', { threads: config.optimizerThreads });
  await app.register(jobsPlugin, {
    kinds: JOB_KINDS,
    runWorker: config.jobWorker,
    retryMs: config.jobRetryMs,
  });
  await app.register(servicePlansPlugin, {
    horizonDays: config.planHorizonDays,
    scheduleDaily: config.jobWorker,
  });

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      // Answers of 1 KB or more go compressed to a client that accepts it (lists, exports). Brotli at
      // a middle quality: its best level costs more CPU per request than it saves on the wire.
      await api.register(fastifyCompress, {
        threshold: 1024,
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
      });
      await api.register(authRoutes);
      await api.register(accountsRoutes);
      await api.register(paymentsRoutes, { stripe: config.stripe });
      await api.register(companiesRoutes);
      await api.register(sitesRoutes);
      await api.register(storesRoutes);
      await api.register(assetsRoutes);
      await api.register(mapsRoutes, { tileUrl: config.mapTileUrl });
      await api.register(settingsRoutes);
      await api.register(setupRoutes);
      await api.register(usersRoutes);
      await api.register(rolesRoutes);
      await api.register(auditRoutes);
      await api.register(jobsRoutes);
      await api.register(driversRoutes);
      await api.register(vehiclesRoutes);
      await api.register(containersRoutes);
      await api.register(wastesRoutes);
      await api.register(ordersRoutes);
      await api.register(servicePlansRoutes);
      await api.register(routesRoutes, { routingUrl: config.routingUrl });
      await api.register(driverDayRoutes);
      // Closing a manifest closes its order: the orders module's step, handed to the manifests here.
      await api.register(manifestsRoutes, {
        closeOrder: (db, scope, order, by) => takeOrderStep(db, scope, order, 'close', by),
      });
      await api.register(reportsRoutes);
      await api.register(schoolsRoutes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(webPlugin, { root: config.webDist ?? DEFAULT_WEB_DIST });
  await app.ready();
  return app;
}
