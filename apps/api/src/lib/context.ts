import { todayIn } from '@recolecta/shared/documents';
import type { Locale } from '@recolecta/shared/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { insertAudit } from '../modules/audit/audit.repository.ts';
import type { Principal } from '../modules/auth/principal.ts';
import { requestLocale } from '../plugins/errors.ts';

/** What a service needs to know about the call: who, from where, in which language, on which day. */
export interface ServiceContext {
  db: Db;
  auth: Principal;
  ip: string;
  locale: Locale;
  /** The organisation's calendar day (America/Mexico_City), for expiry rules. */
  today: string;
}

export function serviceContext(app: FastifyInstance, request: FastifyRequest): ServiceContext {
  return {
    db: app.db,
    auth: request.auth!,
    ip: request.ip,
    locale: requestLocale(request),
    today: todayIn(),
  };
}

/** Rows as the audit log keeps them: without derived columns such as the search vector. */
function snapshot(row: object | null | undefined) {
  if (!row) return null;
  const { search: _search, ...rest } = row as Record<string, unknown>;
  return rest;
}

export function recordChange(
  ctx: ServiceContext,
  change: {
    action: string;
    entity: string;
    entityId: string;
    before?: object | null;
    after?: object | null;
    companyId?: string | null;
  },
) {
  return insertAudit(ctx.db, {
    actorId: ctx.auth.userId,
    companyId: change.companyId ?? ctx.auth.companyId,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    before: snapshot(change.before),
    after: snapshot(change.after),
    ip: ctx.ip,
  });
}
