import type { LabelResource } from '@recolecta/shared/labels';
import {
  availableTransitions,
  type Lifecycle,
  type TransitionBody,
  type TransitionRecord,
} from '@recolecta/shared/lifecycle';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { actors } from '../db/read-models/auth.ts';
import { statusTransitions } from '../db/schema/audit.ts';
import { AppError, forbidden } from './app-error.ts';
import { insertAudit } from './audit-log.ts';
import { actorOf, recordChange, type ServiceContext } from './context.ts';
import { historyView } from './history-view.ts';
import type { Scope } from './principal.ts';
import { localiseIssues, validationError } from './validation.ts';
import { updateVersioned } from './versioned.ts';

type WithStatus = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn; status: PgColumn };
/** A table a system transition moves: a status, and a version and update time when it keeps them. */
type StatusTable = PgTable & { id: PgColumn; status: PgColumn; version?: PgColumn; updatedAt?: PgColumn };
type StoredRow = { id: string; version: number; status: string };

interface LifecycleOptions<T extends WithStatus, Row extends StoredRow, Item> {
  lifecycle: Lifecycle;
  table: T;
  /** The row as the caller may see it: another company's is not found (404). */
  getRow(ctx: ServiceContext, id: string): Promise<Row>;
  toItem(row: Row, ctx: ServiceContext): Item | Promise<Item>;
  /** The row's company, kept on the transition and audit rows; operator tables have none. */
  companyOf?(row: Row): string | null;
  /** Puts back what the table row lacks (joined data) after the update. */
  carry?(updated: T['$inferSelect'], before: Row): Row;
  /**
   * The schemas of the transitions whose spec takes an `input`: the body's `input` is checked against
   * it (422 with details under `input.`, worded with the `labels` resource's fields) and handed to
   * `after` parsed.
   */
  inputs?: Readonly<Record<string, z.ZodType>>;
  labels?: LabelResource;
  /**
   * What of a transition's parsed input is kept on its transition row (all of it when absent): an
   * image the transition stores elsewhere (a signature kept as evidence) is left out.
   */
  keptInput?(name: string, input: unknown): unknown;
  /** Effects of a transition in the same transaction (a route starting moves its orders). */
  after?(
    ctx: ServiceContext,
    name: string,
    before: Row,
    after: Row,
    body: { reason: string | null; input: unknown },
  ): Promise<void>;
}

/** The body's `input` checked against the transition's schema: 422 when missing or wrong. */
function transitionInput(
  spec: { input?: 'required' | 'optional' },
  schema: z.ZodType | undefined,
  raw: Record<string, unknown> | null | undefined,
  ctx: ServiceContext,
  labels: LabelResource | undefined,
): unknown {
  if (!spec.input || !schema) return null;
  // A missing input is an empty one: each of its required fields is then named as missing.
  const result = schema.safeParse(raw ?? {}, { reportInput: true });
  if (result.success) return result.data;
  const details = localiseIssues(result.error.issues, ctx.locale, labels).map((d) => ({
    ...d,
    path: d.path ? `input.${d.path}` : 'input',
  }));
  throw validationError(details);
}

/**
 * The lifecycle of a resource as a service: take a transition by name, after checking the shared table
 * (from, permission, required reason) and the version read; list the transitions taken. The status
 * column changes here and nowhere else.
 */
export function lifecycleService<T extends WithStatus, Row extends StoredRow, Item>(
  options: LifecycleOptions<T, Row, Item>,
) {
  const { lifecycle, table } = options;
  const carry = options.carry ?? ((updated: T['$inferSelect']) => updated as Row);
  const companyOf = options.companyOf ?? (() => null);

  return {
    async transition(ctx: ServiceContext, id: string, name: string, body: TransitionBody): Promise<Item> {
      const before = await options.getRow(ctx, id);
      const spec = Object.hasOwn(lifecycle.transitions, name) ? lifecycle.transitions[name] : undefined;
      if (!spec || spec.system || !spec.from.includes(before.status)) {
        throw new AppError('INVALID_TRANSITION', {
          allowed: availableTransitions(lifecycle, before.status, ctx.auth.permissions),
        });
      }
      if (!ctx.auth.permissions.includes(spec.permission)) throw forbidden();
      if (spec.reason === 'required' && !body.reason) {
        throw validationError([{ path: 'reason', message: 'validation.reasonRequired' }]);
      }
      const input = transitionInput(spec, options.inputs?.[name], body.input, ctx, options.labels);
      const updated = await updateVersioned(ctx.db, table, id, body.version, { status: spec.to });
      const after = carry(updated, before);
      const companyId = companyOf(before);
      await ctx.db.insert(statusTransitions).values({
        entity: lifecycle.entity,
        entityId: id,
        companyId,
        name,
        fromStatus: before.status,
        toStatus: spec.to,
        reason: body.reason,
        input: spec.input ? (options.keptInput?.(name, input) ?? input) : null,
        actorId: actorOf(ctx),
      });
      await recordChange(ctx, {
        action: `${lifecycle.entity}.${name}`,
        entity: lifecycle.entity,
        entityId: id,
        before: { status: before.status },
        after: { status: spec.to, reason: body.reason },
        companyId,
      });
      await options.after?.(ctx, name, before, after, { reason: body.reason, input });
      return options.toItem(after, ctx);
    },

    async transitions(ctx: ServiceContext, id: string): Promise<TransitionRecord[]> {
      await options.getRow(ctx, id);
      return listTransitions(ctx.db, ctx.scope, lifecycle.entity, id);
    },
  };
}

