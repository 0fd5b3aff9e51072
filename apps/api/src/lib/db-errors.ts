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
