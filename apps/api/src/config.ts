import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { LOCALES } from '@recolecta/shared/locales';
import { DEFAULT_PLAN_HORIZON_DAYS } from '@recolecta/shared/service-plans';
import { z } from 'zod';

const boolFromEnv = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** `address` or `address/prefix` (IPv4 or IPv6), as proxy-addr reads them. */
function isAddressOrRange(value: string) {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may tell the client's address (`X-Forwarded-For`): none (default), `true` (whoever
 * connects: only behind a proxy that overwrites the header), a hop count, or a comma list of proxy
 * addresses and CIDR ranges. Anything else would let any client choose the address its requests are
 * throttled and recorded under.
 */
const trustProxyFromEnv = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): boolean | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (entries.length === 0 || wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, true, a hop count, or a comma list of addresses / CIDR ranges (not: ${wrong.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Recolecta <no-reply@recolecta.test>'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** Another Stripe API endpoint (stripe-mock, a test double); Stripe's own when unset. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  ROUTING_URL: z.url().optional(),
  /** Map tiles with `{z}`, `{x}`, `{y}` (and optionally `{s}`): OpenStreetMap's by default. */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'an http(s) URL with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: boolFromEnv.default(true),
  DEFAULT_LOCALE: z.enum(LOCALES).default('es'),
  /** Requests per minute per client on the API; 0 turns the limit off (benchmarks). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1000),
  TRUST_PROXY: trustProxyFromEnv,
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  WEB_DIST: z.string().optional(),
  /** `false`: this process only queues jobs; another process on the same database runs them. */
  JOB_WORKER: boolFromEnv.default(true),
  /** A failed job's first retry waits this long; each further retry twice as long (capped at 1 h). */
  JOB_RETRY_SECONDS: z.coerce.number().min(0.01).max(3600).default(10),
  /**
   * Solver threads per optimisation of a day, each an independent search whose best answer wins (the
   * optimiser's 0024); default: 2 when the machine has a core to spare beside the server's, else 1.
   */
  OPTIMIZER_THREADS: z.coerce.number().int().min(1).max(16).optional(),
  /** How many days ahead (today included) the service plans' orders are made. */
  PLAN_HORIZON_DAYS: z.coerce.number().int().min(1).max(90).default(DEFAULT_PLAN_HORIZON_DAYS),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  jwtSecret: string;
  jwtTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiUrl?: string } | undefined;
  routingUrl: string | undefined;
  mapTileUrl: string;
  logLevel: Env['LOG_LEVEL'];
  demoData: boolean;
  defaultLocale: Env['DEFAULT_LOCALE'];
  rateLimitPerMinute: number;
  /** Fastify's `trustProxy`: false, true, a hop count, or proxy addresses / CIDR ranges. */
  trustProxy: boolean | number | string[];
  bodyLimitBytes: number;
  webDist: string | undefined;
  /** Whether this process runs queued jobs in the background (it always queues them). */
  jobWorker: boolean;
  jobRetryMs: number;
  planHorizonDays: number;
  /** Solver threads per optimisation of a day (`OPTIMIZER_THREADS`). */
  optimizerThreads: number;
}

export class ConfigError extends Error {}

/**
 * Reads and checks the environment. A wrong value stops the server with a message naming the variable;
 * relative paths resolve against the directory npm was started from, so `./data` means the checkout's.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_*: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together',
    );
  }
  const base = source.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, env.DATA_DIR);
  const port = env.PORT;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET ?? persistedSecret(dataDir),
    jwtTtlSeconds: Math.round(env.JWT_TTL_HOURS * 3600),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
          }
        : undefined,
    routingUrl: env.ROUTING_URL,
    mapTileUrl: env.MAP_TILE_URL,
    logLevel: env.LOG_LEVEL,
    demoData: env.DEMO_DATA,
    defaultLocale: env.DEFAULT_LOCALE,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    webDist: env.WEB_DIST ? path.resolve(base, env.WEB_DIST) : undefined,
    jobWorker: env.JOB_WORKER,
    jobRetryMs: Math.round(env.JOB_RETRY_SECONDS * 1000),
    planHorizonDays: env.PLAN_HORIZON_DAYS,
    optimizerThreads: env.OPTIMIZER_THREADS ?? Math.max(1, Math.min(2, availableParallelism() - 1)),
  };
}

/** A secret generated once and kept in DATA_DIR (mode 600), so tokens survive a restart. */
function persistedSecret(dataDir: string) {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