/** A record's status changes, newest first, as the caller may see them (`historyView`). */
export async function listTransitions(
  db: Db,
  scope: Scope,
  entity: string,
  id: string,
): Promise<TransitionRecord[]> {
  const rows = await db
    .select({
      id: statusTransitions.id,
      name: statusTransitions.name,
      from: statusTransitions.fromStatus,
      to: statusTransitions.toStatus,
      reason: statusTransitions.reason,
      actorId: statusTransitions.actorId,
      actorEmail: actors.email,
      actorCompanyId: actors.companyId,
      companyId: statusTransitions.companyId,
      at: statusTransitions.at,
    })
    .from(statusTransitions)
    .leftJoin(actors, eq(actors.id, statusTransitions.actorId))
    .where(and(eq(statusTransitions.entity, entity), eq(statusTransitions.entityId, id)))
    .orderBy(desc(statusTransitions.at), desc(statusTransitions.id));
  return (await historyView(db, scope, rows)).map(({ companyId: _, ...r }) => ({
    ...r,
    at: r.at.toISOString(),
  }));
}

/**
 * The changes of a PATCH without the status: the current one is ignored (a form sends the record back
 * as it read it); another is refused, since only a transition changes a status.
 */
export function withoutStatus<C extends { status?: string }>(current: string, changes: C): Omit<C, 'status'> {
  const { status, ...rest } = changes;
  if (status !== undefined && status !== current) {
    throw validationError([{ path: 'status', message: 'validation.statusByTransition' }]);
  }
  return rest;
}

/**
 * A transition the system takes itself (a sign-up step, a route starting), or one a user takes
 * through an endpoint of its own rather than by version (an optimisation cancelled): the same table
 * decides whether it is legal from the row's status, with no permission or version to check. Runs
 * through the caller's handle, so inside the caller's transaction. `set` holds the columns the move
 * changes with the status (when a run started, its result). Answers false when the row was not in a
 * status the transition leaves (already moved on), so a repeated step is harmless.
 */
export async function systemTransition<T extends StatusTable>(
  db: Db,
  options: {
    lifecycle: Lifecycle;
    table: T;
    id: string;
    name: string;
    actorId: string | null;
    companyId: string | null;
    ip?: string | null;
    set?: Partial<T['$inferInsert']>;
  },
): Promise<boolean> {
  const { lifecycle, table, id, name } = options;
  const spec = lifecycle.transitions[name];
  if (!spec) throw new Error(`${lifecycle.entity} has no transition ${name}`);
  const [row] = (await db
    .select({ status: table.status })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update')) as { status: string }[];
  if (!row || !spec.from.includes(row.status)) return false;
  await db
    .update(table)
    .set({
      ...options.set,
      status: spec.to,
      ...(table.version ? { version: sql`${table.version} + 1` } : {}),
      ...(table.updatedAt ? { updatedAt: new Date() } : {}),
    } as never)
    .where(eq(table.id, id));
  await db.insert(statusTransitions).values({
    entity: lifecycle.entity,
    entityId: id,
    companyId: options.companyId,
    name,
    fromStatus: row.status,
    toStatus: spec.to,
    actorId: options.actorId,
  });
  await insertAudit(db, {
    actorId: options.actorId,
    companyId: options.companyId,
    action: `${lifecycle.entity}.${name}`,
    entity: lifecycle.entity,
    entityId: id,
    after: { status: spec.to },
    ip: options.ip ?? null,
  });
  return true;
}
