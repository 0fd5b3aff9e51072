import { todayIn } from '@recolecta/shared/documents';
import type { Locale } from '@recolecta/shared/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { notFound } from './app-error.ts';
import { insertAudit } from './audit-log.ts';
import { requestLocale } from './http.ts';
import { companyScope, type Principal, type Scope } from './principal.ts';

/** What a service needs to know about the call: who, from where, in which language, on which day. */
export interface ServiceContext {
  /** The database, or the transaction the change runs in (see `inTransaction`). */
  db: Db;
  auth: Principal;
  /** The caller's company scope, the first argument of every repository function. */
  scope: Scope;
  ip: string;
  locale: Locale;
  /** The organisation's calendar day (America/Mexico_City), for expiry rules. */
  today: string;
}

export function serviceContext(app: FastifyInstance, request: FastifyRequest): ServiceContext {
  const auth = request.auth!;
  return {
    db: app.db,
    auth,
    scope: companyScope(auth),
    ip: request.ip,
    locale: requestLocale(request),
    today: todayIn(),
  };
}

/**
 * A service's reader of one row by id, over its repository's `find` in the caller's scope: a row that
 * is not there, or is another company's, is 404.
 */
export function rowOr404<Row>(find: (db: Db, scope: Scope, id: string) => Promise<Row | undefined>) {
  return async (ctx: ServiceContext, id: string): Promise<Row> => {
    const row = await find(ctx.db, ctx.scope, id);
    if (!row) throw notFound();
    return row;
  };
}

/** A resource's `get`: its row through `getRow` (404 where the caller may not see it), as the API answers it. */
export function getting<Row, Item>(
  getRow: (ctx: ServiceContext, id: string) => Promise<Row>,
  toItem: (row: Row, ctx: ServiceContext) => Item | Promise<Item>,
) {
  return {
    async get(ctx: ServiceContext, id: string): Promise<Item> {
      return toItem(await getRow(ctx, id), ctx);
    },
  };
}

/** The principal of work no user asked for (the jobs): operator scope, and no user to name. */
const SYSTEM_USER_ID = '00000000-0000-0000-0000-000000000000';

/**
 * A context for the jobs: operator scope (every company), the organisation's language and day, and
 * no actor, so the audit rows and records it writes name nobody.
 */
export function systemContext(db: Db, options: { locale?: Locale; today?: string } = {}): ServiceContext {
  return {
    db,
    auth: {
      userId: SYSTEM_USER_ID,
      sessionId: SYSTEM_USER_ID,
      purpose: 'system',
      email: '',
      name: 'system',
      locale: options.locale ?? 'es',
      roleId: SYSTEM_USER_ID,
      roleKey: null,
      scope: 'operator',
      permissions: [],
      companyId: null,
      companyStatus: null,
      profile: {
        phone: null,
        status: 'active',
        roleName: '',
        companyName: null,
        preferences: {},
        lastLoginAt: null,
      },
    },
    scope: null,
    ip: '',
    locale: options.locale ?? 'es',
    today: options.today ?? todayIn(),
  };
}

/** The user behind a change, for `created_by` and the audit: none for the system's own work. */
export function actorOf(ctx: ServiceContext): string | null {
  return ctx.auth.userId === SYSTEM_USER_ID ? null : ctx.auth.userId;
}

/**
 * Runs a change and everything it records (audit rows, transitions, queued e-mails and jobs) in one
 * transaction: all of it commits or none. Inside a transaction already, it nests as a savepoint.
 */
export function inTransaction<T>(ctx: ServiceContext, work: (ctx: ServiceContext) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx as unknown as Db }));
}

/** Rows as the audit log keeps them: without derived columns such as the search vector. */
function snapshot(row: object | null | undefined) {
  if (!row) return null;
  const { search: _search, ...rest } = row as Record<string, unknown>;
  return rest;
}

/**
 * An audit row for a change, written through the context's handle (so inside the change's
 * transaction). `companyId` is the changed row's company, so its owner sees its history.
 */
export function recordChange(
  ctx: ServiceContext,
  change: {
    action: string;
    entity: string;
    entityId: string;
    before?: object | null;
    after?: object | null;
    companyId: string | null;
  },
) {
  return insertAudit(ctx.db, {
    actorId: actorOf(ctx),
    companyId: change.companyId,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    before: snapshot(change.before),
    after: snapshot(change.after),
    ip: ctx.ip || null,
  });
}
