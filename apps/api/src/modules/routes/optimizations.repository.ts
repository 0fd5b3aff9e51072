import type { TransitionName } from '@recolecta/shared/lifecycle';
import { optimizationLifecycle } from '@recolecta/shared/routes';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OptimizationRequest, optimizations } from '../../db/schema/routes.ts';
import { systemTransition } from '../../lib/transitions.ts';

/**
 * The runs of the optimiser (`optimizations`): the operator's own, like its routes, so no company
 * scope applies; the routes' permissions guard them. A run's status changes only by a transition of
 * `optimizationLifecycle` (`takeOptimizationStep`).
 */
export type OptimizationRow = typeof optimizations.$inferSelect;
export type OptimizationStep = TransitionName<typeof optimizationLifecycle>;

/** A queued run of a day, asked by `createdBy`. */
export async function insertOptimization(
  db: Db,
  values: { date: string; request: OptimizationRequest; createdBy: string | null },
) {
  const [row] = await db.insert(optimizations).values(values).returning();
  return row!;
}

/** A run by id; with `lock`, held for the caller's transaction (accepting it reads it once). */
export async function findOptimization(db: Db, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(optimizations).where(eq(optimizations.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** A run's status alone: what its job looks at while it runs, for a cancel. */
export async function optimizationStatus(db: Db, id: string) {
  const [row] = await db
    .select({ status: optimizations.status })
    .from(optimizations)
    .where(eq(optimizations.id, id));
  return row?.status;
}

/**
 * Moves a run on by a transition of its lifecycle through the caller's handle (so in its
 * transaction): the status with the columns the move sets (`set`: when it started or finished, its
 * result or error), a transition row naming `actorId` (null: the system, its job) and an audit row.
 * Answers false, changing nothing, when the run is not in a status the move leaves.
 */
export function takeOptimizationStep(
  db: Db,
  id: string,
  step: OptimizationStep,
  by: { actorId: string | null; ip?: string | null },
  set: Partial<Pick<OptimizationRow, 'startedAt' | 'finishedAt' | 'result' | 'error'>> = {},
) {
  return systemTransition(db, {
    lifecycle: optimizationLifecycle,
    table: optimizations,
    id,
    name: step,
    actorId: by.actorId,
    companyId: null,
    ip: by.ip ?? null,
    set,
  });
}
