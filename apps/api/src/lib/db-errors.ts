import { AppError } from './app-error.ts';

interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The PostgreSQL error under Drizzle's wrapper (both drivers report SQLSTATE as `code`). */
export function pgError(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as PgError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/**
 * Turns a unique violation into 409 ALREADY_EXISTS naming the field, from a map of constraint (index)
 * names to field paths. The database is the referee, so two concurrent creates cannot both win.
 */
export function mapUniqueViolation(error: unknown, constraints: Record<string, string>): never {
  const pg = pgError(error);
  if (pg?.code === '23505') {
    const field = (pg.constraint && constraints[pg.constraint]) ?? Object.values(constraints)[0] ?? 'id';
    throw new AppError('ALREADY_EXISTS', { details: [{ path: field, message: 'validation.taken' }] });
  }
  throw error;
}

/**
 * SQLSTATEs that mean the server is going away or not there yet: class 08 (connection exception),
 * 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up or shutting down),
 * 53300 too many connections.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
/** Socket errors of node-postgres reaching a server that is not listening or went away. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What node-postgres and its pool say, without a code, when a connection ends or cannot be had. */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /Connection ended unexpectedly/i,
];

/**
 * Whether an error (or one of its causes) says the database cannot be reached right now, rather than
 * that a query was wrong: such requests answer 503 DATABASE_UNAVAILABLE with Retry-After, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof candidate.code === 'string') {
      if (UNAVAILABLE_STATES.test(candidate.code) || UNAVAILABLE_SOCKET_CODES.has(candidate.code))
        return true;
    }
    if (
      typeof candidate.message === 'string' &&
      UNAVAILABLE_MESSAGES.some((re) => re.test(candidate.message as string))
    )
      return true;
    // A connection refused on every address of a host name comes as an AggregateError.
    if (Array.isArray(candidate.errors) && candidate.errors.some((e) => isDatabaseUnavailable(e)))
      return true;
    current = candidate.cause;
  }
  return false;
}
